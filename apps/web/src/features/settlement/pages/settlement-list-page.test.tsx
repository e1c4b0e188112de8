import type { SettlementListResponse } from '@academy/domain/books/settlement.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DIRECTOR_ID, DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { payoutPromptKey } from '../lib/payout-prompt-flags';
import { SettlementListPage } from './settlement-list-page';

afterEach(() => {
  resetModals();
  window.localStorage.clear();
});

const BASE = `/api/insts/${INST_ID}`;

const LIST: SettlementListResponse = {
  month: '2026-11',
  provider: 'sandbox',
  syncedAt: '2026-11-27T00:00:00.000Z',
  totals: { count: 2, gross: 145_000, fee: 4_785, net: 140_215, differences: 1 },
  days: [
    {
      date: '2026-11-04',
      count: 2,
      gross: 145_000,
      fee: 4_785,
      net: 140_215,
      differences: 1,
      payments: [
        {
          paymentId: '019a0000-0000-7000-8000-00000000a001',
          orderId: 'o1',
          orderName: '11월 수학A 교습비',
          paymentKey: 'k1',
          cardCompany: '신한',
          soldDate: '2026-11-02',
          amount: 100_000,
          reportedAmount: 100_000,
          fee: 3_300,
          payOutAmount: 96_700,
          state: 'matched',
        },
        {
          paymentId: '019a0000-0000-7000-8000-00000000a002',
          orderId: 'o2',
          orderName: '11월 영어B 교습비',
          paymentKey: 'k2',
          cardCompany: '신한',
          soldDate: '2026-11-02',
          amount: 50_000,
          reportedAmount: 45_000,
          fee: 1_485,
          payOutAmount: 43_515,
          state: 'amount_differs',
        },
      ],
    },
  ],
};

const payment = (
  orderId: string,
  amount: number,
  soldDate: string,
): SettlementListResponse['days'][number]['payments'][number] => ({
  paymentId: null,
  orderId,
  orderName: `${orderId} 교습비`,
  paymentKey: orderId,
  cardCompany: '국민',
  soldDate,
  amount,
  reportedAmount: amount,
  fee: Math.floor(amount * 0.033),
  payOutAmount: amount - Math.floor(amount * 0.033),
  state: 'matched',
});

/** A month whose days were paid out: one completed, one refused once, one refused for the last time, one not due. */
const PAID_LIST: SettlementListResponse = {
  month: '2026-11',
  provider: 'sandbox',
  syncedAt: '2026-11-27T00:00:00.000Z',
  totals: { count: 4, gross: 400_000, fee: 13_200, net: 386_800, differences: 0, paidOut: 96_700 },
  days: [
    {
      date: '2026-11-12',
      count: 1,
      gross: 0,
      fee: 0,
      net: 0,
      differences: 0,
      payments: [payment('o12', 0, '2026-11-10')],
      payout: null,
      payoutNote: '이 날은 취소 금액이 매출보다 많아 지급할 금액이 없습니다(0원 이하).',
    },
    {
      date: '2026-11-10',
      count: 1,
      gross: 100_000,
      fee: 3_300,
      net: 96_700,
      differences: 0,
      payments: [payment('o10', 100_000, '2026-11-06')],
      payout: {
        status: 'FAILED',
        statusLabel: '지급 실패',
        amount: 96_700,
        requestedAt: '2026-11-13T00:00:00.000Z',
        completedAt: null,
        failure: '예금주가 일치하지 않습니다.',
        attempts: 4,
      },
      payoutNote: null,
    },
    {
      date: '2026-11-06',
      count: 1,
      gross: 100_000,
      fee: 3_300,
      net: 96_700,
      differences: 0,
      payments: [payment('o6', 100_000, '2026-11-04')],
      payout: {
        status: 'FAILED',
        statusLabel: '지급 실패',
        amount: 96_700,
        requestedAt: '2026-11-06T00:00:00.000Z',
        completedAt: null,
        failure: '계좌가 해지되었습니다.',
        attempts: 2,
      },
      payoutNote: null,
    },
    {
      date: '2026-11-04',
      count: 1,
      gross: 100_000,
      fee: 3_300,
      net: 96_700,
      differences: 0,
      payments: [payment('o4', 100_000, '2026-11-02')],
      payout: {
        status: 'COMPLETED',
        statusLabel: '지급 완료',
        amount: 96_700,
        requestedAt: '2026-11-04T00:00:00.000Z',
        completedAt: '2026-11-05T00:10:00.000Z',
        failure: null,
        attempts: 1,
      },
      payoutNote: null,
    },
  ],
};

function renderPage(seller: unknown = null, list: SettlementListResponse = LIST) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${BASE}/settlements`]: () => ok(list),
    [`POST ${BASE}/settlements/sync`]: () => ok({ fetched: 7, stored: 2 }),
    [`GET ${BASE}/payouts/seller`]: () => ok({ seller, provider: 'sandbox' }),
  });
  const view = renderRoutes(
    [{ path: '/v3/SettlementListPage', element: <SettlementListPage /> }],
    '/v3/SettlementListPage?month=2026-11',
    { academy: 'demo' },
  );
  return { api, ...view };
}

describe('정산 내역 (SettlementListPage)', () => {
  it('shows the month by payout day with each payment’s match state, and flags the difference', async () => {
    renderPage();
    expect(
      await screen.findByText('결제 기관의 정산 내역과 다른 결제가 1건 있습니다. 표시된 결제를 확인해 주세요.'),
    ).toBeInTheDocument();
    const day = screen.getByRole('region', { name: '11월 4일 지급' });
    expect(within(day).getByText('2건 · 결제 145,000원 · 수수료 4,785원 · 지급 140,215원')).toBeInTheDocument();
    expect(within(day).getByText('일치')).toBeInTheDocument();
    expect(within(day).getByText('금액 다름')).toBeInTheDocument();
    expect(within(day).getByText(/우리 기록 50,000원 · 정산 내역 45,000원/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '정산 월' })).toHaveTextContent('2026년 11월');
  });

  it('shows what each day paid out to the academy’s account, and the month’s 지급 완료', async () => {
    renderPage(null, PAID_LIST);
    const totals = await screen.findByRole('list', { name: '이달 지급 합계' });
    const paidOut = within(totals).getByText('지급 완료').closest('li');
    expect(paidOut).toHaveTextContent('지급 완료96,700원');

    const done = screen.getByLabelText('11월 4일 학원 계좌 지급');
    expect(done).toHaveTextContent('학원 계좌 지급지급 완료 96,700원');
    expect(done).toHaveTextContent('요청2026.11.04 (수) 09:00');
    expect(done).toHaveTextContent('입금2026.11.05 (목) 09:10');
    expect(done).not.toHaveTextContent('요청 횟수');
    expect(within(screen.getByRole('region', { name: '11월 4일 지급' })).queryByText(/지급하지 못했습니다/)).toBeNull();
  });

  it('says calmly why a day failed and that it is asked again the next day, up to three times', async () => {
    renderPage(null, PAID_LIST);
    const once = await screen.findByRole('region', { name: '11월 6일 지급' });
    expect(within(once).getByLabelText('11월 6일 학원 계좌 지급')).toHaveTextContent('지급 실패 96,700원');
    expect(within(once).getByLabelText('11월 6일 학원 계좌 지급')).toHaveTextContent('요청 횟수2번');
    expect(within(once).getByText(/결제 기관이 지급하지 못했습니다: 계좌가 해지되었습니다\./)).toHaveTextContent(
      '다음 날 자동으로 다시 요청합니다(최대 3번, 2번 남음). 따로 하실 일은 없습니다.',
    );
    // A failure is told, not shouted: no alert interrupts the reader.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const last = screen.getByRole('region', { name: '11월 10일 지급' });
    const notice = within(last).getByText(/예금주가 일치하지 않습니다\./);
    expect(notice).toHaveTextContent('3번 다시 요청했지만 지급되지 않아 더 이상 자동으로 요청하지 않습니다.');
    expect(notice).not.toHaveTextContent('다음 날');
  });

  it('explains a day of 0 won or less that is not paid out, and shows no payout for it', async () => {
    renderPage(null, PAID_LIST);
    const day = await screen.findByRole('region', { name: '11월 12일 지급' });
    expect(
      within(day).getByText('이 날은 취소 금액이 매출보다 많아 지급할 금액이 없습니다(0원 이하).'),
    ).toBeInTheDocument();
    expect(within(day).queryByLabelText('11월 12일 학원 계좌 지급')).not.toBeInTheDocument();
  });

  it('shows no payout lines and no 지급 완료 figure when the list carries none', async () => {
    renderPage();
    const totals = await screen.findByRole('list', { name: '이달 지급 합계' });
    expect(within(totals).queryByText('지급 완료')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('11월 4일 학원 계좌 지급')).not.toBeInTheDocument();
  });

  it('fetches the provider’s report again for the month shown', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.click(await screen.findByRole('button', { name: '다시 맞춰 보기' }));
    expect(
      await screen.findByText('결제 기관의 정산 내역 7건을 받아 이 학원 결제 2건과 맞춰 보았습니다.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ month: '2026-11' });
  });

  it('invites the director to 지급대행 until the per-user flag hides it, under its SPEC name', async () => {
    const user = userEvent.setup();
    renderPage();
    const prompt = await screen.findByRole('region', { name: '정산 금액을 학원 계좌로 바로 받으세요' });
    expect(within(prompt).getByRole('link', { name: '지급대행 신청하기' })).toHaveAttribute(
      'href',
      '/v3/TossPaymentAdded',
    );
    await user.click(within(prompt).getByRole('button', { name: '다시 보지 않기' }));
    expect(screen.queryByRole('region', { name: '정산 금액을 학원 계좌로 바로 받으세요' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(payoutPromptKey('tossPaymentAddedDisabled', DIRECTOR_ID))).toBe('Y');
    expect(payoutPromptKey('tossSubMallRegDisabled', DIRECTOR_ID)).toBe(`tossSubMallRegDisabled_${DIRECTOR_ID}`);
  });

  it('reminds of a registration still under review, hidden by tossSubMallRegDisabled', async () => {
    window.localStorage.setItem(`tossSubMallRegDisabled_${DIRECTOR_ID}`, 'Y');
    renderPage({ status: 'KYC_REQUIRED', statusLabel: '서류 심사(KYC) 필요' });
    await screen.findByText('11월 4일 지급');
    expect(screen.queryByRole('region', { name: '지급대행 심사가 진행 중입니다' })).not.toBeInTheDocument();
  });
});
