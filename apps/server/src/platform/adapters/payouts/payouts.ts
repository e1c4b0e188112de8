import type { PayoutBusinessType, PayoutSellerStatus } from '@academy/domain/books/payouts.rules';

/**
 * 지급대행 (payouts): registering an academy with the payment provider as a seller, so the provider
 * pays the academy's share out to the academy's own account (decision 0053). The sandbox (default)
 * or Toss Payments' payouts API v2 (with PAYMENT_PROVIDER=toss and its security key). Refusals are
 * AppErrors: PAYMENT_PROVIDER_UNAVAILABLE (no answer: try again later), PAYMENT_PROVIDER_REFUSED
 * (with the provider's Korean words), PAYMENT_NOT_FOUND_AT_PROVIDER (no such seller).
 */

export type PayoutSellerInput = {
  /** Our own id for the seller (the academy's), unique at the provider. */
  refSellerId: string;
  businessType: PayoutBusinessType;
  company: {
    name: string;
    representativeName: string;
    /** 10 digits. */
    businessRegistrationNumber: string;
    email: string;
    /** Digits. */
    phone: string;
  };
  /** `bankCode` is a bank code of the domain's BANKS (billing/virtual-account.ts). */
  account: { bankCode: string; accountNumber: string; holderName: string };
};

export type PayoutSeller = { sellerId: string; status: PayoutSellerStatus };

export type PayoutProvider = {
  readonly name: 'sandbox' | 'toss';
  registerSeller: (input: PayoutSellerInput) => Promise<PayoutSeller>;
  /** The seller as the provider holds it now: its KYC status is read back here. */
  getSeller: (sellerId: string) => Promise<PayoutSeller>;
};
