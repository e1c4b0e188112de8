import type { NotificationItem, NotificationsResponse } from '@academy/domain/notifications/notifications.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes } from '../../../test/render-routes';
import { NotificationsListPage } from './notifications-list-page';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `019a0000-0000-7000-8000-00000000010${id}`,
  instId: null,
  type: 'attendance-check-in',
  category: 'attendance',
  title: '[한빛수학학원] 등원 알림',
  body: `최민준 학생이 15:0${id}에 등원했습니다.`,
  link: null,
  createdAt: `2026-11-23T06:0${id}:00.000Z`,
  readAt: null,
  ...overrides,
});

/** The server's side: the list (paged by `before`), marking read, as the real routes answer. */
function serverWith(items: NotificationItem[]) {
  const state = items.map((entry) => ({ ...entry }));
  const page = (before: string | null): NotificationsResponse => {
    const older = before ? state.filter((entry) => entry.id < before) : state;
    const slice = older.slice(0, 2);
    return {
      items: slice,
      unreadCount: state.filter((entry) => !entry.readAt).length,
      nextBefore: older.length > 2 ? (slice.at(-1)?.id ?? null) : null,
    };
  };
  return mockApi({
    'GET /api/auth/me': ok(DIRECTOR_ME),
    'GET /api/me/notifications': (call) => ok(page(call.query.get('before'))),
    'POST /api/me/notifications/read': (call) => {
      const body = call.body as { ids?: string[]; all?: true };
      let updated = 0;
      for (const entry of state) {
        if (!entry.readAt && (body.all || body.ids?.includes(entry.id))) {
          entry.readAt = '2026-11-23T07:00:00.000Z';
          updated += 1;
        }
      }
      return ok({ updated, unreadCount: state.filter((entry) => !entry.readAt).length });
    },
  });
}

function renderList() {
  renderRoutes(
    [
      { path: '/v3/notificationsListPage', element: <NotificationsListPage /> },
      landing('/v3/AttendanceHistory', '출결 기록 화면'),
      landing('/v3/NotificationSettings', '알림 설정 화면'),
    ],
    '/v3/notificationsListPage',
  );
}

const list = () => screen.getByRole('list', { name: '알림 목록' });

describe('the notification list', () => {
  it('shows my notifications newest first with the unread count, and more on request', async () => {
    const api = serverWith([item(3), item(2), item(1, { readAt: '2026-11-23T06:30:00.000Z' })]);
    renderList();
    expect(await screen.findByText('읽지 않은 알림 2개')).toBeInTheDocument();
    expect(within(list()).getByText('최민준 학생이 15:03에 등원했습니다.')).toBeInTheDocument();
    expect(within(list()).getAllByText('새 알림')).toHaveLength(2);
    expect(within(list()).queryByText('최민준 학생이 15:01에 등원했습니다.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await within(list()).findByText('최민준 학생이 15:01에 등원했습니다.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/me/notifications').at(-1)?.query.get('before')).toBe(item(2).id);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('marks everything read with 모두 읽음, and the count follows', async () => {
    const api = serverWith([item(3), item(2)]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('모두 읽었습니다')).toBeInTheDocument();
    expect(api.callsTo('POST /api/me/notifications/read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(within(list()).queryByText('새 알림')).toBeNull();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('opening one reads it and goes to its screen in the app', async () => {
    const linked = item(3, { link: '/v3/AttendanceHistory?studentId=abc' });
    const api = serverWith([linked, item(2)]);
    renderList();
    await userEvent.click(await screen.findByText('최민준 학생이 15:03에 등원했습니다.'));
    expect(await screen.findByText('출결 기록 화면')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/me/notifications/read').map((call) => call.body)).toEqual([{ ids: [linked.id] }]),
    );
  });

  it('never follows a link that leaves the app', async () => {
    const outside = item(3, { link: '//evil.example/phish' });
    serverWith([outside]);
    renderList();
    await userEvent.click(await screen.findByText('최민준 학생이 15:03에 등원했습니다.'));
    expect(await screen.findByText('모두 읽었습니다')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '알림 목록' })).toBeInTheDocument();
  });

  it('offers the settings, and hides 알림 받기 where the browser has no web push', async () => {
    serverWith([]);
    renderList();
    expect(await screen.findByText('받은 알림이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '알림 받기' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '알림 설정' }));
    expect(await screen.findByText('알림 설정 화면')).toBeInTheDocument();
  });
});
