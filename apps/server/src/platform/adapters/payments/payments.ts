/**
 * The one interface every caller uses to take money: the sandbox on this machine (default), Toss
 * Payments or NicePay (`PAYMENT_PROVIDER`). Amounts are integer won. Refusals are AppErrors with a
 * catalogue code the caller can branch on:
 * - `PAYMENT_CARD_DECLINED`: the card company said no; nothing was taken.
 * - `PAYMENT_PROVIDER_UNAVAILABLE`: no answer (network, time-out, the provider's own failure). The
 *   outcome is unknown: the caller leaves the payment pending and the reconciliation job asks
 *   `getPayment` later. Never treat it as a refusal.
 * - `PAYMENT_ALREADY_PROCESSED`: the provider already handled this confirm (a retry after a lost
 *   answer); the caller re-fetches with `getPayment` instead of failing.
 * - `PAYMENT_AMOUNT_MISMATCH`, `PAYMENT_NOT_CANCELABLE`, `PAYMENT_BILLING_KEY_INVALID`,
 *   `PAYMENT_NOT_FOUND_AT_PROVIDER`, `PAYMENT_PROVIDER_REFUSED`, `PAYMENT_METHOD_NOT_OFFERED`.
 */

import { PAYMENT_STATUSES, type PaymentStatus } from '@academy/domain/billing/billing.constants';

export type PaymentProviderName = 'sandbox' | 'toss' | 'nicepay';

/** Toss Payments' statuses, as the domain keeps them for our own payments; NicePay's are mapped onto them. */
export const PROVIDER_PAYMENT_STATUSES = PAYMENT_STATUSES;
export type ProviderPaymentStatus = PaymentStatus;

export type ProviderPaymentMethod = 'card' | 'virtual_account' | 'billing' | 'transfer';

export type ProviderCard = {
  /** The card company's Korean name, e.g. `신한`. */
  company: string;
  /** As the provider masks it, e.g. `43301234****123*`. */
  numberMasked: string;
  /** 0 for a lump sum (일시불). */
  installmentMonths: number;
  approveNo: string;
};

export type ProviderVirtualAccount = {
  bankName: string;
  accountNumber: string;
  /** The name the account is issued for (the payer at Toss, the holder NicePay names). */
  holder: string;
  dueAt: Date;
};

export type ProviderCancel = { amount: number; transactionKey: string; canceledAt: Date; reason: string };

export type ProviderPayment = {
  provider: PaymentProviderName;
  /** Toss's paymentKey, NicePay's tid, the sandbox's own key. */
  paymentKey: string;
  orderId: string;
  status: ProviderPaymentStatus;
  method: ProviderPaymentMethod;
  totalAmount: number;
  /** What is still not cancelled. */
  balanceAmount: number;
  approvedAt: Date | null;
  card: ProviderCard | null;
  virtualAccount: ProviderVirtualAccount | null;
  receiptUrl: string | null;
  /** A virtual account's secret: a deposit notice must carry the same one (Toss, the sandbox). */
  secret: string | null;
  cancels: ProviderCancel[];
};

export type CashReceiptPurpose = 'income_deduction' | 'expense_proof';

export type CashReceipt = {
  receiptKey: string;
  /** The National Tax Service's approval number; null while the provider has not had it issued yet (NicePay). */
  issueNumber: string | null;
  receiptUrl: string | null;
};

/** What a webhook says happened. The caller never trusts more than this: see readWebhook. */
export type PaymentWebhook =
  | { kind: 'deposit'; orderId: string; paymentKey: string | null; status: ProviderPaymentStatus; secret: string }
  | { kind: 'status'; paymentKey: string; orderId: string | null };

/**
 * One row of the provider's settlement report (Toss's Settlement object): a sale, or a cancel with
 * negative amounts, paid out on `paidOutDate`. `fee` includes VAT; `payOutAmount` is what reaches the
 * merchant (amount − fee). Dates are business dates `YYYY-MM-DD` in Seoul.
 */
export type ProviderSettlement = {
  paymentKey: string;
  /** The sale's or the cancel's own key: one row per key. */
  transactionKey: string;
  orderId: string;
  method: ProviderPaymentMethod;
  amount: number;
  fee: number;
  payOutAmount: number;
  soldDate: string;
  paidOutDate: string;
};

/** Rows per page of a settlement report (Toss's `size` allows up to 10,000; a page this size stays a small answer). */
export const SETTLEMENT_PAGE_SIZE = 500;

/** The body a webhook endpoint answers with HTTP 200: NicePay counts any other body as a failed delivery and resends; Toss reads only the status. */
export const WEBHOOK_ACKNOWLEDGEMENT = 'OK';

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** What the web page needs to open the checkout: Toss's client key, NicePay's client id, or null for the sandbox's own page. */
  checkoutSettings: () => { provider: PaymentProviderName; clientKey: string | null };
  /**
   * Approves a payment the payer authenticated at the checkout. `amount` is the order's amount as
   * we stored it, never the browser's; the provider refuses another (`PAYMENT_AMOUNT_MISMATCH`).
   * The same `idempotencyKey` replays the first answer (Toss, the sandbox).
   */
  confirm: (input: {
    paymentKey: string;
    orderId: string;
    amount: number;
    idempotencyKey: string;
  }) => Promise<ProviderPayment>;
  getPayment: (paymentKey: string) => Promise<ProviderPayment>;
  /** Cancels `amount` now (all that is left, or part of it); a deposited virtual account needs `refundAccount`. */
  cancel: (input: {
    paymentKey: string;
    orderId: string;
    amount: number;
    reason: string;
    idempotencyKey: string;
    /** `bank` is a bank code of the domain's BANKS (billing/virtual-account.ts). */
    refundAccount?: { bank: string; accountNumber: string; holderName: string };
  }) => Promise<ProviderPayment>;
  /** Turns the `authKey` of a card registration page into a billing key for automatic payments. */
  issueBillingKey: (input: {
    authKey: string;
    customerKey: string;
  }) => Promise<{ billingKey: string; card: { company: string; numberMasked: string } }>;
  chargeBillingKey: (input: {
    billingKey: string;
    customerKey: string;
    orderId: string;
    orderName: string;
    amount: number;
    idempotencyKey: string;
  }) => Promise<ProviderPayment>;
  /** Issues a virtual account (WAITING_FOR_DEPOSIT, with its secret); `bank` is a bank code of the domain's BANKS (billing/virtual-account.ts). */
  issueVirtualAccount: (input: {
    orderId: string;
    orderName: string;
    amount: number;
    customerName: string;
    bank: string;
    dueAt: Date;
    idempotencyKey: string;
  }) => Promise<ProviderPayment>;
  /**
   * Issues a cash receipt (현금영수증). `identity` is digits: a mobile number or card number for
   * income deduction, a business number for expense proof. `taxFreeAmount` is the part exempt from
   * VAT (a registered academy's tuition is), 0 when left out.
   */
  issueCashReceipt: (input: {
    orderId: string;
    orderName: string;
    amount: number;
    taxFreeAmount?: number;
    identity: string;
    purpose: CashReceiptPurpose;
    idempotencyKey: string;
  }) => Promise<CashReceipt>;
  /** Cancels a cash receipt, all of it or `amount`; NicePay needs the receipt's `orderId`. */
  cancelCashReceipt: (input: {
    receiptKey: string;
    orderId: string;
    amount?: number;
    reason?: string;
  }) => Promise<void>;
  /**
   * A webhook body → what happened. A `status` notice is only a hint: the caller re-fetches the
   * payment with getPayment. A `deposit` notice (Toss's DEPOSIT_CALLBACK, the sandbox's) is
   * believed only when its `secret` equals the one stored with the payment. Throws a 400
   * `PAYMENT_WEBHOOK_INVALID` on a body it cannot read (or, for NicePay, whose signature is wrong).
   */
  readWebhook: (body: unknown) => PaymentWebhook;
  /**
   * The settlement report for sales from `startDate` to `endDate` (business dates, inclusive), page
   * `page` (1-based) of SETTLEMENT_PAGE_SIZE rows; fewer rows than that is the last page. A provider
   * without such a lookup refuses with PAYMENT_METHOD_NOT_OFFERED.
   */
  getSettlements: (input: { startDate: string; endDate: string; page: number }) => Promise<ProviderSettlement[]>;
};
