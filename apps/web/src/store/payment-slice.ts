import { DEFAULT_INSTALLMENT, type InstallmentCode } from '@academy/domain/payment/payment.rules';
import { createSessionGroup } from './session-group';

/** The class being paid for (SPEC §3 payment.classInfo). */
export type PaymentClassInfo = {
  userId: string;
  instId: string;
  instNm: string;
  classNm: string;
  classId: string;
  classTpCd: string;
  teacherNms: string;
  paidReceivedAmount: number;
  paidReceivedMonth: string;
  prepaymentMonth: number;
  tuition: number;
  regStartDt: string;
  regEndDt: string;
  round: number | null;
  otherBills: unknown[];
  unclaimed: unknown[];
};

/** SPEC §3 payment: what is being paid and with which card. */
export type PaymentState = {
  classInfo: PaymentClassInfo | null;
  myRegCardList: unknown[];
  selectCard: Record<string, unknown> | null;
  /** Installment code (SPEC §9: INSTALLMENT_CODES); SPEC §4: default lump sum. */
  installment: InstallmentCode;
};

export const initialPaymentState: PaymentState = {
  classInfo: null,
  myRegCardList: [],
  selectCard: null,
  installment: DEFAULT_INSTALLMENT,
};

export const paymentSlice = createSessionGroup('payment', initialPaymentState);
export const { patch: patchPayment, reset: resetPayment } = paymentSlice.actions;
