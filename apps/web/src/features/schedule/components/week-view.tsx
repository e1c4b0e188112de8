import { weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { daysOf } from '@academy/domain/schedule/schedule.rules';
import type { HolidayView, SessionView } from '@academy/domain/schedule/schedule.schema';
import { Link } from 'react-router';
import { sessionState, shortDay } from '../lib/schedule-format';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './week-view.module.css';

const T = SCHEDULE_TEXTS.week;

/**
 * A week as a timetable, Monday to Sunday: a column per day (stacked on narrow screens), each
 * with its holiday and its sessions in time order.
 */
export function WeekView({
  from,
  to,
  sessions,
  holidays,
  today,
  linkToClass = true,
}: {
  from: string;
  to: string;
  sessions: readonly SessionView[];
  holidays: readonly HolidayView[];
  today: string;
  linkToClass?: boolean;
}) {
  const holidayOf = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return (
    <section aria-label={T.caption(shortDay(from), shortDay(to))}>
      <ol className={styles.week}>
        {daysOf({ from, to }).map((date) => {
          const weekday = weekdayOf(date);
          const daySessions = sessions.filter((session) => session.date === date);
          const holiday = holidayOf.get(date);
          const headingId = `day-${date}`;
          return (
            <li
              key={date}
              className={[styles.day, date === today ? styles.today : ''].filter(Boolean).join(' ')}
              aria-labelledby={headingId}
            >
              <h3
                id={headingId}
                className={[
                  styles.dayHeading,
                  weekday === 0 || holiday ? styles.sunday : weekday === 6 ? styles.saturday : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {T.dayHeading(SCHEDULE_TEXTS.weekdays[weekday] ?? '', shortDay(date))}
                {holiday && <span className={styles.holiday}>{holiday}</span>}
              </h3>
              {daySessions.length === 0 ? (
                <p className={styles.empty}>{T.empty}</p>
              ) : (
                <ul className={styles.sessions}>
                  {daySessions.map((session) => {
                    const state = sessionState(session);
                    const body = (
                      <>
                        <span className={styles.time}>
                          {session.start}~{session.end}
                        </span>
                        <span className={styles.name}>{session.classNm}</span>
                        <span className={styles.meta}>
                          {[session.room, session.teacherNms.join(', ')].filter(Boolean).join(' · ')}
                        </span>
                        {state && <span className={styles.state}>{state}</span>}
                      </>
                    );
                    return (
                      <li
                        key={session.key}
                        className={[styles.session, session.status !== 'scheduled' ? styles.inactive : '']
                          .filter(Boolean)
                          .join(' ')}
                      >
                        {linkToClass ? (
                          <Link
                            to={`/classDetail?classId=${encodeURIComponent(session.classId)}`}
                            className={styles.link}
                          >
                            {body}
                          </Link>
                        ) : (
                          <div className={styles.link}>{body}</div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
