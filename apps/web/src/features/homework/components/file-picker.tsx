import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import {
  acceptAttribute,
  isAllowedUpload,
  notAllowedUploadMessage,
  type UploadKind,
} from '@academy/domain/uploads/uploads.rules';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import screenStyles from '../../../ui/screen/screen.module.css';
import { type HomeworkUploadTarget, uploadHomeworkFile } from '../api/upload-homework-file';
import { HOMEWORK_TEXTS } from '../homework.texts';
import styles from './homework.module.css';

const T = HOMEWORK_TEXTS.files;

export type FilePickerProps = {
  instId: string;
  target: HomeworkUploadTarget;
  label: string;
  hint?: string;
  addLabel: string;
  kinds: readonly UploadKind[];
  max: number;
  files: readonly HomeworkFileView[];
  onChange: (files: HomeworkFileView[]) => void;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
};

/**
 * Photos, videos or documents of an assignment or a hand-in: chosen files are checked against the
 * SPEC §5 allow-lists, uploaded one after another with their progress shown, and listed with a way to
 * take each out again. The server checks every file again and its refusal is shown here in Korean.
 */
export function FilePicker({
  instId,
  target,
  label,
  hint,
  addLabel,
  kinds,
  max,
  files,
  onChange,
  onBusyChange,
  error: fieldError,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = files.length >= max;

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
        const stored = await uploadHomeworkFile(instId, target, file, {
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
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

  const shownError = error ?? fieldError;
  return (
    <fieldset className={screenStyles.fieldset} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={screenStyles.legend}>
        {label} <span className={styles.meta}>{T.count(files.length, max)}</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.meta}>
          {hint}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.uploads}>
          {files.map((file) => (
            <li key={file.fileNm} className={styles.upload}>
              {file.kind === 'image' ? (
                <img className={styles.uploadThumb} src={file.phoneUrl ?? file.url} alt="" loading="lazy" />
              ) : (
                <span className={styles.uploadThumb} aria-hidden="true" />
              )}
              <span className={styles.uploadName}>{file.originalNm}</span>
              <Button
                variant="text"
                size="sm"
                aria-label={T.remove(file.originalNm)}
                onClick={() => onChange(files.filter((other) => other.fileNm !== file.fileNm))}
              >
                {T.removeShort}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress && <ProgressBar value={progress.fraction * 100} label={T.uploading(progress.name)} />}
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
