import { fileSizeLabel, MATERIAL_FILES_MAX } from '@academy/domain/materials/materials.rules';
import type { MaterialFileView } from '@academy/domain/materials/materials.schema';
import { UPLOAD_PURPOSE_RULES } from '@academy/domain/uploads/uploads.purposes';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { uploadMaterialFile } from '../api/upload-material-file';
import { LEARNING_TEXTS } from '../learning.texts';
import styles from './learning.module.css';

const T = LEARNING_TEXTS.write;
const KINDS = UPLOAD_PURPOSE_RULES['study-material'].kinds;

/**
 * The files of a material, through the one upload pipeline: chosen files are checked against the
 * `study-material` purpose's allow-lists, uploaded one after another with their progress shown, and
 * listed with a way to take each out again. The server checks every file again.
 */
export function MaterialFilePicker({
  instId,
  files,
  onChange,
  onBusyChange,
  error: fieldError,
}: {
  instId: string;
  files: readonly MaterialFileView[];
  onChange: (files: MaterialFileView[]) => void;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
  error?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = files.length >= MATERIAL_FILES_MAX;
  const shownError = error ?? fieldError ?? null;

  async function onFiles(chosen: FileList | null) {
    setError(null);
    onBusyChange?.(true);
    let next = [...files];
    for (const file of [...(chosen ?? [])].slice(0, MATERIAL_FILES_MAX - files.length)) {
      if (!isAllowedUpload(file.name, KINDS)) {
        setError(notAllowedUploadMessage(KINDS));
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        const stored = await uploadMaterialFile(instId, file, {
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
        next = [...next, stored];
        onChange(next);
      } catch (failure) {
        setError(isApiError(failure) ? failure.message : LEARNING_TEXTS.common.loadFailedHint);
      }
    }
    setProgress(null);
    onBusyChange?.(false);
    if (input.current) input.current.value = '';
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`} aria-invalid={shownError ? true : undefined}>
      <legend className={styles.legend}>
        {T.files} <span className={styles.meta}>{T.fileCount(files.length)}</span>
      </legend>
      <p id={`${id}-hint`} className={styles.meta}>
        {T.filesHint}
      </p>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.fileId} className={styles.file}>
              <span className={styles.fileName}>{file.originalNm}</span>
              <span className={styles.meta}>
                {LEARNING_TEXTS.kinds[file.kind]} · {fileSizeLabel(file.sizeBytes)}
              </span>
              <Button
                variant="text"
                size="sm"
                aria-label={T.removeFile(file.originalNm)}
                onClick={() => onChange(files.filter((other) => other.fileId !== file.fileId))}
              >
                {T.removeFileShort}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress && <ProgressBar value={progress.fraction * 100} label={T.uploading(progress.name)} />}
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        multiple
        accept={acceptAttribute(KINDS)}
        className={styles.fileInput}
        aria-label={T.addFiles}
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
        {T.addFiles}
      </Button>
    </fieldset>
  );
}
