import { z } from 'zod';
import { calendarDateSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { messageCostSchema } from '../notifications/notifications.schema';
import { INSTALLMENT_CODES } from '../payment/payment.rules';
import { labelled } from '../validation/validation.error-map';
import {
  BILL_ITEM_KINDS,
  BILL_MEMO_MAX,
  BILL_STATUSES,
  BILL_TITLE_MAX,
  BILLS_PAGE_SIZE,
  CASH_RECEIPT_STATUSES,
  DISCOUNT_KINDS,
  DISCOUNT_REASON_MAX,
  PAYMENT_BILLS_MAX,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PREPAYMENT_MONTHS_MAX,
} from './billing.constants';
import { refundView } from './refund.schema';

/**
 * The tuition bills and payments API contract (청구서·결제; SPEC §3 `payment`, `myPayment`):
 * `/api/insts/:instId/bills…` and `/api/insts/:instId/payments…`, used by the server routes, the
 * web screens and the tests. Amounts are integer won and are never taken from the browser: a
 * payment's amount is the server's own sum of the bills it pays.
 */

// ── paths and queries ────────────────────────────────────────────────────────

export const billingInstParams = z.object({ instId: z.uuid() });
export const billParams = billingInstParams.extend({ billId: z.uuid() });
export const paymentParams = billingInstParams.extend({ paymentId: z.uuid() });

export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;
export const billItemKindSchema = z.enum(BILL_ITEM_KINDS);
export const discountKindSchema = z.enum(DISCOUNT_KINDS);

export const billListQuery = z.object({
  /** The billing month (`YYYY-MM`); every month without it. */
  month: calendarMonthSchema('청구 월').optional(),
  status: billStatusSchema.optional(),
  /** Only bills still waiting for money (sent, partly paid or overdue): a family's "what is due". */
  unpaid: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  classId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BILLS_PAGE_SIZE).optional(),
});
export type BillListQuery = z.infer<typeof billListQuery>;

// ── writing ──────────────────────────────────────────────────────────────────

const wonAmount = (label: string) => labelled(z.number().int().min(0).max(100_000_000), label);

export const billItemInput = z.object({
  kind: billItemKindSchema,
  /** Shown on the bill; the kind's Korean name when left empty. */
  name: z.string().trim().max(BILL_TITLE_MAX).default(''),
  amount: wonAmount('금액'),
});
export type BillItemInput = z.infer<typeof billItemInput>;

export const billDiscountInput = z.object({
  kind: discountKindSchema,
  amount: wonAmount('할인 금액'),
  /** Why the discount is given (형제 할인, 성적 장학 …): always kept with it. */
  reason: labelled(z.string().trim().min(1).max(DISCOUNT_REASON_MAX), '할인 사유'),
});
export type BillDiscountInput = z.infer<typeof billDiscountInput>;

/** What a draft bill's editor may change. */
const billContentFields = {
  title: labelled(z.string().trim().min(1).max(BILL_TITLE_MAX), '청구서 제목'),
  dueDate: calendarDateSchema('납부 기한'),
  items: z.array(billItemInput).min(1).max(20),
  discounts: z.array(billDiscountInput).max(10).default([]),
  memo: labelled(z.string().trim().max(BILL_MEMO_MAX), '메모').default(''),
};

/** Drafts for a month: one per enrolment of the chosen classes (all open classes without them). */
export const generateBillsBody = z.object({
  month: calendarMonthSchema('청구 월'),
  classIds: z.array(z.uuid()).max(200).optional(),
  /** 선납: months billed at once (prepaymentMonth). */
  prepaymentMonths: z.number().int().min(1).max(PREPAYMENT_MONTHS_MAX).default(1),
});
export type GenerateBillsBody = z.infer<typeof generateBillsBody>;

/** One bill written by hand (/billCreate) for a student, saved as a draft or sent at once. */
export const createBillBody = z.object({
  studentId: z.uuid(),
  classId: z.uuid().nullable().default(null),
  periodStart: calendarDateSchema('수강 시작일'),
  periodEnd: calendarDateSchema('수강 종료일'),
  ...billContentFields,
  send: z.boolean().default(false),
});
export type CreateBillBody = z.infer<typeof createBillBody>;

export const updateBillBody = z.object(billContentFields);
export type UpdateBillBody = z.infer<typeof updateBillBody>;

export const billIdsBody = z.object({ billIds: z.array(z.uuid()).min(1).max(500) });
export type BillIdsBody = z.infer<typeof billIdsBody>;

export const cancelBillBody = z.object({ reason: labelled(z.string().trim().min(1).max(200), '취소 사유') });

/** The number a 현금영수증 is issued on (휴대폰 번호 or 사업자 번호); empty lets the law decide. */
const cashReceiptIdentityField = z.string().trim().max(20).default('');

/** 수납 처리: money received outside the card flow. */
export const recordReceiptBody = z.object({
  method: z.enum(['cash', 'transfer']),
  amount: labelled(z.number().int().min(1).max(100_000_000), '받은 금액'),
  paidDate: calendarDateSchema('받은 날'),
  cashReceiptIdentity: cashReceiptIdentityField,
});
export type RecordReceiptBody = z.infer<typeof recordReceiptBody>;

// ── views ────────────────────────────────────────────────────────────────────

export const billItemView = z.object({ kind: billItemKindSchema, name: z.string(), amount: z.number().int() });
export const billDiscountView = z.object({ kind: discountKindSchema, amount: z.number().int(), reason: z.string() });

/** A row of a bills list; SPEC `classInfo` names where they apply. */
export const billRow = z.object({
  billId: z.uuid(),
  title: z.string(),
  status: billStatusSchema,
  studentId: z.uuid(),
  studentNm: z.string(),
  classId: z.uuid().nullable(),
  classNm: z.string().nullable(),
  /** The billing month `YYYY-MM`. */
  month: z.string(),
  regStartDt: z.string(),
  regEndDt: z.string(),
  dueDate: z.string(),
  /** 회차 (per-round bills). */
  round: z.number().int().nullable(),
  prepaymentMonth: z.number().int(),
  total: z.number().int(),
  paidReceivedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** Still to pay (미수금). */
  unclaimed: z.number().int(),
  sentAt: z.string().nullable(),
});
export type BillRow = z.infer<typeof billRow>;

export const billTotalsView = z.object({
  count: z.number().int(),
  billed: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
  refunded: z.number().int(),
});
export type BillTotalsView = z.infer<typeof billTotalsView>;

export const billListResponse = z.object({
  bills: z.array(billRow),
  nextCursor: z.string().nullable(),
  /** Over every bill the query matches, not only this page. */
  totals: billTotalsView,
});
export type BillListResponse = z.infer<typeof billListResponse>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const cashReceiptStatusSchema = z.enum(CASH_RECEIPT_STATUSES);

/** A payment's 현금영수증 (cash and transfers): never the number itself, only its masked form. */
export const cashReceiptView = z.object({
  status: cashReceiptStatusSchema,
  /** `010-****-5678`, `***-**-*0998`, or the self-issue number `010-000-1234`. */
  identityMasked: z.string(),
  /** Issued on 국세청's number because the payer gave none (자진발급). */
  selfIssued: z.boolean(),
  /** 국세청's approval number once issued. */
  issueNumber: z.string().nullable(),
  /** The provider's page of the receipt, when it has one. */
  receiptUrl: z.string().nullable(),
  /** The last day it may be issued (`YYYY-MM-DD`, 5 days after the payment). */
  dueDate: z.string(),
  /** Why it is not issued yet or failed, for the office; null for families. */
  failureMessage: z.string().nullable(),
});
export type CashReceiptView = z.infer<typeof cashReceiptView>;

export const paymentSummary = z.object({
  paymentId: z.uuid(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  approvedAt: z.string().nullable(),
  installmentCd: z.enum(INSTALLMENT_CODES),
  cardCompany: z.string().nullable(),
  cardNumberMasked: z.string().nullable(),
  /** Null when the payment has none (a card, or cash under 100,000 won without a number). */
  cashReceipt: cashReceiptView.nullable().optional(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const billDetailResponse = z.object({
  bill: billRow.extend({
    items: z.array(billItemView),
    discounts: z.array(billDiscountView),
    subtotal: z.number().int(),
    discount: z.number().int(),
    memo: z.string(),
    /** How a first month's tuition was prorated (`11월 18일 시작: 수업 8회 중 5회분 …`). */
    prorationNote: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
  payments: z.array(paymentSummary),
  /** Its refunds, newest first, each with its state and legal deadline (refund.schema.ts). */
  refunds: z.array(refundView).optional(),
  /** What the caller may do with it now (`refund`: money was paid and may go back, /v3/CancelPayment). */
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    cancel: z.boolean(),
    receive: z.boolean(),
    pay: z.boolean(),
    refund: z.boolean().optional(),
  }),
});
export type BillDetailResponse = z.infer<typeof billDetailResponse>;

export const generateBillsResponse = z.object({
  created: z.number().int(),
  /** Enrolments that already had a bill for the month (left as they were). */
  skipped: z.number().int(),
  billIds: z.array(z.uuid()),
});

export const sendBillsCostResponse = z.object({
  bills: z.number().int(),
  /** Family accounts told (a parent of two children once). */
  families: z.number().int(),
  /** What the 알림톡 (or 문자 when it fails) to families would cost, before sending. */
  cost: messageCostSchema,
});

export const sendBillsResponse = z.object({ sent: z.number().int() });

// ── paying ───────────────────────────────────────────────────────────────────

export const paymentOrderBody = z.object({
  billIds: z.array(z.uuid()).min(1).max(PAYMENT_BILLS_MAX),
  method: z.enum(['card', 'virtual_account']).default('card'),
  installmentCd: z.enum(INSTALLMENT_CODES).default('00'),
  /** 가상계좌: the bank the account is opened at (a code of `VIRTUAL_ACCOUNT_BANK_CODES`). */
  bank: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  /** 가상계좌: the number its 현금영수증 is issued on. */
  cashReceiptIdentity: cashReceiptIdentityField,
});
export type PaymentOrderBody = z.infer<typeof paymentOrderBody>;

/** A virtual account waiting for (or having had) its deposit: where to send the money, by when. */
export const virtualAccountView = z.object({
  bank: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  /** The deposit deadline (an instant, 23:59:59 in Seoul of its last day). */
  dueAt: z.string(),
});
export type VirtualAccountView = z.infer<typeof virtualAccountView>;

export const paymentOrderResponse = z.object({
  paymentId: z.uuid(),
  /** Unguessable; the provider's checkout carries it back. */
  orderId: z.string(),
  orderName: z.string(),
  /** The server's own sum of the bills. */
  amount: z.number().int(),
  installmentCd: z.enum(INSTALLMENT_CODES),
  checkout: z.object({
    provider: z.enum(['sandbox', 'toss', 'nicepay']),
    clientKey: z.string().nullable(),
    customerKey: z.string(),
  }),
  /** 가상계좌: the account to deposit into; null for a card. */
  virtualAccount: virtualAccountView.nullable().optional(),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponse>;

/** The provider's redirect back to /payResult, forwarded as it came; the amount is checked, never trusted. */
export const confirmPaymentBody = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
  amount: z.number().int().min(0),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

export const paymentDetailResponse = z.object({
  payment: paymentSummary.extend({
    orderId: z.string(),
    orderName: z.string(),
    receiptUrl: z.string().nullable(),
    payerNm: z.string().nullable(),
    instNm: z.string(),
    /** 가상계좌: the account, shown while it waits for the deposit and on the receipt after. */
    virtualAccount: virtualAccountView.nullable().optional(),
  }),
  bills: z.array(
    billRow
      .pick({ billId: true, title: true, studentNm: true, classNm: true, total: true, status: true })
      .extend({ amount: z.number().int() }),
  ),
});
export type PaymentDetailResponse = z.infer<typeof paymentDetailResponse>;

/** The sandbox checkout's answer (local mode only): what the payer chose on the local card page. */
export const sandboxAuthorizeBody = z.object({
  orderId: z.string().min(1).max(64),
  outcome: z.enum(['approve', 'decline', 'timeout']),
  cardCompany: z.string().max(20).default('학원ON 테스트카드'),
});
export type SandboxAuthorizeBody = z.infer<typeof sandboxAuthorizeBody>;
export const sandboxAuthorizeResponse = z.object({ paymentKey: z.string() });

/** The sandbox's 테스트 입금 (local mode only): money arrives on the caller's own waiting virtual account. */
export const sandboxDepositBody = z.object({ orderId: z.string().min(1).max(64) });
export type SandboxDepositBody = z.infer<typeof sandboxDepositBody>;

/** /paymentList (SPEC `myPayment`): what the family paid in a year. */
export const myPaymentsQuery = z.object({ checkDt: z.coerce.number().int().min(2000).max(2100).optional() });
export const myPaymentsResponse = z.object({
  paidReceivedYear: z.number().int(),
  paidReceivedList: z.array(
    z.object({
      paidReceivedId: z.uuid(),
      paidReceivedMonth: z.string(),
      paidReceivedAmount: z.number().int(),
      cancelledAmount: z.number().int(),
      method: paymentMethodSchema,
      status: paymentStatusSchema,
      orderName: z.string(),
      approvedAt: z.string().nullable(),
    }),
  ),
});
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponse>;
