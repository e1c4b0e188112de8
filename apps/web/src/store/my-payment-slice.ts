import { createSessionGroup } from './session-group';

/**
 * SPEC §3 myPayment: what the payments-received view has selected. The payments themselves (list,
 * amounts) are server data: they live in TanStack Query.
 */
export type MyPaymentState = {
  paidReceivedYear: number | null;
  paidReceivedMonth: number | null;
  paidReceivedId: string | null;
  /** The year being viewed. */
  checkDt: number | null;
};

export const initialMyPaymentState: MyPaymentState = {
  paidReceivedYear: null,
  paidReceivedMonth: null,
  paidReceivedId: null,
  checkDt: null,
};

export const myPaymentSlice = createSessionGroup('myPayment', initialMyPaymentState);
export const { patch: patchMyPayment, reset: resetMyPayment } = myPaymentSlice.actions;
