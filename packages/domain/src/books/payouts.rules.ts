/**
 * 지급대행 (payouts): the provider pays the academy's share out to the academy's own account once
 * the academy is registered with it as a seller and its checks (KYC) pass (decision 0053).
 */

/** Toss Payments' seller statuses (payouts v2), kept as it names them. */
export const PAYOUT_SELLER_STATUSES = ['APPROVAL_REQUIRED', 'PARTIALLY_APPROVED', 'KYC_REQUIRED', 'APPROVED'] as const;
export type PayoutSellerStatus = (typeof PAYOUT_SELLER_STATUSES)[number];

export const PAYOUT_SELLER_STATUS_LABELS: Record<PayoutSellerStatus, string> = {
  APPROVAL_REQUIRED: '대표자 본인 확인 필요',
  PARTIALLY_APPROVED: '일부 승인 (지급 한도 있음)',
  KYC_REQUIRED: '서류 심사(KYC) 필요',
  APPROVED: '승인 완료',
};

/** What the office should do next, per status. */
export const PAYOUT_SELLER_STATUS_HINTS: Record<PayoutSellerStatus, string> = {
  APPROVAL_REQUIRED: '대표자 휴대폰으로 보낸 본인 확인을 마쳐 주세요.',
  PARTIALLY_APPROVED: '한도 안에서 지급됩니다. 서류 심사를 마치면 한도 없이 지급됩니다.',
  KYC_REQUIRED: '결제 기관이 사업자 서류를 심사하고 있습니다. 심사가 끝나면 지급이 시작됩니다.',
  APPROVED: '정산 금액이 등록한 계좌로 지급됩니다.',
};

export const PAYOUT_BUSINESS_TYPES = ['INDIVIDUAL_BUSINESS', 'CORPORATE'] as const;
export type PayoutBusinessType = (typeof PAYOUT_BUSINESS_TYPES)[number];

export const PAYOUT_BUSINESS_TYPE_LABELS: Record<PayoutBusinessType, string> = {
  INDIVIDUAL_BUSINESS: '개인사업자',
  CORPORATE: '법인사업자',
};

/** An account number as the office may see it again: all but its last four digits hidden. */
export function maskAccountNumber(digits: string): string {
  const last = digits.slice(-4);
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${last}`;
}

/**
 * A payout (지급) of one settlement day to the academy's account, as the provider names its states
 * (Toss payouts v2): asked for (REQUESTED), being sent (IN_PROGRESS), in the account (COMPLETED),
 * refused or bounced (FAILED), called off (CANCELED).
 */
export const PAYOUT_STATUSES = ['REQUESTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  REQUESTED: '지급 요청',
  IN_PROGRESS: '지급 중',
  COMPLETED: '지급 완료',
  FAILED: '지급 실패',
  CANCELED: '지급 취소',
};

/** Still with the provider: its state is read back until it ends. */
export const isPayoutOpen = (status: PayoutStatus): boolean => status === 'REQUESTED' || status === 'IN_PROGRESS';

/** How many times a FAILED day is asked for again (once a day), after its first request. */
export const PAYOUT_MAX_RETRIES = 3;

/**
 * Our reference for the payout of one academy's settlement day at its `attempt`-th request: the
 * same academy, day and attempt give the same reference, so a request sent again after a lost answer
 * is the same payout at the provider, never a second one. Only a payout the provider itself reported
 * FAILED (nothing paid) is asked for again, under the next attempt's reference.
 */
export function refPayoutIdOf(instId: string, settlementDate: string, attempt: number): string {
  return `p${instId.replace(/-/g, '')}${settlementDate.replace(/-/g, '')}${attempt}`;
}

/**
 * Whether a FAILED day is asked for again today: on a later day than its last request, while its
 * retries last.
 */
export function payoutRetryDue(
  payout: { status: PayoutStatus; attempts: number; lastAttemptDate: string },
  today: string,
): boolean {
  return payout.status === 'FAILED' && payout.attempts <= PAYOUT_MAX_RETRIES && payout.lastAttemptDate < today;
}

/** A settled day whose net is 0 or less is never paid out (no negative payout): the list says why. */
export const PAYOUT_NOTHING_DUE_NOTE = '이 날은 취소 금액이 매출보다 많아 지급할 금액이 없습니다(0원 이하).';
