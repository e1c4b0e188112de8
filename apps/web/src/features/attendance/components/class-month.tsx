import { ATTENDANCE_STATUS_LABELS } from '@academy/domain/attendance/attendance.rules';
import type { ClassHistoryResponse } from '@academy/domain/attendance/attendance.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';
import { monthLabel } from './month-stepper';

const T = ATTENDANCE_TEXTS.history;

/** A class's month: students down, class days across, each status, and each student's rate. */
export function ClassMonth({ history }: { history: ClassHistoryResponse }) {
  const dates = history.days.map((day) => day.date);
  if (history.students.length === 0) return <p className={styles.hint}>{T.noRecords}</p>;
  return (
    <ScrollRegion label={T.calendarLabel(monthLabel(history.month))} className={styles.tableWrap}>
      <table className={styles.grid}>
        <caption className={styles.srOnly}>{T.calendarLabel(monthLabel(history.month))}</caption>
        <thead>
          <tr>
            <th scope="col">{T.studentColumn}</th>
            {dates.map((date) => (
              <th key={date} scope="col" title={formatDate(date)}>
                {Number(date.slice(8))}
              </th>
            ))}
            <th scope="col">{T.rate}</th>
          </tr>
        </thead>
        <tbody>
          {history.students.map((student) => (
            <tr key={student.studentId}>
              <th scope="row">{student.studentNm}</th>
              {dates.map((date) => {
                const status = student.statuses[date];
                return (
                  <td key={date} className={status ? styles[`mark${status}`] : undefined}>
                    {status ? (
                      <>
                        <span aria-hidden="true">{ATTENDANCE_STATUS_LABELS[status].slice(0, 1)}</span>
                        <span className={styles.srOnly}>{ATTENDANCE_STATUS_LABELS[status]}</span>
                      </>
                    ) : (
                      '·'
                    )}
                  </td>
                );
              })}
              <td>{T.rateValue(student.summary.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
