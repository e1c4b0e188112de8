import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@academy/domain/attendance/attendance.rules';
import type { StudentHome } from '@academy/domain/home/home.schema';
import { Figures } from '../../../ui/figures/figures';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.student;

/** The student's attendance this month: how often each status, the rate, and the full history. */
export function MonthAttendanceCard({ month, summary }: { month: string; summary: StudentHome['monthSummary'] }) {
  return (
    <HomeCard title={T.monthTitle(month)}>
      <Figures
        label={T.monthLabel}
        items={ATTENDANCE_STATUSES.map((status) => ({
          key: status,
          label: ATTENDANCE_STATUS_LABELS[status],
          value: summary.counts[status],
        }))}
      />
      <p className={styles.muted}>{T.rate(summary.rate)}</p>
      <TextLink to="/v3/AttendanceHistory" variant="strong">
        {T.history}
      </TextLink>
    </HomeCard>
  );
}
