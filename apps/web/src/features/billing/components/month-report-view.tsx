import type { MonthReportResponse } from '@academy/domain/books/month-report.schema';
import { formatNumber, formatWon } from '@academy/domain/format/format.money';
import { XlsxDownloadButton } from '../../../lib/download/xlsx-download-button';
import { ChartWrapper } from '../../../ui/chart-wrapper/chart-wrapper';
import { Figures } from '../../../ui/figures/figures';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { Section } from '../../../ui/section/section';
import { monthReportExportPath } from '../api/month-report';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import frame from './billing.module.css';
import styles from './tuition-fee.module.css';

const T = BOOKS_LEDGER_TEXTS.report;
const M = BOOKS_LEDGER_TEXTS.money;
const C = BOOKS_LEDGER_TEXTS.common;

// Chart colours come from the theme tokens; SVG attributes accept CSS variables.
const PRIMARY = 'var(--color-primary)';
const WARNING = 'var(--color-warning)';
const SECONDARY = 'var(--color-secondary)';
const GRID = 'var(--color-border)';
const AXIS = 'var(--color-text-grey)';

/** Axis ticks in 만원 so they fit a phone (`120만`). */
const manWon = (value: number) => (value === 0 ? '0' : `${formatNumber(Math.round(value / 10_000))}만`);

/**
 * The month-end report (월말 보고서): the 12 months' totals, revenue and outstanding per month as a
 * chart and a table, revenue per class as a chart and a table of classes by month, and the .xlsx.
 * recharts loads only when this view is shown (ui/chart-wrapper).
 */
export function MonthReportView({ instId, report }: { instId: string; report: MonthReportResponse }) {
  const { totals } = report;
  // The cash book's paid-out, for a reader who may see it (the server answers null otherwise).
  const showsPaidOut = report.months.some((month) => month.paidOut !== null);
  const paidOutTotal = report.months.reduce((sum, month) => sum + (month.paidOut ?? 0), 0);
  const chartMonths = report.months.map((month) => ({ ...month, label: C.monthLabel(month.month, true) }));
  const classes = report.classes.map((klass) => ({ ...klass, name: klass.classNm ?? C.noClass }));
  return (
    <div className={frame.stack}>
      <div className={frame.toolbar}>
        <p className={frame.muted}>{T.range(report.from, report.to)}</p>
        <XlsxDownloadButton
          path={monthReportExportPath(instId, report.to)}
          fallbackName="month-report.xlsx"
          label={T.download}
          progressLabel={T.downloading}
          doneText={T.downloaded}
          size="sm"
        />
      </div>
      <Section title={T.totals}>
        <Figures
          label={T.totalsLabel}
          kind="totals"
          items={[
            { key: 'revenue', label: M.revenue, value: formatWon(totals.revenue) },
            { key: 'paid', label: M.paid, value: formatWon(totals.paid) },
            { key: 'refunded', label: M.refunded, value: formatWon(totals.refunded) },
            {
              key: 'outstanding',
              label: M.outstanding,
              value: formatWon(totals.outstanding),
              warning: totals.outstanding > 0,
            },
            ...(showsPaidOut ? [{ key: 'paidOut', label: T.paidOut, value: formatWon(paidOutTotal) }] : []),
          ]}
        />
        {!showsPaidOut && <p className={frame.muted}>{T.paidOutHidden}</p>}
      </Section>
      <Section title={T.monthly}>
        <div className={frame.stack}>
          <ChartWrapper
            caption={T.monthlyChart}
            summary={T.monthSummary(report.months)}
            render={(R) => (
              <R.BarChart data={chartMonths} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <R.CartesianGrid stroke={GRID} vertical={false} />
                <R.XAxis dataKey="label" stroke={AXIS} tickLine={false} />
                <R.YAxis stroke={AXIS} tickLine={false} tickFormatter={manWon} width={48} />
                <R.Tooltip formatter={(value) => formatWon(Number(value))} />
                <R.Legend />
                <R.Bar dataKey="revenue" name={M.revenue} fill={PRIMARY} radius={[4, 4, 0, 0]} />
                <R.Bar dataKey="outstanding" name={M.outstanding} fill={WARNING} radius={[4, 4, 0, 0]} />
              </R.BarChart>
            )}
          />
          <ScrollRegion label={T.monthTable}>
            <table className={styles.table} aria-label={T.monthTable}>
              <thead>
                <tr>
                  <th scope="col">{C.month}</th>
                  <th scope="col">{M.billed}</th>
                  <th scope="col">{M.paid}</th>
                  <th scope="col">{M.refunded}</th>
                  <th scope="col">{M.revenue}</th>
                  <th scope="col">{M.outstanding}</th>
                  {showsPaidOut && <th scope="col">{T.paidOut}</th>}
                </tr>
              </thead>
              <tbody>
                {report.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{C.monthLabel(month.month)}</th>
                    <td>{formatNumber(month.billed)}</td>
                    <td>{formatNumber(month.paid)}</td>
                    <td>{formatNumber(month.refunded)}</td>
                    <td>{formatNumber(month.revenue)}</td>
                    <td className={month.outstanding > 0 ? styles.warning : undefined}>
                      {formatNumber(month.outstanding)}
                    </td>
                    {showsPaidOut && <td>{formatNumber(month.paidOut ?? 0)}</td>}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={styles.totalRow}>
                  <th scope="row">{BOOKS_LEDGER_TEXTS.list.total}</th>
                  <td>{formatNumber(totals.billed)}</td>
                  <td>{formatNumber(totals.paid)}</td>
                  <td>{formatNumber(totals.refunded)}</td>
                  <td>{formatNumber(totals.revenue)}</td>
                  <td>{formatNumber(totals.outstanding)}</td>
                  {showsPaidOut && <td>{formatNumber(paidOutTotal)}</td>}
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        </div>
      </Section>
      <Section title={T.byClass}>
        {classes.length === 0 ? (
          <p className={frame.muted}>{T.empty}</p>
        ) : (
          <div className={frame.stack}>
            <ChartWrapper
              caption={T.classChart}
              summary={T.classSummary(classes.map((klass) => ({ classNm: klass.name, revenue: klass.revenue })))}
              height={Math.max(160, classes.length * 40)}
              render={(R) => (
                <R.BarChart data={classes} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
                  <R.CartesianGrid stroke={GRID} horizontal={false} />
                  <R.XAxis type="number" stroke={AXIS} tickLine={false} tickFormatter={manWon} />
                  <R.YAxis type="category" dataKey="name" stroke={AXIS} tickLine={false} width={88} />
                  <R.Tooltip formatter={(value) => formatWon(Number(value))} />
                  <R.Bar dataKey="revenue" name={M.revenue} fill={SECONDARY} radius={[0, 4, 4, 0]} />
                </R.BarChart>
              )}
            />
            <ScrollRegion label={T.classTable}>
              <table className={styles.table} aria-label={T.classTable}>
                <thead>
                  <tr>
                    <th scope="col">{BOOKS_LEDGER_TEXTS.list.className}</th>
                    {report.months.map((month) => (
                      <th key={month.month} scope="col">
                        {C.monthLabel(month.month, true)}
                      </th>
                    ))}
                    <th scope="col">{BOOKS_LEDGER_TEXTS.list.total}</th>
                  </tr>
                </thead>
                <tbody>
                  {classes.map((klass) => (
                    <tr key={klass.classId ?? 'none'}>
                      <th scope="row">{klass.name}</th>
                      {klass.months.map((month) => (
                        <td key={month.month}>{formatNumber(month.revenue)}</td>
                      ))}
                      <td>{formatNumber(klass.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </Section>
    </div>
  );
}
