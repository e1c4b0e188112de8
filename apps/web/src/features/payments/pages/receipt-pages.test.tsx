import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { MyPaymentsResponse, PaymentDetailResponse } from '@academy/domain/billing/billing.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchMyPayment, resetMyPayment } from '../../../store/my-payment-slice';
import { store } from '../../../store/store';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  BASE,
  DIRECTOR_AS_MEMBER,
  PAID,
  PARENT_ME,
  PAYMENT_ID,
  paidInCash,
  TEACHER_ME,
} from '../testing/payments-fixtures';
import { PaymentListPage } from './payment-list-page';
import { LiveClassReceiptPage, PaymentDetailPage } from './receipt-pages';

beforeEach(() => {
  store.dispatch(resetMyPayment());
});
afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const YEAR: MyPaymentsResponse = {
  paidReceivedYear: 2026,
  paidReceivedList: [
    {
      paidReceivedId: PAYMENT_ID,
      paidReceivedMonth: '2026-11',
      paidReceivedAmount: 230_000,
      cancelledAmount: 30_000,
      method: 'card',
      status: 'PARTIAL_CANCELED',
      orderName: '11월 수학A 교습비 외 1건',
      approvedAt: '2026-11-23T05:30:00.000Z',
    },
    {
      paidReceivedId: '019a0000-0000-7000-8000-00000000e002',
      paidReceivedMonth: '2026-10',
      paidReceivedAmount: 200_000,
      cancelledAmount: 0,
      method: 'cash',
      status: 'DONE',
      orderName: '10월 수학A 교습비',
      approvedAt: '2026-10-05T02:00:00.000Z',
    },
  ],
};

function renderAt(url: string, me = PARENT_ME, payment: PaymentDetailResponse = PAID) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ok(payment),
    [`GET ${BASE}/payments`]: (call) =>
      ok(call.query.get('checkDt') === '2026' ? YEAR : { paidReceivedYear: 2025, paidReceivedList: [] }),
  });
  const view = renderRoutes(
    [
      { path: '/v3/LiveClassReceipt', element: <LiveClassReceiptPage /> },
      { path: '/v3/PaymentDetail', element: <PaymentDetailPage /> },
      { path: '/paymentList', element: <PaymentListPage /> },
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

/** The receipt's label and value pairs, as a screen reader reads them. */
function facts(receipt: HTMLElement): Record<string, string> {
  const terms = within(receipt).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

describe('the receipt (LiveClassReceipt) and the payment’s detail', () => {
  it('shows the academy, payer, date, method, masked card, installment, amount, cancelled and the bills', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt(`/v3/LiveClassReceipt?paymentId=${PAYMENT_ID}`);
    const receipt = await screen.findByRole('article', { name: '영수증' });
    expect(screen.getByRole('heading', { level: 1, name: '영수증' })).toBeInTheDocument();
    expect(facts(receipt)).toMatchObject({
      학원: '한빛수학학원',
      결제자: '최학부모',
      '결제 일시': '2026.11.23 (월) 14:30',
      '결제 방법': '카드',
      카드: '신한카드 4330-12**-****-123*',
      할부: '3개월',
      '결제 금액': '230,000원',
      '취소 금액': '30,000원',
      상태: '부분 취소',
    });
    const bills = within(within(receipt).getByRole('region', { name: '이 결제로 낸 청구서' }));
    expect(bills.getByText('11월 수학A 교습비')).toBeInTheDocument();
    expect(bills.getByText('11월 교재비')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /카드 매출전표 보기/ })).toHaveAttribute('href', PAID.payment.receiptUrl);

    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens the receipt from a payment’s detail, and shows the office every payment', async () => {
    renderAt(`/v3/PaymentDetail?paymentId=${PAYMENT_ID}`, DIRECTOR_AS_MEMBER);
    expect(await screen.findByRole('article', { name: '영수증' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '영수증 보기' })).toHaveAttribute(
      'href',
      `/v3/LiveClassReceipt?paymentId=${PAYMENT_ID}`,
    );
  });

  it('shows a card payment without a 현금영수증', async () => {
    renderAt(`/v3/LiveClassReceipt?paymentId=${PAYMENT_ID}`);
    const receipt = await screen.findByRole('article', { name: '영수증' });
    expect(facts(receipt)).not.toHaveProperty('현금영수증');
    expect(screen.queryByRole('link', { name: /현금영수증 보기/ })).toBeNull();
  });

  it('shows cash’s 현금영수증 self-issued, with its approval number, how to claim it and its page', async () => {
    renderAt(`/v3/LiveClassReceipt?paymentId=${PAYMENT_ID}`, PARENT_ME, paidInCash());
    const receipt = await screen.findByRole('article', { name: '영수증' });
    expect(facts(receipt)).toMatchObject({
      '결제 방법': '현금',
      카드: '-',
      현금영수증: '발급 완료 (010-000-1234) · 자진발급',
      '현금영수증 승인번호': '123456789',
    });
    expect(within(receipt).getByText(/국세청 번호\(010-000-1234\)로 자진발급했습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '현금영수증 보기 (새 창)' })).toHaveAttribute(
      'href',
      'https://dashboard.tosspayments.com/receipt/cash/1',
    );
  });

  it('shows a 현금영수증 on the payer’s number waiting with its due date, and one that failed with why', async () => {
    const waiting = paidInCash({
      status: 'pending',
      identityMasked: '010-****-5678',
      selfIssued: false,
      issueNumber: null,
      receiptUrl: null,
    });
    const first = renderAt(`/v3/PaymentDetail?paymentId=${PAYMENT_ID}`, PARENT_ME, waiting);
    let receipt = await screen.findByRole('article', { name: '영수증' });
    expect(facts(receipt).현금영수증).toBe('발급 대기 (기한 12월 2일)');
    expect(facts(receipt)).not.toHaveProperty('현금영수증 승인번호');
    expect(within(receipt).queryByText(/자진발급/)).toBeNull();
    first.unmount();

    const failed = paidInCash({
      status: 'failed',
      issueNumber: null,
      receiptUrl: null,
      failureMessage: BILLING_MESSAGES.cashReceiptExpired,
    });
    renderAt(`/v3/PaymentDetail?paymentId=${PAYMENT_ID}`, DIRECTOR_AS_MEMBER, failed);
    receipt = await screen.findByRole('article', { name: '영수증' });
    expect(facts(receipt).현금영수증).toBe('발급 실패 · 자진발급');
    expect(within(receipt).getByText(BILLING_MESSAGES.cashReceiptExpired)).toBeInTheDocument();
  });

  it('shows a teacher no money', async () => {
    const { api } = renderAt(`/v3/PaymentDetail?paymentId=${PAYMENT_ID}`, TEACHER_ME);
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/payments/${PAYMENT_ID}`)).toHaveLength(0);
  });
});

describe('/paymentList, the year’s payments', () => {
  it('lists the year’s payments, each opening its detail, and steps to another year', async () => {
    const user = userEvent.setup();
    store.dispatch(patchMyPayment({ checkDt: 2026 }));
    const { api } = renderAt('/paymentList');
    const list = within(await screen.findByRole('list', { name: '결제 목록' }));
    const rows = list.getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', `/v3/PaymentDetail?paymentId=${PAYMENT_ID}`);
    expect(rows[0]).toHaveTextContent('11월 수학A 교습비 외 1건');
    expect(rows[0]).toHaveTextContent('취소 30,000원');
    expect(rows[0]).toHaveTextContent('부분 취소');
    expect(rows[1]).toHaveTextContent('현금');
    expect(screen.getByText('이 해 결제 400,000원')).toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/payments`)[0]?.query.get('checkDt')).toBe('2026');

    await user.click(screen.getByRole('button', { name: '이전 해' }));
    expect(await screen.findByText('2025년 결제 내역이 없습니다')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/payments`).at(-1)?.query.get('checkDt')).toBe('2025'));
    expect(store.getState().myPayment.checkDt).toBe(2025);
  });
});
