/**
 * The per-user flags of SPEC §6 that hide the 지급대행 prompt of 정산 내역, kept in this browser's
 * localStorage under the SPEC's names:
 * - `tossPaymentAddedDisabled_{userId}`: the invitation to apply (no registration yet) was dismissed;
 * - `tossSubMallRegDisabled_{userId}`: the reminder that the registration (the academy as the
 *   provider's sub-mall, 서브몰) still waits for its review was dismissed.
 * The value is `Y`; anything else, or no storage at all, shows the prompt.
 */
export type PayoutPromptFlag = 'tossPaymentAddedDisabled' | 'tossSubMallRegDisabled';

export const payoutPromptKey = (flag: PayoutPromptFlag, userId: string): string => `${flag}_${userId}`;

export function isPayoutPromptDisabled(flag: PayoutPromptFlag, userId: string): boolean {
  try {
    return window.localStorage.getItem(payoutPromptKey(flag, userId)) === 'Y';
  } catch {
    return false;
  }
}

export function disablePayoutPrompt(flag: PayoutPromptFlag, userId: string): void {
  try {
    window.localStorage.setItem(payoutPromptKey(flag, userId), 'Y');
  } catch {
    // Storage refused (private mode): the prompt simply shows again next time.
  }
}
