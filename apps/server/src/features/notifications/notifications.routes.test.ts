import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { notify } from '../../platform/notifications/notify';
import { signedInAs, testVapidEnv } from './notifications.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const vapid = testVapidEnv();
const app = await createTestApp(db, { clock, env: vapid });

const readAtOf = async (id: string) =>
  (await db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at;

async function someNotifications(userId: string, count: number, type = 'attendance-check-in') {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    clock.advance(1000);
    ids.push(...(await notify(db, [{ userId, type, title: '등원 알림', body: `알림 ${index}`, now: clock.now() }])));
  }
  return ids;
}

describe('my notifications (the bell)', () => {
  it('lists only my own, newest first, page by page, with the unread count and each category', async () => {
    const me = await createTestUser(db);
    const someone = await createTestUser(db);
    await someNotifications(me.id, 5);
    await notify(db, [{ userId: someone.id, type: 'x', title: '남의 알림', body: '남의 것', now: clock.now() }]);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const first = await caller.inject({ method: 'GET', url: '/api/me/notifications?limit=3' });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items.map((item: { body: string }) => item.body)).toEqual(['알림 4', '알림 3', '알림 2']);
    expect(page.unreadCount).toBe(5);
    expect(page.items[0]).toMatchObject({
      type: 'attendance-check-in',
      category: 'attendance',
      readAt: null,
      link: null,
    });
    expect(page.items[0].createdAt).toBe('2026-11-23T07:00:05.000Z');
    const second = (
      await caller.inject({ method: 'GET', url: `/api/me/notifications?limit=3&before=${page.nextBefore}` })
    ).json();
    expect(second.items.map((item: { body: string }) => item.body)).toEqual(['알림 1', '알림 0']);
    expect(second.nextBefore).toBeNull();
    expect(JSON.stringify([page, second])).not.toMatch(/남의/);
    expect((await caller.inject({ method: 'GET', url: '/api/me/notifications/unread-count' })).json()).toEqual({
      unreadCount: 5,
    });
  });

  it('leaves out what was withheld from the app (advertising without consent), in the list and the count', async () => {
    const me = await createTestUser(db);
    const [kept, withheld] = await someNotifications(me.id, 2);
    await db
      .updateTable('notifications')
      .set({ withheld: 'no-marketing-consent' })
      .where('id', '=', withheld as string)
      .execute();
    const caller = await signedInAs(app, db, me.id, clock.now());
    const list = (await caller.inject({ method: 'GET', url: '/api/me/notifications' })).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([kept]);
    expect(list.unreadCount).toBe(1);
    expect((await caller.inject({ method: 'GET', url: `/api/me/notifications/${withheld}` })).statusCode).toBe(404);
  });

  it('shows an advertisement only once its consent was judged (its delivery planned)', async () => {
    const me = await createTestUser(db);
    const instId = newId();
    await db
      .insertInto('institutes')
      .values({ id: instId, inst_nm: '별빛영어학원', president_user_id: (await createTestUser(db)).id } as never)
      .execute();
    const [ad] = await notify(db, [
      { userId: me.id, instId, type: 'ad', title: '설명회', body: '설명회 안내', advertising: true, now: clock.now() },
    ]);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const listed = async () =>
      (await caller.inject({ method: 'GET', url: '/api/me/notifications' })).json() as {
        items: { id: string }[];
        unreadCount: number;
      };
    expect((await listed()).items).toEqual([]);
    expect((await listed()).unreadCount).toBe(0);
    expect((await caller.inject({ method: 'GET', url: `/api/me/notifications/${ad}` })).statusCode).toBe(404);

    await db
      .updateTable('notifications')
      .set({ planned_at: clock.now() })
      .where('id', '=', ad as string)
      .execute();
    expect((await listed()).items.map((item) => item.id)).toEqual([ad]);
    expect((await listed()).unreadCount).toBe(1);
  });

  it('opens and marks one of mine read', async () => {
    const me = await createTestUser(db);
    const [id] = await someNotifications(me.id, 2);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const one = await caller.inject({ method: 'GET', url: `/api/me/notifications/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, title: '등원 알림', body: '알림 0', readAt: null });
    const read = await caller.inject({ method: 'POST', url: `/api/me/notifications/${id}/read` });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 1 });
    expect(await readAtOf(id as string)).toEqual(clock.now());
    // Again: already read, nothing more to change.
    expect((await caller.inject({ method: 'POST', url: `/api/me/notifications/${id}/read` })).json()).toEqual({
      updated: 0,
      unreadCount: 1,
    });
  });

  it('marks the chosen ones, or all of mine, read', async () => {
    const me = await createTestUser(db);
    const someone = await createTestUser(db);
    const ids = await someNotifications(me.id, 4);
    const [theirs] = await someNotifications(someone.id, 1);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const some = await caller.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      payload: { ids: [ids[0], ids[1], ids[1]] },
    });
    expect(some.json()).toEqual({ updated: 2, unreadCount: 2 });
    const all = await caller.inject({ method: 'POST', url: '/api/me/notifications/read', payload: { all: true } });
    expect(all.json()).toEqual({ updated: 2, unreadCount: 0 });
    expect(await readAtOf(theirs as string)).toBeNull();
  });
});

describe('someone else’s notification (attack)', () => {
  it('answers 404 to reading it and changes nothing', async () => {
    const me = await createTestUser(db);
    const victim = await createTestUser(db);
    const [theirs] = await someNotifications(victim.id, 1);
    const attacker = await signedInAs(app, db, me.id, clock.now());
    const read = await attacker.inject({ method: 'GET', url: `/api/me/notifications/${theirs}` });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('NOT_FOUND');
    expect(read.body).not.toContain('알림 0');
  });

  it('answers 404 to marking it read, alone or among mine, and changes nothing at all', async () => {
    const me = await createTestUser(db);
    const victim = await createTestUser(db);
    const [mine] = await someNotifications(me.id, 1);
    const [theirs] = await someNotifications(victim.id, 1);
    const attacker = await signedInAs(app, db, me.id, clock.now());
    const one = await attacker.inject({ method: 'POST', url: `/api/me/notifications/${theirs}/read` });
    expect(one.statusCode).toBe(404);
    const mixed = await attacker.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      payload: { ids: [mine, theirs] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await readAtOf(theirs as string)).toBeNull();
    expect(await readAtOf(mine as string)).toBeNull();
  });

  it('needs a session and a valid body', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications/unread-count' })).statusCode).toBe(401);
    const me = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    expect((await caller.inject({ method: 'POST', url: '/api/me/notifications/read', payload: {} })).statusCode).toBe(
      400,
    );
    expect((await caller.inject({ method: 'GET', url: '/api/me/notifications?limit=500' })).statusCode).toBe(400);
    expect((await caller.inject({ method: 'GET', url: '/api/me/notifications/not-an-id' })).statusCode).toBe(400);
  });
});

describe('my preferences', () => {
  it('are all on by default; informational categories stay on in the app', async () => {
    const me = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const { categories } = (await caller.inject({ method: 'GET', url: '/api/me/notification-preferences' })).json();
    expect(categories).toHaveLength(10);
    const notice = categories.find((entry: { category: string }) => entry.category === 'notice');
    expect(notice).toEqual({
      category: 'notice',
      label: '공지·수업 변경',
      channels: [
        { channel: 'app', enabled: true, locked: true },
        { channel: 'push', enabled: true, locked: false },
        { channel: 'message', enabled: true, locked: false },
      ],
    });
    const ad = categories.find((entry: { category: string }) => entry.category === 'ad');
    expect(ad.channels).toEqual([
      { channel: 'app', enabled: true, locked: false },
      { channel: 'push', enabled: true, locked: false },
    ]);
  });

  it('turn a category’s channel off and on again, for me only', async () => {
    const me = await createTestUser(db);
    const someone = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const changed = await caller.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: {
        changes: [
          { category: 'attendance', channel: 'push', enabled: false },
          { category: 'ad', channel: 'app', enabled: false },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const attendance = changed.json().categories.find((entry: { category: string }) => entry.category === 'attendance');
    expect(attendance.channels[1]).toEqual({ channel: 'push', enabled: false, locked: false });
    const rows = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'category', 'channel', 'enabled'])
      .where('user_id', 'in', [me.id, someone.id])
      .orderBy('category')
      .execute();
    expect(rows).toEqual([
      { user_id: me.id, category: 'ad', channel: 'app', enabled: false },
      { user_id: me.id, category: 'attendance', channel: 'push', enabled: false },
    ]);
    await caller.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: { changes: [{ category: 'attendance', channel: 'push', enabled: true }] },
    });
    const again = await db
      .selectFrom('notification_preferences')
      .select('enabled')
      .where('user_id', '=', me.id)
      .where('category', '=', 'attendance')
      .executeTakeFirstOrThrow();
    expect(again.enabled).toBe(true);
  });

  it('refuse turning informational news off in the app, or a channel a category has not, and write nothing', async () => {
    const me = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const locked = await caller.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: {
        changes: [
          { category: 'feed', channel: 'push', enabled: false },
          { category: 'notice', channel: 'app', enabled: false },
        ],
      },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('NOTIFICATION_PREFERENCE_LOCKED');
    const unavailable = await caller.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      payload: { changes: [{ category: 'ad', channel: 'message', enabled: false }] },
    });
    expect(unavailable.json().code).toBe('NOTIFICATION_CHANNEL_UNAVAILABLE');
    expect(
      await db.selectFrom('notification_preferences').select('category').where('user_id', '=', me.id).execute(),
    ).toEqual([]);
  });
});

describe('web push subscriptions', () => {
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  it('gives the public key browsers subscribe with', async () => {
    const me = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    expect((await caller.inject({ method: 'GET', url: '/api/me/push-subscriptions/key' })).json()).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
    });
  });

  it('keeps one row per browser, for whoever subscribed last; a replaced subscription goes', async () => {
    const me = await createTestUser(db);
    const before = await createTestUser(db);
    const endpoint = `https://push.example.com/send/${me.id}`;
    const earlier = await signedInAs(app, db, before.id, clock.now());
    expect(
      (await earlier.inject({ method: 'POST', url: '/api/me/push-subscriptions', payload: { endpoint, keys } }))
        .statusCode,
    ).toBe(200);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const mine = await caller.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: { endpoint, keys },
      headers: { 'user-agent': 'Chrome 131' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = await db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'user_agent'])
      .where('endpoint', '=', endpoint)
      .execute();
    expect(rows).toEqual([{ user_id: me.id, user_agent: 'Chrome 131' }]);
    const renewed = `${endpoint}-renewed`;
    await caller.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: { endpoint: renewed, keys, replaces: endpoint },
    });
    expect(
      (await db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', me.id).execute()).map(
        (row) => row.endpoint,
      ),
    ).toEqual([renewed]);
  });

  it('removes my own subscription; someone else’s endpoint answers 404 and stays', async () => {
    const me = await createTestUser(db);
    const victim = await createTestUser(db);
    const theirs = `https://push.example.com/send/${victim.id}`;
    const mine = `https://push.example.com/send/${me.id}`;
    await (await signedInAs(app, db, victim.id, clock.now())).inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: { endpoint: theirs, keys },
    });
    const caller = await signedInAs(app, db, me.id, clock.now());
    await caller.inject({ method: 'POST', url: '/api/me/push-subscriptions', payload: { endpoint: mine, keys } });
    const attack = await caller.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions?endpoint=${encodeURIComponent(theirs)}`,
    });
    expect(attack.statusCode).toBe(404);
    expect(
      await db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', theirs).execute(),
    ).toEqual([{ user_id: victim.id }]);
    const removed = await caller.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions?endpoint=${encodeURIComponent(mine)}`,
    });
    expect(removed.json()).toEqual({ removed: true });
    expect(await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', mine).execute()).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const me = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    for (const payload of [
      { endpoint: 'not a url', keys },
      { endpoint: 'ftp://push.example.com/x', keys },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'has spaces', auth: keys.auth } },
    ]) {
      expect((await caller.inject({ method: 'POST', url: '/api/me/push-subscriptions', payload })).statusCode).toBe(
        400,
      );
    }
    expect(await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });
});

describe('app device tokens', () => {
  it('keep one row per token with its device type; only my own can be removed', async () => {
    const me = await createTestUser(db);
    const victim = await createTestUser(db);
    const caller = await signedInAs(app, db, me.id, clock.now());
    const thief = await signedInAs(app, db, victim.id, clock.now());
    const token = `fcm-token-${me.id}`;
    const registered = await caller.inject({
      method: 'POST',
      url: '/api/me/device-tokens',
      payload: { token, deviceType: 'ANDROID' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(
      (await caller.inject({ method: 'POST', url: '/api/me/device-tokens', payload: { token, deviceType: 'TABLET' } }))
        .statusCode,
    ).toBe(400);
    const attack = await thief.inject({ method: 'DELETE', url: `/api/me/device-tokens?token=${token}` });
    expect(attack.statusCode).toBe(404);
    expect(
      await db.selectFrom('device_tokens').select(['user_id', 'device_type']).where('token', '=', token).execute(),
    ).toEqual([{ user_id: me.id, device_type: 'ANDROID' }]);
    expect((await caller.inject({ method: 'DELETE', url: `/api/me/device-tokens?token=${token}` })).json()).toEqual({
      removed: true,
    });
    expect(await db.selectFrom('device_tokens').select('id').where('token', '=', token).execute()).toEqual([]);
  });
});
