import { formatDateTime } from '@academy/domain/format/format.date';
import type { HomeworkListResponse, StudentHomeworkResponse } from '@academy/domain/homework/homework.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defaultStudentOf, useMyStudents } from '../../../lib/family/family-student';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { useAppSelector } from '../../../store/hooks';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

/** The card's words (kept beside it: the home's text file belongs to the home's other cards). */
export const HOMEWORK_CARD_TEXTS = {
  staffTitle: '확인할 숙제',
  familyTitle: '해야 할 숙제',
  all: '숙제 전체',
  listLabel: '숙제',
  loading: '불러오는 중',
  failed: '숙제를 불러오지 못했습니다.',
  staffEmpty: '확인할 제출물이 없습니다.',
  familyEmpty: '지금 해야 할 숙제가 없습니다.',
  toCheck: (count: number) => `확인 대기 ${count}`,
  due: (when: string) => `마감 ${when}`,
  revision: '보완 요청',
} as const;

const T = HOMEWORK_CARD_TEXTS;
/** How many assignments the card lists (the list has them all). */
export const HOME_HOMEWORK_ITEMS = 4;

const instPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}`;

/** GET …/homework?state=toCheck: the staff's assignments with hand-ins waiting for a check. */
const useToCheck = (instId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['home', 'homework', 'to-check', instId] as const,
    queryFn: ({ signal }) =>
      api.get<HomeworkListResponse>(`${instPath(instId ?? '')}/homework`, {
        query: { state: 'toCheck', limit: HOME_HOMEWORK_ITEMS },
        signal,
        silent: true,
      }),
    enabled: enabled && instId !== null,
  });

/** GET …/students/:studentId/homework?state=due: open or 보완 요청, soonest due first. */
const useDue = (instId: string | null, studentId: string | undefined) =>
  useQuery({
    queryKey: ['home', 'homework', 'due', instId, studentId] as const,
    queryFn: ({ signal }) =>
      api.get<StudentHomeworkResponse>(
        `${instPath(instId ?? '')}/students/${encodeURIComponent(studentId ?? '')}/homework`,
        { query: { state: 'due', limit: HOME_HOMEWORK_ITEMS }, signal, silent: true },
      ),
    enabled: instId !== null && studentId !== undefined,
  });

const due = (dueAt: string) => T.due(formatDateTime(new Date(dueAt)));

function Status({ pending, failed, empty }: { pending: boolean; failed: boolean; empty: string }) {
  if (pending)
    return (
      <p className={styles.muted} role="status">
        {T.loading}
      </p>
    );
  return <p className={styles.muted}>{failed ? T.failed : empty}</p>;
}

function StaffHomework({ instId, level }: { instId: string; level?: 2 | 3 }) {
  const list = useToCheck(instId, true);
  const items = list.data?.items ?? [];
  return (
    <HomeCard
      title={T.staffTitle}
      level={level}
      actions={
        <TextLink to="/v3/homework/list" variant="muted">
          {T.all}
        </TextLink>
      }
    >
      {items.length === 0 ? (
        <Status pending={list.isPending} failed={list.isError} empty={T.staffEmpty} />
      ) : (
        <List
          label={T.listLabel}
          items={items.slice(0, HOME_HOMEWORK_ITEMS)}
          getKey={(item) => item.homeworkId}
          renderItem={(item) => (
            <ListItem
              title={item.title}
              description={`${item.classNm} · ${due(item.dueAt)}`}
              trailing={<Badge tone="secondary">{T.toCheck(item.counts.toCheck)}</Badge>}
              to={`/v3/homework/manage/${encodeURIComponent(item.homeworkId)}`}
            />
          )}
        />
      )}
    </HomeCard>
  );
}

function FamilyHomework({
  instId,
  studentId,
  level,
  onOpen,
}: {
  instId: string;
  studentId?: string;
  level?: 2 | 3;
  onOpen?: () => void;
}) {
  // Without a student from the home: the family's default one (a student's own record, a parent's current child).
  const students = useMyStudents(instId, studentId === undefined);
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const shown = studentId ?? defaultStudentOf(students.data ?? [], childUserId)?.studentId;
  const list = useDue(instId, shown);
  const items = list.data?.items ?? [];
  const pending = (studentId === undefined && students.isPending) || (shown !== undefined && list.isPending);
  return (
    <HomeCard
      title={T.familyTitle}
      level={level}
      actions={
        <TextLink
          to={shown ? `/v3/homework/my?studentId=${encodeURIComponent(shown)}` : '/v3/homework/my'}
          variant="muted"
          onClick={onOpen}
        >
          {T.all}
        </TextLink>
      }
    >
      {items.length === 0 || !shown ? (
        <Status pending={pending} failed={students.isError || list.isError} empty={T.familyEmpty} />
      ) : (
        <List
          label={T.listLabel}
          items={items.slice(0, HOME_HOMEWORK_ITEMS)}
          getKey={(item) => item.homeworkId}
          renderItem={(item) => (
            <ListItem
              title={item.title}
              description={`${item.classNm} · ${due(item.dueAt)}`}
              trailing={item.status === 'revision' ? <Badge tone="yellow">{T.revision}</Badge> : undefined}
              to={`/v3/homework/detail/${encodeURIComponent(item.homeworkId)}?studentId=${encodeURIComponent(shown)}`}
              onClick={onOpen}
            />
          )}
        />
      )}
    </HomeCard>
  );
}

/**
 * Homework on a home. Staff (no `studentId`): the assignments with hand-ins waiting for a check, each
 * opening its check screen. A family: the homework still to do of `studentId` (a parent's child
 * shown by the home; without it the student's own record, or a parent's first child), soonest due
 * first, each opening its detail. Nothing without an academy.
 */
export function HomeworkCard({
  instId,
  studentId,
  level,
  onOpen,
}: {
  instId?: string;
  studentId?: string;
  level?: 2 | 3;
  /** Runs before a family's link is followed (a parent's card makes its academy the current one first). */
  onOpen?: () => void;
}) {
  const current = useCurrentInst();
  const chosen = instId ?? current.instId;
  if (!chosen) return null;
  const staff = studentId === undefined && current.isStaff && chosen === current.instId;
  return staff ? (
    <StaffHomework instId={chosen} level={level} />
  ) : (
    <FamilyHomework instId={chosen} studentId={studentId} level={level} onOpen={onOpen} />
  );
}
