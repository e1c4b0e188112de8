import { MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX } from '@academy/domain/chat/chat.rules';
import type { ChatFileView } from '@academy/domain/chat/chat.schema';
import {
  acceptAttribute,
  isAllowedUpload,
  notAllowedUploadMessage,
  type UploadKind,
} from '@academy/domain/uploads/uploads.rules';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import screenStyles from '../../../ui/screen/screen.module.css';
import { uploadChatFile } from '../api/upload-chat-file';
import { CHAT_TEXTS } from '../chat.texts';
import styles from './chat.module.css';

const T = CHAT_TEXTS.composer;
const PHOTO_KINDS: readonly UploadKind[] = ['image'];
const FILE_KINDS: readonly UploadKind[] = ['document', 'media'];

/** A phone's keyboard has its own send key: Enter there makes a new line, as messengers do. */
function enterSends(): boolean {
  return !(typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
}

export type ComposerProps = {
  instId: string;
  /** Hands the message over (the room shows it at once as pending); the composer empties itself. */
  onSend: (message: { text: string; files: ChatFileView[] }) => void;
};

/**
 * Writing a message: the text (Enter sends on a desktop, Shift+Enter a new line; never while a Korean
 * syllable is still being composed) and photos or files uploaded through the one pipeline first, with
 * their progress; the message carries them when it is sent.
 */
export function Composer({ instId, onSend }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChatFileView[]>([]);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = progress !== null;
  const full = files.length >= MESSAGE_FILES_MAX;
  const empty = text.trim().length === 0 && files.length === 0;

  async function upload(chosen: FileList | null, kinds: readonly UploadKind[], input: HTMLInputElement | null) {
    setError(null);
    let next = [...files];
    for (const file of [...(chosen ?? [])].slice(0, MESSAGE_FILES_MAX - files.length)) {
      if (!isAllowedUpload(file.name, kinds)) {
        setError(notAllowedUploadMessage(kinds));
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        const stored = await uploadChatFile(instId, file, {
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
        next = [...next, stored];
        setFiles(next);
      } catch (failure) {
        setError(refusalMessage(failure));
      }
    }
    setProgress(null);
    if (input) input.value = '';
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (empty || busy) return;
    onSend({ text: text.trim(), files });
    setText('');
    setFiles([]);
    setError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    send();
  }

  return (
    <form className={styles.composer} onSubmit={send} aria-label={T.label}>
      {files.length > 0 && (
        <ul className={styles.uploads}>
          {files.map((file) => (
            <li key={file.fileNm} className={styles.fileChip}>
              {file.originalNm}
              <Button
                variant="text"
                size="sm"
                aria-label={T.remove(file.originalNm)}
                onClick={() => setFiles(files.filter((other) => other.fileNm !== file.fileNm))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress && <ProgressBar value={progress.fraction * 100} label={T.uploading(progress.name)} />}
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.composerRow}>
        <div>
          <label htmlFor={`${id}-text`} className={styles.visuallyHidden}>
            {T.label}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            rows={2}
            value={text}
            maxLength={MESSAGE_TEXT_MAX}
            placeholder={T.placeholder}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <span id={`${id}-hint`} className={styles.visuallyHidden}>
            {T.hint}
          </span>
        </div>
        <Button type="submit" disabled={empty || busy}>
          {T.send}
        </Button>
      </div>
      <div className={styles.attach}>
        <input
          ref={photoInput}
          type="file"
          multiple
          accept={acceptAttribute(PHOTO_KINDS)}
          className={styles.fileInput}
          aria-label={T.attachPhoto}
          tabIndex={-1}
          onChange={(event) => void upload(event.target.files, PHOTO_KINDS, photoInput.current)}
          disabled={full || busy}
        />
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptAttribute(FILE_KINDS)}
          className={styles.fileInput}
          aria-label={T.attachFile}
          tabIndex={-1}
          onChange={(event) => void upload(event.target.files, FILE_KINDS, fileInput.current)}
          disabled={full || busy}
        />
        <Button size="sm" variant="outline" onClick={() => photoInput.current?.click()} disabled={full || busy}>
          {T.photo}
        </Button>
        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={full || busy}>
          {T.file}
        </Button>
      </div>
    </form>
  );
}
