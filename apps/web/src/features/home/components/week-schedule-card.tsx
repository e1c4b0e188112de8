import { weekdayLabel } from '@academy/domain/format/format.date';
import type { WeekSchedule } from '@academy/domain/home/home.schema';
import { Badge } from '../../../ui/badge/badge';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './week-schedule-card.module.css';

const T = HOME_TEXTS.week;

/** The week's lessons day by day, Monday to Sunday; today is marked. */
export function WeekScheduleCard({
  week,
  today,
  title = T.title,
  level,
}: {
  week: WeekSchedule;
  today: string;
  title?: string;
  level?: 2 | 3;
}) {
  return (
    <HomeCard title={title} level={level}>
      <ol className={styles.days} aria-label={T.listLabel(title)}>
        {week.days.map((day) => (
          <li key={day.date} className={[styles.day, day.date === today ? styles.today : ''].join(' ')}>
            <span className={styles.date}>
              {T.dayLabel(day.date, weekdayLabel(day.date))}
              {day.date === today && <Badge tone="primary">{T.today}</Badge>}
            </span>
            {day.lessons.length === 0 ? (
              <span className={styles.none}>{T.none}</span>
            ) : (
              <ul className={styles.lessons}>
                {day.lessons.map((lesson) => (
                  <li key={`${lesson.classId}-${lesson.kind}-${lesson.startTime}`} className={styles.lesson}>
                    <span className={styles.time}>{HOME_TEXTS.common.time(lesson.startTime, lesson.endTime)}</span>{' '}
                    <span className={styles.class}>{lesson.classNm}</span>
                    {lesson.room && <span className={styles.room}> · {lesson.room}</span>}
                    {lesson.kind === 'makeup' && <Badge tone="secondary">{T.makeup}</Badge>}
                    {lesson.kind === 'reschedule' && <Badge tone="secondary">{T.moved}</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </HomeCard>
  );
}
