import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayoutSellerStatus, PayoutStatus } from '@academy/domain/books/payouts.rules';
import { decryptJwe, encryptJwe } from './toss-jwe';

export type TossPayoutsFake = {
  url: string;
  secretKey: string;
  securityKey: string;
  /** Every request, its body decrypted. */
  requests: {
    method: string;
    path: string;
    headers: Record<string, unknown>;
    body: Record<string, unknown> | Record<string, unknown>[] | null;
  }[];
  /** Toss's review moved the seller on. */
  setStatus: (sellerId: string, status: PayoutSellerStatus) => void;
  /** Toss moved a payout on (a FAILED one with its words). */
  setPayoutStatus: (payoutId: string, status: PayoutStatus, message?: string) => void;
  /** Refuses every payout request with these words from now on (null: accepts them again). */
  refusePayouts: (message: string | null) => void;
  /** The payouts Toss holds, by id. */
  payouts: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Toss Payments' payouts API v2 on 127.0.0.1: the Basic secret-key check, the
 * JWE bodies both ways (a body it cannot decrypt is refused), `POST /v2/sellers` (a new seller waits
 * for the representative's approval, APPROVAL_REQUIRED; a repeated refSellerId is refused),
 * `GET /v2/sellers/{id}`, `POST /v2/sellers/{id}` (a new account sends the seller back to the review,
 * KYC_REQUIRED), `POST /v2/payouts` (an array; only for a seller PARTIALLY_APPROVED or APPROVED, as
 * Toss says; a refPayoutId it holds answers that payout again, never a second one) and
 * `GET /v2/payouts/{id}`. For tests only.
 */
export async function startTossPayoutsFake(): Promise<TossPayoutsFake> {
  const secretKey = `test_sk_${randomBytes(10).toString('hex')}`;
  const securityKey = randomBytes(32).toString('hex');
  const sellers = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, Record<string, unknown>>();
  let payoutRefusal: string | null = null;
  const requests: TossPayoutsFake['requests'] = [];

  const answer = (
    status: number,
    entityBody: Record<string, unknown> | null,
    error?: { code: string; message: string },
    entityType: 'seller' | 'payout' = 'seller',
  ) => ({
    status,
    text: encryptJwe(
      {
        version: '2022-11-16',
        traceId: randomBytes(8).toString('hex'),
        entityType,
        entityBody,
        error: error ?? null,
      },
      securityKey,
    ),
  });

  function handle(method: string, path: string, authorization: string | undefined, raw: string) {
    let body: Record<string, unknown> | Record<string, unknown>[] | null = null;
    if (raw !== '') {
      try {
        body = decryptJwe(raw, securityKey) as Record<string, unknown> | Record<string, unknown>[];
      } catch {
        requests.push({ method, path, headers: {}, body: null });
        return answer(400, null, { code: 'INVALID_ENCRYPTION', message: '암호화된 요청을 해석할 수 없습니다.' });
      }
    }
    const recorded = requests.at(-1);
    if (recorded) recorded.body = body;
    if (authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
      return answer(401, null, {
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      });
    }
    if (method === 'POST' && path === '/v2/sellers' && body && !Array.isArray(body)) {
      const company = body.company as Record<string, unknown> | undefined;
      const account = body.account as Record<string, unknown> | undefined;
      if (
        typeof body.refSellerId !== 'string' ||
        !['INDIVIDUAL_BUSINESS', 'CORPORATE'].includes(body.businessType as string) ||
        !company?.name ||
        !company.representativeName ||
        !/^\d{10}$/.test(String(company.businessRegistrationNumber)) ||
        !/^\d{2}$/.test(String(account?.bankCode)) ||
        !account?.accountNumber ||
        !account.holderName
      ) {
        return answer(400, null, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      if ([...sellers.values()].some((seller) => seller.refSellerId === body.refSellerId)) {
        return answer(400, null, { code: 'ALREADY_EXIST_SELLER', message: '이미 등록된 셀러입니다.' });
      }
      const seller = { ...body, id: `seller_${randomBytes(8).toString('hex')}`, status: 'APPROVAL_REQUIRED' };
      sellers.set(seller.id, seller);
      return answer(200, seller);
    }
    const match = /^\/v2\/sellers\/([^/]+)$/.exec(path);
    if ((method === 'GET' || method === 'POST') && match) {
      const seller = sellers.get(decodeURIComponent(match[1] as string));
      if (!seller) return answer(404, null, { code: 'NOT_FOUND_SELLER', message: '셀러를 찾을 수 없습니다.' });
      if (method === 'POST') {
        const account = (Array.isArray(body) ? undefined : body?.account) as Record<string, unknown> | undefined;
        if (!/^\d{2}$/.test(String(account?.bankCode)) || !account?.accountNumber || !account.holderName) {
          return answer(400, null, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
        }
        seller.account = account;
        seller.status = 'KYC_REQUIRED';
      }
      return answer(200, seller);
    }
    if (method === 'POST' && path === '/v2/payouts' && Array.isArray(body)) {
      const items: Record<string, unknown>[] = [];
      for (const item of body as Record<string, unknown>[]) {
        const held = [...payouts.values()].find((payout) => payout.refPayoutId === item.refPayoutId);
        if (held) {
          items.push(held);
          continue;
        }
        const seller = sellers.get(String(item.destination));
        const amount = item.amount as { currency?: unknown; value?: unknown } | undefined;
        if (!seller) return answer(404, null, { code: 'NOT_FOUND_SELLER', message: '셀러를 찾을 수 없습니다.' });
        if (seller.status !== 'APPROVED' && seller.status !== 'PARTIALLY_APPROVED') {
          return answer(
            403,
            null,
            {
              code: 'FORBIDDEN_SELLER_PAYOUT',
              message: '본인 확인이나 KYC 심사가 끝나지 않은 셀러에게는 지급할 수 없습니다.',
            },
            'payout',
          );
        }
        if (payoutRefusal) return answer(400, null, { code: 'INVALID_PAYOUT', message: payoutRefusal }, 'payout');
        if (
          typeof item.refPayoutId !== 'string' ||
          !['EXPRESS', 'SCHEDULED'].includes(item.scheduleType as string) ||
          (item.scheduleType === 'SCHEDULED' && !/^\d{4}-\d{2}-\d{2}$/.test(String(item.payoutDate))) ||
          amount?.currency !== 'KRW' ||
          !Number.isSafeInteger(amount.value) ||
          (amount.value as number) <= 0
        ) {
          return answer(400, null, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' }, 'payout');
        }
        const payout = { ...item, id: `payout_${randomBytes(8).toString('hex')}`, status: 'REQUESTED', error: null };
        payouts.set(payout.id, payout);
        items.push(payout);
      }
      return answer(200, { items }, undefined, 'payout');
    }
    const payoutMatch = /^\/v2\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && payoutMatch) {
      const payout = payouts.get(decodeURIComponent(payoutMatch[1] as string));
      return payout
        ? answer(200, payout, undefined, 'payout')
        : answer(404, null, { code: 'NOT_FOUND_PAYOUT', message: '지급대행 요청을 찾을 수 없습니다.' }, 'payout');
    }
    return answer(404, null, { code: 'NOT_FOUND', message: '존재하지 않는 정보 입니다.' });
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = new URL(incoming.url ?? '/', 'http://fake.invalid').pathname;
      requests.push({ method: incoming.method ?? '', path, headers: { ...incoming.headers }, body: null });
      const reply = handle(
        incoming.method ?? '',
        path,
        incoming.headers.authorization,
        Buffer.concat(chunks).toString('utf8'),
      );
      response.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    securityKey,
    requests,
    setStatus(sellerId, status) {
      const seller = sellers.get(sellerId);
      if (!seller) throw new Error(`no seller ${sellerId}`);
      seller.status = status;
    },
    setPayoutStatus(payoutId, status, message) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no payout ${payoutId}`);
      payout.status = status;
      payout.error = message ? { code: 'PAYOUT_FAILED', message } : null;
    },
    refusePayouts(message) {
      payoutRefusal = message;
    },
    payouts,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
