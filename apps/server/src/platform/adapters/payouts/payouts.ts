import type { PayoutBusinessType, PayoutSellerStatus, PayoutStatus } from '@academy/domain/books/payouts.rules';

/**
 * 지급대행 (payouts): registering an academy with the payment provider as a seller, so the provider
 * pays the academy's share out to the academy's own account (decision 0053). The sandbox (default)
 * or Toss Payments' payouts API v2 (with PAYMENT_PROVIDER=toss and its security key). Refusals are
 * AppErrors: PAYMENT_PROVIDER_UNAVAILABLE (no answer: try again later), PAYMENT_PROVIDER_REFUSED
 * (with the provider's Korean words), PAYMENT_NOT_FOUND_AT_PROVIDER (no such seller or payout).
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
  account: PayoutAccount;
};

export type PayoutSeller = { sellerId: string; status: PayoutSellerStatus };

/** `bankCode` is a bank code of the domain's BANKS (billing/virtual-account.ts). */
export type PayoutAccount = { bankCode: string; accountNumber: string; holderName: string };

export type PayoutRequest = {
  /** Our reference (refPayoutIdOf): the same reference is the same payout at the provider. */
  refPayoutId: string;
  /** The seller paid (its id at the provider). */
  sellerId: string;
  /** Won, more than 0. */
  amount: number;
  /** The business date (Seoul) the money is to reach the account. */
  payoutDate: string;
  /** What the academy's bank statement shows. */
  description: string;
};

export type Payout = {
  payoutId: string;
  refPayoutId: string;
  status: PayoutStatus;
  amount: number;
  payoutDate: string;
  /** The provider's words for a FAILED payout, else null. */
  failure: string | null;
};

export type PayoutProvider = {
  readonly name: 'sandbox' | 'toss';
  registerSeller: (input: PayoutSellerInput) => Promise<PayoutSeller>;
  /** The seller as the provider holds it now: its KYC status is read back here. */
  getSeller: (sellerId: string) => Promise<PayoutSeller>;
  /**
   * The account the seller is paid to from now on; answers the seller as the provider holds it
   * after the change (its id, and the review it starts again).
   */
  updateSellerAccount: (sellerId: string, account: PayoutAccount) => Promise<PayoutSeller>;
  /** Asks the provider to pay `amount` to the seller on `payoutDate`; a repeated reference answers the same payout. */
  requestPayout: (request: PayoutRequest) => Promise<Payout>;
  /** A payout as the provider holds it now. */
  getPayout: (payoutId: string) => Promise<Payout>;
};
