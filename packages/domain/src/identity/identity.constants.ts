/** What an identity verification (본인확인) is for; the step that uses the result names the same purpose. */
export const IDENTITY_PURPOSES = [
  'signup',
  'signup-guardian',
  'find-id',
  'find-password',
  'phone-change',
  'reactivate',
  'withdrawal',
  'family',
] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];

/** Mobile carriers offered on the verification page (알뜰폰 per network). */
export const CARRIERS = ['SKT', 'KT', 'LGU+', 'SKT_MVNO', 'KT_MVNO', 'LGU_MVNO'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  SKT: 'SKT',
  KT: 'KT',
  'LGU+': 'LG U+',
  SKT_MVNO: 'SKT 알뜰폰',
  KT_MVNO: 'KT 알뜰폰',
  LGU_MVNO: 'LG U+ 알뜰폰',
};
