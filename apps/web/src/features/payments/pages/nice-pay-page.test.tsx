import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INST_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { type AuthNice, NICEPAY_SDK_URL, type NicePayRequest } from '../lib/nicepay-sdk';
import { BASE, ORDER_ID, PARENT_ME, PAYMENT_ID } from '../testing/payments-fixtures';
import { NicePayPage } from './nice-pay-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  delete window.AUTHNICE;
  for (const script of document.head.querySelectorAll(`script[src="${NICEPAY_SDK_URL}"]`)) script.remove();
});

const ORDER: PaymentOrderResponse = {
  paymentId: PAYMENT_ID,
  orderId: ORDER_ID,
  orderName: '11월 수학A 교습비 외 1건',
  amount: 230_000,
  installmentCd: '00',
  checkout: { provider: 'nicepay', clientKey: 'S2_test_client', customerKey: 'cus_abc' },
};

/** NicePay's SDK as the page sees it: what it was asked to open, and how the window answers. */
function nicePaySdk(answer?: (request: NicePayRequest) => void) {
  const requests: NicePayRequest[] = [];
  const sdk: AuthNice = {
    requestPay: (request) => {
      requests.push(request);
      answer?.(request);
    },
  };
  return { sdk, requests };
}

function renderNicePay(search: string, order: Parameters<typeof mockApi>[0][string] = () => ok(ORDER)) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(PARENT_ME),
    [`GET ${BASE}/payments/orders/${ORDER_ID}`]: order,
  });
  const view = renderRoutes(
    [
      { path: '/nicePay', element: <NicePayPage /> },
      { path: '/v3/payment', element: <p>결제하기 화면</p> },
    ],
    `/nicePay${search}`,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const sdkScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${NICEPAY_SDK_URL}"]`);

describe('/nicePay, NicePay’s checkout', () => {
  it('reads the order from the server and opens NicePay’s window with its amount and our return address', async () => {
    const user = userEvent.setup();
    const { sdk, requests } = nicePaySdk();
    window.AUTHNICE = sdk;
    const { api } = renderNicePay(`?orderId=${ORDER_ID}`);

    expect(await screen.findByText('11월 수학A 교습비 외 1건')).toBeInTheDocument();
    expect(screen.getByText('230,000원')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '230,000원 결제하기' }));

    expect(requests).toEqual([
      {
        clientId: 'S2_test_client',
        method: 'card',
        orderId: ORDER_ID,
        amount: 230_000,
        goodsName: '11월 수학A 교습비 외 1건',
        returnUrl: `${window.location.origin}/api/insts/${INST_ID}/payments/nicepay/return`,
        fnError: expect.any(Function),
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('나이스페이 결제창을 여는 중입니다');
    expect(api.callsTo(`GET ${BASE}/payments/orders/${ORDER_ID}`)).toHaveLength(1);
  });

  it('says in Korean when NicePay’s script cannot load, and loads it again on request', async () => {
    const user = userEvent.setup();
    renderNicePay(`?orderId=${ORDER_ID}`);
    expect(await screen.findByText('나이스페이 결제창을 불러오는 중')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '230,000원 결제하기' })).toBeDisabled();

    await waitFor(() => expect(sdkScript()).not.toBeNull());
    sdkScript()?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('나이스페이 결제창을 불러오지 못했습니다.');
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();

    sdkScript()?.remove();
    await user.click(screen.getByRole('button', { name: '다시 불러오기' }));
    await waitFor(() => expect(sdkScript()).not.toBeNull());
    window.AUTHNICE = nicePaySdk().sdk;
    sdkScript()?.dispatchEvent(new Event('load'));
    // The button is back at once, disabled while the script loads; it is enabled once the load is seen.
    await waitFor(() => expect(screen.getByRole('button', { name: '230,000원 결제하기' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows NicePay’s reason when its window cannot open', async () => {
    const user = userEvent.setup();
    window.AUTHNICE = nicePaySdk((request) => request.fnError({ errorMsg: '가맹점 정보가 올바르지 않습니다' })).sdk;
    renderNicePay(`?orderId=${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: '230,000원 결제하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '나이스페이 결제창을 열지 못했습니다(가맹점 정보가 올바르지 않습니다). 다시 시도해 주세요.',
    );
  });

  it('sends back to 결제하기 for a finished order or none, without loading NicePay', async () => {
    renderNicePay(`?orderId=${ORDER_ID}`, () => fail(409, 'CONFLICT', BILLING_MESSAGES.orderClosed));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.orderClosed);
    expect(screen.getByRole('link', { name: '결제하기로 돌아가기' })).toHaveAttribute('href', '/v3/payment');
    expect(sdkScript()).toBeNull();
  });

  it('asks for an order when the address names none', async () => {
    const { api } = renderNicePay('');
    expect(await screen.findByRole('alert')).toHaveTextContent('결제 요청이 없습니다.');
    expect(api.callsTo(`GET ${BASE}/payments/orders/${ORDER_ID}`)).toHaveLength(0);
  });
});
