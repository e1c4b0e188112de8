import {
  acceptAttribute,
  isAllowedUpload,
  notAllowedUploadMessage,
  type UploadKind,
} from '@academy/domain/uploads/uploads.rules';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button/button';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import screenStyles from '../../ui/screen/screen.module.css';
import { isApiError } from '../api-client';
import styles from './file-picker.module.css';

/** How a picked file is listed: its key, its name, a thumbnail (photos) and a line under it. */
export type PickedFileView = { key: string; name: string; thumbUrl?: string | null; meta?: string };

export type FilePickerTexts = {
  /** The count beside the label, e.g. `2/10`. */
  count: (count: number, max: number) => string;
  /** The remove button's accessible name, naming the file. */
  remove: (name: string) => string;
  /** The remove button's visible word. */
  removeShort: string;
  uploading: (name: string) => string;
};

export type FilePickerProps<F> = {
  label: string;
  hint?: string;
  addLabel: string;
  kinds: readonly UploadKind[];
  max: number;
  files: readonly F[];
  onChange: (files: F[]) => void;
  /** Stores one file through the area's upload route, telling its progress (0 … 1). */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<F>;
  view: (file: F) => PickedFileView;
  texts: FilePickerTexts;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
  /** The form's own error for the files (e.g. none chosen), shown when the picker has none of its own. */
  error?: string | null;
};

/**
 * The one picker of files for the upload pipeline (feed posts and comments, homework, study
 * materials): chosen files are checked against the SPEC §5 allow-lists of the purpose, uploaded one
 * after another with their progress shown, and listed with a way to take each out again. The server
 * checks every file again and its Korean refusal is shown here.
 */
export function FilePicker<F>({
  label,
  hint,
  addLabel,
  kinds,
  max,
  files,
  onChange,
  upload,
  view,
  texts,
  onBusyChange,
  error: formError,
}: FilePickerProps<F>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = files.length >= max;
  const shownError = error ?? formError ?? null;

  async function onFiles(chosen: FileList | null) {
    setError(null);
    onBusyChange?.(true);
    let next = [...files];
    for (const file of [...(chosen ?? [])].slice(0, max - files.length)) {
      if (!isAllowedUpload(file.name, kinds)) {
        setError(notAllowedUploadMessage(kinds));
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        const stored = await upload(file, (fraction) => setProgress({ name: file.name, fraction }));
        next = [...next, stored];
        onChange(next);
      } catch (failure) {
        setError(isApiError(failure) ? failure.message : null);
      }
    }
    setProgress(null);
    onBusyChange?.(false);
    if (input.current) input.current.value = '';
  }

  return (
    <fieldset
      className={screenStyles.fieldset}
      aria-describedby={hint ? `${id}-hint` : undefined}
      aria-invalid={shownError ? true : undefined}
    >
      <legend className={screenStyles.legend}>
        {label} <span className={styles.meta}>{texts.count(files.length, max)}</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.meta}>
          {hint}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.uploads}>
          {files.map((file) => {
            const shown = view(file);
            return (
              <li key={shown.key} className={styles.upload}>
                {shown.thumbUrl !== undefined &&
                  (shown.thumbUrl ? (
                    <img className={styles.uploadThumb} src={shown.thumbUrl} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.uploadThumb} aria-hidden="true" />
                  ))}
                <span className={styles.uploadName}>{shown.name}</span>
                {shown.meta && <span className={styles.meta}>{shown.meta}</span>}
                <Button
                  variant="text"
                  size="sm"
                  aria-label={texts.remove(shown.name)}
                  onClick={() => onChange(files.filter((other) => view(other).key !== shown.key))}
                >
                  {texts.removeShort}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {progress && <ProgressBar value={progress.fraction * 100} label={texts.uploading(progress.name)} />}
      {shownError && (
        <p className={screenStyles.fieldError} role="alert">
          {shownError}
        </p>
      )}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        multiple
        accept={acceptAttribute(kinds)}
        className={styles.fileInput}
        aria-label={addLabel}
        tabIndex={-1}
        onChange={(event) => void onFiles(event.target.files)}
        disabled={full || progress !== null}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={full || progress !== null}
        loading={progress !== null}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
