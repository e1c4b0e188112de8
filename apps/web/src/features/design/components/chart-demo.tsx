import { ChartPlaceholder, ChartWrapper } from '../../../ui/chart-wrapper/chart-wrapper';
import { Spinner } from '../../../ui/spinner/spinner';
import { UI_TEXTS } from '../../../ui/ui.texts';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.chart;
const S = DESIGN_TEXTS.states;

const attendance = T.months.map((month, i) => ({ month, rate: [92, 95, 89, 97, 93][i] }));
const scores = T.rounds.map((round, i) => ({ round, score: [72, 78, 85, 83, 91][i] }));

// Chart colours come from the theme tokens; SVG attributes accept CSS variables.
const PRIMARY = 'var(--color-primary)';
const SECONDARY = 'var(--color-secondary)';
const GRID = 'var(--color-border)';
const AXIS = 'var(--color-text-grey)';

export function ChartDemo() {
  return (
    <>
      <DemoBlock title={T.bar} layout="column">
        <ChartWrapper
          caption={T.bar}
          showCaption
          summary={T.barSummary}
          render={(R) => (
            <R.BarChart data={attendance} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
              <R.CartesianGrid stroke={GRID} vertical={false} />
              <R.XAxis dataKey="month" stroke={AXIS} tickLine={false} />
              <R.YAxis domain={[0, 100]} stroke={AXIS} tickLine={false} />
              <R.Tooltip />
              <R.Bar dataKey="rate" name={T.attendance} fill={PRIMARY} radius={[4, 4, 0, 0]} />
            </R.BarChart>
          )}
        />
      </DemoBlock>
      <DemoBlock title={T.line} layout="column">
        <ChartWrapper
          caption={T.line}
          summary={T.lineSummary}
          render={(R) => (
            <R.LineChart data={scores} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
              <R.CartesianGrid stroke={GRID} vertical={false} />
              <R.XAxis dataKey="round" stroke={AXIS} tickLine={false} />
              <R.YAxis domain={[0, 100]} stroke={AXIS} tickLine={false} />
              <R.Tooltip />
              <R.Line type="monotone" dataKey="score" name={T.score} stroke={SECONDARY} strokeWidth={2} />
            </R.LineChart>
          )}
        />
      </DemoBlock>
      <DemoBlock title={`${S.loading}: ${T.loadingPreview}`} layout="column">
        <div className={styles.fullWidth}>
          <ChartPlaceholder height={120}>
            <Spinner size="sm" decorative />
            <span>{UI_TEXTS.chartLoading}</span>
          </ChartPlaceholder>
        </div>
      </DemoBlock>
      <DemoBlock title={`${S.error}: ${T.errorPreview}`} layout="column">
        <div className={styles.fullWidth}>
          <ChartPlaceholder height={120}>{UI_TEXTS.chartError}</ChartPlaceholder>
        </div>
      </DemoBlock>
    </>
  );
}
