import type { ClassDayItem } from '@academy/domain/attendance/attendance.schema';
import { dayTally } from '@academy/domain/home/home.rules';
import { Link } from 'react-router';
import { patchAttend } from '../../../store/attend-slice';
import { useAppDispatch } from '../../../store/hooks';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './today-classes-card.module.css';

const T = HOME_TEXTS.classes;
const TALLY = ['present', 'late', 'absent', 'unmarked'] as const;

/** Where a class's sheet of today opens (the attendance area's class list with `?classId=`). */
export const sheetPath = (classId: string) => `/v3/AttendanceClassList?classId=${encodeURIComponent(classId)}`;

function ClassRow({ item }: { item: ClassDayItem }) {
  const dispatch = useAppDispatch();
  const tally = dayTally(item.counts, item.unmarked);
  const time =
    item.session.startTime && item.session.endTime
      ? HOME_TEXTS.common.time(item.session.startTime, item.session.endTime)
      : '';
  return (
    <li>
      <Link
        to={sheetPath(item.classId)}
        className={styles.card}
        aria-label={`${T.openSheet(item.classNm)}, ${T.meta(time, item.session.room, item.enrolled)}, ${TALLY.map((key) => `${T.tally[key]} ${tally[key]}`).join(', ')}`}
        // The sheet opens on the day the attendance screens remember: make it today.
        onClick={() => dispatch(patchAttend({ checkDt: null }))}
      >
        <span className={styles.name}>{item.classNm}</span>
        <span className={styles.meta}>{T.meta(time, item.session.room, item.enrolled)}</span>
        <span className={styles.tally}>
          {TALLY.map((key) => (
            <span key={key} className={[styles.figure, styles[key]].join(' ')}>
              <span className={styles.figureLabel}>{T.tally[key]}</span>
              <span className={styles.figureValue}>{tally[key]}</span>
            </span>
          ))}
        </span>
      </Link>
    </li>
  );
}

/**
 * Today's classes with their live attendance (출석 · 지각 · 결석 · 미체크); each opens that class's
 * sheet for today. The director's and manager's home show every class, a teacher's home theirs.
 */
export function TodayClassesCard({
  items,
  title = T.title,
  empty = T.empty,
}: {
  items: readonly ClassDayItem[];
  title?: string;
  empty?: string;
}) {
  return (
    <HomeCard
      title={title}
      wide
      actions={
        <TextLink to="/v3/AttendanceClassList" variant="muted">
          {T.toAttendance}
        </TextLink>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className={styles.list} aria-label={T.listLabel}>
          {items.map((item) => (
            <ClassRow key={item.classId} item={item} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
