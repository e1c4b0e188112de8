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
