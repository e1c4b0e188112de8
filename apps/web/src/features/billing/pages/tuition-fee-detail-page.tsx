import { BILL_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import type { LedgerMonthView } from '@academy/domain/books/ledger.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatNumber, formatWon } from '@academy/domain/format/format.money';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Figures } from '../../../ui/figures/figures';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { Section } from '../../../ui/section/section';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { TextLink } from '../../../ui/text-link/text-link';
import { useTuitionFeeStudent } from '../api/tuition-fee-student';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import frame from '../components/billing.module.css';
import styles from '../components/tuition-fee.module.css';
import { Loading, QueryFailed, TuitionFeeScreen } from '../components/tuition-fee-screen';
import { billingAccessOf } from '../lib/billing-access';

const T = BOOKS_LEDGER_TEXTS.detail;
const C = BOOKS_LEDGER_TEXTS.common;
const M = BOOKS_LEDGER_TEXTS.money;

const MONEY_KEYS = ['billed', 'discounted', 'paid', 'refunded', 'outstanding'] as const;

/**
 * 거래 내역 of one student over a year: the days their family's money moved (payments and refunds),
 * which the ledger counts by billing month instead.
 */
const transactionsOf = (studentId: string, studentNm: string, year: number) =>
  `/v3/transaction/list?${new URLSearchParams({ from: `${year}-01-01`, to: `${year}-12-31`, studentId, studentNm })}`;

/** The year as the address keeps it (`?year=2026`), this year without it. */
function useYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(todayBusinessDate().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  return [year, (next) => setParams({ year: String(next) }, { replace: true })];
}

/** One month: its bills (each opening in 청구서 관리) and the month's sums; drafts and voided bills count nothing. */
function MonthTable({ month }: { month: LedgerMonthView }) {
  const label = C.monthLabel(month.month);
  return (
    <ScrollRegion label={label}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{T.bill}</th>
            {MONEY_KEYS.map((key) => (
              <th key={key} scope="col">
                {M[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.bills.map((bill) => (
            <tr key={bill.billId}>
              <th scope="row">
                <Link
                  to={`/v3/InstBill?month=${month.month}&billId=${encodeURIComponent(bill.billId)}`}
                  aria-label={T.openBill(bill.title)}
                >
                  {bill.title}
                </Link>
                <span className={frame.muted}>
                  {' '}
                  {[bill.classNm, BILL_STATUS_LABELS[bill.status]].filter(Boolean).join(' · ')}
                  {(bill.status === 'draft' || bill.status === 'cancelled') && ` · ${T.notInBooks}`}
                </span>
              </th>
              {MONEY_KEYS.map((key) => (
                <td key={key}>{formatNumber(bill[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row">{BOOKS_LEDGER_TEXTS.list.total}</th>
            {MONEY_KEYS.map((key) => (
              <td key={key} className={key === 'outstanding' && month.outstanding > 0 ? styles.warning : undefined}>
                {formatNumber(month[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

function StudentYear({ inst, studentId }: { inst: ChosenAcademy; studentId: string }) {
  const [year, setYear] = useYear();
  const student = useTuitionFeeStudent(inst.instId, studentId, year);
  const stepper = (
    <Stepper
      label={C.year}
      previousLabel={C.previousYear}
      nextLabel={C.nextYear}
      onStep={(delta) => setYear(year + delta)}
    >
      <StepperValue>{C.yearLabel(year)}</StepperValue>
    </Stepper>
  );
  if (student.isPending) return <Loading />;
  if (student.isError) return <QueryFailed error={student.error} onRetry={() => void student.refetch()} />;
  const { totals, months, studentNm } = student.data;
  // 거래 내역 narrowed to a student shows payments and refunds only, which need 041 or 042 — the
  // codes of this ledger too; asked of the reader here so the link follows if the two ever part.
  const seesTransactions = billingAccessOf(inst).read;
  return (
    <div className={frame.stack}>
      <div className={frame.toolbar}>
        {stepper}
        <TextLink to={`/v3/tuition-fee/statement?year=${year}&studentId=${encodeURIComponent(studentId)}`}>
          {T.statement}
        </TextLink>
        {seesTransactions && <TextLink to={transactionsOf(studentId, studentNm, year)}>{T.toTransactions}</TextLink>}
      </div>
      <Section title={T.title(studentNm, year)}>
        <Figures
          label={T.yearTotals(year)}
          kind="money"
          items={[
            { key: 'billed', label: M.billed, value: formatWon(totals.billed) },
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
      <Section title={T.months}>
        {months.length === 0 ? (
          <EmptyState title={T.empty(year)} />
        ) : (
          <div className={frame.stack}>
            {months.map((month) => (
              <MonthTable key={month.month} month={month} />
            ))}
          </div>
        )}
      </Section>
    </div>
  );
}

function DetailBody({ inst }: { inst: ChosenAcademy }) {
  const { id } = useParams();
  return (
    <div className={frame.stack}>
      <TextLink to="/v3/tuition-fee/list" variant="muted">
        {T.back}
      </TextLink>
      {id ? (
        <StudentYear inst={inst} studentId={id} />
      ) : (
        <LinkedEmptyState
          title={T.pickStudent}
          description={T.pickStudentHint}
          to="/v3/tuition-fee/list"
          link={T.back}
        />
      )}
    </div>
  );
}

/**
 * /v3/tuition-fee/detail/:id (교습비 상세): one student's year in the ledger (`id` is the student's),
 * month by month with the bills behind each figure — each opens in 청구서 관리 — and the links to the
 * student's 연간 교육비 납입 증명 and to their 거래 내역 of the year. The office only (041 or 042).
 */
export function TuitionFeeDetailPage() {
  return (
    <TuitionFeeScreen screen="tuitionFeeDetail" fallbackTitle="교습비 상세" width="lg">
      {(inst) => <DetailBody inst={inst} />}
    </TuitionFeeScreen>
  );
}
