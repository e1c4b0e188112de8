import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import {
  DEFAULT_INSTALLMENT,
  INSTALLMENT_CODES,
  INSTALLMENT_MIN_AMOUNT_MESSAGE,
  isInstallmentAllowed,
} from './payment.rules';

/** An installment code, lump sum by default. */
export const installmentSchema = labelled(z.enum(INSTALLMENT_CODES), '할부 개월', 'choice').default(
  DEFAULT_INSTALLMENT,
);

/** An amount in won: a whole number, zero or more. */
export const wonAmountSchema = labelled(z.number().int().nonnegative(), '금액');

/** A card payment choice: the installment must be allowed for the amount (reported on `installment`). */
export const cardPaymentSchema = z
  .object({ amount: wonAmountSchema, installment: installmentSchema })
  .refine((value) => isInstallmentAllowed(value.installment, value.amount), {
    message: INSTALLMENT_MIN_AMOUNT_MESSAGE,
    path: ['installment'],
  });

export type CardPayment = z.infer<typeof cardPaymentSchema>;
