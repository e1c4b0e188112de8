import { bankNameOf } from '@academy/domain/billing/virtual-account';
import { z } from 'zod';
import type { TossPaymentsConfig } from '../../../config';
import { AppError, type ErrorCode } from '../../errors/app-error';
import {
  type CashReceiptPurpose,
  type PaymentProvider,
  type PaymentWebhook,
  PROVIDER_PAYMENT_STATUSES,
  type ProviderPayment,
  type ProviderPaymentMethod,
  SETTLEMENT_PAGE_SIZE,
} from './payments';
import { paymentUnavailable, providerRefusal } from './provider-errors';
import { basicAuthorization, providerDate, requestJson, trimSlash } from './provider-http';

/**
 * Toss Payments core API v1, after Toss's public reference (api.tosspayments.com):
 * - Basic auth `base64(secretKey + ':')`; `Idempotency-Key` on every request that changes
 *   something (Toss answers a repeated key with the first answer, for 15 days).
 * - `POST /v1/payments/confirm` { paymentKey, orderId, amount }, `GET /v1/payments/{paymentKey}`,
 *   `POST /v1/payments/{paymentKey}/cancel` { cancelReason, cancelAmount, refundReceiveAccount? }.
 * - `POST /v1/billing/authorizations/issue` { authKey, customerKey } → billingKey and card;
 *   `POST /v1/billing/{billingKey}` { customerKey, amount, orderId, orderName } → Payment.
 * - `POST /v1/virtual-accounts` { amount, orderId, orderName, customerName, bank, validHours }.
 * - `POST /v1/cash-receipts` { amount, orderId, orderName, customerIdentityNumber, type, taxFreeAmount },
 *   `POST /v1/cash-receipts/{receiptKey}/cancel` { amount? }.
 * - `GET /v1/settlements?startDate&endDate&page&size` (by sale date, Toss's default `dateType`):
 *   a JSON array of Settlement objects { paymentKey, transactionKey, orderId, method, amount,
 *   fees: [{ type, fee }], payOutAmount, soldDate, paidOutDate, cancel? }; a cancel's row carries
 *   negative amounts. The fee is the sum of `fees`.
 * Every answer is a Payment object (or the billing/receipt object); a refusal is an HTTP 4xx/5xx
 * with `{ code, message }`, the message in Korean.
 *
 * Not confirmed from public documents (check against Toss's contract before going live):
 * - a confirm whose amount differs from the checkout's: Toss refuses it, but its code is not
 *   documented; a refusal that names the amount (금액) is read as PAYMENT_AMOUNT_MISMATCH.
 * - the card company of a Payment is read from `card.issuerCode` (the table below), or from
 *   `card.company` of older API versions.
 */
export function createTossPayments(options: TossPaymentsConfig & { now?: () => Date }): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const authorization = basicAuthorization(options.secretKey, '');

  /** One call; a 2xx answer's JSON object ({} for another body), or TossRefusal. An unreachable Toss is PAYMENT_PROVIDER_UNAVAILABLE. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    request: { body?: object; idempotencyKey?: string } = {},
  ): Promise<Record<string, unknown>> {
    const { status, data } = await requestJson(`${trimSlash(options.apiUrl)}${path}`, {
      method,
      authorization,
      body: request.body,
      headers: request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : undefined,
    });
    // A 2xx without a JSON object (the cash receipt cancel answers a list) is read by the operation.
    if (status >= 200 && status < 300) return data ?? {};
    throw new TossRefusal(
      status,
      typeof data?.code === 'string' ? data.code : `HTTP_${status}`,
      typeof data?.message === 'string' ? data.message : '',
    );
  }

  /** A call that answers a Payment. */
  async function payment(
    operation: TossOperation,
    method: 'GET' | 'POST',
    path: string,
    request?: { body?: object; idempotencyKey?: string },
  ): Promise<ProviderPayment> {
    let data: Record<string, unknown>;
    try {
      data = await call(method, path, request);
    } catch (error) {
      throw appErrorOf(error, operation);
    }
    return toPayment(data);
  }

  const segment = encodeURIComponent;

  return {
    name: 'toss',
    checkoutSettings: () => ({ provider: 'toss', clientKey: options.clientKey }),

    confirm: ({ paymentKey, orderId, amount, idempotencyKey }) =>
      payment('confirm', 'POST', '/v1/payments/confirm', { body: { paymentKey, orderId, amount }, idempotencyKey }),

    getPayment: (paymentKey) => payment('get', 'GET', `/v1/payments/${segment(paymentKey)}`),

    cancel: ({ paymentKey, amount, reason, idempotencyKey, refundAccount }) =>
      payment('cancel', 'POST', `/v1/payments/${segment(paymentKey)}/cancel`, {
        body: {
          cancelReason: reason,
          cancelAmount: amount,
          ...(refundAccount
            ? {
                refundReceiveAccount: {
                  bank: tossBankCode(refundAccount.bank),
                  accountNumber: refundAccount.accountNumber,
                  holderName: refundAccount.holderName,
                },
              }
            : {}),
        },
        idempotencyKey,
      }),

    async issueBillingKey({ authKey, customerKey }) {
      let data: Record<string, unknown>;
      try {
        data = await call('POST', '/v1/billing/authorizations/issue', { body: { authKey, customerKey } });
      } catch (error) {
        throw appErrorOf(error, 'issue-billing-key');
      }
      const billing = tossBilling.safeParse(data);
      if (!billing.success) throw paymentUnavailable(billing.error);
      const { billingKey, card, cardCompany, cardNumber } = billing.data;
      return {
        billingKey,
        card: {
          company: cardCompanyOf(card?.issuerCode, cardCompany ?? card?.company),
          numberMasked: card?.number ?? cardNumber ?? '',
        },
      };
    },

    chargeBillingKey: ({ billingKey, customerKey, orderId, orderName, amount, idempotencyKey }) =>
      payment('charge', 'POST', `/v1/billing/${segment(billingKey)}`, {
        body: { customerKey, amount, orderId, orderName },
        idempotencyKey,
      }),

    issueVirtualAccount: ({ orderId, orderName, amount, customerName, bank, dueAt, idempotencyKey }) =>
      payment('virtual-account', 'POST', '/v1/virtual-accounts', {
        body: {
          amount,
          orderId,
          orderName,
          customerName,
          bank: tossBankCode(bank),
          // Toss counts in whole hours, 1 to 720 (30 days); the answer's dueDate is the one that holds.
          validHours: Math.min(720, Math.max(1, Math.ceil((dueAt.getTime() - now().getTime()) / 3_600_000))),
        },
        idempotencyKey,
      }),

    async issueCashReceipt({ orderId, orderName, amount, taxFreeAmount, identity, purpose, idempotencyKey }) {
      let data: Record<string, unknown>;
      try {
        data = await call('POST', '/v1/cash-receipts', {
          body: {
            amount,
            orderId,
            orderName,
            customerIdentityNumber: identity.replace(/\D/g, ''),
            type: CASH_RECEIPT_TYPES[purpose],
            ...(taxFreeAmount ? { taxFreeAmount } : {}),
          },
          idempotencyKey,
        });
      } catch (error) {
        throw appErrorOf(error, 'cash-receipt');
      }
      const receipt = tossCashReceipt.safeParse(data);
      if (!receipt.success) throw paymentUnavailable(receipt.error);
      return {
        receiptKey: receipt.data.receiptKey,
        issueNumber: receipt.data.issueNumber ?? null,
        receiptUrl: receipt.data.receiptUrl ?? null,
      };
    },

    async cancelCashReceipt({ receiptKey, amount }) {
      try {
        await call('POST', `/v1/cash-receipts/${segment(receiptKey)}/cancel`, {
          body: amount === undefined ? {} : { amount },
        });
      } catch (error) {
        throw appErrorOf(error, 'cancel-cash-receipt');
      }
    },

    readWebhook: readTossWebhook,

    async getSettlements({ startDate, endDate, page }) {
      const query = new URLSearchParams({ startDate, endDate, page: String(page), size: String(SETTLEMENT_PAGE_SIZE) });
      let answer: Awaited<ReturnType<typeof requestJson>>;
      try {
        answer = await requestJson(`${trimSlash(options.apiUrl)}/v1/settlements?${query}`, {
          method: 'GET',
          authorization,
        });
      } catch (error) {
        throw appErrorOf(error, 'settlements');
      }
      if (answer.status < 200 || answer.status >= 300) {
        const { data, status } = answer;
        throw appErrorOf(
          new TossRefusal(
            status,
            typeof data?.code === 'string' ? data.code : `HTTP_${status}`,
            typeof data?.message === 'string' ? data.message : '',
          ),
          'settlements',
        );
      }
      const rows = z.array(tossSettlement).safeParse(answer.list);
      if (!rows.success) throw paymentUnavailable(rows.error);
      return rows.data.map((row) => ({
        paymentKey: row.paymentKey,
        transactionKey: row.transactionKey,
        orderId: row.orderId,
        method: methodOf(row.method, null),
        amount: row.amount,
        fee: (row.fees ?? []).reduce((sum, entry) => sum + entry.fee, 0),
        payOutAmount: row.payOutAmount,
        soldDate: row.soldDate,
        paidOutDate: row.paidOutDate,
      }));
    },
  };
}

type TossOperation =
  | 'confirm'
  | 'get'
  | 'cancel'
  | 'issue-billing-key'
  | 'charge'
  | 'virtual-account'
  | 'cash-receipt'
  | 'cancel-cash-receipt'
  | 'settlements';

/** Toss's `{ code, message }` refusal, before it becomes our catalogue code. */
export class TossRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly tossMessage: string,
  ) {
    super(`Toss Payments answered ${status} ${code}${tossMessage ? `: ${tossMessage}` : ''}`);
    this.name = 'TossRefusal';
  }
}

/**
 * Toss's refusal codes (docs.tosspayments.com/reference/error-codes) as our catalogue codes. Not
 * listed: a 4xx is PAYMENT_PROVIDER_REFUSED with Toss's message; a 5xx is unavailable.
 */
const REFUSALS: Record<string, ErrorCode> = {
  ALREADY_PROCESSED_PAYMENT: 'PAYMENT_ALREADY_PROCESSED',
  DUPLICATED_ORDER_ID: 'PAYMENT_ALREADY_PROCESSED',
  // The card company or the bank said no.
  REJECT_CARD_PAYMENT: 'PAYMENT_CARD_DECLINED',
  REJECT_CARD_COMPANY: 'PAYMENT_CARD_DECLINED',
  INVALID_REJECT_CARD: 'PAYMENT_CARD_DECLINED',
  INVALID_CARD_EXPIRATION: 'PAYMENT_CARD_DECLINED',
  INVALID_STOPPED_CARD: 'PAYMENT_CARD_DECLINED',
  INVALID_CARD_LOST_OR_STOLEN: 'PAYMENT_CARD_DECLINED',
  INVALID_CARD_NUMBER: 'PAYMENT_CARD_DECLINED',
  INVALID_CARD_INSTALLMENT_PLAN: 'PAYMENT_CARD_DECLINED',
  NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT: 'PAYMENT_CARD_DECLINED',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'PAYMENT_CARD_DECLINED',
  EXCEED_MAX_PAYMENT_AMOUNT: 'PAYMENT_CARD_DECLINED',
  EXCEED_MAX_AMOUNT: 'PAYMENT_CARD_DECLINED',
  EXCEED_MAX_ONE_DAY_AMOUNT: 'PAYMENT_CARD_DECLINED',
  NOT_AVAILABLE_PAYMENT: 'PAYMENT_CARD_DECLINED',
  REJECT_ACCOUNT_PAYMENT: 'PAYMENT_CARD_DECLINED',
  NOT_FOUND_PAYMENT: 'PAYMENT_NOT_FOUND_AT_PROVIDER',
  NOT_FOUND_PAYMENT_SESSION: 'PAYMENT_NOT_FOUND_AT_PROVIDER',
  ALREADY_CANCELED_PAYMENT: 'PAYMENT_NOT_CANCELABLE',
  NOT_CANCELABLE_AMOUNT: 'PAYMENT_NOT_CANCELABLE',
  NOT_CANCELABLE_PAYMENT: 'PAYMENT_NOT_CANCELABLE',
  EXCEED_CANCEL_AMOUNT_DISCOUNT_AMOUNT: 'PAYMENT_NOT_CANCELABLE',
  NOT_MATCHES_CUSTOMER_KEY: 'PAYMENT_BILLING_KEY_INVALID',
};

/** Codes that say nothing about the payment itself: Toss could not work (or does not know our keys). */
const UNAVAILABLE = new Set([
  'PROVIDER_ERROR',
  'FAILED_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_CARD_COMPANY_RESPONSE',
  'UNKNOWN_PAYMENT_ERROR',
  'IDEMPOTENT_REQUEST_PROCESSING',
  'UNAUTHORIZED_KEY',
  'INVALID_API_KEY',
]);

function appErrorOf(error: unknown, operation: TossOperation): AppError {
  if (!(error instanceof TossRefusal)) return error instanceof AppError ? error : paymentUnavailable(error);
  const { status, code, tossMessage } = error;
  if (status >= 500 || status === 401 || UNAVAILABLE.has(code)) return paymentUnavailable(error);
  if (operation === 'confirm' && status === 400 && !REFUSALS[code] && tossMessage.includes('금액')) {
    return providerRefusal('PAYMENT_AMOUNT_MISMATCH', {}, error);
  }
  if ((operation === 'charge' || operation === 'issue-billing-key') && code === 'NOT_FOUND') {
    return providerRefusal('PAYMENT_BILLING_KEY_INVALID', {}, error);
  }
  if (operation === 'cancel-cash-receipt' && code === 'NOT_FOUND') {
    return providerRefusal('PAYMENT_NOT_FOUND_AT_PROVIDER', {}, error);
  }
  const mapped = REFUSALS[code] ?? (status === 404 ? 'PAYMENT_NOT_FOUND_AT_PROVIDER' : 'PAYMENT_PROVIDER_REFUSED');
  // "Already processed" and "not found" read better in our words than in Toss's.
  const keepsTossWords = mapped !== 'PAYMENT_ALREADY_PROCESSED' && mapped !== 'PAYMENT_NOT_FOUND_AT_PROVIDER';
  return providerRefusal(mapped, keepsTossWords ? { sentence: tossMessage } : {}, error);
}

const CASH_RECEIPT_TYPES: Record<CashReceiptPurpose, '소득공제' | '지출증빙'> = {
  income_deduction: '소득공제',
  expense_proof: '지출증빙',
};

/** Toss names banks by the 금융결제원 code without its leading 0 (`088` → `88`). */
const tossBankCode = (code: string) => (/^0\d{2}$/.test(code) ? code.slice(1) : code);

/** Toss's card company codes (`card.issuerCode`), by their short Korean names. */
const TOSS_CARD_COMPANIES: Record<string, string> = {
  '3K': '기업비씨',
  '46': '광주',
  '71': '롯데',
  '30': '산업',
  '31': '비씨',
  '51': '삼성',
  '38': '새마을',
  '41': '신한',
  '62': '신협',
  '36': '씨티',
  '33': '우리',
  W1: '우리',
  '37': '우체국',
  '39': '저축',
  '35': '전북',
  '42': '제주',
  '15': '카카오뱅크',
  '3A': '케이뱅크',
  '24': '토스뱅크',
  '21': '하나',
  '61': '현대',
  '11': '국민',
  '91': '농협',
  '34': '수협',
  '6D': '다이너스',
  '4M': '마스터',
  '3C': '유니온페이',
  '7A': '아멕스',
  '4J': '제이씨비',
  '4V': '비자',
};

const cardCompanyOf = (issuerCode: string | null | undefined, company: string | null | undefined): string =>
  (issuerCode ? TOSS_CARD_COMPANIES[issuerCode] : undefined) ?? company ?? issuerCode ?? '';

const optionalText = z.string().nullish();

const tossPayment = z.object({
  paymentKey: z.string().min(1),
  orderId: z.string().min(1),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  type: optionalText,
  method: optionalText,
  totalAmount: z.number().int(),
  balanceAmount: z.number().int(),
  approvedAt: optionalText,
  card: z
    .object({
      issuerCode: optionalText,
      company: optionalText,
      number: optionalText,
      installmentPlanMonths: z.number().int().nullish(),
      approveNo: optionalText,
    })
    .nullish(),
  virtualAccount: z
    .object({
      accountNumber: z.string(),
      bankCode: optionalText,
      bank: optionalText,
      customerName: optionalText,
      dueDate: optionalText,
    })
    .nullish(),
  secret: optionalText,
  cancels: z
    .array(
      z.object({
        cancelAmount: z.number().int(),
        transactionKey: z.string(),
        canceledAt: z.string(),
        cancelReason: optionalText,
      }),
    )
    .nullish(),
  receipt: z.object({ url: optionalText }).nullish(),
});

const tossBilling = z.object({
  billingKey: z.string().min(1),
  cardCompany: optionalText,
  cardNumber: optionalText,
  card: z.object({ issuerCode: optionalText, company: optionalText, number: optionalText }).nullish(),
});

const tossCashReceipt = z.object({
  receiptKey: z.string().min(1),
  issueNumber: optionalText,
  receiptUrl: optionalText,
});

/** Toss's `method` (Korean since API version 2022-11-16) and `type` as ours. */
function methodOf(method: string | null | undefined, type: string | null | undefined): ProviderPaymentMethod {
  if (type === 'BILLING') return 'billing';
  if (method === '가상계좌') return 'virtual_account';
  if (method === '계좌이체') return 'transfer';
  // 카드, 간편결제 (a card inside an easy-pay app), or not chosen yet: the checkout opens for cards.
  return 'card';
}

/** A Toss Payment object as ours; an answer of another shape is not trusted (unavailable, fetch again later). */
export function toPayment(data: unknown): ProviderPayment {
  const parsed = tossPayment.safeParse(data);
  if (!parsed.success) throw paymentUnavailable(parsed.error);
  const toss = parsed.data;
  const account = toss.virtualAccount;
  const dueAt = providerDate(account?.dueDate);
  return {
    provider: 'toss',
    paymentKey: toss.paymentKey,
    orderId: toss.orderId,
    status: toss.status,
    method: methodOf(toss.method, toss.type),
    totalAmount: toss.totalAmount,
    balanceAmount: toss.balanceAmount,
    approvedAt: providerDate(toss.approvedAt),
    card: toss.card
      ? {
          company: cardCompanyOf(toss.card.issuerCode, toss.card.company),
          numberMasked: toss.card.number ?? '',
          installmentMonths: toss.card.installmentPlanMonths ?? 0,
          approveNo: toss.card.approveNo ?? '',
        }
      : null,
    virtualAccount:
      account && dueAt
        ? {
            bankName: account.bankCode ? bankNameOf(`0${account.bankCode}`) : (account.bank ?? ''),
            accountNumber: account.accountNumber,
            holder: account.customerName ?? '',
            dueAt,
          }
        : null,
    receiptUrl: toss.receipt?.url ?? null,
    secret: toss.secret ?? null,
    cancels: (toss.cancels ?? []).map((cancel) => ({
      amount: cancel.cancelAmount,
      transactionKey: cancel.transactionKey,
      canceledAt: providerDate(cancel.canceledAt) ?? new Date(0),
      reason: cancel.cancelReason ?? '',
    })),
  };
}

const tossWebhook = z.union([
  z.object({
    eventType: z.literal('PAYMENT_STATUS_CHANGED'),
    data: z.object({ paymentKey: z.string().min(1), orderId: z.string().nullish() }),
  }),
  z.object({
    eventType: z.literal('DEPOSIT_CALLBACK'),
    data: z.object({
      orderId: z.string().min(1),
      paymentKey: z.string().nullish(),
      status: z.enum(PROVIDER_PAYMENT_STATUSES),
      secret: z.string().min(1),
    }),
  }),
  // DEPOSIT_CALLBACK as Toss sends it: `{ createdAt, secret, status, transactionKey, orderId }`.
  z.object({
    orderId: z.string().min(1),
    status: z.enum(PROVIDER_PAYMENT_STATUSES),
    secret: z.string().min(1),
    eventType: z.undefined().optional(),
  }),
]);

/**
 * Toss's webhook bodies (the sandbox sends the same): PAYMENT_STATUS_CHANGED → `status` (the caller
 * fetches the payment, never believing the body), DEPOSIT_CALLBACK → `deposit` with its secret.
 */
export function readTossWebhook(body: unknown): PaymentWebhook {
  const parsed = tossWebhook.safeParse(body);
  if (!parsed.success) throw new AppError('PAYMENT_WEBHOOK_INVALID');
  const event = parsed.data;
  if (event.eventType === 'PAYMENT_STATUS_CHANGED') {
    return { kind: 'status', paymentKey: event.data.paymentKey, orderId: event.data.orderId ?? null };
  }
  const deposit = event.eventType === 'DEPOSIT_CALLBACK' ? event.data : event;
  return {
    kind: 'deposit',
    orderId: deposit.orderId,
    paymentKey: ('paymentKey' in deposit ? deposit.paymentKey : null) ?? null,
    status: deposit.status,
    secret: deposit.secret,
  };
}

/** A row of `GET /v1/settlements`. */
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const tossSettlement = z.object({
  paymentKey: z.string().min(1),
  transactionKey: z.string().min(1),
  orderId: z.string().min(1),
  method: optionalText,
  amount: z.number().int(),
  fees: z.array(z.object({ type: optionalText, fee: z.number().int() })).nullish(),
  payOutAmount: z.number().int(),
  soldDate: businessDate,
  paidOutDate: businessDate,
});
