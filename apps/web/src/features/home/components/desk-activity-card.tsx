import { formatTime } from '@academy/domain/format/format.date';
import type { DeskCard } from '@academy/domain/home/home.schema';
import { Badge } from '../../../ui/badge/badge';
import { Figures } from '../../../ui/figures/figures';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.desk;

/** The front desk's day: how many came, are inside and left, and the newest check-ins with their times. */
export function DeskActivityCard({ desk }: { desk: DeskCard }) {
  const figures = [
    { key: 'in', label: T.checkedIn, value: HOME_TEXTS.common.count(desk.checkedIn) },
    { key: 'inside', label: T.inside, value: HOME_TEXTS.common.count(desk.inside) },
    { key: 'out', label: T.checkedOut, value: HOME_TEXTS.common.count(desk.checkedOut) },
  ];
  return (
    <HomeCard title={T.title}>
      <Figures label={T.title} items={figures} />
      {desk.recent.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={T.recentLabel}>
          {desk.recent.map((visit) => (
            <li key={visit.studentId} className={styles.row}>
              <span className={styles.rowTitle}>{visit.studentNm}</span>
              <span className={styles.rowMeta}>
                {T.checkIn(formatTime(new Date(visit.checkInAt)))}
                {visit.checkOutAt ? ` · ${T.checkOut(formatTime(new Date(visit.checkOutAt)))}` : ''}
              </span>
              {!visit.checkOutAt && (
                <Badge tone={visit.onBreak ? 'yellow' : 'primary'}>{visit.onBreak ? T.onBreak : T.insideNow}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.links}>
        <TextLink to="/instAttendance" variant="strong">
          {T.day}
        </TextLink>
        <TextLink to="/attendanceDeskMain" variant="muted">
          {T.open}
        </TextLink>
      </div>
    </HomeCard>
  );
}
