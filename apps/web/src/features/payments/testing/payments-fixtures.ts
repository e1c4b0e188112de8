import type { MeResponse } from '@academy/domain/account/account.schema';
import type {
  BillListResponse,
  BillRow,
  CashReceiptView,
  PaymentDetailResponse,
  PaymentOrderResponse,
} from '@academy/domain/billing/billing.schema';
import { INST_ID, INST_NM, meFixture } from '../../../test/fixtures';

/** A family's bills and payments as the server answers them, for the 결제 screens' tests. */

export const BASE = `/api/insts/${INST_ID}`;
export const MINJUN = '019a0000-0000-7000-8000-00000000d001';
export const SEOYEON = '019a0000-0000-7000-8000-00000000d002';
export const BILL_MATH = '019a0000-0000-7000-8000-00000000b001';
export const BILL_ENGLISH = '019a0000-0000-7000-8000-00000000b002';
export const BILL_BOOK = '019a0000-0000-7000-8000-00000000b003';
export const PAYMENT_ID = '019a0000-0000-7000-8000-00000000e001';
export const ORDER_ID = 'ord_20261123_ab12cd34';

export function dueBill(overrides: Partial<BillRow> = {}): BillRow {
  return {
    billId: BILL_MATH,
    title: '11월 수학A 교습비',
    status: 'sent',
    studentId: MINJUN,
    studentNm: '최민준',
    classId: '019a0000-0000-7000-8000-00000000c001',
    classNm: '수학A',
    month: '2026-11',
    regStartDt: '2026-11-01',
    regEndDt: '2026-11-30',
    dueDate: '2026-11-25',
    round: null,
    prepaymentMonth: 1,
    total: 200_000,
    paidReceivedAmount: 0,
    refundedAmount: 0,
    unclaimed: 200_000,
    sentAt: '2026-11-18T01:00:00.000Z',
    ...overrides,
  };
}

export const DUE: BillListResponse = {
  bills: [
    dueBill(),
    dueBill({
      billId: BILL_BOOK,
      title: '11월 교재비',
      classNm: null,
      classId: null,
      total: 30_000,
      unclaimed: 30_000,
      status: 'overdue',
      dueDate: '2026-11-10',
    }),
    dueBill({
      billId: BILL_ENGLISH,
      title: '11월 영어 교습비',
      studentId: SEOYEON,
      studentNm: '최서연',
      classNm: '영어B',
      total: 180_000,
      paidReceivedAmount: 140_000,
      unclaimed: 40_000,
      status: 'partly_paid',
    }),
  ],
  nextCursor: null,
  totals: { count: 3, billed: 410_000, paid: 140_000, unpaid: 270_000, refunded: 0 },
};

export function order(overrides: Partial<PaymentOrderResponse> = {}): PaymentOrderResponse {
  return {
    paymentId: PAYMENT_ID,
    orderId: ORDER_ID,
    orderName: '11월 수학A 교습비',
    amount: 200_000,
    installmentCd: '00',
    checkout: { provider: 'sandbox', clientKey: null, customerKey: 'cus_family_1' },
    ...overrides,
  };
}

export const PAID: PaymentDetailResponse = {
  payment: {
    paymentId: PAYMENT_ID,
    method: 'card',
    status: 'PARTIAL_CANCELED',
    amount: 230_000,
    cancelledAmount: 30_000,
    approvedAt: '2026-11-23T05:30:00.000Z',
    installmentCd: '03',
    cardCompany: '신한카드',
    cardNumberMasked: '4330-12**-****-123*',
    orderId: ORDER_ID,
    orderName: '11월 수학A 교습비 외 1건',
    receiptUrl: 'https://dashboard.tosspayments.com/receipt/mids/si_1',
    payerNm: '최학부모',
    instNm: INST_NM,
  },
  bills: [
    {
      billId: BILL_MATH,
      title: '11월 수학A 교습비',
      studentNm: '최민준',
      classNm: '수학A',
      total: 200_000,
      status: 'paid',
      amount: 200_000,
    },
    {
      billId: BILL_BOOK,
      title: '11월 교재비',
      studentNm: '최민준',
      classNm: null,
      total: 30_000,
      status: 'refunded',
      amount: 30_000,
    },
  ],
};

/** 10월 교습비 paid in cash at the desk, with its 현금영수증 (issued on 국세청's number unless told). */
export function paidInCash(cashReceipt: Partial<CashReceiptView> = {}): PaymentDetailResponse {
  return {
    payment: {
      paymentId: PAYMENT_ID,
      method: 'cash',
      status: 'DONE',
      amount: 200_000,
      cancelledAmount: 0,
      approvedAt: '2026-11-27T01:00:00.000Z',
      installmentCd: '00',
      cardCompany: null,
      cardNumberMasked: null,
      cashReceipt: {
        status: 'issued',
        identityMasked: '010-000-1234',
        selfIssued: true,
        issueNumber: '123456789',
        receiptUrl: 'https://dashboard.tosspayments.com/receipt/cash/1',
        dueDate: '2026-12-02',
        failureMessage: null,
        ...cashReceipt,
      },
      orderId: ORDER_ID,
      orderName: '11월 수학A 교습비',
      receiptUrl: null,
      payerNm: null,
      instNm: INST_NM,
    },
    bills: [
      {
        billId: BILL_MATH,
        title: '11월 수학A 교습비',
        studentNm: '최민준',
        classNm: '수학A',
        total: 200_000,
        status: 'paid',
        amount: 200_000,
      },
    ],
  };
}

const member = (role: MeResponse['memberships'][number]['role'], authCd: string | null) =>
  meFixture(
    { userNm: '최학부모' },
    {
      memberships: [
        {
          instId: INST_ID,
          instNm: INST_NM,
          relationCd: role === 'STUDENT' ? '010' : role === 'DIRECTOR' ? '020' : role === 'TEACHER' ? '050' : null,
          role,
          authCd,
        },
      ],
    },
  );

export const PARENT_ME = member('PARENT', null);
export const TEACHER_ME = member('TEACHER', '000');
export const DIRECTOR_AS_MEMBER = member('DIRECTOR', '000');
