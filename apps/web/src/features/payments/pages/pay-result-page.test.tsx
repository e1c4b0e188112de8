import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, ORDER_ID, PAID, PARENT_ME, PAYMENT_ID } from '../testing/payments-fixtures';
import { PayResultPage } from './pay-result-page';
import { PaymentCompletePage } from './payment-complete-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function renderResult(search: string, confirm: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(PARENT_ME),
    [`POST ${BASE}/payments/confirm`]: confirm,
    [`GET ${BASE}/payments/${PAYMENT_ID}`]: () => ok(PAID),
  });
  const view = renderRoutes(
    [
      // Strict mode runs the confirming effect twice, as development does: the order must be confirmed once.
      {
        path: '/payResult',
        element: (
          <StrictMode>
            <PayResultPage />
          </StrictMode>
        ),
      },
      { path: '/v3/PaymentCompletePage', element: <PaymentCompletePage /> },
      { path: '/v3/payment', element: <p>결제하기 화면</p> },
    ],
    `/payResult${search}`,
    { academy: 'demo' },
  );
  return { api, ...view };
}

describe('/payResult, where every checkout returns', () => {
  it('confirms the payment once, with the amount as a number, then shows 결제 완료', async () => {
    const { api, router } = renderResult(`?paymentKey=sandbox_pk_1&orderId=${ORDER_ID}&amount=230000`, () => ok(PAID));
    expect(await screen.findByRole('heading', { level: 2, name: '결제를 마쳤습니다' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/confirm`)).toHaveLength(1);
    expect(api.callsTo(`POST ${BASE}/payments/confirm`)[0]?.body).toEqual({
      paymentKey: 'sandbox_pk_1',
      orderId: ORDER_ID,
      amount: 230_000,
    });
    expect(router.state.location.pathname).toBe('/v3/PaymentCompletePage');
    expect(router.state.location.search).toBe(`?paymentId=${PAYMENT_ID}`);
    expect(screen.getAllByText('230,000원').length).toBeGreaterThan(0);
    expect(screen.getByText('3개월')).toBeInTheDocument();
    expect(screen.getByText('신한카드 4330-12**-****-123*')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '결제한 청구서 목록' })).toHaveTextContent('11월 수학A 교습비');
    expect(screen.getByRole('link', { name: '영수증 보기' })).toHaveAttribute(
      'href',
      `/v3/LiveClassReceipt?paymentId=${PAYMENT_ID}`,
    );
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/mainTF');
  });

  it('shows progress while the payment is confirmed', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderResult(`?paymentKey=pk_2&orderId=${ORDER_ID}-2&amount=1000`, async () => {
      await answered;
      return ok(PAID);
    });
    expect(await screen.findByText(/결제를 확인하는 중입니다/)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: '결제를 마쳤습니다' })).toBeInTheDocument();
  });

  it('says in Korean why a declined card was not charged, with the way back to 결제하기', async () => {
    const declined = '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.';
    const { api } = renderResult(
      `?paymentKey=pk_declined&orderId=${ORDER_ID}-3&amount=230000`,
      fail(402, 'PAYMENT_CARD_DECLINED', declined),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '결제하지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByText(declined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute('href', '/v3/payment');
    expect(api.callsTo(`POST ${BASE}/payments/confirm`)).toHaveLength(1);
  });

  it('shows a provider’s failure redirect without confirming anything', async () => {
    const { api } = renderResult(
      `?code=PAY_PROCESS_CANCELED&message=${encodeURIComponent('사용자에 의해 결제가 취소되었습니다.')}&orderId=${ORDER_ID}`,
      () => ok(PAID),
    );
    expect(await screen.findByText('사용자에 의해 결제가 취소되었습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(0));
    expect(api.callsTo(`POST ${BASE}/payments/confirm`)).toHaveLength(0);
  });

  it('refuses a return it cannot read', async () => {
    const { api } = renderResult(`?paymentKey=pk&orderId=${ORDER_ID}&amount=12.5`, () => ok(PAID));
    expect(await screen.findByText('결제 결과를 읽을 수 없습니다. 처음부터 다시 결제해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/confirm`)).toHaveLength(0);
  });
});
