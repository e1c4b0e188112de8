import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@academy/domain/billing/billing.constants';
import {
  TRANSACTION_KIND_FILTER_LABELS,
  TRANSACTION_KIND_FILTERS,
  type TransactionKindFilter,
} from '@academy/domain/books/transactions';
import { transactionFilterQuery } from '@academy/domain/books/transactions.schema';
import { isCalendarDate } from '@academy/domain/calendar/calendar.schema';
import { businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { XlsxDownloadButton } from '../../../lib/download/xlsx-download-button';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { Button } from '../../../ui/button/button';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useTransactionClasses } from '../api/get-transaction-classes';
import { type TransactionsFilter, transactionsExportUrl, useTransactions } from '../api/get-transactions';
import { CashBookDialog } from '../components/cash-book-dialog';
import { type RowStudent, TransactionList } from '../components/transaction-list';
import { TransactionTotals } from '../components/transaction-totals';
import styles from '../components/transactions.module.css';
import { Loading, QueryFailed, TransactionsScreen } from '../components/transactions-screen';
import type { TransactionsAccess } from '../lib/transactions-access';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';

const T = TRANSACTIONS_TEXTS.list;

const isKind = (value: string | null): value is TransactionKindFilter =>
  value !== null && (TRANSACTION_KIND_FILTERS as readonly string[]).includes(value);
const isMethod = (value: string | null): value is PaymentMethod =>
  value !== null && (PAYMENT_METHODS as readonly string[]).includes(value);
/** A student id the list accepts (a mistyped one would only be refused by the server). */
const isStudentId = (value: string | null): value is string =>
  value !== null && transactionFilterQuery.shape.studentId.safeParse(value).success;

/** This month in Seoul, as the default period. */
function thisMonth(): { from: string; to: string } {
  const range = businessMonthRange(businessMonthOf(new Date()));
  return { from: range.first, to: range.last };
}

/** What the address may change: the filter, and the name the student filter's chip shows. */
type FilterChanges = Partial<TransactionsFilter> & { studentNm?: string | null };

/**
 * The filter as the address keeps it (`?from&to&kind&method&classId&studentId&studentNm`), so a reload,
 * a way back from a detail or a link from elsewhere (a student's ledger) shows the same. The student's
 * name travels with the id only for the chip: the list is asked by the id.
 */
function useTransactionsFilter() {
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const from = params.get('from');
  const to = params.get('to');
  const kind = params.get('kind');
  const method = params.get('method');
  const studentId = params.get('studentId');
  const filter: TransactionsFilter = {
    from: from && isCalendarDate(from) ? from : month.from,
    to: to && isCalendarDate(to) ? to : month.to,
    kind: isKind(kind) ? kind : null,
    method: isMethod(method) ? method : null,
    classId: params.get('classId') || null,
    studentId: isStudentId(studentId) ? studentId : null,
  };
  const studentNm = filter.studentId ? params.get('studentNm') || null : null;
  const change = (changes: FilterChanges) =>
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
  return { filter, studentNm, change };
}

function KindChips({
  access,
  value,
  onChange,
}: {
  access: TransactionsAccess;
  value: TransactionKindFilter | null;
  onChange: (kind: TransactionKindFilter | null) => void;
}) {
  const kinds = TRANSACTION_KIND_FILTERS.filter((kind) =>
    kind === 'payment' || kind === 'refund'
      ? access.payments
      : kind === 'paid-in' || kind === 'paid-out'
        ? access.cashBook
        : true,
  );
  return (
    <ChipList aria-label={T.kindChips}>
      <li>
        <ToggleChip pressed={value === null} onClick={() => onChange(null)}>
          {T.allKinds}
        </ToggleChip>
      </li>
      {kinds.map((kind) => (
        <li key={kind}>
          <ToggleChip pressed={value === kind} onClick={() => onChange(value === kind ? null : kind)}>
            {TRANSACTION_KIND_FILTER_LABELS[kind]}
          </ToggleChip>
        </li>
      ))}
    </ChipList>
  );
}

/**
 * The student the list is narrowed to, as a chip that takes the filter off. Chosen from a row, it takes
 * the focus: the row's button it came from is gone, and the chip is where the filter can be undone.
 */
function StudentChip({
  studentNm,
  focused,
  onClear,
}: {
  studentNm: string | null;
  focused: boolean;
  onClear: () => void;
}) {
  const name = studentNm ?? T.someStudent;
  const chip = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) chip.current?.focus();
  }, [focused]);
  return (
    <ChipList aria-label={T.studentFilter}>
      <li>
        <Button ref={chip} size="sm" variant="outline" aria-label={T.clearStudent(name)} onClick={onClear}>
          {name} <span aria-hidden="true">✕</span>
        </Button>
      </li>
    </ChipList>
  );
}

function Transactions({ inst, access }: { inst: ChosenAcademy; access: TransactionsAccess }) {
  const { filter, studentNm, change } = useTransactionsFilter();
  const transactions = useTransactions(inst.instId, filter);
  const rows = useMemo(() => transactions.data?.pages.flatMap((page) => page.transactions) ?? [], [transactions.data]);
  const classes = useTransactionClasses(inst.instId, access.payments && (inst.isDirector || inst.can('020')));
  const [recording, setRecording] = useState(false);
  const [chosenFromRow, setChosenFromRow] = useState(false);
  const classChoices = useMemo(() => {
    if (classes.data) return classes.data.items.map(({ classId, classNm }) => ({ value: classId, label: classNm }));
    return [];
  }, [classes.data]);

  const toolbar = (
    <div className={styles.toolbar}>
      <TextField
        className={styles.dateField}
        label={T.from}
        type="date"
        value={filter.from}
        onChange={(event) => event.target.value && change({ from: event.target.value })}
      />
      <TextField
        className={styles.dateField}
        label={T.to}
        type="date"
        value={filter.to}
        onChange={(event) => event.target.value && change({ to: event.target.value })}
      />
      <Button size="sm" variant="outline" onClick={() => change(thisMonth())}>
        {T.thisMonth}
      </Button>
      {access.writeCashBook && (
        <Button size="sm" onClick={() => setRecording(true)}>
          {T.record}
        </Button>
      )}
    </div>
  );

  const filters = (
    <Section title={T.filters}>
      <div className={styles.stack}>
        <KindChips access={access} value={filter.kind} onChange={(kind) => change({ kind })} />
        {filter.studentId && (
          <StudentChip
            studentNm={studentNm}
            focused={chosenFromRow}
            onClear={() => {
              setChosenFromRow(false);
              change({ studentId: null, studentNm: null });
            }}
          />
        )}
        {filter.studentId && access.cashBook && <p className={styles.muted}>{T.studentNote}</p>}
        {access.payments && (
          <Select
            label={T.method}
            placeholder={T.allMethods}
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
            value={filter.method ?? ''}
            onChange={(event) => change({ method: (event.target.value || null) as PaymentMethod | null })}
          />
        )}
        {classChoices.length > 0 && (
          <Select
            label={T.classFilter}
            placeholder={T.allClasses}
            options={classChoices}
            value={filter.classId ?? ''}
            onChange={(event) => change({ classId: event.target.value || null })}
          />
        )}
      </div>
    </Section>
  );

  const dialog = access.writeCashBook && recording && (
    <CashBookDialog instId={inst.instId} open={recording} onOpenChange={setRecording} />
  );

  if (transactions.isPending) {
    return (
      <div className={styles.stack}>
        {toolbar}
        <Loading />
        {dialog}
      </div>
    );
  }
  if (transactions.isError) {
    return (
      <div className={styles.stack}>
        {toolbar}
        <QueryFailed error={transactions.error} onRetry={() => void transactions.refetch()} />
        {dialog}
      </div>
    );
  }
  const first = transactions.data.pages[0];
  const filtered =
    filter.kind !== null || filter.method !== null || filter.classId !== null || filter.studentId !== null;
  const onStudent = (student: RowStudent) => {
    setChosenFromRow(true);
    change({ studentId: student.studentId, studentNm: student.studentNm });
  };
  return (
    <div className={styles.stack}>
      {toolbar}
      {first && !first.sees.cashBook && <Notice>{T.paymentsOnly}</Notice>}
      {first && !first.sees.payments && <Notice>{T.cashBookOnly}</Notice>}
      {first && <TransactionTotals totals={first.totals} />}
      {filters}
      <Section title={T.label}>
        <div className={styles.stack}>
          <XlsxDownloadButton
            path={transactionsExportUrl(inst.instId, filter)}
            fallbackName="transactions.xlsx"
            label={T.export}
            progressLabel={T.export}
            size="sm"
          />
          {rows.length === 0 ? (
            <EmptyState title={filtered ? T.emptyFiltered : T.empty} />
          ) : (
            <TransactionList rows={rows} studentId={filter.studentId} onStudent={onStudent} />
          )}
          {transactions.hasNextPage && (
            <Button
              variant="outline"
              fullWidth
              loading={transactions.isFetchingNextPage}
              onClick={() => void transactions.fetchNextPage()}
            >
              {T.more}
            </Button>
          )}
        </div>
      </Section>
      {dialog}
    </div>
  );
}

/**
 * 거래 내역 (/v3/transaction/list): every movement of the academy's money in a period — payments,
 * refunds and the academy's own 수입·지출 as the caller's codes show them — with the period's,
 * each month's and each day's 입금, 출금 and 차액, filters by kind, method, class and student (from a
 * row that names one, or a student's ledger), the .xlsx of the same filter, and 수입·지출 기록 for
 * those holding 062.
 */
export function TransactionListPage() {
  return (
    <TransactionsScreen screen="transactionList" fallbackTitle="거래 내역">
      {(inst, access) => <Transactions inst={inst} access={access} />}
    </TransactionsScreen>
  );
}
