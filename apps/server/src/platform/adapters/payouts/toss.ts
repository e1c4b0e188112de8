import { PAYOUT_SELLER_STATUSES, PAYOUT_STATUSES } from '@academy/domain/books/payouts.rules';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { paymentUnavailable, providerRefusal } from '../payments/provider-errors';
import { basicAuthorization, trimSlash } from '../payments/provider-http';
import { fetchProvider } from '../provider-fetch';
import type { Payout, PayoutAccount, PayoutProvider, PayoutSeller } from './payouts';
import { decryptJwe, encryptJwe } from './toss-jwe';

export type TossPayoutsOptions = {
  secretKey: string;
  /** The payouts API's security key (64 hex digits) that encrypts the bodies. */
  securityKey: string;
  apiUrl: string;
  now?: () => Date;
};

/**
 * Toss Payments payouts API v2 (지급대행), after Toss's public reference:
 * - Basic auth `base64(secretKey + ':')`, like the core API; request bodies as JWE (toss-jwe.ts)
 *   with `TossPayments-api-security-mode: ENCRYPTION`, answers read encrypted or plain.
 * - `POST /v2/sellers` { refSellerId, businessType, company: { name, representativeName,
 *   businessRegistrationNumber, email, phone }, account: { bankCode, accountNumber, holderName } };
 *   `GET /v2/sellers/{id}`; 셀러 수정 `POST /v2/sellers/{id}` { account } (encrypted like
 *   registration). Each answers `{ version, traceId, entityType: 'seller', entityBody: { id,
 *   refSellerId, businessType, status, … } }`; a refusal `{ error: { code, message } }`.
 * - 지급대행 요청 `POST /v2/payouts`, a JSON array of payouts `[{ refPayoutId, destination (the
 *   seller id), scheduleType: 'SCHEDULED', payoutDate, amount: { currency: 'KRW', value },
 *   transactionDescription }]`; `GET /v2/payouts/{id}`. A payout answers `{ id, refPayoutId,
 *   destination, scheduleType, payoutDate, amount: { currency, value }, status, error }`.
 * - Toss names banks by the 금융결제원 code without its leading 0 (`088` → `88`), as the core API does.
 * Not confirmed from public documents: whether an error answer is encrypted too (both are read);
 * whether the answer to a payout request is the payout or a list of them (`entityBody.items`; both
 * are read); the path of 셀러 수정 (v1's 서브몰 수정 was `POST /v1/payouts/sub-malls/{id}`, followed here).
 */
export function createTossPayouts(options: TossPayoutsOptions): PayoutProvider {
  const now = options.now ?? (() => new Date());
  const authorization = basicAuthorization(options.secretKey, '');

  /** The answer's `entityBody`, or the refusal as an AppError (NOT_FOUND_CODES: no such seller or payout). */
  async function call(method: 'GET' | 'POST', path: string, body?: object | object[]): Promise<unknown> {
    const response = await fetchProvider(
      `${trimSlash(options.apiUrl)}${path}`,
      {
        method,
        headers: {
          authorization,
          'tosspayments-api-security-mode': 'ENCRYPTION',
          ...(body ? { 'content-type': 'text/plain' } : {}),
        },
        body: body ? encryptJwe(body, options.securityKey, now()) : undefined,
      },
      paymentUnavailable,
    );
    const text = await response.text();
    let data: unknown;
    try {
      data = text.trim().startsWith('{') ? JSON.parse(text) : decryptJwe(text, options.securityKey);
    } catch (error) {
      throw paymentUnavailable(error);
    }
    const parsed = tossAnswer.safeParse(data);
    if (response.status >= 500 || response.status === 401)
      throw paymentUnavailable(new Error(`HTTP ${response.status}`));
    if (!response.ok || !parsed.success || !parsed.data.entityBody) {
      const error = parsed.success ? parsed.data.error : undefined;
      if (response.status === 404 || (error?.code && NOT_FOUND_CODES.has(error.code))) {
        throw providerRefusal('PAYMENT_NOT_FOUND_AT_PROVIDER', {}, new Error(error?.code ?? 'NOT_FOUND'));
      }
      if (response.ok) throw paymentUnavailable(parsed.error);
      throw providerRefusal(
        'PAYMENT_PROVIDER_REFUSED',
        { sentence: error?.message ?? '' },
        new Error(`Toss payouts answered ${response.status} ${error?.code ?? ''}`),
      );
    }
    return parsed.data.entityBody;
  }

  async function seller(method: 'GET' | 'POST', path: string, body?: object): Promise<PayoutSeller> {
    const parsed = tossSeller.safeParse(await call(method, path, body));
    if (!parsed.success) throw paymentUnavailable(parsed.error);
    return { sellerId: parsed.data.id, status: parsed.data.status };
  }

  function payoutOf(entity: unknown): Payout {
    const parsed = tossPayout.safeParse(entity);
    if (!parsed.success) throw paymentUnavailable(parsed.error);
    const payout = parsed.data;
    return {
      payoutId: payout.id,
      refPayoutId: payout.refPayoutId,
      status: payout.status,
      amount: payout.amount.value,
      payoutDate: payout.payoutDate ?? '',
      failure: payout.status === 'FAILED' ? (payout.error?.message ?? null) : null,
    };
  }

  const tossAccount = (account: PayoutAccount) => ({
    ...account,
    bankCode: account.bankCode.replace(/^0(\d{2})$/, '$1'),
  });

  return {
    name: 'toss',
    registerSeller: ({ refSellerId, businessType, company, account }) =>
      seller('POST', '/v2/sellers', { refSellerId, businessType, company, account: tossAccount(account) }),
    async getSeller(sellerId) {
      if (sellerId === '') throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      return seller('GET', `/v2/sellers/${encodeURIComponent(sellerId)}`);
    },
    async updateSellerAccount(sellerId, account) {
      if (sellerId === '') throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      return seller('POST', `/v2/sellers/${encodeURIComponent(sellerId)}`, { account: tossAccount(account) });
    },
    async requestPayout({ refPayoutId, sellerId, amount, payoutDate, description }) {
      const entity = await call('POST', '/v2/payouts', [
        {
          refPayoutId,
          destination: sellerId,
          scheduleType: 'SCHEDULED',
          payoutDate,
          amount: { currency: 'KRW', value: amount },
          transactionDescription: description,
        },
      ]);
      const items = z.object({ items: z.array(z.unknown()) }).safeParse(entity);
      const answered = items.success ? items.data.items.map(payoutOf) : [payoutOf(entity)];
      const payout = answered.find((candidate) => candidate.refPayoutId === refPayoutId);
      if (!payout) throw paymentUnavailable(new Error('the answer does not hold the payout asked for'));
      return payout;
    },
    async getPayout(payoutId) {
      if (payoutId === '') throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      return payoutOf(await call('GET', `/v2/payouts/${encodeURIComponent(payoutId)}`));
    },
  };
}

const NOT_FOUND_CODES = new Set(['NOT_FOUND_SELLER', 'NOT_FOUND_PAYOUT', 'NOT_FOUND']);

const tossAnswer = z.object({
  entityBody: z.unknown(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const tossSeller = z.object({ id: z.string().min(1), status: z.enum(PAYOUT_SELLER_STATUSES) });

const tossPayout = z.object({
  id: z.string().min(1),
  refPayoutId: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  payoutDate: z.string().nullish(),
  amount: z.object({ value: z.coerce.number().int() }),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});
