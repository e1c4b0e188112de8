import type { AreaPages } from '../../../lib/routing/area-pages';
import { CancelPaymentPage } from './cancel-payment-page';
import { CardManageListPage } from './card-manage-list-page';
import { CardManagementPage } from './card-management-page';
import { CardRegResultPage } from './card-reg-result-page';
import { NicePayPage } from './nice-pay-page';
import { PayResultPage } from './pay-result-page';
import { PaymentCompletePage } from './payment-complete-page';
import { PaymentListPage } from './payment-list-page';
import { PaymentPage } from './payment-page';
import { LiveClassReceiptPage, PaymentDetailPage } from './receipt-pages';
import { TossPaymentAddedPage } from './toss-payment-added-page';

/**
 * The payments area's screens (결제와 카드), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. Paying a family's bills: /v3/payment → the checkout → /payResult → 결제 완료;
 * receipts and the year's list; the office's refund of a bill by the 학원법 rule (CancelPayment, opened
 * from a paid bill of InstBill). /nicePay?orderId=… is NicePay's checkout: 결제하기 opens it for an
 * order whose provider is NicePay, and NicePay's window returns through the server to /payResult.
 * Registered cards and automatic payment on the due date: /cardManagement (from the menu and from
 * 결제 내역) → the card page → /cardRegResult; /cardManageList to remove a card.
 */
export const pages: AreaPages = {
  payment: PaymentPage,
  payResult: PayResultPage,
  nicePay: NicePayPage,
  PaymentCompletePage,
  CancelPayment: CancelPaymentPage,
  LiveClassReceipt: LiveClassReceiptPage,
  PaymentDetail: PaymentDetailPage,
  paymentList: PaymentListPage,
  cardManagement: CardManagementPage,
  cardManageList: CardManageListPage,
  cardRegResult: CardRegResultPage,
  TossPaymentAdded: TossPaymentAddedPage,
};
