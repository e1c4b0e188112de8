import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { ProgressBar } from '../progress-bar/progress-bar';
import styles from './image-upload.module.css';
import { IMAGE_UPLOAD_TEXTS as T } from './image-upload.texts';

export type ImageUploadProps = {
  /** The visible label of the file picker (`사진 올리기`); also the input's accessible name. */
  label: string;
  hint?: string;
  /** The `accept` attribute (`.jpg,.jpeg,.png,.heif,.heic`). */
  accept: string;
  maxBytes: number;
  /** How the size limit reads in a message (`10MB`). */
  maxLabel: string;
  /** The message for a file of the wrong type, or null when the name is fine. */
  checkType: (fileName: string) => string | null;
  /** The picture in use (a server address), shown until another is chosen. */
  imageUrl?: string | null;
  imageAlt: string;
  /** What to show when there is no picture (e.g. the stock avatar). */
  placeholder?: ReactNode;
  /**
   * Sends the chosen file, reporting 0–1 as it goes; a rejection's `message` is shown. Without it,
   * the file is only chosen (with a preview) and handed to `onSelect` for the caller to send later.
   */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onSelect?: (file: File | null) => void;
  /** Shows a remove button when there is a picture. */
  onRemove?: () => unknown;
  removeLabel?: string;
  /** Progress of a send the caller runs itself (after the form is saved), 0–1; null when none. */
  progress?: number | null;
  /** An error the caller wants shown here (e.g. its own deferred send failed). */
  error?: string | null;
  disabled?: boolean;
};

/**
 * Picks one image and shows it at once. The type and the size are checked before anything is sent
 * (the server checks the content again); while it is sent a progress bar counts up, and a refusal
 * or a time-out is shown under the picker in Korean. The file input stays a real, labelled input,
 * so keyboards, screen readers and tests reach it by its label.
 */
export function ImageUpload({
  label,
  hint,
  accept,
  maxBytes,
  maxLabel,
  checkType,
  imageUrl = null,
  imageAlt,
  placeholder,
  upload,
  onSelect,
  onRemove,
  removeLabel = T.remove,
  progress: outsideProgress = null,
  error: outsideError = null,
  disabled = false,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ url: string; name: string; sent: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A preview's object URL is released when it is replaced or the picker goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    const refusal =
      checkType(file.name) ?? (file.size === 0 ? T.empty : file.size > maxBytes ? T.tooLarge(maxLabel) : null);
    if (refusal) {
      setError(refusal);
      return;
    }
    const shown = { url: URL.createObjectURL(file), name: file.name, sent: false };
    setPreview(shown);
    if (!upload) {
      onSelect?.(file);
      return;
    }
    setProgress(0);
    try {
      await upload(file, setProgress);
      // Once stored, the server's copy (imageUrl) is shown when the caller has one.
      setPreview((current) => (current === shown ? { ...shown, sent: true } : current));
    } catch (failure) {
      setPreview((current) => (current === shown ? null : current));
      setError(failure instanceof Error && failure.name !== 'AbortError' ? failure.message : null);
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setError(null);
    setPreview(null);
    onSelect?.(null);
    await onRemove?.();
  }

  const shownUrl = preview && !(preview.sent && imageUrl) ? preview.url : imageUrl;
  const sending = progress ?? outsideProgress;
  const message = error ?? outsideError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <div className={styles.frame}>
          {shownUrl ? <img src={shownUrl} alt={imageAlt} className={styles.image} /> : placeholder}
        </div>
        <div className={styles.controls}>
          <label
            htmlFor={id}
            className={[styles.pick, disabled || sending !== null ? styles.pickDisabled : ''].filter(Boolean).join(' ')}
          >
            {label}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className={styles.input}
            disabled={disabled || sending !== null}
            aria-describedby={[hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {preview && !upload && <span className={styles.chosen}>{T.chosen(preview.name)}</span>}
          {onRemove && shownUrl && sending === null && (
            <Button variant="text" size="sm" onClick={() => void remove()} disabled={disabled}>
              {removeLabel}
            </Button>
          )}
        </div>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {sending !== null && <ProgressBar label={T.uploading} value={Math.round(sending * 100)} />}
      {message && (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
