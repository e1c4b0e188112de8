import { isCommentWritten, normalizeComment, REPORT_COMMENT_MAX } from '@academy/domain/reports/reports.rules';
import type { ReportView as Report } from '@academy/domain/reports/reports.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextArea } from '../../../ui/text-area/text-area';
import { useReport } from '../api/get-report';
import { useUpdateReport } from '../api/update-report';
import { ReportView } from '../components/report-view';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.form;

/** How long after the last keystroke the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

const listPath = (report: Report) =>
  report.class
    ? `/v3/InstReportList?classId=${encodeURIComponent(report.class.classId)}&month=${report.month}`
    : '/v3/InstReportList';

/**
 * The comment's draft, saved by itself a moment after the teacher stops typing (and when the field
 * is left): what was typed survives a closed tab, and only '확정' puts it in front of the family.
 */
function useDraftAutosave(instId: string, report: Report) {
  const update = useUpdateReport(instId, report.reportId);
  const [state, setState] = useState<SaveState>('idle');
  const lastSaved = useRef(report.commentDraft ?? report.comment ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef(lastSaved.current);
  const mutate = update.mutateAsync;
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;

  const save = useCallback(
    async (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (text === lastSaved.current) {
        setState((current) => (current === 'pending' ? 'saved' : current));
        return;
      }
      setState('saving');
      try {
        await mutate({ commentDraft: text });
        lastSaved.current = text;
        setState('saved');
      } catch {
        setState('failed');
      }
    },
    [mutate],
  );

  const schedule = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setState('pending');
      waiting.current = text;
      timer.current = setTimeout(() => void save(text), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  // Leaving the screen before the delay is up still saves what was typed last.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      if (waiting.current !== lastSaved.current) {
        void mutateRef.current({ commentDraft: waiting.current }).catch(() => undefined);
      }
    },
    [],
  );
  return { state, schedule, save, markSaved: (text: string) => (lastSaved.current = text) };
}

function SaveIndicator({ state }: { state: SaveState }) {
  const text =
    state === 'saving'
      ? T.saving
      : state === 'saved'
        ? T.saved
        : state === 'failed'
          ? T.saveFailed
          : state === 'pending'
            ? T.unsaved
            : '';
  return (
    <p className={state === 'failed' ? styles.error : styles.muted} role="status" aria-live="polite">
      {text}
    </p>
  );
}

function CommentForm({ instId, report }: { instId: string; report: Report }) {
  const [text, setText] = useState(report.commentDraft ?? report.comment ?? '');
  const [tab, setTab] = useState('write');
  const [error, setError] = useState<string | null>(null);
  const draft = useDraftAutosave(instId, report);
  const publish = useUpdateReport(instId, report.reportId);
  const published = report.comment ?? '';
  const changed = isCommentWritten(published) && normalizeComment(text) !== published;

  async function confirm() {
    setError(null);
    const comment = normalizeComment(text);
    if (!isCommentWritten(comment)) {
      setError(T.confirmEmpty);
      return;
    }
    try {
      // The published comment and the draft become the same text (the server then clears the draft).
      await publish.mutateAsync({ comment, commentDraft: comment });
      draft.markSaved(comment);
      showToast(T.confirmed);
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  const writePane = (
    <div className={styles.stack}>
      <TextArea
        label={T.commentLabel}
        hint={T.commentHint}
        maxLength={REPORT_COMMENT_MAX}
        rows={10}
        value={text}
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          draft.schedule(event.target.value);
        }}
        onBlur={() => void draft.save(text)}
      />
      <SaveIndicator state={draft.state} />
      {changed && <p className={styles.muted}>{T.changedSincePublished}</p>}
      <div className={styles.actions}>
        <Button onClick={() => void confirm()} loading={publish.isPending}>
          {T.confirm}
        </Button>
        <Link to={listPath(report)} className={buttonClassName({ variant: 'outline' })}>
          {T.toList}
        </Link>
      </div>
      <Section title={T.published} titleAs="h3">
        {isCommentWritten(published) ? (
          <p className={styles.comment}>{published}</p>
        ) : (
          <p className={styles.muted}>{T.notPublished}</p>
        )}
      </Section>
    </div>
  );
  const previewPane = (
    <div className={styles.stack}>
      <p className={styles.muted}>{T.previewHint}</p>
      <ReportView report={report} comment={normalizeComment(text)} withLinks={false} />
    </div>
  );
  return (
    <Tabs
      label={T.tabsLabel}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'write', label: T.write, content: writePane },
        { value: 'preview', label: T.preview, content: previewPane },
      ]}
    />
  );
}

function FormBody({ instId, reportId }: { instId: string; reportId: string }) {
  const report = useReport(instId, reportId);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  if (report.data.status === 'sent') {
    return (
      <LinkedEmptyState
        title={T.sentReadOnly}
        description={report.data.title}
        to={`/v3/ReportDetail/${encodeURIComponent(reportId)}`}
        link={T.toDetail}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.reportWho}>
        {report.data.title} · {report.data.student.studentNm}
      </p>
      <CommentForm key={report.data.reportId} instId={instId} report={report.data} />
    </div>
  );
}

/** ReportForm: the teacher's comment on a draft report, autosaved, previewed as the family will see it, then confirmed. */
export function ReportFormPage() {
  const reportId = useParams().reportId ?? null;
  return (
    <ReportsScreen screen="ReportForm" fallbackTitle="학습 리포트 작성">
      {(inst) =>
        reportId ? (
          <FormBody instId={inst.instId} reportId={reportId} />
        ) : (
          <LinkedEmptyState
            title={T.noReport}
            description={T.noReportHint}
            to="/v3/InstReportList"
            link={REPORTS_TEXTS.common.toList}
          />
        )
      }
    </ReportsScreen>
  );
}
