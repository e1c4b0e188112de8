import { josa } from 'es-hangul';
import { formatNumber, formatWon } from '../format/format.money';
import { maxLengthMessage } from '../validation/validation.messages';
import {
  BILL_DISCOUNTS_MAX,
  BILL_ITEM_KIND_LABELS,
  BILL_ITEMS_MAX,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_REASON_MAX,
  INSTALLMENT_MIN_AMOUNT,
} from './billing.constants';

/**
 * Every Korean message of billing in one place: each says what is wrong and what to do instead, in
 * words a director and a parent use.
 */
export const BILLING_MESSAGES = {
  // a bill's lines and discounts
  noItems: '청구 항목을 1개 이상 넣어 주세요.',
  tooManyItems: `청구 항목은 최대 ${formatNumber(BILL_ITEMS_MAX)}개까지 넣을 수 있습니다.`,
  tooManyDiscounts: `할인은 최대 ${formatNumber(BILL_DISCOUNTS_MAX)}개까지 넣을 수 있습니다.`,
  unknownItemKind: `청구 항목은 ${Object.values(BILL_ITEM_KIND_LABELS).join(', ')} 중에서 골라 주세요. 학원법이 정한 것 말고는 청구할 수 없습니다.`,
  unknownDiscountKind: `할인 종류는 ${Object.values(DISCOUNT_KIND_LABELS).join(', ')} 중에서 골라 주세요.`,
  amountNotWon: '금액은 0원 이상, 원 단위로 입력해 주세요.',
  amountTooLarge: (max: number) => `금액은 ${formatWon(max)} 이하로 입력해 주세요.`,
  discountReason: '할인 사유를 입력해 주세요. 할인에는 사유가 함께 남습니다.',
  discountReasonTooLong: maxLengthMessage('할인 사유', DISCOUNT_REASON_MAX),
  discountOverSubtotal: (discount: number, subtotal: number) =>
    `할인 합계 ${josa(formatWon(discount), '이/가')} 청구 금액 ${formatWon(subtotal)}보다 많습니다. 할인 금액을 줄여 주세요.`,
  noLessonsLeft: '이번 달 남은 수업이 없어 청구할 교습비가 없습니다.',
  periodOrder: '수강 종료일은 수강 시작일과 같거나 그 뒤여야 합니다.',
  editSent: '이미 보낸 청구서는 고칠 수 없습니다. 청구서를 취소하고 새로 만들어 주세요.',

  // paying, refunding and cancelling a bill
  billCancelled: '취소된 청구서입니다. 다시 청구하려면 새 청구서를 만들어 주세요.',
  alreadySent: '이미 보낸 청구서입니다. 결제를 다시 알리려면 결제 안내를 보내 주세요.',
  payDraft: '아직 보내지 않은 청구서입니다. 청구서를 보낸 뒤 결제를 받아 주세요.',
  payRefunded: '환불한 청구서에는 더 결제할 수 없습니다. 새 청구서를 만들어 주세요.',
  alreadyPaid: '결제를 모두 마친 청구서입니다.',
  eventAmountNotWon: '금액은 1원 이상, 원 단위로 입력해 주세요.',
  payOverOutstanding: (outstanding: number) =>
    `남은 금액 ${formatWon(outstanding)}보다 많이 결제할 수 없습니다. ${formatWon(outstanding)} 이하로 입력해 주세요.`,
  nothingToRefund: '환불할 결제 금액이 없습니다. 결제 전의 청구서는 청구 취소로 처리해 주세요.',
  refundOverPaid: (refundable: number) =>
    `환불할 수 있는 금액은 ${formatWon(refundable)}까지입니다. 결제한 금액보다 많이 돌려줄 수 없습니다.`,
  cancelPaid: '결제된 금액이 있는 청구서는 취소할 수 없습니다. 결제 금액을 환불해 주세요.',
  cancelRefunded: '환불한 청구서는 취소할 수 없습니다. 환불 내역은 그대로 남습니다.',
  noRefund: '환불할 교습비 없음',
  refundLessonsUnknown: '반이 정해지지 않은 청구서라 수업 횟수를 셀 수 없습니다. 환불할 금액을 직접 입력해 주세요.',
  refundAccountNeeded: '가상계좌로 받은 금액을 돌려주려면 환불받을 계좌의 은행, 계좌번호, 예금주를 입력해 주세요.',
  refundUnavailable:
    '결제 기관에 연결하지 못해 환불하지 못했습니다. 아무것도 바뀌지 않았으니 잠시 후 다시 시도해 주세요.',
  refundPartlyDone: (done: number, rest: number) =>
    `${formatWon(done)}은 환불했지만 나머지 ${formatWon(rest)}은 결제 기관에서 처리하지 못했습니다. 잠시 후 나머지 금액을 다시 환불해 주세요.`,
  refundPaymentsMismatch: '결제 내역으로 돌려줄 수 있는 금액이 모자랍니다. 결제 내역을 확인한 뒤 다시 시도해 주세요.',
  nothingToPay: '이미 결제를 마친 청구서가 있습니다. 새로고침한 뒤 남은 청구서만 골라 결제해 주세요.',
  orderClosed: '끝난 결제 요청입니다. 결제하기에서 다시 시도해 주세요.',
  paymentVoided: '결제는 취소되었고 청구된 금액은 돌아갑니다. 새로고침한 뒤 남은 청구서를 확인해 주세요.',

  // 현금영수증 and card installments
  cashReceiptIdentity:
    '현금영수증 번호는 휴대폰 번호(010으로 시작하는 11자리)나 사업자등록번호(10자리)로 입력해 주세요.',
  businessNumberInvalid: '사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호 10자리를 다시 확인해 주세요.',
  cashReceiptUnavailable:
    '결제 기관에 연결하지 못해 현금영수증을 아직 발급하지 못했습니다. 발급 기한까지 자동으로 다시 시도합니다.',
  cashReceiptError: '현금영수증을 발급하는 중에 문제가 생겼습니다. 발급 기한까지 자동으로 다시 시도합니다.',
  cashReceiptExpired:
    '발급 기한까지 현금영수증을 발급하지 못했습니다. 결제 기관의 관리자 화면이나 홈택스에서 직접 발급한 뒤 결제한 분께 알려 주세요.',
  installmentTooSmall: `할부는 ${formatWon(INSTALLMENT_MIN_AMOUNT)} 이상 결제할 때 고를 수 있습니다. 일시불로 결제해 주세요.`,
} as const;
