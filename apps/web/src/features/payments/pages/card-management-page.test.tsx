import { AUTOPAY_CONSENT_VERSION } from '@academy/domain/billing/cards.rules';
import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, PARENT_ME } from '../testing/payments-fixtures';
import { CardManageListPage } from './card-manage-list-page';
import { CardManagementPage } from './card-management-page';

afterEach(() => resetModals());

const CARD = '019a0000-0000-7000-8000-00000000f001';
const cards = (overrides: Partial<MyCardsResponse> = {}): MyCardsResponse => ({
  myRegCardList: [
    { cardId: CARD, cardCompany: '신한', cardNumberMasked: '12345678****123*', registeredAt: '2026-11-27T01:00:00Z' },
  ],
  selectCard: null,
  autopayConsent: null,
  consentVersion: AUTOPAY_CONSENT_VERSION,
  ...overrides,
});
const autopayOn = cards({
  selectCard: CARD,
  autopayConsent: { consentedAt: '2026-11-27T01:00:00Z', consentVersion: AUTOPAY_CONSENT_VERSION },
});

function renderCards(url: string, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(PARENT_ME),
    [`GET ${BASE}/cards`]: () => ok(cards()),
    [`GET ${BASE}/cards/registration`]: () =>
      ok({ checkout: { provider: 'sandbox', clientKey: null, customerKey: 'cus_abc' } }),
    [`POST ${BASE}/cards/sandbox/register`]: () => ok({ authKey: 'sbx_auth_1', customerKey: 'cus_abc' }),
    [`PUT ${BASE}/cards/autopay`]: () => ok(autopayOn),
    [`DELETE ${BASE}/cards/${CARD}`]: () => ok(cards({ myRegCardList: [] })),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/cardManagement', element: <CardManagementPage /> },
      { path: '/cardManageList', element: <CardManageListPage /> },
      landing('/cardRegResult', '카드 등록 결과 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

describe('/cardManagement', () => {
  it('turns automatic payment on only with the consent, sending the version of the text shown', async () => {
    const user = userEvent.setup();
    const { api } = renderCards('/cardManagement');
    const list = await screen.findByRole('list', { name: '등록 카드' });
    expect(within(list).getByText('신한 12345678****123*')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '신한 12345678****123*' })).toBeChecked();
    expect(screen.getByText(/자동결제가 꺼져 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /결제 이용약관/ })).toHaveAttribute('href', '/v3/AgreeTermsOfPay');
    expect(screen.getByRole('link', { name: /전자금융거래 이용약관/ })).toHaveAttribute(
      'href',
      '/v3/AgreeOfElecFinance',
    );

    await user.click(screen.getByRole('button', { name: '자동결제 켜기' }));
    expect(await screen.findByText('자동결제 약관에 동의해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${BASE}/cards/autopay`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /자동결제 약관에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '자동결제 켜기' }));
    await waitFor(() => expect(api.callsTo(`PUT ${BASE}/cards/autopay`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${BASE}/cards/autopay`)[0]?.body).toEqual({
      cardId: CARD,
      agreed: true,
      consentVersion: AUTOPAY_CONSENT_VERSION,
    });
    expect(await screen.findByText(/자동결제 켜짐: 신한/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '자동결제 끄기' })).toBeInTheDocument();
  });

  it('opens the local card page for the sandbox and lands on /cardRegResult with its answer', async () => {
    const user = userEvent.setup();
    const { api } = renderCards('/cardManagement');
    await user.click(await screen.findByRole('button', { name: '카드 등록' }));
    const page = await screen.findByRole('dialog', { name: '테스트 카드 등록창' });
    await user.click(within(page).getByRole('button', { name: '승인되는 카드' }));
    expect(await screen.findByText('카드 등록 결과 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/cards/sandbox/register`)[0]?.body).toMatchObject({ outcome: 'approve' });
  });
});

describe('/cardManageList', () => {
  it('removes a card after a confirmation that says automatic payment stops with it', async () => {
    const user = userEvent.setup();
    const { api } = renderCards('/cardManageList', { [`GET ${BASE}/cards`]: () => ok(autopayOn) });
    await user.click(await screen.findByRole('button', { name: '신한 12345678****123* 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '카드 삭제' });
    expect(dialog).toHaveTextContent('자동결제도 꺼집니다');
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${BASE}/cards/${CARD}`)).toHaveLength(1));
    expect(await screen.findByText('등록한 카드가 없습니다')).toBeInTheDocument();
  });
});
