import { ATTENDANCE_STATUS_LABELS } from '@academy/domain/attendance/attendance.rules';
import type { StudentDay, StudentHistoryResponse } from '@academy/domain/attendance/attendance.schema';
import { formatDate, formatDuration, formatTime, WEEKDAY_LABELS } from '@academy/domain/format/format.date';
import { monthWeeks } from '@academy/domain/schedule/schedule.rules';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';
import { monthLabel } from './month-stepper';

const T = ATTENDANCE_TEXTS.history;

const markClass = (status: string) => styles[`mark${status}`] ?? styles.mark;

/** The month's numbers: rate, counts, study time. */
export function StudentStats({ history }: { history: StudentHistoryResponse }) {
  const { summary } = history;
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>{T.rate}</dt>
        <dd>{T.rateValue(summary.rate)}</dd>
      </div>
      {(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP'] as const).map((status) => (
        <div key={status} className={styles.stat}>
          <dt>{ATTENDANCE_STATUS_LABELS[status]}</dt>
          <dd>{summary.counts[status]}</dd>
        </div>
      ))}
      <div className={styles.stat}>
        <dt>{T.studyTotal}</dt>
        <dd>{formatDuration(history.totalStudyMinutes)}</dd>
      </div>
    </dl>
  );
}

/** The month as a Sunday-first calendar: each day's statuses and study time. */
export function StudentCalendar({ history }: { history: StudentHistoryResponse }) {
  const byDate = new Map(history.days.map((day) => [day.date, day]));
  return (
    <ScrollRegion label={T.calendarLabel(monthLabel(history.month))} className={styles.tableWrap}>
      <table className={styles.calendar}>
        <caption className={styles.srOnly}>{T.calendarLabel(monthLabel(history.month))}</caption>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(history.month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) => {
                const day = date ? byDate.get(date) : undefined;
                return (
                  <td key={date ?? `blank-${index}`}>
                    {date && <span className={styles.dayNumber}>{Number(date.slice(8))}</span>}
                    {day && (
                      <span className={styles.dayMarks}>
                        {day.entries.map((entry) => (
                          <span
                            key={entry.classId}
                            className={markClass(entry.status)}
                            title={`${entry.classNm} ${ATTENDANCE_STATUS_LABELS[entry.status]}`}
                          >
                            {ATTENDANCE_STATUS_LABELS[entry.status]}
                          </span>
                        ))}
                        {day.studyMinutes > 0 && (
                          <span className={styles.dayStudy}>{formatDuration(day.studyMinutes)}</span>
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function DayLine({ day }: { day: StudentDay }) {
  return (
    <li className={styles.dayItem}>
      <span className={styles.dayTitle}>{formatDate(day.date)}</span>
      {day.entries.map((entry) => (
        <span key={entry.classId}>
          {entry.classNm} · <span className={markClass(entry.status)}>{ATTENDANCE_STATUS_LABELS[entry.status]}</span>
          {entry.memo ? ` · ${entry.memo}` : ''}
        </span>
      ))}
      {day.visits.map((visit) => (
        <span key={visit.checkInAt} className={styles.hint}>
          {T.visit(
            formatTime(new Date(visit.checkInAt)),
            visit.checkOutAt ? formatTime(new Date(visit.checkOutAt)) : null,
          )}
          {visit.breakMinutes > 0 ? ` · ${T.breakMinutes(visit.breakMinutes)}` : ''}
        </span>
      ))}
      {day.visits.length > 0 && (
        <span className={styles.hint}>
          {T.studyDay} {formatDuration(day.studyMinutes)}
        </span>
      )}
    </li>
  );
}

/** The days of the month with a status or a desk visit, newest first, with memos and study time. */
export function StudentDays({ history }: { history: StudentHistoryResponse }) {
  if (history.days.length === 0) return <p className={styles.hint}>{T.noRecords}</p>;
  return (
    <ul className={styles.dayList}>
      {[...history.days].reverse().map((day) => (
        <DayLine key={day.date} day={day} />
      ))}
    </ul>
  );
}
