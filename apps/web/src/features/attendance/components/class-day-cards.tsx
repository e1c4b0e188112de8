import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@academy/domain/attendance/attendance.rules';
import type { ClassDayItem } from '@academy/domain/attendance/attendance.schema';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.classList;

export const STATUS_TONES: Record<(typeof ATTENDANCE_STATUSES)[number], BadgeTone> = {
  PRESENT: 'primary',
  LATE: 'yellow',
  ABSENT: 'warning',
  EARLY_LEAVE: 'secondary',
  MAKEUP: 'neutral',
};

/** The day's counts of a class: 출석 2 · 지각 1 …, and what is still unmarked. */
export function ClassCounts({ item }: { item: ClassDayItem }) {
  return (
    <div className={styles.counts}>
      {ATTENDANCE_STATUSES.filter((status) => item.counts[status] > 0).map((status) => (
        <Badge key={status} tone={STATUS_TONES[status]}>
          {ATTENDANCE_STATUS_LABELS[status]} {item.counts[status]}
        </Badge>
      ))}
      {item.unmarked > 0 ? (
        <Badge tone="neutral" solid>
          {T.unmarked(item.unmarked)}
        </Badge>
      ) : (
        item.enrolled > 0 && <Badge tone="primary">{T.allDone}</Badge>
      )}
    </div>
  );
}

/** The classes of a day as cards, each opening its sheet (`link(classId)`). */
export function ClassDayCards({ items, link }: { items: readonly ClassDayItem[]; link: (classId: string) => string }) {
  if (items.length === 0) return <EmptyState title={T.empty} description={T.emptyHint} />;
  return (
    <ul className={styles.cards} aria-label={T.listLabel}>
      {items.map((item) => (
        <li key={item.classId}>
          <Link to={link(item.classId)} className={styles.card}>
            <h3 className={styles.cardTitle}>{item.classNm}</h3>
            <span className={styles.cardMeta}>
              {T.time(item.session.startTime, item.session.endTime)}
              {item.session.room ? ` · ${item.session.room}` : ''} · {T.enrolled(item.enrolled)}
              {item.teacherNms.length > 0 ? ` · ${item.teacherNms.join(', ')}` : ''}
            </span>
            <ClassCounts item={item} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
