import { createSessionGroup } from './session-group';

/** SPEC §3 myPayment: the payments-received view's selection. */
export type MyPaymentState = {
  paidReceivedList: unknown[];
  paidReceivedYear: number | null;
  paidReceivedMonth: number | null;
  paidReceivedId: string | null;
  paidReceivedAmount: number | null;
  /** The year being viewed. */
  checkDt: number | null;
};

export const initialMyPaymentState: MyPaymentState = {
  paidReceivedList: [],
  paidReceivedYear: null,
  paidReceivedMonth: null,
  paidReceivedId: null,
  paidReceivedAmount: null,
  checkDt: null,
};

export const myPaymentSlice = createSessionGroup('myPayment', initialMyPaymentState);
export const { patch: patchMyPayment, reset: resetMyPayment } = myPaymentSlice.actions;
