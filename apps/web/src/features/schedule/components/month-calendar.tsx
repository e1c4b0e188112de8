import { monthWeeks } from '@academy/domain/schedule/schedule.rules';
import type { HolidayView, SessionView } from '@academy/domain/schedule/schedule.schema';
import { sessionLabel, sessionState } from '../lib/schedule-format';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './month-calendar.module.css';

const T = SCHEDULE_TEXTS;

export type MonthCalendarProps = {
  month: string;
  sessions: readonly SessionView[];
  holidays: readonly HolidayView[];
  today: string;
  selectedKey: string | null;
  onSelect: (session: SessionView) => void;
};

/**
 * A month as an accessible calendar grid: a table captioned with the month, Korean weekday column
 * headers (일 … 토), each day with its number, its holiday name and its sessions as buttons (time
 * and class; cancelled ones struck through; the full description is each button's name).
 */
export function MonthCalendar({ month, sessions, holidays, today, selectedKey, onSelect }: MonthCalendarProps) {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const byDay = new Map<string, SessionView[]>();
  for (const session of sessions) byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
  const holidayOf = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return (
    <table className={styles.calendar}>
      <caption className={styles.caption}>{T.month.caption(year, monthNumber)}</caption>
      <thead>
        <tr>
          {T.weekdays.map((weekday, index) => (
            <th
              key={weekday}
              scope="col"
              abbr={T.weekdayNames[index]}
              className={index === 0 ? styles.sunday : index === 6 ? styles.saturday : undefined}
            >
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? 'empty'}>
            {T.weekdayNames
              .map((weekdayName, column) => ({ weekdayName, column, date: week[column] ?? null }))
              .map(({ weekdayName, column: index, date }) => {
                if (!date) return <td key={weekdayName} className={styles.blank} aria-hidden="true" />;
                const holiday = holidayOf.get(date);
                const daySessions = byDay.get(date) ?? [];
                return (
                  <td
                    key={date}
                    className={[
                      styles.day,
                      date === today ? styles.today : '',
                      holiday || index === 0 ? styles.sunday : index === 6 ? styles.saturday : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-current={date === today ? 'date' : undefined}
                  >
                    <div className={styles.dayHead}>
                      <time dateTime={date} className={styles.dayNumber}>
                        {Number(date.slice(8))}
                      </time>
                      {holiday && <span className={styles.holiday}>{holiday}</span>}
                    </div>
                    {daySessions.length > 0 && (
                      <ul className={styles.sessions}>
                        {daySessions.map((session) => {
                          const state = sessionState(session);
                          return (
                            <li key={session.key}>
                              <button
                                type="button"
                                className={[
                                  styles.session,
                                  session.status !== 'scheduled' ? styles.inactive : '',
                                  session.kind === 'makeup' ? styles.makeup : '',
                                  session.kind === 'reschedule' ? styles.moved : '',
                                ]
                                  .filter(Boolean)
                                  .join(' ')}
                                aria-label={sessionLabel(session)}
                                aria-pressed={selectedKey === session.key}
                                onClick={() => onSelect(session)}
                              >
                                <span className={styles.time}>{session.start}</span>
                                <span className={styles.name}>{session.classNm}</span>
                                {state && <span className={styles.state}>{state}</span>}
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                );
              })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
