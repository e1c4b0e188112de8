import type { ReportBatchView, ReportListResponse, ReportListRow } from '@academy/domain/reports/reports.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { Select } from '../../../ui/select/select';
import { TextLink } from '../../../ui/text-link/text-link';
import { useReportList } from '../api/get-report-list';
import { useCreateReportBatch, useReportBatch } from '../api/report-batches';
import { reportsKeys } from '../api/reports-keys';
import { useSendReports } from '../api/send-reports';
import { ReportMonthStepper } from '../components/report-month-stepper';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.list;

/** A draft with its comment written: the only rows that may be sent. */
const sendable = (row: ReportListRow) => row.status === 'draft' && row.commentWritten && row.reportId !== null;

/** Where a row leads: the form for a draft, the report for a sent one; nothing before it is made. */
function rowLink(row: ReportListRow): { to: string; label: string } | null {
  if (!row.reportId) return null;
  const id = encodeURIComponent(row.reportId);
  return row.status === 'sent'
    ? { to: `/v3/ReportDetail/${id}`, label: T.view }
    : { to: `/v3/ReportForm/${id}`, label: T.write };
}

function ReadStatus({ row }: { row: ReportListRow }) {
  if (row.status !== 'sent') return null;
  if (row.familyCount === 0) return <span>{T.noFamily}</span>;
  return row.reads.length > 0 ? (
    <Badge tone="primary">{T.readCount(row.reads.length)}</Badge>
  ) : (
    <Badge tone="yellow">{T.unread}</Badge>
  );
}

function ReportRow({
  row,
  selected,
  onSelect,
}: {
  row: ReportListRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const link = rowLink(row);
  return (
    <li className={styles.row}>
      <div className={styles.rowCheck}>
        {sendable(row) && (
          <Checkbox
            label={<VisuallyHidden>{T.selectRow(row.studentNm)}</VisuallyHidden>}
            checked={selected}
            onCheckedChange={(checked) => onSelect(checked === true)}
          />
        )}
      </div>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{row.studentNm}</span>
        <span className={styles.rowMeta}>
          <Badge tone={row.status === 'sent' ? 'primary' : row.status === 'draft' ? 'secondary' : 'neutral'}>
            {REPORTS_TEXTS.status[row.status]}
          </Badge>
          {row.status !== 'none' && (
            <span>
              {T.comment} {row.commentWritten ? T.commentWritten : T.commentMissing}
              {row.hasDraft ? ` · ${T.draftSaved}` : ''}
            </span>
          )}
          <ReadStatus row={row} />
        </span>
      </div>
      {link && (
        <Link
          to={link.to}
          className={[buttonClassName({ variant: 'outline', size: 'sm' }), styles.rowLink].join(' ')}
          aria-label={`${row.studentNm} ${link.label}`}
        >
          {link.label}
        </Link>
      )}
    </li>
  );
}

/** The running (or just started) batch: its progress, then what it made. */
function BatchProgress({
  instId,
  batchId,
  onFinished,
}: {
  instId: string;
  batchId: string;
  onFinished: (batch: ReportBatchView) => void;
}) {
  const batch = useReportBatch(instId, batchId);
  const finishedRef = useRef(false);
  const data = batch.data;
  useEffect(() => {
    if (data && data.status !== 'running' && !finishedRef.current) {
      finishedRef.current = true;
      onFinished(data);
    }
  }, [data, onFinished]);
  if (data?.status !== 'running') return null;
  return (
    <div className={styles.panel} role="status" aria-live="polite">
      <ProgressBar label={T.generating} value={data.done + data.failed} max={Math.max(data.total, 1)} />
      <p className={styles.muted}>{T.progress(data.done, data.total)}</p>
    </div>
  );
}

function ClassReports({
  instId,
  data,
  onMonth,
}: {
  instId: string;
  data: ReportListResponse & { classId: string };
  onMonth: (month: string) => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateReportBatch(instId);
  const send = useSendReports(instId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [startedBatch, setStartedBatch] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = data.batch?.status === 'running' ? data.batch.batchId : null;
  const batchId = startedBatch ?? running;
  const className = data.classes.find((item) => item.classId === data.classId)?.className ?? '';
  const choosable = data.rows.filter(sendable).map((row) => row.reportId as string);
  const chosen = choosable.filter((id) => selected.has(id));

  const onFinished = (batch: ReportBatchView) => {
    setStartedBatch(null);
    void queryClient.invalidateQueries({ queryKey: reportsKeys.lists(instId) });
    if (batch.status === 'failed') setError(T.batchFailed);
    else showToast(T.generated(batch.done, batch.failed));
  };

  async function generate() {
    setError(null);
    try {
      const batch = await create.mutateAsync({ classId: data.classId, month: data.month });
      setStartedBatch(batch.batchId);
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  async function sendChosen() {
    setError(null);
    if (chosen.length === 0) {
      setError(T.nothingSelected);
      return;
    }
    const families = data.rows
      .filter((row) => row.reportId !== null && chosen.includes(row.reportId))
      .reduce((sum, row) => sum + row.familyCount, 0);
    const answer = await confirmModal({
      title: T.sendTitle,
      contents: T.sendConfirm(chosen.length, families),
      yesLabel: T.sendYes,
      noLabel: T.sendNo,
    });
    if (answer !== 'yes') return;
    try {
      const result = await send.mutateAsync({ reportIds: chosen });
      setSelected(new Set());
      showToast(
        result.alreadySent.length > 0
          ? `${T.sent(result.sent.length)} ${T.alreadySent(result.alreadySent.length)}`
          : T.sent(result.sent.length),
      );
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  const toggle = (reportId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(reportId);
      else next.delete(reportId);
      return next;
    });
  const allChosen = choosable.length > 0 && chosen.length === choosable.length;
  const hasReports = data.rows.some((row) => row.status !== 'none');

  return (
    <div className={styles.stack} aria-busy={send.isPending || batchId !== null || undefined}>
      <div className={styles.toolbar}>
        <ReportMonthStepper value={data.month} onChange={onMonth} />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void generate()}
            loading={create.isPending}
            disabled={batchId !== null || data.rows.length === 0}
          >
            {hasReports ? T.regenerate : T.generate}
          </Button>
          <Button
            onClick={() => void sendChosen()}
            loading={send.isPending}
            disabled={batchId !== null || choosable.length === 0}
          >
            {chosen.length > 0 ? T.sendCount(chosen.length) : T.send}
          </Button>
        </div>
      </div>
      <p className={styles.muted}>{T.generateHint}</p>
      {batchId && <BatchProgress key={batchId} instId={instId} batchId={batchId} onFinished={onFinished} />}
      {send.isPending && <ProgressBar label={T.sending} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {data.rows.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <section aria-label={T.tableLabel(className, data.month)} className={styles.stack}>
          <ul className={styles.rows} aria-label={T.tableLabel(className, data.month)}>
            {choosable.length > 1 && (
              <li className={styles.selectAll}>
                <Checkbox
                  label={T.selectAll}
                  checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                  onCheckedChange={(checked) => setSelected(new Set(checked === true ? choosable : []))}
                />
              </li>
            )}
            {data.rows.map((row) => (
              <ReportRow
                key={row.studentId}
                row={row}
                selected={row.reportId !== null && selected.has(row.reportId)}
                onSelect={(checked) => row.reportId && toggle(row.reportId, checked)}
              />
            ))}
          </ul>
          {hasReports && choosable.length === 0 && data.rows.some((row) => row.status === 'draft') && (
            <p className={styles.muted}>{T.needsComment}</p>
          )}
        </section>
      )}
      <div className={styles.actions}>
        <TextLink to="/v3/StudentReportList" variant="muted">
          {T.studentReports}
        </TextLink>
        <TextLink to="/v3/report/birth" variant="muted">
          {T.birthdays}
        </TextLink>
      </div>
    </div>
  );
}

function ListBody({ instId }: { instId: string }) {
  const [params, setParams] = useSearchParams();
  const classId = params.get('classId');
  const month = params.get('month');
  const list = useReportList(instId, classId, month);
  if (list.isPending) return <Loading />;
  if (list.isError) return <QueryFailed error={list.error} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (data.classes.length === 0 || data.classId === null) {
    return <EmptyState title={T.noClasses} description={T.noClassesHint} />;
  }
  const shownClass = data.classId;
  const go = (next: { classId?: string; month?: string }) =>
    setParams({ classId: next.classId ?? shownClass, month: next.month ?? data.month });
  return (
    <div className={styles.stack}>
      <div className={styles.toolbarField}>
        <Select
          label={T.classLabel}
          placeholder={false}
          value={shownClass}
          options={data.classes.map((item) => ({ value: item.classId, label: item.className }))}
          onChange={(event) => go({ classId: event.target.value })}
        />
      </div>
      <ClassReports
        key={`${shownClass}:${data.month}`}
        instId={instId}
        data={{ ...data, classId: shownClass }}
        onMonth={(next) => go({ month: next })}
      />
    </div>
  );
}

/**
 * InstReportList: a class's month of reports. Staff pick the class and month, make every student's
 * report in one action (a job whose progress is shown), review them, and send the chosen ones.
 */
export function InstReportListPage() {
  return (
    <ReportsScreen screen="InstReportList" fallbackTitle="학습 리포트 목록">
      {(inst) => <ListBody instId={inst.instId} />}
    </ReportsScreen>
  );
}
