import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import { CLASS_FIXED_MAX, DEFAULT_APPOINTED_DT, DEFAULT_PAY_DT_TP_CD, DEFAULT_SHOW_YN } from './class.constants';

/**
 * Class headcount: a whole number from 1; a value above 9999 is accepted and becomes 9999
 * (SPEC §5), so the JSON Schema says `maximum` nowhere but the stored value never exceeds it.
 */
export const classFixedSchema = labelled(
  z
    .number()
    .int()
    .min(1)
    .overwrite((fixed) => Math.min(fixed, CLASS_FIXED_MAX)),
  '정원',
);

/** `Y`/`N` flags joined by `#`, e.g. `Y#Y#N#N`. */
export const showYnSchema = labelled(z.string().regex(/^[YN](#[YN])*$/), '노출 설정').default(DEFAULT_SHOW_YN);

/** Billing-day rule type code (3 digits), `010` by default. */
export const payDtTpCdSchema = labelled(z.string().regex(/^\d{3}$/), '청구일 기준', 'choice').default(
  DEFAULT_PAY_DT_TP_CD,
);

/** Billing day of the month (`1`–`31`), `1` by default. */
export const appointedDtSchema = labelled(z.string().regex(/^([1-9]|[12]\d|3[01])$/), '청구일', 'choice').default(
  DEFAULT_APPOINTED_DT,
);
