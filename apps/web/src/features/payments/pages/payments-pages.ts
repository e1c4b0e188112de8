import type { AreaPages } from '../../../lib/routing/area-pages';
import { CancelPaymentPage } from './cancel-payment-page';
import { PayResultPage } from './pay-result-page';
import { PaymentCompletePage } from './payment-complete-page';
import { PaymentListPage } from './payment-list-page';
import { PaymentPage } from './payment-page';
import { LiveClassReceiptPage, PaymentDetailPage } from './receipt-pages';

/**
 * The payments area's screens (결제와 카드), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. Paying a family's bills: /v3/payment → the checkout → /payResult → 결제 완료;
 * receipts and the year's list; the office's refund of a bill by the 학원법 rule (CancelPayment, opened
 * from a paid bill of InstBill). /nicePay and registered cards are not built yet: nothing links to
 * them (a NicePay order is the only way to /nicePay, and the server offers none yet).
 */
export const pages: AreaPages = {
  payment: PaymentPage,
  payResult: PayResultPage,
  PaymentCompletePage,
  CancelPayment: CancelPaymentPage,
  LiveClassReceipt: LiveClassReceiptPage,
  PaymentDetail: PaymentDetailPage,
  paymentList: PaymentListPage,
};
