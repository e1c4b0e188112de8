import type { BatchPreviewResponse } from '@academy/domain/students/students.batch';
import {
  BATCH_COLUMN_LABELS,
  type BatchColumnKey,
  type BatchImportResponse,
} from '@academy/domain/students/students.batch';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { XlsxDownloadButton } from '../../../lib/download/xlsx-download-button';
import { errorMessageOf } from '../../../lib/forms/server-errors';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { Section } from '../../../ui/section/section';
import { useImportBatch, usePreviewBatch } from '../api/batch';
import { templatePath } from '../api/download-xlsx';
import { BatchPreviewTable } from '../components/batch-preview-table';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.batch;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Result({ result, onAgain }: { result: BatchImportResponse; onAgain: () => void }) {
  const skipped = result.report.filter((row) => row.result === 'skipped');
  return (
    <Section title={T.resultTitle}>
      <Notice tone="primary" role="status">
        {T.result(result.imported, result.skipped)}
      </Notice>
      {skipped.length > 0 && (
        <>
          <h3 className={styles.label}>{T.skippedTitle}</h3>
          <ul className={styles.errorList}>
            {skipped.map((row) => (
              <li key={row.rowNumber}>
                {`${row.rowNumber}${T.row} ${row.studentNm}: `}
                {Object.entries(row.errors)
                  .map(([key, message]) => `${BATCH_COLUMN_LABELS[key as BatchColumnKey] ?? key} - ${message}`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <ActionRow>
        <Button variant="outline" onClick={onAgain}>
          {T.another}
        </Button>
        <Link to="/v3/StudentsList" className={buttonClassName({ variant: 'primary' })}>
          {T.toList}
        </Link>
      </ActionRow>
    </Section>
  );
}

function Batch({ access }: { access: StudentsAccess }) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewBatch(access.instId);
  const importing = useImportBatch(access.instId);
  const [data, setData] = useState<BatchPreviewResponse | null>(null);
  const [result, setResult] = useState<BatchImportResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function reset() {
    setData(null);
    setResult(null);
    setProblem(null);
    preview.reset();
    importing.reset();
    if (input.current) input.current.value = '';
  }

  async function upload(file: File | undefined) {
    setData(null);
    setResult(null);
    setProblem(null);
    if (!file) return;
    try {
      setData(await preview.mutateAsync(file));
    } catch (error) {
      setProblem(errorMessageOf(error, STUDENTS_TEXTS.common.loadFailedHint));
    }
  }

  async function runImport() {
    if (!data) return;
    try {
      setResult(await importing.mutateAsync(data.previewToken));
    } catch (error) {
      setProblem(errorMessageOf(error, STUDENTS_TEXTS.common.loadFailedHint));
    }
  }

  if (result) return <Result result={result} onAgain={reset} />;

  return (
    <>
      <Section title={T.step1}>
        <p className={styles.intro}>{T.step1Hint}</p>
        <XlsxDownloadButton
          path={templatePath(access.instId)}
          fallbackName="students-template.xlsx"
          label={T.template}
          progressLabel={T.templateProgress}
        />
      </Section>
      <Section title={T.step2}>
        <p className={styles.intro}>{T.step2Hint}</p>
        <label htmlFor={fileId} className={styles.label}>
          {T.file}
        </label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept={XLSX_ACCEPT}
          className={styles.fileInput}
          disabled={preview.isPending || importing.isPending}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        {preview.isPending && <ProgressBar label={T.uploading} />}
        {problem && (
          <Notice tone="warning" role="alert">
            {problem}
          </Notice>
        )}
      </Section>
      {data && (
        <Section title={T.step3}>
          <Notice tone={data.invalidCount > 0 ? 'yellow' : 'primary'} role="status">
            {T.summary(data.total, data.validCount, data.invalidCount)}
          </Notice>
          <BatchPreviewTable rows={data.rows} />
          {importing.isPending ? (
            <ProgressBar label={T.importing(data.validCount)} />
          ) : data.validCount > 0 ? (
            <Button size="lg" fullWidth onClick={() => void runImport()}>
              {T.import(data.validCount)}
            </Button>
          ) : (
            <Notice tone="warning">{T.nothing}</Notice>
          )}
        </Section>
      )}
    </>
  );
}

/** StudentBatch: template → upload (.xlsx) → preview with each bad row's errors → import the valid rows → report. */
export function StudentBatchPage() {
  return (
    <StudentsScreen screen="StudentBatch" fallbackTitle="원생 일괄 등록">
      <StudentsGate need="manage">{(access) => <Batch access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}
