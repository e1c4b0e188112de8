import type { StudentHomeworkState } from '@academy/domain/homework/homework.rules';
import type { StudentHomeworkItem } from '@academy/domain/homework/homework.schema';
import { Link } from 'react-router';
import { useFamilyStudent } from '../../../lib/family/family-student';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { useStudentHomework } from '../api/get-student-homework';
import styles from '../components/homework.module.css';
import { familyStates, HomeworkScreen } from '../components/homework-screen';
import { StatusChip } from '../components/status-chip';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { formatDue } from '../lib/homework-time';

const T = HOMEWORK_TEXTS.my;
const { Loading, QueryFailed } = familyStates;

function HomeworkRow({ item, studentId }: { item: StudentHomeworkItem; studentId: string }) {
  return (
    <li>
      <Link
        to={`/v3/homework/detail/${encodeURIComponent(item.homeworkId)}?studentId=${encodeURIComponent(studentId)}`}
        className={`${styles.card} ${styles.cardLink}`}
      >
        <span className={styles.cardHead}>
          <span className={styles.cardTitle}>{item.title}</span>
          <StatusChip status={item.status} />
        </span>
        <span className={styles.meta}>
          {item.classNm} · {HOMEWORK_TEXTS.common.due(formatDue(item.dueAt))}
        </span>
        {item.status === 'revision' && item.checkComment && (
          <span className={styles.meta}>{T.comment(item.checkComment)}</span>
        )}
      </Link>
    </li>
  );
}

/** One part of the list (`due`: still to do, soonest first; `done`: the rest), a page at a time. */
function Part({
  instId,
  studentId,
  state,
  title,
  empty,
}: {
  instId: string;
  studentId: string;
  state: StudentHomeworkState;
  title: string;
  empty: string;
}) {
  const list = useStudentHomework(instId, studentId, state);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Section title={title}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <QueryFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.meta}>{empty}</p>
      ) : (
        <>
          <ul className={styles.cards} aria-label={title}>
            {items.map((item) => (
              <HomeworkRow key={item.homeworkId} item={item} studentId={studentId} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className={styles.more}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {HOMEWORK_TEXTS.common.more}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

function MyList({ inst }: { inst: ChosenAcademy }) {
  const choice = useFamilyStudent(inst.instId, false);
  if (choice.pending) return <Loading />;
  if (choice.error) return <QueryFailed error={choice.error} onRetry={choice.refetch} />;
  const items = choice.students;
  if (items.length === 0)
    return <EmptyState title={HOMEWORK_TEXTS.common.noStudents} description={HOMEWORK_TEXTS.common.noStudentsHint} />;
  // The child in the address when it is one of mine, else the family's default (the current child).
  const studentId = items.some((item) => item.studentId === choice.studentId)
    ? (choice.studentId as string)
    : (items[0]?.studentId as string);
  return (
    <>
      {items.length > 1 && (
        <Select
          label={HOMEWORK_TEXTS.common.chooseStudent}
          value={studentId}
          placeholder={false}
          options={items.map((item) => ({ value: item.studentId, label: item.studentNm }))}
          onChange={(event) => choice.choose(event.target.value)}
        />
      )}
      <Part
        key={`due-${studentId}`}
        instId={inst.instId}
        studentId={studentId}
        state="due"
        title={T.dueTitle}
        empty={T.dueEmpty}
      />
      <Part
        key={`done-${studentId}`}
        instId={inst.instId}
        studentId={studentId}
        state="done"
        title={T.doneTitle}
        empty={T.doneEmpty}
      />
    </>
  );
}

/** /v3/homework/my: a student's own homework (a parent's: their child's), what is due soonest first, then the rest. */
export const MyHomeworkListPage = () => (
  <HomeworkScreen screen="myHomeworkList" fallbackTitle="내 숙제">
    {(inst) =>
      inst.isStaff ? (
        <LinkedEmptyState
          title={HOMEWORK_TEXTS.list.listLabel}
          description={T.staffHint}
          to="/v3/homework/list"
          link={HOMEWORK_TEXTS.common.toList}
        />
      ) : (
        <MyList inst={inst} />
      )
    }
  </HomeworkScreen>
);
