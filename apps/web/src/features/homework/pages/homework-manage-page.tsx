import type { HomeworkStatus } from '@academy/domain/homework/homework.rules';
import type { AssigneeView, HomeworkDetail } from '@academy/domain/homework/homework.schema';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { alreadyReported } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Figures } from '../../../ui/figures/figures';
import { useHomework } from '../api/get-homework';
import { useSubmissions } from '../api/get-submissions';
import { useCheckSubmission, useDeleteHomework } from '../api/homework-mutations';
import styles from '../components/homework.module.css';
import { HomeworkScreen, staffStates } from '../components/homework-screen';
import { RevisionDialog } from '../components/revision-dialog';
import { StatusChip } from '../components/status-chip';
import { SubmissionBody } from '../components/submission-view';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { formatDue } from '../lib/homework-time';

const T = HOMEWORK_TEXTS.manage;
const { Loading, QueryFailed } = staffStates;

/** The status filters, in the order a teacher works through them. */
const FILTERS = ['all', 'toCheck', 'revision', 'completed', 'open', 'missing'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  all: T.all,
  toCheck: T.toCheck,
  revision: T.revision,
  completed: T.completed,
  open: HOMEWORK_TEXTS.statuses.open,
  missing: T.missing,
};
const matches = (filter: Filter, status: HomeworkStatus) =>
  filter === 'all' || (filter === 'toCheck' ? status === 'submitted' || status === 'late' : status === filter);
const isFilter = (value: string | null): value is Filter => (FILTERS as readonly string[]).includes(value ?? '');

/** One assignee: their status, latest hand-in, and 완료 / 보완 요청 while it waits for a check. */
function AssigneeRow({
  instId,
  homeworkId,
  assignee,
  mayCheck,
}: {
  instId: string;
  homeworkId: string;
  assignee: AssigneeView;
  mayCheck: boolean;
}) {
  const check = useCheckSubmission(instId, homeworkId);
  const [revising, setRevising] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { submission } = assignee;

  async function complete() {
    setFailure(null);
    try {
      await check.mutateAsync({ studentId: assignee.studentId, result: 'completed' });
      showToast(T.completedDone);
    } catch (error) {
      if (!alreadyReported(error)) setFailure(isApiError(error) ? error.message : null);
    }
  }

  async function revise(comment: string) {
    try {
      await check.mutateAsync({ studentId: assignee.studentId, result: 'revision', comment });
    } catch (error) {
      if (alreadyReported(error)) return;
      throw error;
    }
    setRevising(false);
    showToast(T.revisionSent);
  }

  return (
    <li className={styles.card} aria-label={assignee.studentNm}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{assignee.studentNm}</h3>
        <StatusChip status={assignee.status} />
      </div>
      {submission ? (
        <SubmissionBody submission={submission} label={`${assignee.studentNm} ${HOMEWORK_TEXTS.files.attachments}`} />
      ) : (
        <p className={styles.meta}>{T.nothingYet}</p>
      )}
      {failure && (
        <p className={styles.meta} role="alert">
          {failure}
        </p>
      )}
      {mayCheck && submission && assignee.status !== 'completed' && (
        <div className={styles.actions}>
          <Button
            aria-label={T.completeFor(assignee.studentNm)}
            loading={check.isPending && !revising}
            onClick={() => void complete()}
          >
            {T.complete}
          </Button>
          <Button variant="outline" aria-label={T.reviseFor(assignee.studentNm)} onClick={() => setRevising(true)}>
            {T.revise}
          </Button>
        </div>
      )}
      <RevisionDialog
        studentNm={assignee.studentNm}
        open={revising}
        onOpenChange={setRevising}
        onSend={revise}
        sending={check.isPending}
      />
    </li>
  );
}

function Head({ inst, homework }: { inst: ChosenAcademy; homework: HomeworkDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteHomework(inst.instId, homework.homeworkId);
  const counts = homework.counts;
  async function onDelete() {
    if ((await confirmModal({ contents: T.deleteConfirm })) !== 'yes') return;
    try {
      await remove.mutateAsync(undefined);
      showToast(T.deleted);
      navigate('/v3/homework/list', { replace: true });
    } catch {
      // The API client showed the failure.
    }
  }
  return (
    <>
      <div>
        <h2 className={styles.cardTitle}>{homework.title}</h2>
        <p className={styles.meta}>
          {homework.classNm} · {HOMEWORK_TEXTS.common.due(formatDue(homework.dueAt))}
        </p>
      </div>
      {counts && (
        <Figures
          label={T.counts}
          items={[
            { key: 'submitted', label: T.submitted, value: `${counts.submitted}/${counts.assigned}` },
            { key: 'toCheck', label: T.toCheck, value: counts.toCheck },
            { key: 'late', label: T.late, value: counts.late, warning: counts.late > 0 },
            { key: 'missing', label: T.missing, value: counts.missing, warning: counts.missing > 0 },
            { key: 'revision', label: T.revision, value: counts.revision },
            { key: 'completed', label: T.completed, value: counts.completed },
          ]}
        />
      )}
      <div className={styles.actions}>
        <Link
          to={`/v3/homework/detail/${encodeURIComponent(homework.homeworkId)}`}
          className={buttonClassName({ variant: 'outline' })}
        >
          {T.detail}
        </Link>
        {homework.mayManage && (
          <>
            <Link
              to={`/v3/homework/form/${encodeURIComponent(homework.homeworkId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              {T.edit}
            </Link>
            <Button variant="outline" loading={remove.isPending} onClick={() => void onDelete()}>
              {T.delete}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

function Manage({ inst, homeworkId }: { inst: ChosenAcademy; homeworkId: string }) {
  const [params, setParams] = useSearchParams();
  const homework = useHomework(inst.instId, homeworkId);
  const submissions = useSubmissions(inst.instId, homeworkId);
  const filterParam = params.get('status');
  const filter: Filter = isFilter(filterParam) ? filterParam : 'all';
  if (homework.isPending) return <Loading />;
  if (homework.isError) return <QueryFailed error={homework.error} onRetry={() => void homework.refetch()} />;
  const shown = submissions.data?.items.filter((item) => matches(filter, item.status)) ?? [];
  return (
    <>
      <Head inst={inst} homework={homework.data} />
      <ul className={styles.filters} aria-label={T.filterLabel}>
        {FILTERS.map((value) => (
          <li key={value}>
            <ToggleChip
              pressed={filter === value}
              onClick={() => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
            >
              {FILTER_LABELS[value]}
            </ToggleChip>
          </li>
        ))}
      </ul>
      {submissions.isPending ? (
        <Loading />
      ) : submissions.isError ? (
        <QueryFailed error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className={styles.cards} aria-label={T.listLabel}>
          {shown.map((assignee) => (
            <AssigneeRow
              key={assignee.studentId}
              instId={inst.instId}
              homeworkId={homeworkId}
              assignee={assignee}
              mayCheck={homework.data.mayManage}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** /v3/homework/manage/:homeworkId: every assignee's status and hand-in, checked one by one (완료 / 보완 요청). */
export function HomeworkManagePage() {
  const homeworkId = useParams().homeworkId ?? '';
  return (
    <HomeworkScreen screen="homeworkManage" fallbackTitle="숙제 제출 관리">
      {(inst) =>
        inst.isStaff ? (
          <Manage key={homeworkId} inst={inst} homeworkId={homeworkId} />
        ) : (
          <EmptyState title={HOMEWORK_TEXTS.common.forbidden} />
        )
      }
    </HomeworkScreen>
  );
}
