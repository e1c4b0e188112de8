import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { meFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../testing/render-screen';
import { DormantAccountPage } from './dormant-account-page';

const TRANS_ID = '0193a3c4-0000-7000-8000-0000000000cc';

beforeEach(() => store.dispatch(sessionReset()));
afterEach(() => vi.unstubAllGlobals());

describe('/domantAccountTF', () => {
  it('explains dormant accounts and offers the verification', () => {
    mockApi({});
    renderScreen(<DormantAccountPage />, { path: '/domantAccountTF' });
    expect(screen.getByRole('heading', { level: 2, name: '휴면 상태의 계정입니다' })).toBeVisible();
    expect(screen.getByRole('button', { name: '본인인증하고 휴면 해제' })).toBeEnabled();
  });

  it('back from the verification, reactivates (once) and signs in', async () => {
    const api = mockApi({
      'POST /api/account/reactivate': { body: meFixture() },
      'GET /api/auth/me': { body: meFixture() },
    });
    const { router } = renderScreen(<DormantAccountPage />, {
      path: '/domantAccountTF',
      url: `/domantAccountTF?transId=${TRANS_ID}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mainTF'));
    expect(api.callsTo('POST /api/account/reactivate').map((call) => call.body)).toEqual([
      { transId: TRANS_ID, keep: true },
    ]);
  });

  it('says so when no dormant account matches, with the way back to log in', async () => {
    mockApi({
      'POST /api/account/reactivate': {
        status: 404,
        body: {
          code: 'DORMANT_ACCOUNT_NOT_FOUND',
          message: '본인인증한 정보와 일치하는 휴면 계정이 없습니다. 로그인 화면에서 다시 로그인해 주세요.',
        },
      },
    });
    renderScreen(<DormantAccountPage />, { path: '/domantAccountTF', url: '/domantAccountTF?transId=other-trans' });
    expect(await screen.findByRole('alert')).toHaveTextContent('일치하는 휴면 계정이 없습니다');
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/loginMainTF');
  });
});
