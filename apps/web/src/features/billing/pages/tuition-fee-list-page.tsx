import { isCalendarMonth } from '@academy/domain/calendar/calendar.schema';
import { businessMonthOf, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import { useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Figures } from '../../../ui/figures/figures';
import { Section } from '../../../ui/section/section';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextLink } from '../../../ui/text-link/text-link';
import { useMonthReport } from '../api/month-report';
import { useTuitionFeeLedger } from '../api/tuition-fee-ledger';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import frame from '../components/billing.module.css';
import { MonthReportView } from '../components/month-report-view';
import styles from '../components/tuition-fee.module.css';
import { Loading, QueryFailed, TuitionFeeScreen } from '../components/tuition-fee-screen';
import { TuitionFeeTable } from '../components/tuition-fee-table';

const T = BOOKS_LEDGER_TEXTS.list;
const C = BOOKS_LEDGER_TEXTS.common;
const M = BOOKS_LEDGER_TEXTS.money;

type View = 'ledger' | 'report';

/** The month and the view as the address keeps them (`?month=2026-12&view=report&page=2`), so a reload shows the same. */
function useLedgerAddress() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const month = monthParam && isCalendarMonth(monthParam) ? monthParam : businessMonthOf(new Date());
  const view: View = params.get('view') === 'report' ? 'report' : 'ledger';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (changes: Partial<Record<'month' | 'view' | 'page', string | null>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { month, view, page, change };
}

function MonthStepper({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <Stepper
      label={C.month}
      previousLabel={C.previousMonth}
      nextLabel={C.nextMonth}
      onStep={(delta) => onChange(shiftIsoMonth(month, delta))}
    >
      <StepperValue>{C.monthLabel(month)}</StepperValue>
    </Stepper>
  );
}

function MonthLedger({
  inst,
  month,
  page,
  onPage,
}: {
  inst: ChosenAcademy;
  month: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const ledger = useTuitionFeeLedger(inst.instId, month, page);
  if (ledger.isPending) return <Loading />;
  if (ledger.isError) return <QueryFailed error={ledger.error} onRetry={() => void ledger.refetch()} />;
  const { totals, lines, classes, pageCount } = ledger.data;
  if (ledger.data.lineCount === 0) {
    return (
      <EmptyState
        title={T.empty}
        description={T.emptyHint}
        action={<TextLink to={`/v3/InstBill?month=${month}`}>{T.toBills}</TextLink>}
      />
    );
  }
  return (
    <div className={frame.stack}>
      <Section title={T.totals}>
        <Figures
          label={T.totalsLabel(month)}
          kind="totals"
          items={[
            { key: 'billed', label: M.billed, value: formatWon(totals.billed) },
            { key: 'discounted', label: M.discounted, value: formatWon(totals.discounted) },
            { key: 'paid', label: M.paid, value: formatWon(totals.paid) },
            { key: 'refunded', label: M.refunded, value: formatWon(totals.refunded) },
            {
              key: 'outstanding',
              label: M.outstanding,
              value: formatWon(totals.outstanding),
              warning: totals.outstanding > 0,
            },
          ]}
        />
      </Section>
      <Section title={T.lines}>
        <div className={frame.stack}>
          <TuitionFeeTable month={month} lines={lines} classes={classes} totals={totals} />
          {pageCount > 1 && (
            <nav className={styles.pager} aria-label={T.lines}>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                {T.previousPage}
              </Button>
              <span aria-live="polite">{T.page(page, pageCount)}</span>
              <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
                {T.nextPage}
              </Button>
            </nav>
          )}
          <p className={frame.muted}>{T.basis}</p>
          {totals.waived > 0 && <p className={frame.muted}>{T.waivedNote}</p>}
        </div>
      </Section>
    </div>
  );
}

function MonthReport({ inst, month }: { inst: ChosenAcademy; month: string }) {
  const report = useMonthReport(inst.instId, month);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  return <MonthReportView instId={inst.instId} report={report.data} />;
}

function LedgerBody({ inst }: { inst: ChosenAcademy }) {
  const { month, view, page, change } = useLedgerAddress();
  return (
    <div className={frame.stack}>
      <MonthStepper month={month} onChange={(next) => change({ month: next, page: null })} />
      <Tabs
        label={T.tabs}
        value={view}
        onValueChange={(next) => change({ view: next === 'report' ? 'report' : null, page: null })}
        items={[
          {
            value: 'ledger',
            label: T.ledgerTab,
            content: (
              <MonthLedger inst={inst} month={month} page={page} onPage={(next) => change({ page: String(next) })} />
            ),
          },
          { value: 'report', label: T.reportTab, content: <MonthReport inst={inst} month={month} /> },
        ]}
      />
    </div>
  );
}

/**
 * /v3/tuition-fee/list (교습비 원장): for the month chosen with the stepper, two views — 월별 원장 (per
 * student and class: billed, discounted, paid, refunded, outstanding, with the classes' subtotals and
 * the academy's totals; a name opens the student's year) and 월말 보고서 (the 12 months ending with
 * that month, by month and class, with charts and the .xlsx). The office only (041 or 042).
 */
export function TuitionFeeListPage() {
  return (
    <TuitionFeeScreen screen="tuitionFeeList" fallbackTitle="교습비 목록" width="lg">
      {(inst) => <LedgerBody inst={inst} />}
    </TuitionFeeScreen>
  );
}
