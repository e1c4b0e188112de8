import { INSTALLMENT_MIN_AMOUNT } from '../billing/billing.constants';

/**
 * Card installments (SPEC §4, §9; PRODUCT journey 4): `00` is a lump sum (일시불, the default),
 * then `02` to `12` months; `01` does not exist. Installments are offered from
 * `INSTALLMENT_MIN_AMOUNT` (50,000 won); below it only the lump sum is, and the refusal is
 * `BILLING_MESSAGES.installmentTooSmall`.
 */

export const INSTALLMENT_CODES = ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type InstallmentCode = (typeof INSTALLMENT_CODES)[number];

/** A lump sum (일시불) unless the payer chooses otherwise. */
export const DEFAULT_INSTALLMENT: InstallmentCode = '00';

/** `일시불`, `2개월` … `12개월`, as the payment screen lists them. */
export const INSTALLMENT_LABELS: Record<InstallmentCode, string> = Object.fromEntries(
  INSTALLMENT_CODES.map((code) => [code, code === '00' ? '일시불' : `${Number(code)}개월`]),
) as Record<InstallmentCode, string>;

/** Whether an installment choice may be used for an amount: a lump sum always, months from 50,000 won. */
export function isInstallmentAllowed(code: InstallmentCode, amount: number): boolean {
  return code === DEFAULT_INSTALLMENT || amount >= INSTALLMENT_MIN_AMOUNT;
}

/** The choices to offer for an amount: only `00` below 50,000 won, all of them from it. */
export function installmentChoices(amount: number): InstallmentCode[] {
  return INSTALLMENT_CODES.filter((code) => isInstallmentAllowed(code, amount));
}
