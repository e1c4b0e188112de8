import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../testing/render-screen';
import { CertiResultPage } from './certi-result-page';

const TRANS_ID = '0193a3c4-0000-7000-8000-0000000000bb';
const verification = (status: string) => ({
  transId: TRANS_ID,
  status,
  purpose: 'find-id',
  consumed: false,
  expiresAt: '2099-01-01T00:00:00.000Z',
  identity: null,
});

const renderResult = (next = '/v3/FindId?method=verification') =>
  renderScreen(<CertiResultPage />, {
    path: '/certiResult',
    url: `/certiResult?${new URLSearchParams({ transId: TRANS_ID, purpose: 'find-id', next })}`,
  });

afterEach(() => vi.unstubAllGlobals());

describe('/certiResult', () => {
  it('forwards a completed verification to next with its transId', async () => {
    mockApi({ [`GET /api/identity/verifications/${TRANS_ID}`]: { body: verification('completed') } });
    const { router } = renderResult();
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/FindId'));
    expect(router.state.location.search).toBe(`?method=verification&transId=${TRANS_ID}`);
  });

  it.each([
    ['failed', '본인인증에 실패했습니다.', '실패'],
    ['expired', '본인인증 유효 시간이 지났습니다.', '만료'],
  ])('shows a %s verification and the way to start over', async (status, message, badge) => {
    mockApi({ [`GET /api/identity/verifications/${TRANS_ID}`]: { body: verification(status) } });
    const { router } = renderResult();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(badge)).toBeVisible();
    expect(screen.getByRole('link', { name: '처음부터 다시 하기' })).toHaveAttribute('href', '/v3/FindId');
    expect(router.state.location.pathname).toBe('/certiResult');
  });

  it('never forwards to another site', async () => {
    mockApi({ [`GET /api/identity/verifications/${TRANS_ID}`]: { body: verification('completed') } });
    const { router } = renderResult('https://evil.example/steal');
    expect(await screen.findByRole('alert')).toHaveTextContent('잘못된 주소로 들어왔습니다.');
    expect(router.state.location.pathname).toBe('/certiResult');
  });
});
