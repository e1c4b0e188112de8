import type { MeResponse } from '@academy/domain/account/account.schema';
import type {
  BillDetailResponse,
  BillListResponse,
  BillRow,
  CashReceiptView,
} from '@academy/domain/billing/billing.schema';
import { INST_ID, INST_NM, meFixture } from '../../../test/fixtures';

/** Bills as the server answers them, for the 청구서 screens' tests. */

export const BILLS_PATH = `/api/insts/${INST_ID}/bills`;
export const CLASS_A = '019a0000-0000-7000-8000-00000000c001';
export const MINJUN = '019a0000-0000-7000-8000-00000000d001';
export const SEOYEON = '019a0000-0000-7000-8000-00000000d002';
export const BILL_DRAFT = '019a0000-0000-7000-8000-00000000b001';
export const BILL_DRAFT_2 = '019a0000-0000-7000-8000-00000000b002';
export const BILL_SENT = '019a0000-0000-7000-8000-00000000b003';

export function billRow(overrides: Partial<BillRow> = {}): BillRow {
  return {
    billId: BILL_DRAFT,
    title: '11월 수학A 교습비',
    status: 'draft',
    studentId: MINJUN,
    studentNm: '최민준',
    classId: CLASS_A,
    classNm: '수학A',
    month: '2026-11',
    regStartDt: '2026-11-01',
    regEndDt: '2026-11-30',
    dueDate: '2026-11-10',
    round: null,
    prepaymentMonth: 1,
    total: 200_000,
    paidReceivedAmount: 0,
    refundedAmount: 0,
    unclaimed: 200_000,
    sentAt: null,
    ...overrides,
  };
}

export const MONTH_BILLS: BillListResponse = {
  bills: [
    billRow(),
    billRow({ billId: BILL_DRAFT_2, studentId: SEOYEON, studentNm: '최서연', total: 180_000, unclaimed: 180_000 }),
    billRow({
      billId: BILL_SENT,
      status: 'partly_paid',
      studentNm: '나영호',
      total: 150_000,
      paidReceivedAmount: 50_000,
      unclaimed: 100_000,
      sentAt: '2026-11-03T01:00:00.000Z',
    }),
  ],
  nextCursor: null,
  totals: { count: 3, billed: 530_000, paid: 50_000, unpaid: 100_000, refunded: 0 },
};

export function billDetail(overrides: Partial<BillDetailResponse> = {}): BillDetailResponse {
  return {
    bill: {
      ...billRow({
        billId: BILL_SENT,
        status: 'partly_paid',
        total: 180_000,
        paidReceivedAmount: 50_000,
        unclaimed: 130_000,
        sentAt: '2026-11-03T01:00:00.000Z',
      }),
      items: [
        { kind: 'tuition', name: '', amount: 200_000 },
        { kind: 'material', name: '교구 재료', amount: 10_000 },
      ],
      discounts: [{ kind: 'sibling', amount: 30_000, reason: '형제 할인 (둘째)' }],
      subtotal: 210_000,
      discount: 30_000,
      memo: '11월 보강 1회 포함',
      prorationNote: '11월 18일 시작: 수업 8회 중 5회분 (200,000원 × 5/8)',
      cancelReason: null,
    },
    payments: [
      {
        paymentId: '019a0000-0000-7000-8000-00000000e001',
        method: 'cash',
        status: 'DONE',
        amount: 50_000,
        cancelledAmount: 0,
        approvedAt: '2026-11-05T02:00:00.000Z',
        installmentCd: '00',
        cardCompany: null,
        cardNumberMasked: null,
      },
    ],
    can: { edit: false, send: false, cancel: false, receive: true, pay: false },
    ...overrides,
  };
}

/** A payment's 현금영수증 as the server shows it to the office. */
export function cashReceipt(overrides: Partial<CashReceiptView> = {}): CashReceiptView {
  return {
    status: 'issued',
    identityMasked: '010-****-5678',
    selfIssued: false,
    issueNumber: '123456789',
    receiptUrl: null,
    dueDate: '2026-11-10',
    failureMessage: null,
    ...overrides,
  };
}

const member = (role: MeResponse['memberships'][number]['role'], authCd: string | null) =>
  meFixture(
    {},
    {
      memberships: [
        {
          instId: INST_ID,
          instNm: INST_NM,
          relationCd: role === 'MANAGER' ? '030' : role === 'TEACHER' ? '050' : role === 'STUDENT' ? '010' : null,
          role,
          authCd,
        },
      ],
    },
  );

export const MANAGER_VIEW_ONLY = member('MANAGER', '041');
export const MANAGER_BILLING = member('MANAGER', '042');
export const TEACHER_ALL = member('TEACHER', '000');
export const PARENT = member('PARENT', null);
