import { formatShortDate } from '@academy/domain/format/format.date';
import type { StudentGradeItem } from '@academy/domain/grades/grades.schema';
import { ChartWrapper } from '../../../ui/chart-wrapper/chart-wrapper';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.my;

// The chart's colours are the theme's (recharts draws SVG attributes, which take the custom properties).
const PRIMARY = 'var(--color-primary)';
const SECONDARY = 'var(--color-secondary)';
const GRID = 'var(--color-border)';
const AXIS = 'var(--color-text-grey)';

const percentOf = (value: number | null, max: number) =>
  value === null || max <= 0 ? null : Math.round((value / max) * 100);

/** The points of the chart, oldest first: each test's score and the class average as % of its maximum. */
export function chartPointsOf(items: readonly StudentGradeItem[]) {
  return [...items]
    .sort((a, b) => a.testDate.localeCompare(b.testDate))
    .map((item) => ({
      key: item.gradeId,
      label: `${formatShortDate(item.testDate).slice(5)} ${item.name}`,
      name: item.name,
      score: item.absent ? null : percentOf(item.score, item.maxScore),
      average: percentOf(item.classAverage, item.maxScore),
    }));
}

/**
 * A student's scores over time as a line (% of each test's maximum, so tests out of 50 and 100 sit on
 * one scale) beside the class average. recharts loads with the chart alone (ChartWrapper), so only the
 * screens that draw it download it.
 */
export function ScoreChart({ studentNm, items }: { studentNm: string; items: readonly StudentGradeItem[] }) {
  const points = chartPointsOf(items);
  return (
    <ChartWrapper
      caption={T.chartCaption(studentNm)}
      summary={T.chartSummary(points.map((point) => ({ name: point.name, percent: point.score })))}
      height={220}
      render={(R) => (
        <R.LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <R.CartesianGrid stroke={GRID} vertical={false} />
          <R.XAxis dataKey="label" stroke={AXIS} tickLine={false} interval="preserveStartEnd" />
          <R.YAxis domain={[0, 100]} stroke={AXIS} tickLine={false} width={36} unit="%" />
          <R.Tooltip formatter={(value) => `${Number(value)}%`} />
          <R.Legend />
          <R.Line dataKey="score" name={T.percent} stroke={PRIMARY} strokeWidth={2} connectNulls dot />
          <R.Line dataKey="average" name={T.classAverage} stroke={SECONDARY} strokeDasharray="4 4" dot={false} />
        </R.LineChart>
      )}
    />
  );
}
