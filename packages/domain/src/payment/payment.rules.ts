import { formatWon } from '../format/format.money';

/**
 * Card installments (SPEC §4, §9; PRODUCT journey 4): `00` is a lump sum (일시불, the default),
 * then `02` to `12` months; `01` does not exist. Card installments need an amount of at least
 * 50,000 won; below that only the lump sum is offered.
 */

export const INSTALLMENT_CODES = ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type InstallmentCode = (typeof INSTALLMENT_CODES)[number];

export const LUMP_SUM: InstallmentCode = '00';
export const DEFAULT_INSTALLMENT: InstallmentCode = LUMP_SUM;

/** The smallest amount (won) that may be paid by card in installments. */
export const CARD_INSTALLMENT_MIN_AMOUNT = 50_000;

export function isInstallmentCode(value: unknown): value is InstallmentCode {
  return typeof value === 'string' && (INSTALLMENT_CODES as readonly string[]).includes(value);
}

/** Months of an installment code: `00` → 1 (paid at once), `03` → 3. */
export function installmentMonths(code: InstallmentCode): number {
  return code === LUMP_SUM ? 1 : Number(code);
}

/** `일시불`, `2개월`, … `12개월`. */
export function installmentLabel(code: InstallmentCode): string {
  return code === LUMP_SUM ? '일시불' : `${Number(code)}개월`;
}

/** Whether an amount may be split into card installments. */
export function canPayInInstallments(amount: number): boolean {
  return amount >= CARD_INSTALLMENT_MIN_AMOUNT;
}

/** Whether an installment choice is allowed for an amount (a lump sum always is). */
export function isInstallmentAllowed(code: InstallmentCode, amount: number): boolean {
  return code === LUMP_SUM || canPayInInstallments(amount);
}

/** The choices to offer for an amount: only `00` below 50,000 won, all twelve from it. */
export function installmentOptions(amount: number): InstallmentCode[] {
  return canPayInInstallments(amount) ? [...INSTALLMENT_CODES] : [LUMP_SUM];
}

/** `할부는 50,000원 이상 결제할 때 선택할 수 있습니다.` */
export const INSTALLMENT_MIN_AMOUNT_MESSAGE = `할부는 ${formatWon(CARD_INSTALLMENT_MIN_AMOUNT)} 이상 결제할 때 선택할 수 있습니다.`;
