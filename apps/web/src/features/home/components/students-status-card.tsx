import type { AdminHome } from '@academy/domain/home/home.schema';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from '@academy/domain/institute/institute.constants';
import { Link } from 'react-router';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.students;

type Counts = NonNullable<AdminHome['studentsByStatus']>;

/** Students by status (재원 / 휴원 / 퇴원 / 전체), each opening the students list on that status. */
export function StudentsStatusCard({ counts }: { counts: Counts }) {
  const figures = [
    ...STUDENT_STATUSES.map((status) => ({
      key: status,
      label: STUDENT_STATUS_LABELS[status],
      value: counts[status],
      to: `/v3/StudentsList?status=${status}`,
    })),
    { key: 'total', label: T.total, value: counts.total, to: '/v3/StudentsList' },
  ];
  return (
    <HomeCard title={T.title}>
      <ul className={styles.figures} aria-label={T.listLabel}>
        {figures.map((figure) => (
          <li key={figure.key}>
            <Link
              to={figure.to}
              className={[styles.figure, styles.figureLink].join(' ')}
              aria-label={T.open(figure.label, figure.value)}
            >
              <span className={styles.figureLabel}>{figure.label}</span>
              <span className={styles.figureValue}>{HOME_TEXTS.common.count(figure.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
