import { formatShortDate } from '@academy/domain/format/format.date';
import type { ReportTodoResponse, StudentReportsResponse } from '@academy/domain/reports/reports.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

/** The card's words (kept beside it: the home's text file belongs to the home's other cards). */
export const REPORTS_CARD_TEXTS = {
  todoTitle: '작성할 학습 리포트',
  latestTitle: '학습 리포트',
  all: '리포트 전체',
  todoLabel: '아직 보내지 않은 리포트',
  loading: '불러오는 중',
  failed: '학습 리포트를 불러오지 못했습니다.',
  noTodo: '보낼 리포트를 모두 보냈습니다.',
  noReport: '아직 받은 학습 리포트가 없습니다.',
  total: (count: number) => `${count}건`,
  notMade: '리포트 만들기 전',
  draft: '작성 중',
  commentMissing: '코멘트 미작성',
  readyToSend: '보낼 준비 완료',
  unread: '새 리포트',
  unreadLabel: '읽지 않은 리포트',
  sentAt: (date: string) => `${date} 받음`,
} as const;

const T = REPORTS_CARD_TEXTS;
/** How many reports to write the teacher's card lists (the class list has them all). */
export const HOME_REPORTS_TODO = 4;

const reportsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/reports`;

/** GET …/reports/todo?limit=: the caller's reports of last month not sent yet. */
const useReportsTodo = (instId: string) =>
  useQuery({
    queryKey: ['home', 'reports-todo', instId] as const,
    queryFn: ({ signal }) =>
      api.get<ReportTodoResponse>(`${reportsPath(instId)}/todo`, {
        query: { limit: HOME_REPORTS_TODO },
        signal,
        silent: true,
      }),
  });

/** GET …/students/:studentId/reports?limit=1: the child's latest report sent to the family. */
const useLatestReport = (instId: string, studentId: string) =>
  useQuery({
    queryKey: ['home', 'reports-latest', instId, studentId] as const,
    queryFn: ({ signal }) =>
      api.get<StudentReportsResponse>(
        `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}/reports`,
        { query: { limit: 1 }, signal, silent: true },
      ),
  });

function Status({ pending, failed }: { pending: boolean; failed: boolean }) {
  if (pending) {
    return (
      <p className={styles.muted} role="status">
        {T.loading}
      </p>
    );
  }
  return failed ? <p className={styles.muted}>{T.failed}</p> : null;
}

function TodoCard({ instId, level }: { instId: string; level?: 2 | 3 }) {
  const todo = useReportsTodo(instId);
  return (
    <HomeCard
      title={T.todoTitle}
      level={level}
      actions={
        <TextLink to="/v3/InstReportList" variant="muted">
          {T.all}
        </TextLink>
      }
    >
      {todo.isPending || todo.isError ? (
        <Status pending={todo.isPending} failed={todo.isError} />
      ) : todo.data.items.length === 0 ? (
        <p className={styles.muted}>{T.noTodo}</p>
      ) : (
        <>
          <p className={styles.rowMeta}>{T.total(todo.data.total)}</p>
          <List
            label={T.todoLabel}
            items={todo.data.items}
            getKey={(item) => `${item.classId}:${item.studentId}`}
            renderItem={(item) => (
              <ListItem
                title={item.studentNm}
                description={item.className}
                trailing={
                  <Badge tone={item.status === 'none' ? 'neutral' : item.commentWritten ? 'primary' : 'secondary'}>
                    {item.status === 'none' ? T.notMade : item.commentWritten ? T.readyToSend : T.commentMissing}
                  </Badge>
                }
                to={
                  item.reportId
                    ? `/v3/ReportForm/${encodeURIComponent(item.reportId)}`
                    : `/v3/InstReportList?classId=${encodeURIComponent(item.classId)}&month=${todo.data.month}`
                }
              />
            )}
          />
        </>
      )}
    </HomeCard>
  );
}

function LatestCard({
  instId,
  studentId,
  level,
  onOpen,
}: {
  instId: string;
  studentId: string;
  level?: 2 | 3;
  onOpen?: () => void;
}) {
  const latest = useLatestReport(instId, studentId);
  const item = latest.data?.items[0];
  return (
    <HomeCard
      title={T.latestTitle}
      level={level}
      actions={
        <TextLink to={`/v3/StudentReportList/${encodeURIComponent(studentId)}`} variant="muted" onClick={onOpen}>
          {T.all}
        </TextLink>
      }
    >
      {latest.isPending || latest.isError ? (
        <Status pending={latest.isPending} failed={latest.isError} />
      ) : !item ? (
        <p className={styles.muted}>{T.noReport}</p>
      ) : (
        <List
          label={T.latestTitle}
          items={[item]}
          getKey={(report) => report.reportId}
          renderItem={(report) => (
            <ListItem
              title={report.title}
              description={[report.className, report.sentAt ? T.sentAt(formatShortDate(new Date(report.sentAt))) : null]
                .filter(Boolean)
                .join(' · ')}
              trailing={
                report.readAt ? undefined : (
                  <span role="img" aria-label={T.unreadLabel}>
                    <Badge tone="warning" solid>
                      {T.unread}
                    </Badge>
                  </span>
                )
              }
              to={`/v3/ReportDetail/${encodeURIComponent(report.reportId)}`}
              onClick={onOpen}
            />
          )}
        />
      )}
    </HomeCard>
  );
}

/**
 * The learning reports on a home. Given a child's student record (`studentId`: a parent's or
 * student's home), that child's latest report, marked while unread; otherwise (a teacher's home) the
 * reports of last month still to write or send, each opening its form. Nothing without an academy.
 */
export function ReportsCard({
  instId,
  studentId = null,
  level,
  onOpen,
}: {
  instId?: string;
  studentId?: string | null;
  level?: 2 | 3;
  /** Runs before a family's link is followed (a parent's card makes its academy the current one first). */
  onOpen?: () => void;
}) {
  const current = useCurrentInst().instId;
  const chosen = instId ?? current;
  if (!chosen) return null;
  return studentId ? (
    <LatestCard instId={chosen} studentId={studentId} level={level} onOpen={onOpen} />
  ) : (
    <TodoCard instId={chosen} level={level} />
  );
}
