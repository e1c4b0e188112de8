import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { notify } from '../../platform/notifications/notify';
import { callerFor } from './attendance.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });

describe('my notifications (the bell)', () => {
  it('lists only my own, newest first, page by page, with the unread count', async () => {
    const me = await createTestUser(db);
    const someone = await createTestUser(db);
    for (let index = 0; index < 5; index += 1) {
      clock.advance(1000);
      await notify(db, [
        { userId: me.id, type: 'attendance-check-in', title: '등원 알림', body: `알림 ${index}`, now: clock.now() },
      ]);
    }
    await notify(db, [{ userId: someone.id, type: 'x', title: '남의 알림', body: '남의 것', now: clock.now() }]);
    const caller = await callerFor(app, db, me.id, clock.now());
    const first = await caller.inject({ method: 'GET', url: '/api/me/notifications?limit=3' });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items.map((item: { body: string }) => item.body)).toEqual(['알림 4', '알림 3', '알림 2']);
    expect(page.unreadCount).toBe(5);
    expect(page.items[0]).toMatchObject({ type: 'attendance-check-in', title: '등원 알림', readAt: null, link: null });
    const second = (
      await caller.inject({ method: 'GET', url: `/api/me/notifications?limit=3&before=${page.nextBefore}` })
    ).json();
    expect(second.items.map((item: { body: string }) => item.body)).toEqual(['알림 1', '알림 0']);
    expect(second.nextBefore).toBeNull();
    expect(JSON.stringify([page, second])).not.toMatch(/남의/);

    const one = await caller.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      payload: { ids: [page.items[0].id] },
    });
    expect(one.json()).toEqual({ updated: 1, unreadCount: 4 });
    // Someone else's id changes nothing.
    const theirs = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', someone.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await caller.inject({ method: 'POST', url: '/api/me/notifications/read', payload: { ids: [theirs.id] } })
      ).json(),
    ).toEqual({
      updated: 0,
      unreadCount: 4,
    });
    const all = await caller.inject({ method: 'POST', url: '/api/me/notifications/read', payload: { all: true } });
    expect(all.json()).toEqual({ updated: 4, unreadCount: 0 });
    const after = (await caller.inject({ method: 'GET', url: '/api/me/notifications' })).json();
    expect(after.items[0].readAt).toBe('2026-11-23T07:00:05.000Z');
    const untouched = await db
      .selectFrom('notifications')
      .select('read_at')
      .where('user_id', '=', someone.id)
      .execute();
    expect(untouched).toEqual([{ read_at: null }]);
  });

  it('needs a session and a valid body', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
    const me = await createTestUser(db);
    const caller = await callerFor(app, db, me.id, clock.now());
    expect((await caller.inject({ method: 'POST', url: '/api/me/notifications/read', payload: {} })).statusCode).toBe(
      400,
    );
    expect((await caller.inject({ method: 'GET', url: '/api/me/notifications?limit=500' })).statusCode).toBe(400);
  });
});
