import type { IdentityPurpose } from '@academy/domain/identity/identity.constants';

/** Purposes and carriers live in the domain package (the web's sandbox page uses them too). */
export {
  CARRIERS,
  type Carrier,
  IDENTITY_PURPOSES,
  type IdentityPurpose,
} from '@academy/domain/identity/identity.constants';

/** The verified person, as the provider vouches for them. CI and DI are secrets: store them encrypted. */
export type VerifiedPerson = {
  /** 연계정보: the same for this person at every service. */
  ci: string;
  /** 중복가입확인정보: the same for this person at this service; finds duplicate accounts. */
  di: string;
  name: string;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  genderCd: 'M' | 'F';
  /** Digits only; null when the provider does not hand it out. */
  mobileNo: string | null;
  /** Null when the provider does not hand it out. */
  carrier: string | null;
};

export type VerificationStatus = 'pending' | 'completed' | 'failed' | 'expired';

/** Where the browser goes next: our own sandbox page, or the provider's page. */
export type VerificationNext = { kind: 'sandbox' } | { kind: 'redirect'; url: string };

/** 본인확인: a sandbox on this machine (default) or Toss 본인확인 (`IDENTITY_PROVIDER=toss`). */
export type IdentityVerifier = {
  kind: 'sandbox' | 'toss';
  /** Opens a transaction at the provider. `returnUrl` is absolute: the provider sends the person back there. */
  start: (input: {
    purpose: IdentityPurpose;
    returnUrl: string;
  }) => Promise<{ transId: string; next: VerificationNext }>;
  /** Where the transaction stands; `identity` only when completed. */
  result: (transId: string) => Promise<{ status: VerificationStatus; identity?: VerifiedPerson }>;
};
