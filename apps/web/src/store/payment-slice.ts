import { DEFAULT_INSTALLMENT, type InstallmentCode } from '@academy/domain/payment/payment.rules';
import { createSessionGroup } from './session-group';

/**
 * SPEC §3 payment: the choice made while paying. What is being paid for, the registered cards and the
 * chosen one are server data: they live in TanStack Query.
 */
export type PaymentState = {
  /** Installment code (SPEC §9: INSTALLMENT_CODES); SPEC §4: default lump sum. */
  installment: InstallmentCode;
};

export const initialPaymentState: PaymentState = {
  installment: DEFAULT_INSTALLMENT,
};

export const paymentSlice = createSessionGroup('payment', initialPaymentState);
export const { patch: patchPayment, reset: resetPayment } = paymentSlice.actions;
