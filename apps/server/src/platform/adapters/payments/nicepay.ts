import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { NicePayConfig } from '../../../config';
import { AppError, type ErrorCode } from '../../errors/app-error';
import type { PaymentProvider, ProviderPayment, ProviderPaymentMethod, ProviderPaymentStatus } from './payments';
import { paymentUnavailable, providerRefusal } from './provider-errors';
import { basicAuthorization, providerDate, requestJson, trimSlash } from './provider-http';

/**
 * NicePay Start API v1 (github.com/nicepayments/nicepay-manual), with a client key of the
 * server-approval model:
 * - Basic auth `base64(clientId:secretKey)`; every answer is JSON with `resultCode` ('0000' is
 *   success) and a Korean `resultMsg`, also for refusals (HTTP 200).
 * - the browser opens `AUTHNICE.requestPay` (NicePay's JS SDK), NicePay posts the authentication to
 *   our return address (verifyNicePayReturn), and `confirm` approves it: `POST /v1/payments/{tid}`
 *   { amount }. `GET /v1/payments/{tid}`, `POST /v1/payments/{tid}/cancel` { reason, orderId,
 *   cancelAmt, refundAccount, refundBankCode, refundHolder }.
 * - automatic payments: `POST /v1/subscribe/{bid}/payments` { orderId, amount, goodsName, cardQuota,
 *   useShopInterest }. Cash receipts: `POST /v1/receipt`, `POST /v1/receipt/{tid}/cancel`.
 * - answers about a payment carry `signature = hex(sha256(tid + amount + ediDate + secretKey))`,
 *   checked here; an answer that fails the check is not trusted (unavailable, fetch again later).
 * What NicePay does not offer through this API, and this client refuses (PAYMENT_METHOD_NOT_OFFERED):
 * - a settlement report (정산 내역): the Start API has none (getSettlements);
 * - issuing a virtual account from the server: NicePay issues one through its checkout
 *   (`method: 'vbank'`), and `confirm` then answers it waiting for the deposit;
 * - a billing key from a card page's authKey: NicePay issues one only from card numbers the merchant
 *   sends (`/v1/subscribe/regist`), which this service never handles. Billing keys (bid) issued
 *   otherwise can be charged.
 * NicePay has no idempotency key: a repeated confirm is refused as already approved (2201), which
 * the caller re-fetches. A cancel's `orderId` must be new for every partial cancel, so the cancel's
 * idempotency key is sent as that orderId: a retry of the same cancel is refused as a duplicate
 * order and answered with the payment as it stands. Not confirmed from public documents: the code
 * of that duplicate refusal (A127 is read as it), and whether a full cancel accepts a new orderId.
 */
export function createNicePay(options: NicePayConfig): PaymentProvider {
  const authorization = basicAuthorization(options.clientId, options.secretKey);

  /** One call; the answer when its resultCode is a success, or NicePayRefusal. Unreachable or 401/5xx: unavailable. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    const { status, data } = await requestJson(`${trimSlash(options.apiUrl)}${path}`, { method, authorization, body });
    if (status === 401 || status >= 500) throw paymentUnavailable(`NicePay answered ${status}`);
    const resultCode = data?.resultCode;
    if (!data || typeof resultCode !== 'string')
      throw paymentUnavailable(`NicePay answered ${status} without resultCode`);
    if (SUCCESS_CODES.has(resultCode)) return data;
    throw new NicePayRefusal(resultCode, typeof data.resultMsg === 'string' ? data.resultMsg : '');
  }

  async function payment(operation: NicePayOperation, method: 'GET' | 'POST', path: string, body?: object) {
    let data: Record<string, unknown>;
    try {
      data = await call(method, path, body);
    } catch (error) {
      throw appErrorOf(error, operation);
    }
    return toNicePayment(data, options.secretKey);
  }

  const tidPath = (tid: string) => `/v1/payments/${encodeURIComponent(tid)}`;

  return {
    name: 'nicepay',
    checkoutSettings: () => ({ provider: 'nicepay', clientKey: options.clientId }),

    async confirm({ paymentKey, orderId, amount }) {
      const approved = await payment('confirm', 'POST', tidPath(paymentKey), { amount });
      // The approval names only the tid: a tid of another order (a tampered return) is not this order's payment.
      if (approved.orderId !== orderId) {
        throw providerRefusal('PAYMENT_RETURN_INVALID', {}, `tid ${paymentKey} belongs to order ${approved.orderId}`);
      }
      return approved;
    },

    getPayment: (paymentKey) => payment('get', 'GET', tidPath(paymentKey)),

    async cancel({ paymentKey, amount, reason, idempotencyKey, refundAccount }) {
      try {
        return await payment('cancel', 'POST', `${tidPath(paymentKey)}/cancel`, {
          reason,
          orderId: cancelOrderId(idempotencyKey),
          cancelAmt: amount,
          ...(refundAccount
            ? {
                refundAccount: refundAccount.accountNumber,
                refundBankCode: refundAccount.bank,
                refundHolder: refundAccount.holderName,
              }
            : {}),
        });
      } catch (error) {
        // The same cancel again: it went through the first time.
        if (error instanceof AppError && error.cause instanceof NicePayRefusal && error.cause.code === 'A127') {
          return payment('get', 'GET', tidPath(paymentKey));
        }
        throw error;
      }
    },

    async issueBillingKey() {
      throw new AppError('PAYMENT_METHOD_NOT_OFFERED');
    },

    async chargeBillingKey({ billingKey, orderId, orderName, amount }) {
      const charged = await payment('charge', 'POST', `/v1/subscribe/${encodeURIComponent(billingKey)}/payments`, {
        orderId,
        amount,
        goodsName: orderName,
        cardQuota: 0,
        useShopInterest: false,
      });
      return { ...charged, method: 'billing' };
    },

    async issueVirtualAccount() {
      throw new AppError('PAYMENT_METHOD_NOT_OFFERED');
    },

    async issueCashReceipt({ orderId, orderName, amount, taxFreeAmount = 0, identity, purpose }) {
      let data: Record<string, unknown>;
      try {
        data = await call('POST', '/v1/receipt', {
          orderId,
          amount,
          goodsName: orderName,
          receiptType: purpose === 'income_deduction' ? 'individual' : 'company',
          receiptNo: identity.replace(/\D/g, ''),
          ...amountParts(amount, taxFreeAmount),
        });
      } catch (error) {
        throw appErrorOf(error, 'cash-receipt');
      }
      if (typeof data.tid !== 'string' || data.tid === '') throw paymentUnavailable('receipt answered without tid');
      // The tax office's number comes once NicePay has had it issued (the next day); until then null.
      return {
        receiptKey: data.tid,
        issueNumber: typeof data.approveNo === 'string' && data.approveNo !== '' ? data.approveNo : null,
        receiptUrl: null,
      };
    },

    async cancelCashReceipt({ receiptKey, orderId, amount, reason }) {
      try {
        await call('POST', `/v1/receipt/${encodeURIComponent(receiptKey)}/cancel`, {
          orderId,
          reason: reason ?? '현금영수증 취소',
          // A partial cancel names its parts; the service's receipts are tax-free (academy tuition).
          ...(amount === undefined ? {} : { cancelAmt: amount, ...amountParts(amount, 0) }),
        });
      } catch (error) {
        throw appErrorOf(error, 'cancel-cash-receipt');
      }
    },

    readWebhook(body) {
      const parsed = nicePayWebhook.safeParse(body);
      if (!parsed.success) throw new AppError('PAYMENT_WEBHOOK_INVALID');
      const { tid, orderId, amount, ediDate, signature } = parsed.data;
      if (!sameText(nicePaySignature(tid, amount, ediDate, options.secretKey), signature)) {
        throw new AppError('PAYMENT_WEBHOOK_INVALID');
      }
      // A signed notice still says only that something changed: the caller fetches the payment.
      return { kind: 'status', paymentKey: tid, orderId };
    },

    // The Start API has no settlement lookup: NicePay reports settlements only in its merchant
    // admin (and its files), so the office reconciles NicePay payments there.
    async getSettlements() {
      throw new AppError('PAYMENT_METHOD_NOT_OFFERED');
    },
  };
}

type NicePayOperation = 'confirm' | 'get' | 'cancel' | 'charge' | 'cash-receipt' | 'cancel-cash-receipt';

/** NicePay's refusal (`resultCode` other than a success), before it becomes our catalogue code. */
export class NicePayRefusal extends Error {
  constructor(
    readonly code: string,
    readonly resultMsg: string,
  ) {
    super(`NicePay answered ${code}${resultMsg ? `: ${resultMsg}` : ''}`);
    this.name = 'NicePayRefusal';
  }
}

/** `0000`, and the success codes of the code table that some answers use (카드 결제 성공, 취소 성공 …). */
const SUCCESS_CODES = new Set(['0000', '3001', '4000', '4100', '4110', '2001', '2211', '7001', 'F100', 'F200', 'A000']);

/** The result codes of NicePay's code table (common/code.md) as our catalogue codes. */
const REFUSALS: Record<string, ErrorCode> = {
  '2201': 'PAYMENT_ALREADY_PROCESSED', // 기승인존재
  '2156': 'PAYMENT_ALREADY_PROCESSED', // 중복등록된거래요청
  A127: 'PAYMENT_ALREADY_PROCESSED', // 주문번호 중복 오류
  '7003': 'PAYMENT_ALREADY_PROCESSED', // 현금영수증 중복발급
  A123: 'PAYMENT_AMOUNT_MISMATCH', // 거래금액 불일치(인증된 금액과 승인요청 금액 불일치)
  A124: 'PAYMENT_BILLING_KEY_INVALID',
  A125: 'PAYMENT_BILLING_KEY_INVALID',
  A126: 'PAYMENT_BILLING_KEY_INVALID',
  A223: 'PAYMENT_BILLING_KEY_INVALID',
  A115: 'PAYMENT_NOT_FOUND_AT_PROVIDER', // TID가 유효하지 않습니다
  A118: 'PAYMENT_NOT_FOUND_AT_PROVIDER', // 조회 결과데이터 없음
  A210: 'PAYMENT_NOT_FOUND_AT_PROVIDER',
  A214: 'PAYMENT_NOT_FOUND_AT_PROVIDER',
  A217: 'PAYMENT_NOT_FOUND_AT_PROVIDER',
};

/** Codes that say nothing about the payment itself: NicePay, a bank or the VAN could not work, or our keys are wrong. */
const UNAVAILABLE = new Set(['2000', '2159', '4008', '7010', 'A109', 'A114', 'A201', 'A202', 'A203', 'A213', 'A224']);

function appErrorOf(error: unknown, operation: NicePayOperation): AppError {
  if (!(error instanceof NicePayRefusal)) return error instanceof AppError ? error : paymentUnavailable(error);
  const { code, resultMsg } = error;
  if (UNAVAILABLE.has(code) || /^F1(0[4-9]|10)$/.test(code)) return paymentUnavailable(error);
  const mapped = REFUSALS[code];
  if (operation === 'charge' && mapped === 'PAYMENT_NOT_FOUND_AT_PROVIDER') {
    return providerRefusal('PAYMENT_BILLING_KEY_INVALID', {}, error);
  }
  if (mapped) return providerRefusal(mapped, {}, error);
  // 30xx: the card company's refusals (카드번호 오류, 유효기간 오류 …); F112–F118: the card, at a billing charge.
  if (/^30\d\d$/.test(code) || /^F11[2-8]$/.test(code)) {
    return providerRefusal('PAYMENT_CARD_DECLINED', { reason: resultMsg }, error);
  }
  // 2003–2052: why a cancel cannot be done (취소 완료 거래, 취소금액이 취소가능금액보다 큼 …).
  if (operation === 'cancel' && /^20[0-5]\d$/.test(code)) {
    return providerRefusal('PAYMENT_NOT_CANCELABLE', { reason: resultMsg }, error);
  }
  return providerRefusal('PAYMENT_PROVIDER_REFUSED', { reason: resultMsg }, error);
}

/** `hex(sha256(…))` of the parts joined, NicePay's signature and signData rule. */
export function nicePaySignature(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join(''), 'utf8').digest('hex');
}

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * NicePay's POST to our return address after the payer authenticated (server-approval model):
 * success only with `authResultCode` 0000 and a `signature` equal to
 * `hex(sha256(authToken + clientId + amount + secretKey))` for our own client id. Gives what
 * `confirm` needs; the caller still compares `orderId` and `amount` with its order. Throws
 * PAYMENT_NOT_COMPLETED (the payer cancelled, or authentication failed: NicePay's reason kept) or
 * PAYMENT_RETURN_INVALID (a post NicePay did not sign).
 */
export function verifyNicePayReturn(
  form: Record<string, unknown>,
  keys: { clientId: string; secretKey: string },
): { tid: string; orderId: string; amount: number } {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  if (text('authResultCode') !== '0000') {
    throw providerRefusal('PAYMENT_NOT_COMPLETED', { reason: text('authResultMsg') });
  }
  const [tid, orderId, amount, authToken, clientId, signature] = [
    'tid',
    'orderId',
    'amount',
    'authToken',
    'clientId',
    'signature',
  ].map(text) as [string, string, string, string, string, string];
  if (!tid || !orderId || !/^[1-9]\d{0,11}$/.test(amount) || !authToken || clientId !== keys.clientId) {
    throw new AppError('PAYMENT_RETURN_INVALID');
  }
  if (!sameText(nicePaySignature(authToken, clientId, amount, keys.secretKey), signature)) {
    throw new AppError('PAYMENT_RETURN_INVALID');
  }
  return { tid, orderId, amount: Number(amount) };
}

/** NicePay's statuses as Toss's; `ready` is a virtual account waiting for its deposit when it is one. */
export function nicePayStatusOf(status: string, isVirtualAccount: boolean): ProviderPaymentStatus | undefined {
  switch (status) {
    case 'paid':
      return 'DONE';
    case 'ready':
      return isVirtualAccount ? 'WAITING_FOR_DEPOSIT' : 'READY';
    case 'vbankReady':
      return 'WAITING_FOR_DEPOSIT';
    case 'cancelled':
      return 'CANCELED';
    case 'partialCancelled':
      return 'PARTIAL_CANCELED';
    case 'failed':
      return 'ABORTED';
    case 'expired':
    case 'vbankExpired':
      return 'EXPIRED';
    default:
      return undefined;
  }
}

function methodOf(payMethod: string | null | undefined): ProviderPaymentMethod {
  const method = (payMethod ?? '').toLowerCase();
  if (method === 'vbank') return 'virtual_account';
  if (method === 'bank') return 'transfer';
  // card, and the easy-pay apps (kakaopay, naverpay …) that pay with a card.
  return 'card';
}

/** The supply value, VAT and tax-free parts NicePay wants beside an amount (VAT is 1/11 of the taxed part). */
function amountParts(amount: number, taxFree: number) {
  const taxed = Math.max(amount - taxFree, 0);
  const goodsVat = Math.round(taxed / 11);
  return { supplyAmt: taxed - goodsVat, goodsVat, taxFreeAmt: amount - taxed, serviceAmt: 0 };
}

/** NicePay's orderId of a cancel: the idempotency key when it fits (64 letters, digits, - or _), else its hash. */
function cancelOrderId(idempotencyKey: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(idempotencyKey) ? idempotencyKey : nicePaySignature(idempotencyKey);
}

const optionalText = z.string().nullish();

const nicePayment = z.object({
  tid: z.string().min(1),
  orderId: z.string().min(1),
  status: z.string(),
  payMethod: optionalText,
  amount: z.number().int(),
  balanceAmt: z.number().int().nullish(),
  ediDate: optionalText,
  signature: optionalText,
  paidAt: optionalText,
  approveNo: optionalText,
  receiptUrl: optionalText,
  card: z
    .object({
      cardName: optionalText,
      cardNum: optionalText,
      cardQuota: z.coerce.number().int().nullish(),
    })
    .nullish(),
  vbank: z
    .object({
      vbankName: z.string(),
      vbankNumber: z.string(),
      vbankExpDate: z.string(),
      vbankHolder: optionalText,
    })
    .nullish(),
  cancels: z
    .array(z.object({ tid: z.string(), amount: z.number().int(), cancelledAt: z.string(), reason: optionalText }))
    .nullish(),
});

/** A NicePay payment answer as ours; one of another shape, status or signature is not trusted. */
function toNicePayment(data: Record<string, unknown>, secretKey: string): ProviderPayment {
  const parsed = nicePayment.safeParse(data);
  if (!parsed.success) throw paymentUnavailable(parsed.error);
  const nice = parsed.data;
  if (
    nice.signature &&
    !sameText(nicePaySignature(nice.tid, nice.amount, nice.ediDate ?? '', secretKey), nice.signature)
  ) {
    throw paymentUnavailable(`NicePay answer for ${nice.tid} has a wrong signature`);
  }
  const method = methodOf(nice.payMethod);
  const status = nicePayStatusOf(nice.status, method === 'virtual_account' || Boolean(nice.vbank));
  if (!status) throw paymentUnavailable(`NicePay answered an unknown status ${nice.status}`);
  const dueAt = providerDate(nice.vbank?.vbankExpDate);
  return {
    provider: 'nicepay',
    paymentKey: nice.tid,
    orderId: nice.orderId,
    status,
    method,
    totalAmount: nice.amount,
    balanceAmount: nice.balanceAmt ?? nice.amount,
    approvedAt: providerDate(nice.paidAt),
    card: nice.card
      ? {
          company: nice.card.cardName ?? '',
          numberMasked: nice.card.cardNum ?? '',
          installmentMonths: nice.card.cardQuota ?? 0,
          approveNo: nice.approveNo ?? '',
        }
      : null,
    virtualAccount:
      nice.vbank && dueAt
        ? {
            bankName: nice.vbank.vbankName,
            accountNumber: nice.vbank.vbankNumber,
            holder: nice.vbank.vbankHolder ?? '',
            dueAt,
          }
        : null,
    receiptUrl: nice.receiptUrl ?? null,
    secret: null,
    cancels: (nice.cancels ?? []).map((cancel) => ({
      amount: cancel.amount,
      transactionKey: cancel.tid,
      canceledAt: providerDate(cancel.cancelledAt) ?? new Date(0),
      reason: cancel.reason ?? '',
    })),
  };
}

const nicePayWebhook = z.object({
  tid: z.string().min(1),
  orderId: z.string().min(1),
  amount: z.number().int(),
  ediDate: z.string().min(1),
  signature: z.string().min(1),
});
