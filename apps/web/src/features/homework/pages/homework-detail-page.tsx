import type { HomeworkDetail } from '@academy/domain/homework/homework.schema';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { buttonClassName } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { useHomework } from '../api/get-homework';
import { Attachments } from '../components/attachments';
import styles from '../components/homework.module.css';
import { familyStates, HomeworkScreen, staffStates } from '../components/homework-screen';
import { StatusChip } from '../components/status-chip';
import { SubmissionBody } from '../components/submission-view';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { formatDue } from '../lib/homework-time';

const T = HOMEWORK_TEXTS.detail;

/** Where a family member hands in for `studentId`. */
export const submitPath = (homeworkId: string, studentId: string) =>
  `/v3/homework/submit/${encodeURIComponent(homeworkId)}?studentId=${encodeURIComponent(studentId)}`;

/** What was given: class, teacher, due time, instructions and attachments. */
function Assignment({ homework }: { homework: HomeworkDetail }) {
  return (
    <Section title={homework.title}>
      <p className={styles.meta}>
        {homework.classNm} · {homework.authorNm} · {HOMEWORK_TEXTS.common.due(formatDue(homework.dueAt))}
      </p>
      <p className={styles.text}>{homework.instructions || T.noInstructions}</p>
      <Attachments files={homework.files} />
    </Section>
  );
}

/** A family member's view: the child (a parent with several picks one), their status, hand-in and the teacher's words. */
function FamilyPart({ homework, onChild }: { homework: HomeworkDetail; onChild: (studentId: string) => void }) {
  const student = homework.student;
  return (
    <>
      {homework.children.length > 1 && (
        <Select
          label={HOMEWORK_TEXTS.common.chooseStudent}
          placeholder={false}
          value={student?.studentId ?? ''}
          options={homework.children.map((child) => ({ value: child.studentId, label: child.studentNm }))}
          onChange={(event) => onChild(event.target.value)}
        />
      )}
      {student && (
        <Section title={T.status} actions={<StatusChip status={student.status} />}>
          {student.submission ? (
            <SubmissionBody submission={student.submission} label={T.mySubmission} />
          ) : (
            <p className={styles.meta}>{HOMEWORK_TEXTS.manage.nothingYet}</p>
          )}
          {student.status === 'completed' && <p className={styles.meta}>{T.doneNote}</p>}
          {student.maySubmit && (
            <Link
              to={submitPath(homework.homeworkId, student.studentId)}
              className={buttonClassName({ size: 'lg', fullWidth: true })}
            >
              {student.submissionCnt > 0 ? T.resubmit : T.submit}
            </Link>
          )}
        </Section>
      )}
    </>
  );
}

function Detail({ inst, homeworkId }: { inst: ChosenAcademy; homeworkId: string }) {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('studentId') ?? undefined;
  const homework = useHomework(inst.instId, homeworkId, studentId);
  const states = inst.isStaff ? staffStates : familyStates;
  if (homework.isPending) return <states.Loading />;
  if (homework.isError) return <states.QueryFailed error={homework.error} onRetry={() => void homework.refetch()} />;
  const data = homework.data;
  return (
    <>
      <Assignment homework={data} />
      {data.counts && (
        <div className={styles.actions}>
          <p className={styles.meta}>{T.counts(data.counts.submitted, data.counts.assigned, data.counts.toCheck)}</p>
          <Link
            to={`/v3/homework/manage/${encodeURIComponent(data.homeworkId)}`}
            className={buttonClassName({ variant: 'outline' })}
          >
            {T.manage}
          </Link>
        </div>
      )}
      {!inst.isStaff && (
        <FamilyPart homework={data} onChild={(child) => setParams({ studentId: child }, { replace: true })} />
      )}
    </>
  );
}

/** /v3/homework/detail/:homeworkId: the assignment for everyone allowed; a family also sees the child's status and can hand in. */
export function HomeworkDetailPage() {
  const homeworkId = useParams().homeworkId ?? '';
  return (
    <HomeworkScreen screen="homeworkDetail" fallbackTitle="숙제 상세">
      {(inst) => <Detail key={homeworkId} inst={inst} homeworkId={homeworkId} />}
    </HomeworkScreen>
  );
}
