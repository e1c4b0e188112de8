import { errorCatalog } from '@academy/domain/errors/error-catalog';
import { UPLOAD_PURPOSE_RULES, uploadMaxLabel } from '@academy/domain/uploads/uploads.purposes';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button/button';
import { FieldMessages, useFieldIds } from '../../../ui/field/field';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { type NoticeUploadKind, uploadNoticeFile } from '../api/upload-notice-file';
import type { NoticeAttachmentValue } from '../lib/notice-form';
import { NOTICES_TEXTS } from '../notices.texts';
import styles from './notices.module.css';

const T = NOTICES_TEXTS.form;

const PURPOSE_OF = { image: 'notice-image', file: 'notice-file' } as const;

/** Why a file is not sent at all (checked in the browser first; the server checks again), or null. */
function refusalOf(kind: NoticeUploadKind, file: File): string | null {
  const rule = UPLOAD_PURPOSE_RULES[PURPOSE_OF[kind]];
  if (!isAllowedUpload(file.name, rule.kinds)) return notAllowedUploadMessage(rule.kinds);
  if (file.size === 0) return errorCatalog.FILE_EMPTY.message;
  if (file.size > rule.maxBytes) return errorCatalog[rule.refusals['too-large']].message;
  return null;
}

type InFlight = { key: string; name: string; progress: number };

/**
 * 사진 or 첨부 파일 of a notice: chosen files are checked, then each is uploaded at once with its own
 * progress bar (through the one upload pipeline), and listed with a way to take it out again. The
 * notice is saved with the ids of what was uploaded; `onBusyChange` says while uploads are running.
 */
export function AttachmentsField({
  instId,
  kind,
  label,
  hint,
  max,
  value,
  onChange,
  onBusyChange,
  error,
}: {
  instId: string;
  kind: NoticeUploadKind;
  label: string;
  hint: string;
  max: number;
  value: NoticeAttachmentValue[];
  onChange: (next: NoticeAttachmentValue[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const inputId = useId();
  const ids = useFieldIds();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const purpose = PURPOSE_OF[kind];

  async function choose(files: File[]) {
    setProblem(null);
    if (value.length + inFlight.length + files.length > max) {
      setProblem(T.tooMany(max));
      return;
    }
    const refused = files.map((file) => refusalOf(kind, file)).find((message) => message !== null);
    if (refused) {
      setProblem(refused);
      return;
    }
    const started = files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name, file }));
    setInFlight((current) => [...current, ...started.map(({ key, name }) => ({ key, name, progress: 0 }))]);
    onBusyChange(true);
    const uploaded: NoticeAttachmentValue[] = [];
    await Promise.all(
      started.map(async ({ key, file }) => {
        try {
          const result = await uploadNoticeFile(instId, kind, file, (fraction) =>
            setInFlight((current) =>
              current.map((each) => (each.key === key ? { ...each, progress: fraction } : each)),
            ),
          );
          uploaded.push({ id: result.id, name: result.name, size: result.size });
        } catch (failure) {
          setProblem(isApiError(failure) ? failure.message : T.wait);
        } finally {
          setInFlight((current) => current.filter((each) => each.key !== key));
        }
      }),
    );
    onChange([...value, ...uploaded]);
    onBusyChange(false);
  }

  const shown = error ?? problem ?? undefined;
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <label htmlFor={inputId} className={styles.costTitle}>
          {label}
        </label>
        <span className={styles.meta}>
          {value.length}/{max}
        </span>
      </div>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute(UPLOAD_PURPOSE_RULES[purpose].kinds)}
        aria-describedby={ids.hintId}
        aria-invalid={shown ? true : undefined}
        disabled={value.length + inFlight.length >= max}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void choose(files);
        }}
      />
      <FieldMessages ids={ids} hint={`${hint} (${uploadMaxLabel(purpose)})`} error={shown} />
      {inFlight.map((each) => (
        <ProgressBar key={each.key} label={`${T.uploading}: ${each.name}`} value={Math.round(each.progress * 100)} />
      ))}
      {value.length > 0 && (
        <ul className={styles.files}>
          {value.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <Button
                variant="text"
                size="sm"
                aria-label={T.remove(file.name)}
                onClick={() => onChange(value.filter((each) => each.id !== file.id))}
              >
                {T.removeShort}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
