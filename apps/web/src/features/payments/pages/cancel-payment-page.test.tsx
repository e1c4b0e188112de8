import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { RefundQuoteResponse, RefundView } from '@academy/domain/billing/refund.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../store/store';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, MINJUN, PAYMENT_ID, TEACHER_ME } from '../testing/payments-fixtures';
import { CancelPaymentPage } from './cancel-payment-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BILL_ID = '019a0000-0000-7000-8000-00000000b0aa';
const CANCEL_ID = '019a0000-0000-7000-8000-00000000f001';
const BILL_PATH = `${BASE}/bills/${BILL_ID}`;

function billDetail(overrides: Partial<BillDetailResponse> = {}): BillDetailResponse {
  return {
    bill: {
      billId: BILL_ID,
      title: '11월 수학A 교습비',
      status: 'paid',
      studentId: MINJUN,
      studentNm: '최민준',
      classId: '019a0000-0000-7000-8000-00000000c001',
      classNm: '수학A',
      month: '2026-11',
      regStartDt: '2026-11-01',
      regEndDt: '2026-11-30',
      dueDate: '2026-11-10',
      round: null,
      prepaymentMonth: 1,
      total: 200_000,
      paidReceivedAmount: 200_000,
      refundedAmount: 0,
      unclaimed: 0,
      sentAt: '2026-11-01T01:00:00.000Z',
      items: [{ kind: 'tuition', name: '교습비', amount: 200_000 }],
      discounts: [],
      subtotal: 200_000,
      discount: 0,
      memo: '',
      prorationNote: null,
      cancelReason: null,
    },
    payments: [
      {
        paymentId: PAYMENT_ID,
        method: 'card',
        status: 'DONE',
        amount: 200_000,
        cancelledAmount: 0,
        approvedAt: '2026-11-05T01:00:00.000Z',
        installmentCd: '00',
        cardCompany: '신한',
        cardNumberMasked: '4330****1234',
        cashReceipt: null,
      },
    ],
    refunds: [],
    can: { edit: false, send: false, cancel: false, receive: false, pay: false, refund: true },
    ...overrides,
  };
}

/** The 학원법 quote: half on the 12th of November, after 3 of its 8 lessons; any other day as before they start. */
function quoteOn(refundDate: string): RefundQuoteResponse {
  const half = refundDate === '2026-11-12';
  return {
    billId: BILL_ID,
    refundDate,
    cause: 'learner',
    paid: 200_000,
    refunded: 0,
    refundable: 200_000,
    tuitionPaid: 200_000,
    otherCosts: [],
    lessonsKnown: true,
    proposed: half ? 100_000 : 200_000,
    rule: half ? 'half' : 'full',
    explanation: half
      ? '총 8회 중 3회 수업(1/2 경과 전): 교습비 200,000원의 1/2인 100,000원 환불'
      : '수업 시작 전: 교습비 200,000원 전액 환불',
    months: [
      {
        start: '2026-11-01',
        end: '2026-11-30',
        amount: 200_000,
        lessons: 8,
        held: half ? 3 : 0,
        rule: half ? 'half' : 'full',
        refund: half ? 100_000 : 200_000,
      },
    ],
    dueDate: '2026-11-17',
    refundAccountNeeded: false,
  };
}

function renderRefund(detail = billDetail(), me = DIRECTOR_ME) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BILL_PATH}`]: () => ok(detail),
    [`GET ${BILL_PATH}/refund-quote`]: (call) => ok(quoteOn(call.query.get('refundDate') ?? '')),
    [`POST ${BILL_PATH}/refunds`]: () => ok(billDetail({ can: { ...detail.can, refund: false } })),
    [`POST ${BILL_PATH}/refunds/${CANCEL_ID}/done`]: () => ok(detail),
  });
  const view = renderRoutes(
    [{ path: '/v3/CancelPayment', element: <CancelPaymentPage /> }, landing('/v3/InstBill', '청구서 관리 화면')],
    `/v3/CancelPayment?billId=${BILL_ID}`,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const amountField = () => screen.getByRole('textbox', { name: /환불 금액/ });

describe('CancelPayment, a bill refunded by the 학원법 rule', () => {
  it('shows the rule and its explanation before anything is confirmed, then refunds and goes back to the bill', async () => {
    const user = userEvent.setup();
    const { api, router } = renderRefund();
    expect(await screen.findByRole('heading', { name: '11월 수학A 교습비' })).toBeInTheDocument();
    // Today's quote first; then the day the student stopped coming.
    await screen.findByText('수업 시작 전: 교습비 200,000원 전액 환불');
    fireEvent.change(screen.getByLabelText(/환불 기준일/), { target: { value: '2026-11-12' } });
    const quote = await screen.findByRole('region', { name: /학원법 환불 기준/ });
    await within(quote).findByText('총 8회 중 3회 수업(1/2 경과 전): 교습비 200,000원의 1/2인 100,000원 환불');
    expect(within(quote).getByText('1/2 환불')).toBeInTheDocument();
    expect(within(quote).getByText('환불할 금액 100,000원')).toBeInTheDocument();
    expect(within(quote).getByText(/2026\.11\.17까지 돌려줘야 합니다/)).toBeInTheDocument();
    await waitFor(() => expect(amountField()).toHaveValue('100000'));
    expect(api.callsTo(`POST ${BILL_PATH}/refunds`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^환불 사유/ }), '이사로 수강 중단');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    const confirm = await screen.findByRole('alertdialog', { name: '환불할까요?' });
    expect(confirm).toHaveTextContent('최민준 11월 수학A 교습비 100,000원을 환불합니다.');
    expect(confirm).toHaveTextContent('총 8회 중 3회 수업(1/2 경과 전)');
    expect(api.callsTo(`POST ${BILL_PATH}/refunds`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '환불' }));

    expect(await screen.findByText('청구서 관리 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?month=2026-11&billId=${BILL_ID}`);
    expect(api.callsTo(`POST ${BILL_PATH}/refunds`)[0]?.body).toEqual({
      refundDate: '2026-11-12',
      cause: 'learner',
      amount: 100_000,
      reason: '이사로 수강 중단',
    });
    expect(store.getState().toast.msg).toBe('100,000원을 환불했습니다.');
  });

  it('asks again with the academy’s reason, and never takes more than may be refunded', async () => {
    const user = userEvent.setup();
    const { api } = renderRefund();
    await screen.findByText('수업 시작 전: 교습비 200,000원 전액 환불');
    await user.click(screen.getByRole('radio', { name: '학원 사정' }));
    await waitFor(() =>
      expect(api.callsTo(`GET ${BILL_PATH}/refund-quote`).at(-1)?.query.get('cause')).toBe('academy'),
    );

    await user.clear(amountField());
    await user.type(amountField(), '250000');
    await user.type(screen.getByRole('textbox', { name: /^환불 사유/ }), '퇴원');
    await user.click(screen.getByRole('button', { name: '환불하기' }));
    expect(
      await screen.findByText('환불할 수 있는 금액은 200,000원까지입니다. 결제한 금액보다 많이 돌려줄 수 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(`POST ${BILL_PATH}/refunds`)).toHaveLength(0);

    // Less than the law's amount is allowed, with a caution.
    await user.clear(amountField());
    await user.type(amountField(), '150000');
    expect(await screen.findByText(/학원법이 정한 환불 금액 200,000원보다 적습니다/)).toBeInTheDocument();
  });

  it('shows a cash refund still owed with its deadline, and marks it paid back', async () => {
    const user = userEvent.setup();
    const owed: RefundView = {
      cancelId: CANCEL_ID,
      paymentId: PAYMENT_ID,
      method: 'cash',
      amount: 130_000,
      status: 'requested',
      rule: 'two_thirds',
      explanation: '총 8회 중 2회 수업(1/3 경과 전): 교습비 200,000원의 2/3인 133,334원 환불',
      reason: '퇴원',
      dueDate: '2026-12-02',
      createdAt: '2026-11-27T01:00:00.000Z',
      doneAt: null,
    };
    const { api } = renderRefund(
      billDetail({
        bill: { ...billDetail().bill, refundedAmount: 130_000, status: 'refunded' },
        refunds: [owed],
      }),
    );
    const list = await screen.findByRole('list', { name: '환불 목록' });
    expect(list).toHaveTextContent('현금 130,000원');
    expect(list).toHaveTextContent('2026.12.02까지 돌려주기');
    expect(list).toHaveTextContent('환불 대기');
    await user.click(within(list).getByRole('button', { name: '현금 130,000원 환불 완료' }));
    await waitFor(() => expect(api.callsTo(`POST ${BILL_PATH}/refunds/${CANCEL_ID}/done`)).toHaveLength(1));
    await waitFor(() => expect(store.getState().toast.msg).toBe('돌려준 것으로 기록했습니다.'));
    // What is left to refund is what was paid less what went back.
    expect(screen.getByText('70,000원')).toBeInTheDocument();
  });

  it('is the office’s: a teacher is told why not, and nothing is asked of the server', async () => {
    const { api } = renderRefund(billDetail(), TEACHER_ME);
    expect(await screen.findByText(/환불은 원장님과 결제 등록 권한\(042\)이 있는 실장님만/)).toBeInTheDocument();
    expect(api.callsTo(`GET ${BILL_PATH}`)).toHaveLength(0);
  });
});
