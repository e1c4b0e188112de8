import type { NotificationPreferencesResponse } from '@academy/domain/notifications/notifications.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { ME } from '../testing/mypage-fixtures';
import { NotificationSettingsPage } from './notification-settings-page';

afterEach(() => vi.unstubAllGlobals());

const PREFERENCES: NotificationPreferencesResponse = {
  categories: [
    {
      category: 'attendance',
      label: '등원·하원·결석',
      channels: [
        { channel: 'app', enabled: true, locked: true },
        { channel: 'push', enabled: true, locked: false },
        { channel: 'message', enabled: true, locked: false },
      ],
    },
    {
      category: 'ad',
      label: '광고·이벤트 소식',
      channels: [
        { channel: 'app', enabled: true, locked: false },
        { channel: 'push', enabled: true, locked: false },
      ],
    },
  ],
};

describe('알림 설정 (MyPage)', () => {
  it('turns a category’s push off, and keeps informational news in the app', async () => {
    const api = mockApi({
      'GET /api/auth/me': ok(ME),
      'GET /api/me/notification-preferences': ok(PREFERENCES),
      'PUT /api/me/notification-preferences': (call) => {
        const [change] = (call.body as { changes: { category: string; channel: string; enabled: boolean }[] }).changes;
        return ok({
          categories: PREFERENCES.categories.map((entry) => ({
            ...entry,
            channels: entry.channels.map((setting) =>
              entry.category === change?.category && setting.channel === change.channel
                ? { ...setting, enabled: change.enabled }
                : setting,
            ),
          })),
        });
      },
    });
    renderRoutes(
      [{ path: '/v3/NotificationSettings', element: <NotificationSettingsPage /> }],
      '/v3/NotificationSettings',
    );
    const attendance = within(await screen.findByRole('region', { name: '등원·하원·결석' }));
    const inApp = attendance.getByRole('switch', { name: '앱 알림 목록' });
    expect(inApp).toBeChecked();
    expect(inApp).toBeDisabled();
    expect(attendance.getByText('학원 소식은 알림 목록에 늘 남습니다')).toBeInTheDocument();

    await userEvent.click(attendance.getByRole('switch', { name: '푸시 알림' }));
    expect(await attendance.findByRole('switch', { name: '푸시 알림', checked: false })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/me/notification-preferences').map((call) => call.body)).toEqual([
      { changes: [{ category: 'attendance', channel: 'push', enabled: false }] },
    ]);

    const ad = within(screen.getByRole('region', { name: '광고·이벤트 소식' }));
    expect(ad.getByRole('switch', { name: '앱 알림 목록' })).toBeEnabled();
    expect(ad.queryByRole('switch', { name: '알림톡·문자' })).toBeNull();
    expect(ad.getByText(/야간 수신에 동의한 경우에만/)).toBeInTheDocument();
  });
});
