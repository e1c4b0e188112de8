import { PAYOUT_SELLER_STATUSES } from '@academy/domain/books/payouts.rules';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { paymentUnavailable, providerRefusal } from '../payments/provider-errors';
import { basicAuthorization, trimSlash } from '../payments/provider-http';
import { fetchProvider } from '../provider-fetch';
import type { PayoutProvider, PayoutSeller } from './payouts';
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
 * - Basic auth `base64(secretKey + ':')`, like the core API; bodies both ways as JWE (toss-jwe.ts)
 *   with `TossPayments-api-security-mode: ENCRYPTION`.
 * - `POST /v2/sellers` { refSellerId, businessType, company: { name, representativeName,
 *   businessRegistrationNumber, email, phone }, account: { bankCode, accountNumber, holderName } };
 *   `GET /v2/sellers/{id}`. Both answer `{ version, traceId, entityType: 'seller', entityBody:
 *   { id, refSellerId, businessType, status, … } }`; a refusal `{ error: { code, message } }`.
 * - Toss names banks by the 금융결제원 code without its leading 0 (`088` → `88`), as the core API does.
 * Not confirmed from public documents: whether an error answer is encrypted too (both are read).
 */
export function createTossPayouts(options: TossPayoutsOptions): PayoutProvider {
  const now = options.now ?? (() => new Date());
  const authorization = basicAuthorization(options.secretKey, '');

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<PayoutSeller> {
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
      if (response.status === 404 || error?.code === 'NOT_FOUND_SELLER') {
        throw providerRefusal('PAYMENT_NOT_FOUND_AT_PROVIDER', {}, new Error(error?.code ?? 'NOT_FOUND'));
      }
      if (response.ok) throw paymentUnavailable(parsed.error);
      throw providerRefusal(
        'PAYMENT_PROVIDER_REFUSED',
        { sentence: error?.message ?? '' },
        new Error(`Toss payouts answered ${response.status} ${error?.code ?? ''}`),
      );
    }
    return { sellerId: parsed.data.entityBody.id, status: parsed.data.entityBody.status };
  }

  return {
    name: 'toss',
    registerSeller: ({ refSellerId, businessType, company, account }) =>
      call('POST', '/v2/sellers', {
        refSellerId,
        businessType,
        company,
        account: { ...account, bankCode: account.bankCode.replace(/^0(\d{2})$/, '$1') },
      }),
    async getSeller(sellerId) {
      if (sellerId === '') throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      return call('GET', `/v2/sellers/${encodeURIComponent(sellerId)}`);
    },
  };
}

const tossAnswer = z.object({
  entityBody: z.object({ id: z.string().min(1), status: z.enum(PAYOUT_SELLER_STATUSES) }).nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});
