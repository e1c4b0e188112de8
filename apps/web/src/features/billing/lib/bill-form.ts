import { type BillDiscountLine, type BillLine, billTotals } from '@academy/domain/billing/bill-amounts';
import {
  AUTO_ISSUE_DAYS_BEFORE_DEFAULT,
  type BillItemKind,
  type DiscountKind,
} from '@academy/domain/billing/billing.constants';
import {
  type BillDetailResponse,
  type CreateBillBody,
  createBillBody,
  type UpdateBillBody,
  updateBillBody,
} from '@academy/domain/billing/billing.schema';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessMonthOf, businessMonthRange, todayBusinessDate } from '@academy/domain/format/format.business-date';
import { labelled } from '@academy/domain/validation/validation.error-map';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { BILLING_TEXTS } from '../billing.texts';

/**
 * The /billCreate form: its values (an amount is null until typed; the class is null for a bill
 * without one), the defaults of a new bill and of a draft being edited, and its validation — the
 * domain's `createBillBody` / `updateBillBody` (the schemas the server checks) plus `billTotals`, the
 * rule the server applies to the lines and discounts, so its messages appear under the right field.
 */

export type BillItemValue = { kind: BillItemKind; name: string; amount: number | null };
export type BillDiscountValue = { kind: DiscountKind; amount: number | null; reason: string };

export type BillFormValues = {
  studentId: string;
  classId: string | null;
  periodStart: string;
  periodEnd: string;
  title: string;
  dueDate: string;
  items: BillItemValue[];
  discounts: BillDiscountValue[];
  memo: string;
};

export type BillFormMode = 'create' | 'edit';

export const newItem = (kind: BillItemKind = 'tuition'): BillItemValue => ({ kind, name: '', amount: null });
export const newDiscount = (): BillDiscountValue => ({ kind: 'sibling', amount: null, reason: '' });

/**
 * A new bill: this month's days as its period, due a week from today — the time an automatic bill
 * gives a family between its sending and its due date — with one tuition line to fill in.
 */
export function emptyBillForm(now: Date): BillFormValues {
  const today = todayBusinessDate(now);
  const month = businessMonthRange(businessMonthOf(now));
  return {
    studentId: '',
    classId: null,
    periodStart: month.first,
    periodEnd: month.last,
    title: '',
    dueDate: addDays(today, AUTO_ISSUE_DAYS_BEFORE_DEFAULT),
    items: [newItem()],
    discounts: [],
    memo: '',
  };
}

/** A draft being edited, as the bill's detail has it. */
export function billFormOf({ bill }: BillDetailResponse): BillFormValues {
  return {
    studentId: bill.studentId,
    classId: bill.classId,
    periodStart: bill.regStartDt,
    periodEnd: bill.regEndDt,
    title: bill.title,
    dueDate: bill.dueDate,
    items: bill.items.map((item) => ({ kind: item.kind, name: item.name, amount: item.amount })),
    discounts: bill.discounts.map((discount) => ({ ...discount })),
    memo: bill.memo,
  };
}

/** The lines and discounts as the totals rule reads them: an amount not typed yet counts as nothing. */
export function totalsOf(items: readonly Partial<BillItemValue>[], discounts: readonly Partial<BillDiscountValue>[]) {
  const lines: BillLine[] = items.map((item) => ({ kind: item.kind ?? '', amount: item.amount ?? Number.NaN }));
  const off: BillDiscountLine[] = discounts.map((discount) => ({
    kind: discount.kind ?? '',
    amount: discount.amount ?? Number.NaN,
    reason: discount.reason ?? '',
  }));
  return billTotals(lines, off);
}

type RefineContext = { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void };

/** The totals rule's issues (discounts over the lines, a discount without its reason …) on their fields. */
function checkTotals(body: { items: BillLine[]; discounts: BillDiscountLine[] }, ctx: RefineContext) {
  for (const issue of billTotals(body.items, body.discounts).issues) {
    ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
}

/** A new bill: `createBillBody`, the student asked for as a choice, the period in order, the totals rule. */
export const createBillFormSchema = createBillBody
  .extend({ studentId: labelled(z.uuid(), BILLING_TEXTS.form.student, 'choice') })
  .superRefine((body, ctx) => {
    if (body.periodEnd < body.periodStart) {
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: BILLING_TEXTS.form.periodOrder });
    }
    checkTotals(body, ctx);
  });

/** A draft's content: `updateBillBody` and the totals rule. */
export const updateBillFormSchema = updateBillBody.superRefine(checkTotals);

export type BillFormOutput = CreateBillBody | UpdateBillBody;

/** The form's resolver for a new bill or a draft being edited. */
export function billFormResolver(mode: BillFormMode): Resolver<BillFormValues, unknown, BillFormOutput> {
  const schema = mode === 'create' ? createBillFormSchema : updateBillFormSchema;
  return zodResolver(schema) as unknown as Resolver<BillFormValues, unknown, BillFormOutput>;
}

/** The body of a new bill, always saved as a draft first: sending follows, after its cost is shown. */
export function createBodyOf(output: BillFormOutput): CreateBillBody {
  return { ...(output as CreateBillBody), send: false };
}

/** The body of a draft's edit: only what a draft's editor may change. */
export function updateBodyOf(output: BillFormOutput): UpdateBillBody {
  const { title, dueDate, items, discounts, memo } = output;
  return { title, dueDate, items, discounts, memo };
}
