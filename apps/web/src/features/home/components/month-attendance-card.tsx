import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@academy/domain/attendance/attendance.rules';
import type { StudentHome } from '@academy/domain/home/home.schema';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.student;

/** The student's attendance this month: how often each status, the rate, and the full history. */
export function MonthAttendanceCard({ month, summary }: { month: string; summary: StudentHome['monthSummary'] }) {
  return (
    <HomeCard title={T.monthTitle(month)}>
      <ul className={styles.figures} aria-label={T.monthLabel}>
        {ATTENDANCE_STATUSES.map((status) => (
          <li key={status} className={styles.figure}>
            <span className={styles.figureLabel}>{ATTENDANCE_STATUS_LABELS[status]}</span>
            <span className={styles.figureValue}>{summary.counts[status]}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{T.rate(summary.rate)}</p>
      <TextLink to="/v3/AttendanceHistory" variant="strong">
        {T.history}
      </TextLink>
    </HomeCard>
  );
}
