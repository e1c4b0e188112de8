import { formatShortDate } from '@academy/domain/format/format.date';
import { formatScore } from '@academy/domain/grades/grades.rules';
import { myGradeDetailPath, type StudentGradesResponse } from '@academy/domain/grades/grades.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

/** The card's words (kept beside it: the home's text file belongs to the home's other cards). */
export const GRADES_CARD_TEXTS = {
  title: '최근 성적',
  all: '성적 전체',
  listLabel: '최근 공개된 성적',
  loading: '불러오는 중',
  failed: '성적을 불러오지 못했습니다.',
  empty: '공개된 성적이 없습니다.',
  absent: '결시',
  score: (score: string, max: string) => `${score} / ${max}점`,
  average: (value: string) => `반 평균 ${value}점`,
} as const;

const T = GRADES_CARD_TEXTS;
/** How many tests the card lists (MyGradeManagement has them all). */
export const HOME_GRADES = 3;

/** GET /api/insts/:instId/students/:studentId/grades?limit=3: the newest published tests of one student. */
const useHomeGrades = (instId: string, studentId: string) =>
  useQuery({
    queryKey: ['home', 'grades', instId, studentId] as const,
    queryFn: ({ signal }) =>
      api.get<StudentGradesResponse>(
        `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}/grades`,
        { query: { limit: HOME_GRADES }, signal, silent: true },
      ),
  });

/**
 * A family's latest published grades of one student (a parent's current child, or a student's own
 * record): each test with score / maximum and the class average, opening MyGradeDetailPage, and the
 * way to every test. `onOpen` runs before a link is followed (a parent's card makes its academy the
 * current one first).
 */
export function GradesCard({
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
  const grades = useHomeGrades(instId, studentId);
  const all = (
    <TextLink to={`/v3/MyGradeManagement?studentId=${encodeURIComponent(studentId)}`} variant="muted" onClick={onOpen}>
      {T.all}
    </TextLink>
  );
  return (
    <HomeCard title={T.title} level={level} actions={all}>
      {grades.isPending ? (
        <p className={styles.muted} role="status">
          {T.loading}
        </p>
      ) : grades.isError ? (
        <p className={styles.muted}>{T.failed}</p>
      ) : grades.data.items.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <List
          label={T.listLabel}
          items={grades.data.items.slice(0, HOME_GRADES)}
          getKey={(item) => item.gradeId}
          renderItem={(item) => (
            <ListItem
              title={item.name}
              description={[
                `${item.subject} · ${formatShortDate(item.testDate)}`,
                item.classAverage === null ? null : T.average(formatScore(item.classAverage)),
              ]
                .filter(Boolean)
                .join(' · ')}
              trailing={
                item.absent
                  ? T.absent
                  : item.score === null
                    ? '-'
                    : T.score(formatScore(item.score), formatScore(item.maxScore))
              }
              to={myGradeDetailPath(item.gradeId, studentId)}
              onClick={onOpen}
            />
          )}
        />
      )}
    </HomeCard>
  );
}
