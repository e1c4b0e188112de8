import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterKiosk, leaveKiosk, parseKioskLock } from '../../../lib/routing/kiosk-lock';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { renderInRouter } from '../testing/render-attendance';
import { AttendanceDeskMainPage } from './attendance-desk-main-page';

const stored = () => parseKioskLock(window.localStorage.getItem('academy.kiosk'));

afterEach(() => {
  leaveKiosk();
  vi.unstubAllGlobals();
});

describe('AttendanceDeskMainPage', () => {
  it('holds the browser in kiosk mode while the desk is unlocked, with no back arrow', async () => {
    const expiresAt = '2099-01-01T00:00:00.000Z';
    mockApi({
      'GET /api/desk/status': ok({ unlocked: true, instId: 'inst-1', instNm: '한빛수학학원', expiresAt }),
    });
    renderInRouter(<AttendanceDeskMainPage />);
    expect(await screen.findByText('출결 번호를 입력해 주세요')).toBeInTheDocument();
    await vi.waitFor(() => expect(stored()).toEqual({ instId: 'inst-1', expiresAt }));
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('ends the hold once the server says the desk is locked', async () => {
    enterKiosk({ instId: 'inst-1', expiresAt: '2099-01-01T00:00:00.000Z' });
    mockApi({
      'GET /api/desk/status': ok({ unlocked: false, instId: null, instNm: null, expiresAt: null }),
      'GET /api/auth/me': ok(DIRECTOR_ME),
    });
    renderRoutes([{ path: '/', element: <AttendanceDeskMainPage /> }], '/', { academy: 'demo' });
    expect(await screen.findByRole('button', { name: '데스크 열기' })).toBeInTheDocument();
    await vi.waitFor(() => expect(stored()).toBeNull());
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });
});
