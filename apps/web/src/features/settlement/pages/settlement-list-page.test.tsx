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

function renderPage(seller: unknown = null) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${BASE}/settlements`]: () => ok(LIST),
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
