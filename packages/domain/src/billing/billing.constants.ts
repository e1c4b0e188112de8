import { TUITION_AMOUNT_MAX } from '../class/class.constants';

/**
 * The codes and limits of tuition billing (청구서·수납; PRODUCT journey 4), written once: the server's
 * schemas and rules and the web's screens read them. Money is integer won.
 */

// ── bills ────────────────────────────────────────────────────────────────────

/**
 * Where a bill stands. `draft` can still be edited and is not shown to the family; `overdue` is
 * never stored: it is read from the due date (`billStatusOf`), so it cannot go stale overnight.
 */
export const BILL_STATUSES = ['draft', 'sent', 'partly_paid', 'paid', 'overdue', 'cancelled', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  draft: '작성 중',
  sent: '결제 대기',
  partly_paid: '부분 결제',
  paid: '결제 완료',
  overdue: '미납',
  cancelled: '청구 취소',
  refunded: '환불',
};

/**
 * What a bill may ask for: 교습비 and the costs billed beside it, each on its own line. 학원법 lets an
 * academy take 교습비 and only the 기타경비 its 시행령 lists — since 2011-10-26 모의고사비, 재료비,
 * 피복비, 급식비, 기숙사비 and 차량비 — so nothing else may be billed and there is no free "other"
 * kind. 교재비 was in the draft of that 시행령 but not in the enacted text: a textbook is sold, not
 * billed as 학원비 (decision 0049).
 */
export const BILL_ITEM_KINDS = ['tuition', 'mock_exam', 'material', 'uniform', 'meal', 'dormitory', 'vehicle'] as const;
export type BillItemKind = (typeof BILL_ITEM_KINDS)[number];

export const BILL_ITEM_KIND_LABELS: Record<BillItemKind, string> = {
  tuition: '교습비',
  mock_exam: '모의고사비',
  material: '재료비',
  uniform: '피복비',
  meal: '급식비',
  dormitory: '기숙사비',
  vehicle: '차량비',
};

/** Why an amount is taken off a bill. A discount always carries its reason text (`DISCOUNT_REASON_MAX`). */
export const DISCOUNT_KINDS = ['sibling', 'scholarship', 'other'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  sibling: '형제 할인',
  scholarship: '장학금',
  other: '기타 할인',
};

/** One line of a bill or one discount: the same cap as a class's tuition (1억 원; more is a typing mistake). */
export const BILL_ITEM_AMOUNT_MAX = TUITION_AMOUNT_MAX;
export const DISCOUNT_AMOUNT_MAX = TUITION_AMOUNT_MAX;
/** Lines and discounts on one bill. 20 lines of at most 1억 stay inside a PostgreSQL `integer`. */
export const BILL_ITEMS_MAX = 20;
export const BILL_DISCOUNTS_MAX = 10;
/** The reason a discount is given (`형제 할인 (둘째)`, `11월 성적 장학`). */
export const DISCOUNT_REASON_MAX = 100;
/** A bill's title, also the most a line's own name may have. */
export const BILL_TITLE_MAX = 40;
/** A note on the bill, shown to the family. */
export const BILL_MEMO_MAX = 500;
/** Bills per page of a list. */
export const BILLS_PAGE_SIZE = 50;

/** 선납: the most months one bill may cover (prepaymentMonth). */
export const PREPAYMENT_MONTHS_MAX = 12;

// ── automatic issuing ────────────────────────────────────────────────────────

/**
 * When bills are made and sent by themselves: this many days before the due date, at this hour
 * (Seoul). A week gives a family time to pay; 28 days is the most, so a month's bill never goes out
 * before the previous month's due date, even in February.
 */
export const AUTO_ISSUE_DAYS_BEFORE_DEFAULT = 7;
export const AUTO_ISSUE_DAYS_BEFORE_MIN = 0;
export const AUTO_ISSUE_DAYS_BEFORE_MAX = 28;
/**
 * A bill is an informational message and may legally go out at night, but a payment request at
 * 03:00 wakes a parent: the hour is chosen between 08:00 and 20:00, outside the 21:00–08:00 window
 * the law protects for advertising.
 */
export const AUTO_ISSUE_HOUR_DEFAULT = 10;
export const AUTO_ISSUE_HOUR_MIN = 8;
export const AUTO_ISSUE_HOUR_MAX = 20;

// ── payments ─────────────────────────────────────────────────────────────────

/**
 * How money came in: a card through the payment provider, a virtual account (가상계좌) deposit, a
 * registered card charged by its billing key (`billing`), or cash and bank transfers the staff record.
 */
export const PAYMENT_METHODS = ['card', 'virtual_account', 'billing', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: '카드',
  virtual_account: '가상계좌',
  billing: '등록 카드',
  cash: '현금',
  transfer: '계좌이체',
};

/**
 * Card installments (할부) need at least this much: the card companies and Toss Payments offer them
 * from 50,000 won, so below it only the lump sum (일시불) is offered.
 */
export const INSTALLMENT_MIN_AMOUNT = 50_000;

/**
 * Where a payment stands, in Toss Payments' words (NicePay's are mapped onto them): READY until the
 * payer finishes the checkout, IN_PROGRESS while we confirm it, WAITING_FOR_DEPOSIT for a virtual
 * account, then DONE, CANCELED or PARTIAL_CANCELED; ABORTED when it failed, EXPIRED when its time ran out.
 */
export const PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  READY: '결제 전',
  IN_PROGRESS: '확인 중',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '결제 실패',
  EXPIRED: '기한 만료',
};

/** Bills one payment may pay at once (a family pays several children's bills together). */
export const PAYMENT_BILLS_MAX = 20;

// ── refunds ──────────────────────────────────────────────────────────────────

/** 학원법 시행령 §18: the refund is paid within 5 days of the reason arising (the request). */
export const REFUND_DEADLINE_DAYS = 5;

/**
 * Whose reason ends the teaching: the learner's (`learner`: the student quits, 수강생 사정) or the
 * academy's (`academy`: it cannot teach, 학원 사정), which the law refunds differently.
 */
export const REFUND_CAUSES = ['learner', 'academy'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export const REFUND_CAUSE_LABELS: Record<RefundCause, string> = {
  learner: '수강생 사정',
  academy: '학원 사정',
};

/** The rule a refund applied (`computeTuitionRefund`). */
export const REFUND_RULES = ['full', 'two_thirds', 'half', 'none', 'pro_rata'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  full: '전액 환불',
  two_thirds: '2/3 환불',
  half: '1/2 환불',
  none: '환불 없음',
  pro_rata: '남은 수업만큼 환불',
};

// ── 현금영수증 ───────────────────────────────────────────────────────────────

/** A cash payment of this much or more gets a 현금영수증 even when the payer asks for none. */
export const CASH_RECEIPT_AUTO_MIN_AMOUNT = 100_000;
/**
 * 국세청's number for a receipt issued without the payer's number (자진발급), shown as 010-000-1234:
 * the payer can claim it later on 홈택스.
 */
export const CASH_RECEIPT_SELF_ISSUE_NUMBER = '0100001234';
/** A 현금영수증 is issued within 5 days of the payment. */
export const CASH_RECEIPT_DEADLINE_DAYS = 5;

/**
 * What a 현금영수증 is for: 소득공제 (a person's year-end tax deduction, on a mobile number) or
 * 지출증빙 (a business's expense proof, on its 사업자등록번호).
 */
export const CASH_RECEIPT_PURPOSES = ['income_deduction', 'expense_proof'] as const;
export type CashReceiptPurpose = (typeof CASH_RECEIPT_PURPOSES)[number];

export const CASH_RECEIPT_PURPOSE_LABELS: Record<CashReceiptPurpose, string> = {
  income_deduction: '소득공제',
  expense_proof: '지출증빙',
};

/**
 * Where a payment's 현금영수증 stands: `pending` until the provider has issued it (retried until its
 * due date), `issued`, `failed` when the due date passed without it (the office issues it by hand on
 * 홈택스), `cancelled` when the payment it was for was cancelled after it was issued.
 */
export const CASH_RECEIPT_STATUSES = ['pending', 'issued', 'failed', 'cancelled'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];

export const CASH_RECEIPT_STATUS_LABELS: Record<CashReceiptStatus, string> = {
  pending: '발급 대기',
  issued: '발급 완료',
  failed: '발급 실패',
  cancelled: '발급 취소',
};

/** How a receipt issued on 국세청's number is named beside its state. */
export const CASH_RECEIPT_SELF_ISSUED_LABEL = '자진발급';
