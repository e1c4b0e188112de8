import { BILL_STATUS_LABELS, BILL_STATUSES } from '@academy/domain/billing/billing.constants';
import type { BillRow, BillStatus } from '@academy/domain/billing/billing.schema';
import { isCalendarMonth } from '@academy/domain/calendar/calendar.schema';
import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextLink } from '../../../ui/text-link/text-link';
import { useBillingClasses } from '../api/get-billing-classes';
import { type BillsFilter, useBills } from '../api/get-bills';
import { BILLING_TEXTS } from '../billing.texts';
import { AutoIssueDialog } from '../components/auto-issue-dialog';
import { BillDetail } from '../components/bill-detail';
import { BillList } from '../components/bill-list';
import { BillTotals } from '../components/bill-totals';
import styles from '../components/billing.module.css';
import { BillingScreen, Loading, QueryFailed } from '../components/billing-screen';
import { GenerateDialog } from '../components/generate-dialog';
import { MonthStepper } from '../components/month-stepper';
import { ReminderSettingsButton } from '../components/reminder-settings-dialog';
import type { BillingAccess } from '../lib/billing-access';
import { useSendBillsFlow } from '../lib/use-send-bills';

const T = BILLING_TEXTS.list;

type ClassChoice = { classId: string; classNm: string };

const isBillStatus = (value: string | null): value is BillStatus =>
  value !== null && (BILL_STATUSES as readonly string[]).includes(value);

/** The list's filter as the address keeps it (`?month&status&classId`), so a reload or a link shows the same. */
function useBillsFilter() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const statusParam = params.get('status');
  const filter: BillsFilter = {
    month: monthParam && isCalendarMonth(monthParam) ? monthParam : businessMonthOf(new Date()),
    status: isBillStatus(statusParam) ? statusParam : null,
    classId: params.get('classId') || null,
  };
  const change = (changes: Partial<BillsFilter>) =>
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
  return { filter, change, billId: params.get('billId') };
}

/**
 * The classes to filter by: the academy's own list for those the classes area opens to, otherwise
 * the classes the month's bills name (a manager holding only 041/042 cannot read the class list).
 */
function useClassChoices(inst: ChosenAcademy, rows: readonly BillRow[]): ClassChoice[] {
  const mayListClasses = inst.isDirector || inst.can('020');
  const classes = useBillingClasses(inst.instId, mayListClasses);
  return useMemo(() => {
    if (classes.data) return classes.data.items.map(({ classId, classNm }) => ({ classId, classNm }));
    const named = new Map<string, string>();
    for (const row of rows) if (row.classId && row.classNm) named.set(row.classId, row.classNm);
    return [...named].map(([classId, classNm]) => ({ classId, classNm }));
  }, [classes.data, rows]);
}

function StatusChips({ value, onChange }: { value: BillStatus | null; onChange: (status: BillStatus | null) => void }) {
  return (
    <ChipList aria-label={T.statusChips}>
      <li>
        <ToggleChip pressed={value === null} onClick={() => onChange(null)}>
          {T.allStatuses}
        </ToggleChip>
      </li>
      {BILL_STATUSES.map((status) => (
        <li key={status}>
          <ToggleChip pressed={value === status} onClick={() => onChange(value === status ? null : status)}>
            {BILL_STATUS_LABELS[status]}
          </ToggleChip>
        </li>
      ))}
    </ChipList>
  );
}

/** The drafts chosen for 발송, with "all drafts" and the send button that shows the cost first. */
function SelectionBar({
  instId,
  drafts,
  selected,
  onSelect,
  onSent,
}: {
  instId: string;
  drafts: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  /** After a send: the sent bills are no longer drafts, so a list showing only drafts shows them all again. */
  onSent: () => void;
}) {
  const send = useSendBillsFlow(instId);
  const chosen = drafts.filter((billId) => selected.has(billId));
  const all = drafts.length > 0 && chosen.length === drafts.length;
  return (
    <div className={styles.selection}>
      <Checkbox
        label={T.selectDrafts}
        checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
        onCheckedChange={(on) => onSelect(on === true ? new Set(drafts) : new Set())}
      />
      <span className={styles.toolbarActions}>
        <span className={styles.muted} aria-live="polite">
          {T.selected(chosen.length)}
        </span>
        <Button
          size="sm"
          loading={send.busy}
          disabled={chosen.length === 0}
          onClick={async () => {
            if (await send.run(chosen)) {
              onSelect(new Set());
              onSent();
            }
          }}
        >
          {T.send}
        </Button>
      </span>
    </div>
  );
}

function MonthBills({
  inst,
  access,
  filter,
  onFilter,
}: {
  inst: ChosenAcademy;
  access: BillingAccess;
  filter: BillsFilter;
  onFilter: (changes: Partial<BillsFilter>) => void;
}) {
  const bills = useBills(inst.instId, filter);
  const rows = useMemo(() => bills.data?.pages.flatMap((page) => page.bills) ?? [], [bills.data]);
  const classes = useClassChoices(inst, rows);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [generating, setGenerating] = useState(false);
  const [autoIssueOpen, setAutoIssueOpen] = useState(false);
  const drafts = rows.filter((row) => row.status === 'draft').map((row) => row.billId);
  const filterClass = classes.find((choice) => choice.classId === filter.classId) ?? null;

  const toolbar = (
    <div className={styles.toolbar}>
      <MonthStepper
        value={filter.month}
        onChange={(month) => {
          setSelected(new Set());
          onFilter({ month });
        }}
      />
      {access.write && (
        <span className={styles.toolbarActions}>
          <Button size="sm" onClick={() => setGenerating(true)}>
            {T.generate}
          </Button>
          <Link to="/billCreate" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
            {T.byHand}
          </Link>
          <Button size="sm" variant="outline" onClick={() => setAutoIssueOpen(true)}>
            {BILLING_TEXTS.autoIssue.open}
          </Button>
          <ReminderSettingsButton instId={inst.instId} />
        </span>
      )}
    </div>
  );

  const generateDialog = access.write && (
    <>
      <AutoIssueDialog instId={inst.instId} open={autoIssueOpen} onOpenChange={setAutoIssueOpen} />
      <GenerateDialog
        instId={inst.instId}
        month={filter.month}
        filterClass={filterClass}
        open={generating}
        onOpenChange={setGenerating}
        onGenerated={(created) => {
          if (created > 0) onFilter({ status: 'draft' });
        }}
      />
    </>
  );

  if (bills.isPending) {
    return (
      <div className={styles.stack}>
        {toolbar}
        <Loading />
        {generateDialog}
      </div>
    );
  }
  if (bills.isError) {
    return (
      <div className={styles.stack}>
        {toolbar}
        <QueryFailed error={bills.error} onRetry={() => void bills.refetch()} />
      </div>
    );
  }

  const totals = bills.data.pages[0]?.totals;
  const filtered = filter.status !== null || filter.classId !== null;
  return (
    <div className={styles.stack}>
      {toolbar}
      {totals && (
        <Section title={T.totals}>
          <BillTotals totals={totals} />
        </Section>
      )}
      <Section title={T.filters}>
        <div className={styles.filters}>
          <StatusChips
            value={filter.status}
            onChange={(status) => {
              setSelected(new Set());
              onFilter({ status });
            }}
          />
          {classes.length > 0 && (
            <Select
              className={styles.filterSelect}
              label={T.classFilter}
              placeholder={T.allClasses}
              options={classes.map((choice) => ({ value: choice.classId, label: choice.classNm }))}
              value={filter.classId ?? ''}
              onChange={(event) => {
                setSelected(new Set());
                onFilter({ classId: event.target.value || null });
              }}
            />
          )}
        </div>
      </Section>
      <Section title={T.label}>
        <div className={styles.stack}>
          {access.write && drafts.length > 0 && (
            <SelectionBar
              instId={inst.instId}
              drafts={drafts}
              selected={selected}
              onSelect={setSelected}
              onSent={() => {
                if (filter.status === 'draft') onFilter({ status: null });
              }}
            />
          )}
          {rows.length === 0 ? (
            <EmptyState
              title={filtered ? T.emptyFiltered : T.empty}
              description={filtered || !access.write ? undefined : T.emptyHint}
            />
          ) : (
            <BillList
              bills={rows}
              selectable={access.write}
              selected={selected}
              onToggle={(billId, on) =>
                setSelected((previous) => {
                  const next = new Set(previous);
                  if (on) next.add(billId);
                  else next.delete(billId);
                  return next;
                })
              }
            />
          )}
          {bills.hasNextPage && (
            <Button
              variant="outline"
              fullWidth
              loading={bills.isFetchingNextPage}
              onClick={() => void bills.fetchNextPage()}
            >
              {T.more}
            </Button>
          )}
        </div>
      </Section>
      {generateDialog}
    </div>
  );
}

function InstBillBody({ inst, access }: { inst: ChosenAcademy; access: BillingAccess }) {
  const { filter, change, billId } = useBillsFilter();
  const [params] = useSearchParams();
  if (billId) {
    const list = new URLSearchParams(params);
    list.delete('billId');
    return (
      <div className={styles.stack}>
        <TextLink to={{ search: `?${list.toString()}` }} variant="muted">
          {BILLING_TEXTS.detail.back}
        </TextLink>
        <BillDetail instId={inst.instId} billId={billId} access={access} />
      </div>
    );
  }
  return <MonthBills inst={inst} access={access} filter={filter} onFilter={change} />;
}

/**
 * InstBill (/v3/InstBill): the office's bills of a month — totals (청구·수납·미수·환불), a filter by
 * status and class, the list; 청구서 만들기 for the month's drafts, drafts chosen and sent with the
 * message cost shown first; a bill opened in place (`?billId=`) with what its `can` allows.
 */
export function InstBillPage() {
  return (
    <BillingScreen screen="InstBill" fallbackTitle="청구서 관리">
      {(inst, access) => <InstBillBody inst={inst} access={access} />}
    </BillingScreen>
  );
}
