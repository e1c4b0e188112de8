/**
 * Card installments (SPEC §4, §9; PRODUCT journey 4): `00` is a lump sum (일시불, the default),
 * then `02` to `12` months; `01` does not exist.
 */

export const INSTALLMENT_CODES = ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type InstallmentCode = (typeof INSTALLMENT_CODES)[number];

/** A lump sum (일시불) unless the payer chooses otherwise. */
export const DEFAULT_INSTALLMENT: InstallmentCode = '00';
