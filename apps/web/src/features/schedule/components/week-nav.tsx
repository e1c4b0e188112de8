import { addDays } from '@academy/domain/calendar/calendar.rules';
import { Button } from '../../../ui/button/button';
import { shortDay } from '../lib/schedule-format';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './schedule.module.css';

const T = SCHEDULE_TEXTS.week;

/** 이전 주 / the week's days / 다음 주 / 이번 주. */
export function WeekNav({
  from,
  to,
  onGo,
  today,
}: {
  from: string;
  to: string;
  onGo: (date: string) => void;
  today: string;
}) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.nav}>
        <Button variant="outline" size="sm" onClick={() => onGo(addDays(from, -7))}>
          {T.prev}
        </Button>
        <h2 className={styles.heading} aria-live="polite">
          {`${shortDay(from)} ~ ${shortDay(to)}`}
        </h2>
        <Button variant="outline" size="sm" onClick={() => onGo(addDays(from, 7))}>
          {T.next}
        </Button>
      </div>
      <Button variant="text" size="sm" onClick={() => onGo(today)}>
        {T.thisWeek}
      </Button>
    </div>
  );
}
