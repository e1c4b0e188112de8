import { z } from 'zod';
import { calendarDateSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import { BILL_ITEM_KINDS, PAYMENT_METHODS, REFUND_CAUSES, REFUND_RULES } from './billing.constants';

/**
 * The refunds API contract (환불, /v3/CancelPayment): the quote by the 학원법 calculator, a refund
 * spread over the bill's payments, and the office marking a cash refund as paid back:
 * `/api/insts/:instId/bills/:billId/refund-quote`, `…/refunds`, `…/refunds/:cancelId/done`.
 *
 * This file imports nothing of billing.schema.ts: the bill's detail there lists a bill's refunds
 * with `refundView`, and a cycle between the two modules would leave one of them undefined while
 * the other loads.
 */

// ── codes ────────────────────────────────────────────────────────────────────

/**
 * Where a refund stands (`payment_cancels.status`): `requested` until the money is back with the
 * family — cash and transfers the office pays back itself, within the legal 5 days — then `done`;
 * a card's refund is `done` as soon as the provider has cancelled it. `failed` is kept for a refund
 * the provider later reports undone.
 */
export const REFUND_STATUSES = ['requested', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: '환불 대기',
  done: '환불 완료',
  failed: '환불 실패',
};

export const refundCauseSchema = z.enum(REFUND_CAUSES);
export const refundRuleSchema = z.enum(REFUND_RULES);
export const refundStatusSchema = z.enum(REFUND_STATUSES);

/** The most one refund may return (a bill's line is at most 1억 원). */
export const REFUND_AMOUNT_MAX = 100_000_000;
/** Why the money goes back, kept with each refund (`퇴원`, `이사로 수강 중단`). */
export const REFUND_REASON_MAX = 200;

// ── paths and queries ────────────────────────────────────────────────────────

/** One refund of a bill (its `payment_cancels` id). */
export const refundParams = z.object({ instId: z.uuid(), billId: z.uuid(), cancelId: z.uuid() });

/** What the quote is asked for: the day the reason arose and whose reason it is. */
export const refundQuoteQuery = z.object({
  refundDate: calendarDateSchema('환불 기준일'),
  cause: labelled(refundCauseSchema, '환불 사유 구분', 'choice').default('learner'),
});
export type RefundQuoteQuery = z.infer<typeof refundQuoteQuery>;

// ── writing ──────────────────────────────────────────────────────────────────

/** A bank's 금융결제원 code, the form a refund account names its bank in (`088` 신한은행). */
export const BANK_CODE_LENGTH = 3;

/** The account a virtual-account payment is refunded to. */
export const refundAccountInput = z.object({
  bank: labelled(z.string().regex(new RegExp(`^\\d{${BANK_CODE_LENGTH}}$`)), '은행 코드'),
  accountNumber: labelled(
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,20}$/)),
    '계좌번호',
  ),
  holderName: labelled(z.string().trim().min(1).max(30), '예금주'),
});
export type RefundAccountInput = z.infer<typeof refundAccountInput>;

/**
 * A refund as the office confirms it. The amount is the director's (the quote proposes one: the law
 * sets the least a learner gets back, and the academy may return more); it never exceeds what was
 * paid and not yet returned, which the server checks on the locked bill.
 */
export const createRefundBody = z.object({
  refundDate: calendarDateSchema('환불 기준일'),
  cause: labelled(refundCauseSchema, '환불 사유 구분', 'choice'),
  amount: labelled(z.number().int().min(1).max(REFUND_AMOUNT_MAX), '환불 금액'),
  reason: labelled(z.string().trim().min(1).max(REFUND_REASON_MAX), '환불 사유'),
  refundAccount: refundAccountInput.optional(),
});
export type CreateRefundBody = z.infer<typeof createRefundBody>;

// ── views ────────────────────────────────────────────────────────────────────

/** One month of the period as the calculator counted it (`RefundMonth`). */
export const refundMonthView = z.object({
  start: z.string(),
  end: z.string(),
  /** This month's share of the tuition paid. */
  amount: z.number().int(),
  lessons: z.number().int(),
  held: z.number().int(),
  rule: refundRuleSchema,
  refund: z.number().int(),
});

/** A line other than 교습비 (재료비, 차량비 …) and its share of what was paid. */
export const refundOtherCostView = z.object({
  kind: z.enum(BILL_ITEM_KINDS),
  name: z.string(),
  paid: z.number().int(),
});

export const refundQuoteResponse = z.object({
  billId: z.uuid(),
  refundDate: z.string(),
  cause: refundCauseSchema,
  /** What the family paid on the bill, and of it what was already returned. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** The most a refund may return now (`paid − refunded`). */
  refundable: z.number().int(),
  /** The 교습비 lines' share of what was paid, after discounts: what the 학원법 rule applies to. */
  tuitionPaid: z.number().int(),
  /** The other lines' shares, returned in full for what was not provided yet (the office decides). */
  otherCosts: z.array(refundOtherCostView),
  /** False for a bill without a class: its lessons cannot be counted, and nothing is proposed. */
  lessonsKnown: z.boolean(),
  /** What the rule gives back now, less what was already returned; null when lessons are unknown. */
  proposed: z.number().int().nullable(),
  rule: refundRuleSchema.nullable(),
  /** One Korean line that explains the amount (`총 8회 중 3회 수업(1/2 경과 전): …`). */
  explanation: z.string(),
  months: z.array(refundMonthView),
  /** The last day the refund may be paid back (`YYYY-MM-DD`, 5 days after the refund date). */
  dueDate: z.string(),
  /** A virtual-account payment would be refunded: the family's account is needed. */
  refundAccountNeeded: z.boolean(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponse>;

/** A refund of a bill, as the bill's detail lists it. */
export const refundView = z.object({
  cancelId: z.uuid(),
  paymentId: z.uuid(),
  /** How the money came in, and so how it goes back (a card's payment is cancelled at the provider). */
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  status: refundStatusSchema,
  rule: refundRuleSchema.nullable(),
  explanation: z.string().nullable(),
  reason: z.string(),
  /** The last day it may be paid back (`YYYY-MM-DD`). */
  dueDate: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;
