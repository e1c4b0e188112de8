import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import { INSTALLMENT_CODES, INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import {
  BASE,
  BILL_BOOK,
  BILL_ENGLISH,
  BILL_MATH,
  DIRECTOR_AS_MEMBER,
  DUE,
  ORDER_ID,
  order,
  PAID,
  PARENT_ME,
} from '../testing/payments-fixtures';
import { PaymentPage } from './payment-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function renderPay(url: string, answers: Parameters<typeof mockApi>[0] = {}, me = PARENT_ME) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BASE}/bills`]: () => ok(DUE),
    [`POST ${BASE}/payments/orders`]: (call) =>
      ok(order({ installmentCd: (call.body as { installmentCd: '00' }).installmentCd })),
    [`POST ${BASE}/payments/sandbox/authorize`]: () => ok({ paymentKey: 'sandbox_pk_1' }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/v3/payment', element: <PaymentPage /> },
      landing('/payResult', '결제 결과 화면'),
      landing('/nicePay', '나이스페이 화면'),
      landing('/v3/InstBill', '청구서 관리 화면'),
      landing('/v3/PaymentDetail', '결제 상세 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const bill = (name: RegExp) => screen.getByRole('checkbox', { name });
const installment = () => screen.getByRole('combobox', { name: /할부/ });
const optionLabels = () =>
  within(installment())
    .getAllByRole('option')
    .map((option) => option.textContent);
const payButton = () => screen.getByRole('button', { name: /결제하기$/ });

describe('/v3/payment, what the family has to pay', () => {
  it('groups the unpaid bills per child and chooses the one the notification linked', async () => {
    const { api } = renderPay(`/v3/payment?billId=${BILL_ENGLISH}`);
    const minjun = within(await screen.findByRole('list', { name: '최민준 학생의 청구서' }));
    expect(minjun.getAllByRole('checkbox')).toHaveLength(2);
    const seoyeon = within(screen.getByRole('list', { name: '최서연 학생의 청구서' }));
    expect(seoyeon.getByRole('checkbox', { name: '11월 영어 교습비 40,000원' })).toBeChecked();
    expect(bill(/수학A 교습비/)).not.toBeChecked();
    expect(bill(/교재비/)).not.toBeChecked();
    expect(seoyeon.getByText('청구 180,000원 중 140,000원 결제함')).toBeInTheDocument();
    expect(screen.getByText('청구서 1건', { exact: false })).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('40,000원 결제하기');
    expect(api.callsTo(`GET ${BASE}/bills`)[0]?.query.get('unpaid')).toBe('true');
  });

  it('offers only a lump sum below 50,000원, and every installment from it', async () => {
    const user = userEvent.setup();
    renderPay(`/v3/payment?billId=${BILL_ENGLISH}`);
    await screen.findByRole('list', { name: '최서연 학생의 청구서' });
    expect(optionLabels()).toEqual([INSTALLMENT_LABELS['00']]);
    expect(installment()).toBeDisabled();
    expect(screen.getByText(BILLING_MESSAGES.installmentTooSmall)).toBeInTheDocument();

    await user.click(bill(/수학A 교습비/));
    expect(payButton()).toHaveTextContent('240,000원 결제하기');
    expect(installment()).toBeEnabled();
    expect(optionLabels()).toEqual(INSTALLMENT_CODES.map((code) => INSTALLMENT_LABELS[code]));
    expect(installment()).toHaveValue('00');
    await user.selectOptions(installment(), '3개월');

    // Back under 50,000원 the months go, and the lump sum is what will be asked for.
    await user.click(bill(/수학A 교습비/));
    expect(installment()).toHaveValue('00');
    expect(optionLabels()).toEqual(['일시불']);
  });

  it('needs a bill and the consent before it orders anything', async () => {
    const user = userEvent.setup();
    const { api } = renderPay(`/v3/payment?billId=${BILL_ENGLISH}`);
    await screen.findByRole('list', { name: '최서연 학생의 청구서' });
    expect(screen.getByRole('link', { name: /결제 이용약관/ })).toHaveAttribute('href', '/v3/AgreeTermsOfPay');
    expect(screen.getByRole('link', { name: /전자금융거래 이용약관/ })).toHaveAttribute(
      'href',
      '/v3/AgreeOfElecFinance',
    );
    await user.click(payButton());
    expect(await screen.findByText('결제 약관에 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(bill(/영어 교습비/));
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    await user.click(payButton());
    expect(await screen.findByText('결제할 청구서를 골라 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/orders`)).toHaveLength(0);
  });

  it('orders the chosen bills and, on the local test checkout, returns to /payResult like a real provider', async () => {
    const user = userEvent.setup();
    const { api, router } = renderPay('/v3/payment');
    await screen.findByRole('list', { name: '최민준 학생의 청구서' });
    // Without a link every bill due is chosen.
    expect(payButton()).toHaveTextContent('270,000원 결제하기');
    await user.click(bill(/영어 교습비/));
    await user.selectOptions(installment(), '2개월');
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    await user.click(payButton());

    const checkout = await screen.findByRole('dialog', { name: '테스트 결제창' });
    expect(checkout).toHaveTextContent('실제 카드로 결제되지 않고, 돈이 나가지 않습니다.');
    expect(checkout).toHaveTextContent('200,000원');
    expect(api.callsTo(`POST ${BASE}/payments/orders`)[0]?.body).toEqual({
      billIds: [BILL_MATH, BILL_BOOK],
      method: 'card',
      installmentCd: '02',
    });
    await user.selectOptions(within(checkout).getByRole('combobox', { name: '카드사' }), '신한카드');
    await user.click(within(checkout).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('결제 결과 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/sandbox/authorize`)[0]?.body).toEqual({
      orderId: ORDER_ID,
      outcome: 'approve',
      cardCompany: '신한카드',
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ paymentKey: 'sandbox_pk_1', orderId: ORDER_ID, amount: '200000' });
  });

  it('orders a virtual account with a bank and a 현금영수증 number, shows it, and finishes it with 테스트 입금', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const account = {
      bank: '088',
      bankName: '신한은행',
      accountNumber: '56211234567890',
      holder: '최학부모',
      dueAt: '2026-11-30T14:59:59.000Z',
    };
    const { api } = renderPay(`/v3/payment?billId=${BILL_MATH}`, {
      [`POST ${BASE}/payments/orders`]: () => ok(order({ virtualAccount: account })),
      [`POST ${BASE}/payments/sandbox/deposit`]: () => ok(PAID),
    });
    await screen.findByRole('list', { name: '최민준 학생의 청구서' });
    await user.click(screen.getByRole('radio', { name: /가상계좌/ }));
    expect(screen.queryByRole('combobox', { name: /할부/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    const issue = screen.getByRole('button', { name: /가상계좌 받기$/ });
    await user.click(issue);
    // No bank chosen: nothing is ordered.
    expect(await screen.findByText('가상계좌를 받을 은행을 선택해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/orders`)).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: '입금할 은행' }), '신한은행');
    await user.type(screen.getByRole('textbox', { name: /현금영수증 번호/ }), '010-2345-6789');
    await user.click(issue);

    expect(await screen.findByRole('heading', { name: '입금할 계좌' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/orders`)[0]?.body).toEqual({
      billIds: [BILL_MATH],
      method: 'virtual_account',
      installmentCd: '00',
      bank: '088',
      cashReceiptIdentity: '010-2345-6789',
    });
    expect(screen.getByText('56211234567890')).toBeInTheDocument();
    expect(screen.getByText('신한은행')).toBeInTheDocument();
    expect(screen.getByText('최학부모')).toBeInTheDocument();
    expect(screen.getByText('200,000원')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('56211234567890');
    await user.click(screen.getByRole('button', { name: '테스트 입금' }));
    expect(await screen.findByText('결제 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/payments/sandbox/deposit`)[0]?.body).toEqual({ orderId: ORDER_ID });
  });

  it('shows no 테스트 입금 when the provider is not the sandbox', async () => {
    const user = userEvent.setup();
    renderPay(`/v3/payment?billId=${BILL_MATH}`, {
      [`POST ${BASE}/payments/orders`]: () =>
        ok(
          order({
            checkout: { provider: 'toss', clientKey: 'test_ck', customerKey: 'c' },
            virtualAccount: {
              bank: '004',
              bankName: 'KB국민은행',
              accountNumber: '12345678901234',
              holder: '최학부모',
              dueAt: '2026-11-30T14:59:59.000Z',
            },
          }),
        ),
    });
    await screen.findByRole('list', { name: '최민준 학생의 청구서' });
    await user.click(screen.getByRole('radio', { name: /가상계좌/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: '입금할 은행' }), 'KB국민은행');
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: /가상계좌 받기$/ }));
    expect(await screen.findByText('12345678901234')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '테스트 입금' })).not.toBeInTheDocument();
  });

  it('goes to /nicePay when the order names NicePay, and says why an order was refused', async () => {
    const user = userEvent.setup();
    const nice = renderPay(`/v3/payment?billId=${BILL_MATH}`, {
      [`POST ${BASE}/payments/orders`]: () =>
        ok(order({ checkout: { provider: 'nicepay', clientKey: 'nice', customerKey: 'c' } })),
    });
    await screen.findByRole('list', { name: '최민준 학생의 청구서' });
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    await user.click(payButton());
    expect(await screen.findByText('나이스페이 화면')).toBeInTheDocument();
    expect(nice.router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    nice.unmount();

    renderPay(`/v3/payment?billId=${BILL_MATH}`, {
      [`POST ${BASE}/payments/orders`]: fail(409, 'CONFLICT', BILLING_MESSAGES.alreadyPaid),
    });
    await screen.findByRole('list', { name: '최민준 학생의 청구서' });
    await user.click(screen.getByRole('checkbox', { name: /결제 약관에 모두 동의합니다/ }));
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.alreadyPaid);
  });

  it('says when the linked bill is no longer due, and when nothing is', async () => {
    const gone = renderPay('/v3/payment?billId=019a0000-0000-7000-8000-00000000b0ff');
    expect(await screen.findByText(/이미 결제했거나 학원에서 취소했습니다/)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /원$/ })).toHaveLength(3);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    gone.unmount();

    renderPay('/v3/payment', { [`GET ${BASE}/bills`]: () => ok({ ...DUE, bills: [] }) });
    expect(await screen.findByText('납부할 청구서가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '결제 내역 보기' })).toHaveAttribute('href', '/paymentList');
  });

  it('sends the office to its own bills', async () => {
    const { api } = renderPay('/v3/payment', {}, DIRECTOR_AS_MEMBER);
    expect(await screen.findByRole('link', { name: '청구서 관리로' })).toHaveAttribute('href', '/v3/InstBill');
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/bills`)).toHaveLength(0));
  });
});
