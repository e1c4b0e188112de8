import { randomBytes } from 'node:crypto';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { AppError } from '../../errors/app-error';
import { providerRefusal } from '../payments/provider-errors';
import type { Payout, PayoutProvider } from './payouts';

/** How long the sandbox's review of a new seller takes before it approves it. */
export const SANDBOX_SELLER_REVIEW_MS = 60_000;

/**
 * The default payouts provider: nothing leaves the machine. A new seller waits for its document
 * review (KYC_REQUIRED) and is approved a minute later. It keeps no state: the seller's id carries
 * the time it was registered (`sbx_seller_<ms in base 36>_<random>`), so every process answers the
 * same status for it. Changing the account is a new review: the answer is a seller id of the time of
 * the change, waiting a minute again.
 *
 * Payouts likewise: the payout id carries its date, amount and our reference
 * (`sbx_payout_<YYYYMMDD>_<won in base 36>_<reference>`), so the same reference answers the same
 * payout and every process reads the same state — REQUESTED until its payout date has come in
 * Seoul, COMPLETED from then. A seller still under review is refused, as Toss does.
 */
export function createSandboxPayouts(now: () => Date): PayoutProvider {
  const registeredAt = (sellerId: string): number | null => {
    const match = /^sbx_seller_([0-9a-z]+)_[A-Za-z0-9_-]+$/.exec(sellerId);
    return match ? Number.parseInt(match[1] as string, 36) : null;
  };
  const statusOf = (since: number) =>
    now().getTime() - since >= SANDBOX_SELLER_REVIEW_MS ? ('APPROVED' as const) : ('KYC_REQUIRED' as const);

  return {
    name: 'sandbox',
    async registerSeller() {
      const since = now().getTime();
      return { sellerId: sandboxSellerId(since), status: statusOf(since) };
    },
    async getSeller(sellerId) {
      const since = registeredAt(sellerId);
      if (since === null) throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      return { sellerId, status: statusOf(since) };
    },
    async updateSellerAccount(sellerId) {
      if (registeredAt(sellerId) === null) throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      const since = now().getTime();
      return { sellerId: sandboxSellerId(since), status: statusOf(since) };
    },
    async requestPayout({ refPayoutId, sellerId, amount, payoutDate }) {
      const since = registeredAt(sellerId);
      if (since === null) throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
      if (statusOf(since) !== 'APPROVED') {
        throw providerRefusal('PAYMENT_PROVIDER_REFUSED', { sentence: '셀러 심사가 끝나지 않아 지급할 수 없습니다.' });
      }
      if (!Number.isSafeInteger(amount) || amount <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(payoutDate)) {
        throw providerRefusal('PAYMENT_PROVIDER_REFUSED', { sentence: '지급 금액이나 지급일이 올바르지 않습니다.' });
      }
      return payoutOf(sandboxPayoutId(refPayoutId, amount, payoutDate));
    },
    async getPayout(payoutId) {
      return payoutOf(payoutId);
    },
  };

  function payoutOf(payoutId: string): Payout {
    const match = /^sbx_payout_(\d{4})(\d{2})(\d{2})_([0-9a-z]+)_([A-Za-z0-9_-]+)$/.exec(payoutId);
    if (!match) throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
    const [, year, month, day, amount, ref] = match as unknown as [string, string, string, string, string, string];
    const payoutDate = `${year}-${month}-${day}`;
    return {
      payoutId,
      refPayoutId: Buffer.from(ref, 'base64url').toString('utf8'),
      status: todayBusinessDate(now()) >= payoutDate ? 'COMPLETED' : 'REQUESTED',
      amount: Number.parseInt(amount, 36),
      payoutDate,
      failure: null,
    };
  }
}

/** A sandbox seller id registered at `atMs` (the demo seeds one this way). */
export const sandboxSellerId = (atMs: number): string =>
  `sbx_seller_${atMs.toString(36)}_${randomBytes(12).toString('base64url')}`;

/** The sandbox's payout of `amount` won on `payoutDate` under our reference (the demo seeds its history this way). */
export const sandboxPayoutId = (refPayoutId: string, amount: number, payoutDate: string): string =>
  `sbx_payout_${payoutDate.replace(/-/g, '')}_${amount.toString(36)}_${Buffer.from(refPayoutId).toString('base64url')}`;
