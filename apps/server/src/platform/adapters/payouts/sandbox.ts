import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors/app-error';
import type { PayoutProvider } from './payouts';

/** How long the sandbox's review of a new seller takes before it approves it. */
export const SANDBOX_SELLER_REVIEW_MS = 60_000;

/**
 * The default payouts provider: nothing leaves the machine. A new seller waits for its document
 * review (KYC_REQUIRED) and is approved a minute later. It keeps no state: the seller's id carries
 * the time it was registered (`sbx_seller_<ms in base 36>_<random>`), so every process answers the
 * same status for it.
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
  };
}

/** A sandbox seller id registered at `atMs` (the demo seeds one this way). */
export const sandboxSellerId = (atMs: number): string =>
  `sbx_seller_${atMs.toString(36)}_${randomBytes(12).toString('base64url')}`;
