import { ATTENDANCE_STATUS_LABELS } from '@academy/domain/attendance/attendance.rules';
import { formatDuration, formatMonthDay, formatShortDate, WEEKDAY_LABELS } from '@academy/domain/format/format.date';
import type {
  ReportAttendanceView,
  ReportGradeRowView,
  ReportHomeworkView,
  ReportStudyView,
} from '@academy/domain/reports/reports.schema';
import { monthWeeks } from '@academy/domain/schedule/schedule.rules';
import { ChartWrapper } from '../../../ui/chart-wrapper/chart-wrapper';
import { Figures } from '../../../ui/figures/figures';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { REPORTS_TEXTS } from '../reports.texts';
import styles from './reports.module.css';

const D = REPORTS_TEXTS.detail;
const G = REPORTS_TEXTS.grade;
const A = REPORTS_TEXTS.attend;

// Chart colours come from the theme tokens; SVG attributes accept CSS variables.
const PRIMARY = 'var(--color-primary)';
const SECONDARY = 'var(--color-secondary)';
const GRID = 'var(--color-border)';
const AXIS = 'var(--color-text-grey)';

/** The month's counts: rate, class days and each status. */
export function AttendanceFigures({ attendance }: { attendance: ReportAttendanceView }) {
  const { summary } = attendance;
  return (
    <Figures
      label={D.attendanceLabel}
      items={[
        { key: 'rate', label: D.rate, value: D.rateValue(summary.rate) },
        { key: 'total', label: D.classDays, value: D.count(summary.total) },
        ...(['PRESENT', 'LATE', 'EARLY_LEAVE', 'ABSENT', 'MAKEUP'] as const).map((status) => ({
          key: status,
          label: ATTENDANCE_STATUS_LABELS[status],
          value: D.count(summary.counts[status]),
          warning: status === 'ABSENT' && summary.counts.ABSENT > 0,
        })),
      ]}
    />
  );
}

/** The month as a Sunday-first calendar, one status on each class day (the worse of two sessions). */
export function AttendanceCalendar({ month, attendance }: { month: string; attendance: ReportAttendanceView }) {
  const byDate = new Map(attendance.days.map((day) => [day.date, day.status]));
  const label = A.calendarLabel(month);
  return (
    <ScrollRegion label={label}>
      <table className={styles.calendar}>
        <caption className={styles.srOnly}>{label}</caption>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) => {
                const status = date ? byDate.get(date) : undefined;
                return (
                  <td key={date ?? `blank-${index}`}>
                    {date && <span className={styles.dayNumber}>{Number(date.slice(8))}</span>}
                    {status && <span className={styles[`mark${status}`]}>{ATTENDANCE_STATUS_LABELS[status]}</span>}
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

/** A score as a whole percent of the test's maximum (tests out of 50 and 100 share one axis). */
const percentOf = (row: ReportGradeRowView) =>
  row.score === null || row.maxScore <= 0 ? null : Math.round((row.score / row.maxScore) * 100);

/** The month's published tests: score, class average and highest, rank when the academy shows it. */
export function GradesTable({ grades }: { grades: readonly ReportGradeRowView[] }) {
  const showsRank = grades.some((row) => row.rank !== null);
  return (
    <ScrollRegion label={G.tableLabel}>
      <table className={styles.table} aria-label={G.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{G.test}</th>
            <th scope="col">{G.date}</th>
            <th scope="col">{G.score}</th>
            <th scope="col">{G.average}</th>
            <th scope="col">{G.highest}</th>
            {showsRank && <th scope="col">{G.rank}</th>}
          </tr>
        </thead>
        <tbody>
          {grades.map((row) => (
            <tr key={row.gradeId}>
              <th scope="row">
                {row.name}
                {row.subject ? ` (${row.subject})` : ''}
              </th>
              <td>{formatShortDate(row.testDate)}</td>
              <td>{G.scoreValue(row.score, row.maxScore)}</td>
              <td>{row.classAverage ?? '-'}</td>
              <td>{row.classHighest ?? '-'}</td>
              {showsRank && <td>{G.rankValue(row.rank, row.rankOf)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** My score beside the class average, test by test (recharts loads only here, with a text summary). */
export function GradesCompareChart({ grades }: { grades: readonly ReportGradeRowView[] }) {
  const data = grades.map((row) => ({ name: row.name, score: row.score, average: row.classAverage }));
  return (
    <ChartWrapper
      caption={G.compareChart}
      showCaption
      summary={G.compareSummary(data)}
      height={220}
      render={(R) => (
        <R.BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <R.CartesianGrid stroke={GRID} vertical={false} />
          <R.XAxis dataKey="name" stroke={AXIS} tickLine={false} />
          <R.YAxis stroke={AXIS} tickLine={false} width={36} />
          <R.Tooltip />
          <R.Legend />
          <R.Bar dataKey="score" name={G.mine} fill={PRIMARY} radius={[4, 4, 0, 0]} />
          <R.Bar dataKey="average" name={G.average} fill={SECONDARY} radius={[4, 4, 0, 0]} />
        </R.BarChart>
      )}
    />
  );
}

/** The scores over the month in date order, as percents of each test's maximum. */
export function GradesTrendChart({ grades }: { grades: readonly ReportGradeRowView[] }) {
  const data = [...grades]
    .sort((a, b) => a.testDate.localeCompare(b.testDate))
    .map((row) => ({
      label: formatMonthDay(row.testDate),
      percent: percentOf(row),
      average:
        row.classAverage === null || row.maxScore <= 0 ? null : Math.round((row.classAverage / row.maxScore) * 100),
    }));
  return (
    <ChartWrapper
      caption={G.trendChart}
      showCaption
      summary={G.trendSummary(data.map((row) => ({ date: row.label, percent: row.percent })))}
      height={220}
      render={(R) => (
        <R.LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <R.CartesianGrid stroke={GRID} vertical={false} />
          <R.XAxis dataKey="label" stroke={AXIS} tickLine={false} />
          <R.YAxis stroke={AXIS} tickLine={false} domain={[0, 100]} width={36} unit="%" />
          <R.Tooltip />
          <R.Legend />
          <R.Line dataKey="percent" name={G.mine} stroke={PRIMARY} strokeWidth={2} connectNulls />
          <R.Line dataKey="average" name={G.average} stroke={SECONDARY} strokeDasharray="4 4" connectNulls />
        </R.LineChart>
      )}
    />
  );
}

/** The month's homework: counts, completion rate and each assignment's status. */
export function HomeworkSummary({ homework }: { homework: ReportHomeworkView }) {
  if (homework.assigned === 0) return <p className={styles.muted}>{D.noHomework}</p>;
  return (
    <div className={styles.stack}>
      <Figures
        label={D.homeworkLabel}
        items={[
          { key: 'rate', label: D.completionRate, value: D.rateValue(homework.rate) },
          { key: 'assigned', label: D.assigned, value: homework.assigned },
          { key: 'submitted', label: D.submitted, value: homework.submitted },
          { key: 'completed', label: D.completed, value: homework.completed },
          { key: 'late', label: D.late, value: homework.late },
          { key: 'missing', label: D.missing, value: homework.missing, warning: homework.missing > 0 },
        ]}
      />
      <ul className={styles.items} aria-label={D.homeworkItems}>
        {homework.items.map((item) => (
          <li key={item.homeworkId} className={styles.item}>
            <span className={styles.itemTitle}>{item.title}</span>
            <span className={styles.rowMeta}>
              {formatMonthDay(new Date(item.dueAt))} · {REPORTS_TEXTS.homeworkStatus[item.status]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 순공: the month's total and its weeks (Monday to Sunday, cut at the month's edges). */
export function StudySummary({ study }: { study: ReportStudyView }) {
  if (study.totalMinutes === 0) return <p className={styles.muted}>{D.noStudy}</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.reportWho}>
        {D.studyTotal} {formatDuration(study.totalMinutes)}
      </p>
      <ul className={styles.items} aria-label={D.studyWeeks}>
        {study.weeks.map((week) => (
          <li key={week.from} className={styles.item}>
            <span>{D.week(formatMonthDay(week.from), formatMonthDay(week.to))}</span>
            <span className={styles.rowMeta}>{formatDuration(week.minutes)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
