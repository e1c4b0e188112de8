import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createKysely } from '../../db/connect';
import type { Database } from '../../db/database';
import { testVapidEnv } from '../../features/notifications/notifications.test-helpers';
import { createAdapters } from '../adapters/create-adapters';
import type { MessageSender } from '../adapters/messaging/messaging';
import { startFcmFake } from '../adapters/push/fcm.fake';
import type { WebPushSender } from '../adapters/push/push';
import { startWebPushService } from '../adapters/push/web-push.fake';
import { type Clock, fixedClock } from '../clock';
import type { Adapters, AppContext } from '../context';
import { newId } from '../ids/new-id';
import { deliverNotifications } from './delivery';
import { deliveryStatusesOf } from './delivery-status';
import { previewMessageCost } from './message-cost';
import { notify } from './notify';

/**
 * The delivery of notifications on the real database: planning by preferences and consent, web
 * push through a local push service (encrypted, decrypted there as a browser would), FCM through a
 * local fake of its HTTP v1 API, AlimTalk with its SMS fallback, retries with back-off, held
 * advertising, and two workers with their own pools on one database never sending twice.
 */

const { db, url } = await createTestDatabase();
const pushService = await startWebPushService();
const fcm = await startFcmFake();
afterAll(() => Promise.all([pushService.close(), fcm.close()]));

const config = testConfig({
  ...testVapidEnv(),
  NATIVE_PUSH_PROVIDER: 'fcm',
  FCM_PROJECT_ID: fcm.projectId,
  FCM_CLIENT_EMAIL: fcm.clientEmail,
  FCM_PRIVATE_KEY: fcm.privateKey,
  FCM_API_URL: fcm.url,
  FCM_TOKEN_URL: fcm.tokenUrl,
});

/** A process's context: its own database handle and clock, the adapters from the configuration (or some replaced). */
function contextOf(database: Database, clock: Clock, replaced: Partial<Adapters> = {}): AppContext {
  return { db: database, clock, config, adapters: { ...createAdapters(config, database, clock), ...replaced } };
}

/** 14:00 in Seoul. */
const DAYTIME = '2026-11-23T05:00:00Z';

async function subscribe(userId: string) {
  const subscription = pushService.subscribe();
  await db
    .insertInto('push_subscriptions')
    .values({
      id: newId(),
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_agent: null,
      created_at: new Date(DAYTIME),
      updated_at: new Date(DAYTIME),
    })
    .execute();
  return subscription;
}

async function deviceToken(userId: string, token = `token-${newId()}`) {
  await db
    .insertInto('device_tokens')
    .values({
      id: newId(),
      user_id: userId,
      token,
      device_type: 'ANDROID',
      created_at: new Date(DAYTIME),
      updated_at: new Date(DAYTIME),
    })
    .execute();
  return token;
}

async function academy(instNm = '한빛수학학원') {
  const director = await createTestUser(db);
  const id = newId();
  await db
    .insertInto('institutes')
    .values({ id, inst_nm: instNm, president_user_id: director.id } as never)
    .execute();
  return id;
}

const deliveriesOf = (notificationId: string) =>
  db
    .selectFrom('notification_deliveries')
    .select(['channel', 'status', 'attempts', 'reason', 'next_attempt_at', 'sent_at'])
    .where('notification_id', '=', notificationId)
    .orderBy('channel')
    .execute();

const pushesTo = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

describe('planning and sending by every channel the person allows', () => {
  it('sends web push, app push and AlimTalk, each once, and the app keeps the record', async () => {
    const clock = fixedClock(DAYTIME);
    const ctx = contextOf(db, clock);
    const instId = await academy();
    const parent = await createTestUser(db, { mobileNo: '01055556666' });
    const subscription = await subscribe(parent.id);
    const token = await deviceToken(parent.id);
    const [id] = await notify(db, [
      {
        userId: parent.id,
        instId,
        type: 'class-session-cancel',
        title: '[한빛수학학원] 휴강 안내',
        body: '내일 수학A 반은 휴강합니다.',
        link: '/timeClass',
        now: clock.now(),
        message: {
          template: 'class-session-changed',
          variables: { 학원명: '한빛수학학원', 내용: '내일 수학A 반은 휴강합니다.' },
        },
      },
    ]);

    expect(await deliverNotifications(ctx)).toEqual({ planned: 1, sent: 3 });
    const rows = await deliveriesOf(id as string);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['alimtalk', 'sent', 1],
      ['fcm', 'sent', 1],
      ['webpush', 'sent', 1],
    ]);
    // The browser's push service got it encrypted for that browser: decrypted, it is the notification.
    const [push] = pushesTo(subscription.endpoint);
    expect(JSON.parse(push?.text ?? '{}')).toEqual({
      id,
      type: 'class-session-cancel',
      notification: { title: '[한빛수학학원] 휴강 안내', body: '내일 수학A 반은 휴강합니다.' },
      url: `/pushPage?id=${id}&type=class-session-cancel&link=%2FtimeClass`,
    });
    expect(fcm.accepted.find((message) => message.token === token)).toMatchObject({
      notification: { title: '[한빛수학학원] 휴강 안내', body: '내일 수학A 반은 휴강합니다.' },
      data: { type: 'class-session-cancel', notificationId: id },
    });
    const outbox = await db
      .selectFrom('outbox_messages')
      .select(['channel', 'body', 'template_code', 'purpose'])
      .where('recipient', '=', '01055556666')
      .execute();
    expect(outbox).toEqual([
      {
        channel: 'alimtalk',
        body: '[한빛수학학원] 내일 수학A 반은 휴강합니다.',
        template_code: 'class-session-changed',
        purpose: 'class-session-cancel',
      },
    ]);
    // Priced into the month's ledger at the configured price.
    expect(
      await db
        .selectFrom('message_sends')
        .select(['channel', 'won', 'purpose'])
        .where('inst_id', '=', instId)
        .execute(),
    ).toEqual([{ channel: 'alimtalk', won: config.messagePrices.alimTalk, purpose: 'class-session-cancel' }]);

    // Nothing is sent again by a later run.
    expect(await deliverNotifications(ctx)).toEqual({ planned: 0, sent: 0 });
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('follows the person’s preferences, and plans nothing for channels they have no device for', async () => {
    const clock = fixedClock(DAYTIME);
    const ctx = contextOf(db, clock);
    const parent = await createTestUser(db);
    const subscription = await subscribe(parent.id);
    await db
      .insertInto('notification_preferences')
      .values([
        { user_id: parent.id, category: 'attendance', channel: 'push', enabled: false, updated_at: clock.now() },
        // Informational news stays in the app whatever is stored.
        { user_id: parent.id, category: 'attendance', channel: 'app', enabled: false, updated_at: clock.now() },
      ])
      .execute();
    const [checkIn, notice] = await notify(db, [
      { userId: parent.id, type: 'attendance-check-in', title: '등원', body: '등원했습니다.', now: clock.now() },
      { userId: parent.id, type: 'notice', title: '공지', body: '새 공지가 있습니다.', now: clock.now() },
    ]);
    await deliverNotifications(ctx);
    expect(await deliveriesOf(checkIn as string)).toEqual([]);
    expect((await deliveriesOf(notice as string)).map((row) => row.channel)).toEqual(['webpush']);
    expect(pushesTo(subscription.endpoint).map((push) => JSON.parse(push.text).type)).toEqual(['notice']);
    const withheld = await db
      .selectFrom('notifications')
      .select(['id', 'withheld'])
      .where('user_id', '=', parent.id)
      .orderBy('id')
      .execute();
    expect(withheld).toEqual([
      { id: checkIn, withheld: null },
      { id: notice, withheld: null },
    ]);
  });
});

describe('several processes on one database', () => {
  it('never send the same delivery twice', async () => {
    const COUNT = 400;
    const clock = fixedClock(DAYTIME);
    const otherDb = createKysely(url, 4);
    afterAll(() => otherDb.destroy());
    const one = contextOf(db, clock);
    const two = contextOf(otherDb, clock);
    const people = await Promise.all(Array.from({ length: COUNT }, () => createTestUser(db, { mobileNo: null })));
    const endpoints = await Promise.all(people.map(async (person) => (await subscribe(person.id)).endpoint));
    const ids = await notify(
      db,
      people.map((person, index) => ({
        userId: person.id,
        type: 'notice',
        title: '공지',
        body: `공지 ${index}`,
        now: clock.now(),
      })),
    );

    // Every process plans and sends at once, as they do when the same event wakes them all.
    const runs = await Promise.all([one, two, one, two, one, two].map((ctx) => deliverNotifications(ctx)));
    expect(runs.reduce((sum, run) => sum + run.planned, 0)).toBe(COUNT);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(COUNT);
    const received = pushService.received.filter((push) => endpoints.includes(push.endpoint));
    expect(received).toHaveLength(COUNT);
    expect(new Set(received.map((push) => JSON.parse(push.text).id))).toEqual(new Set(ids));
    const rows = await db
      .selectFrom('notification_deliveries')
      .select(['status', 'attempts'])
      .where('notification_id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('failures', () => {
  it('tries again with a growing back-off, keeps the reason, and stops after the last attempt', async () => {
    const clock = fixedClock(DAYTIME);
    let failures = 2;
    const flaky: WebPushSender = {
      publicKey: () => 'unused',
      send: async () =>
        failures-- > 0 ? { ok: false, gone: false, reason: 'provider-error: push service answered 503' } : { ok: true },
    };
    const ctx = contextOf(db, clock, { webPush: flaky });
    const parent = await createTestUser(db);
    await subscribe(parent.id);
    const [id] = await notify(db, [
      { userId: parent.id, type: 'notice', title: '공지', body: '본문', now: clock.now() },
    ]);

    await deliverNotifications(ctx);
    expect(await deliveriesOf(id as string)).toEqual([
      {
        channel: 'webpush',
        status: 'pending',
        attempts: 1,
        reason: 'provider-error: push service answered 503',
        next_attempt_at: new Date(clock.now().getTime() + 30_000),
        sent_at: null,
      },
    ]);
    clock.advance(29_000);
    expect((await deliverNotifications(ctx)).sent).toBe(0);
    expect((await deliveriesOf(id as string))[0]?.attempts).toBe(1);
    clock.advance(1_000);
    await deliverNotifications(ctx);
    expect(await deliveriesOf(id as string)).toMatchObject([
      { status: 'pending', attempts: 2, next_attempt_at: new Date(clock.now().getTime() + 60_000) },
    ]);
    clock.advance(60_000);
    await deliverNotifications(ctx);
    expect(await deliveriesOf(id as string)).toMatchObject([
      { status: 'sent', attempts: 3, reason: null, sent_at: clock.now() },
    ]);

    const broken: WebPushSender = {
      publicKey: () => 'unused',
      send: async () => ({ ok: false, gone: false, reason: 'provider-error: down' }),
    };
    const failing = contextOf(db, clock, { webPush: broken });
    const [doomed] = await notify(db, [
      { userId: parent.id, type: 'notice', title: '공지', body: '본문', now: clock.now() },
    ]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deliverNotifications(failing);
      clock.advance(30 * 60_000);
    }
    expect(await deliveriesOf(doomed as string)).toMatchObject([
      { status: 'failed', attempts: 5, reason: 'provider-error: down' },
    ]);
  });

  it('deletes a subscription the push service says is gone (410) and keeps sending to the others', async () => {
    const clock = fixedClock(DAYTIME);
    const ctx = contextOf(db, clock);
    const parent = await createTestUser(db);
    const stale = await subscribe(parent.id);
    const fresh = await subscribe(parent.id);
    pushService.gone.add(stale.endpoint);
    const lonely = await createTestUser(db);
    const onlyStale = await subscribe(lonely.id);
    pushService.gone.add(onlyStale.endpoint);
    const [sent, failed] = await notify(db, [
      { userId: parent.id, type: 'notice', title: '공지', body: '본문', now: clock.now() },
      { userId: lonely.id, type: 'notice', title: '공지', body: '본문', now: clock.now() },
    ]);
    await deliverNotifications(ctx);
    expect(await deliveriesOf(sent as string)).toMatchObject([{ status: 'sent' }]);
    expect(pushesTo(fresh.endpoint)).toHaveLength(1);
    expect(await deliveriesOf(failed as string)).toMatchObject([
      { status: 'failed', attempts: 1, reason: 'unsubscribed: push service answered 410' },
    ]);
    const left = await db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', 'in', [parent.id, lonely.id])
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([fresh.endpoint]);
  });

  it('deletes a device token FCM no longer knows (UNREGISTERED) and sends to the others', async () => {
    const clock = fixedClock(DAYTIME);
    const ctx = contextOf(db, clock);
    const parent = await createTestUser(db);
    const stale = await deviceToken(parent.id);
    const fresh = await deviceToken(parent.id);
    fcm.unregistered.add(stale);
    const [id] = await notify(db, [
      { userId: parent.id, type: 'feed-post', title: '새 글', body: '사진 3장', now: clock.now() },
    ]);
    await deliverNotifications(ctx);
    expect(await deliveriesOf(id as string)).toMatchObject([{ channel: 'fcm', status: 'sent' }]);
    expect(fcm.accepted.filter((message) => message.token === fresh)).toHaveLength(1);
    const tokens = await db.selectFrom('device_tokens').select('token').where('user_id', '=', parent.id).execute();
    expect(tokens).toEqual([{ token: fresh }]);
  });

  it('sends a failed AlimTalk as SMS, or LMS when the text is long', async () => {
    const clock = fixedClock(DAYTIME);
    const sent: { channel: string; body: string }[] = [];
    const noKakao: MessageSender = {
      send: async (message) => {
        if (message.channel === 'alimtalk') throw new Error('not a KakaoTalk user');
        sent.push({ channel: message.channel, body: message.body });
        return { id: newId() };
      },
    };
    const ctx = contextOf(db, clock, { messaging: noKakao });
    const short = await createTestUser(db, { mobileNo: '01011112222' });
    const long = await createTestUser(db, { mobileNo: '01011113333' });
    const message = (내용: string) => ({
      template: 'class-session-changed' as const,
      variables: { 학원명: '한빛', 내용 },
    });
    const [shortId, longId] = await notify(db, [
      {
        userId: short.id,
        type: 'notice',
        title: '휴강',
        body: '휴강',
        now: clock.now(),
        message: message('내일 휴강'),
      },
      {
        userId: long.id,
        type: 'notice',
        title: '보강',
        body: '보강',
        now: clock.now(),
        message: message('가'.repeat(60)),
      },
    ]);
    await deliverNotifications(ctx);
    expect((await deliveriesOf(shortId as string)).map((row) => [row.channel, row.status, row.reason])).toEqual([
      ['alimtalk', 'failed', 'provider-error: not a KakaoTalk user'],
      ['sms', 'sent', 'alimtalk-failed'],
    ]);
    expect((await deliveriesOf(longId as string)).map((row) => [row.channel, row.status])).toEqual([
      ['alimtalk', 'failed'],
      ['lms', 'sent'],
    ]);
    expect(sent.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'lms', body: `[한빛] ${'가'.repeat(60)}` },
      { channel: 'sms', body: '[한빛] 내일 휴강' },
    ]);
  });
});

describe('advertising', () => {
  it('is held at night for someone without night-time consent and sent at 08:00 in Seoul', async () => {
    // 22:00 in Seoul.
    const clock = fixedClock('2026-11-23T13:00:00Z');
    const ctx = contextOf(db, clock);
    const instId = await academy('별빛영어학원');
    const sleeper = await createTestUser(db);
    const owl = await createTestUser(db);
    const refuser = await createTestUser(db);
    await db.updateTable('users').set({ marketing_consent: true }).where('id', 'in', [sleeper.id, owl.id]).execute();
    await db.updateTable('users').set({ night_receive_consent: true }).where('id', '=', owl.id).execute();
    const [sleeperSub, owlSub, refuserSub] = [
      await subscribe(sleeper.id),
      await subscribe(owl.id),
      await subscribe(refuser.id),
    ];
    const [held, sentAtOnce, refused] = await notify(
      db,
      [sleeper, owl, refuser].map((person) => ({
        userId: person.id,
        instId,
        type: 'ad',
        title: '겨울 특강 모집',
        body: '12월 특강을 모집합니다.',
        advertising: true,
        now: clock.now(),
      })),
    );

    await deliverNotifications(ctx);
    expect(pushesTo(owlSub.endpoint)).toHaveLength(1);
    expect(JSON.parse(pushesTo(owlSub.endpoint)[0]?.text ?? '{}').notification).toEqual({
      title: '(광고) 겨울 특강 모집',
      body: '[별빛영어학원] 12월 특강을 모집합니다.\n무료 수신거부: 마이페이지 > 알림 설정',
    });
    expect(await deliveriesOf(held as string)).toMatchObject([
      { status: 'held', attempts: 0, next_attempt_at: new Date('2026-11-23T23:00:00Z') },
    ]);
    expect(await deliveriesOf(refused as string)).toEqual([]);
    expect(
      await db
        .selectFrom('notifications')
        .select('withheld')
        .where('id', 'in', [held as string, refused as string])
        .orderBy('id')
        .execute(),
    ).toEqual([{ withheld: null }, { withheld: 'no-marketing-consent' }]);
    expect(await deliveriesOf(sentAtOnce as string)).toMatchObject([{ status: 'sent' }]);

    clock.set('2026-11-23T22:59:59Z');
    await deliverNotifications(ctx);
    expect(pushesTo(sleeperSub.endpoint)).toHaveLength(0);

    // 08:00 in Seoul.
    clock.set('2026-11-23T23:00:00Z');
    await deliverNotifications(ctx);
    expect(pushesTo(sleeperSub.endpoint)).toHaveLength(1);
    expect(await deliveriesOf(held as string)).toMatchObject([{ status: 'sent', attempts: 1, sent_at: clock.now() }]);
    expect(pushesTo(refuserSub.endpoint)).toHaveLength(0);
    expect(pushesTo(owlSub.endpoint)).toHaveLength(1);
  });

  it('held overnight, is not sent in the morning to someone who withdrew marketing consent', async () => {
    const clock = fixedClock('2026-11-23T14:00:00Z');
    const ctx = contextOf(db, clock);
    const instId = await academy();
    const person = await createTestUser(db);
    await db.updateTable('users').set({ marketing_consent: true }).where('id', '=', person.id).execute();
    const subscription = await subscribe(person.id);
    const [id] = await notify(db, [
      { userId: person.id, instId, type: 'ad', title: '특강', body: '모집', advertising: true, now: clock.now() },
    ]);
    await deliverNotifications(ctx);
    await db.updateTable('users').set({ marketing_consent: false }).where('id', '=', person.id).execute();
    clock.set('2026-11-23T23:00:00Z');
    await deliverNotifications(ctx);
    expect(await deliveriesOf(id as string)).toMatchObject([{ status: 'failed', reason: 'no-marketing-consent' }]);
    expect(pushesTo(subscription.endpoint)).toHaveLength(0);
  });
});

describe('what the sender sees', () => {
  it('each recipient’s status by channel, read included, for one subject', async () => {
    const clock = fixedClock(DAYTIME);
    const ctx = contextOf(db, clock);
    const instId = await academy();
    const reader = await createTestUser(db);
    const gone = await createTestUser(db);
    await subscribe(reader.id);
    pushService.gone.add((await subscribe(gone.id)).endpoint);
    const subject = { kind: 'notice' as const, id: newId() };
    const [readId] = await notify(
      db,
      [reader, gone].map((person) => ({
        userId: person.id,
        instId,
        type: 'notice',
        title: '공지',
        body: '본문',
        subject,
        now: clock.now(),
      })),
    );
    await deliverNotifications(ctx);
    clock.advance(60_000);
    await db
      .updateTable('notifications')
      .set({ read_at: clock.now() })
      .where('id', '=', readId as string)
      .execute();

    const statuses = await deliveryStatusesOf(db, instId, subject);
    const sorted = statuses
      .map((row) => ({ ...row, who: row.userId === reader.id ? 'reader' : 'gone' }))
      .sort((a, b) => `${a.who}${a.channel}`.localeCompare(`${b.who}${b.channel}`))
      .map(({ who, channel, status, reason, at }) => ({ who, channel, status, reason, at }));
    expect(sorted).toEqual([
      { who: 'gone', channel: 'app', status: 'sent', reason: null, at: new Date(DAYTIME) },
      {
        who: 'gone',
        channel: 'webpush',
        status: 'failed',
        reason: 'unsubscribed: push service answered 410',
        at: new Date(DAYTIME),
      },
      { who: 'reader', channel: 'app', status: 'read', reason: null, at: clock.now() },
      { who: 'reader', channel: 'webpush', status: 'sent', reason: null, at: new Date(DAYTIME) },
    ]);
    // Another academy's view of the same subject is empty.
    expect(await deliveryStatusesOf(db, await academy('다른학원'), subject)).toEqual([]);
  });

  it('the cost of a send before it is sent, at the configured prices', async () => {
    const instId = await academy();
    const withPhone = await createTestUser(db, { mobileNo: '01022223333' });
    const turnedOff = await createTestUser(db, { mobileNo: '01022224444' });
    const noPhone = await createTestUser(db, { mobileNo: null });
    await db
      .insertInto('notification_preferences')
      .values({
        user_id: turnedOff.id,
        category: 'notice',
        channel: 'message',
        enabled: false,
        updated_at: new Date(DAYTIME),
      })
      .execute();
    const message = { template: 'class-session-changed' as const, variables: { 학원명: '한빛', 내용: '공지' } };
    const preview = await previewMessageCost(
      db,
      instId,
      [
        { userId: withPhone.id, type: 'notice', message },
        { userId: turnedOff.id, type: 'notice', message },
        { userId: noPhone.id, type: 'notice', message },
        { userId: withPhone.id, type: 'feed-post' },
      ],
      new Date(DAYTIME),
      { alimTalk: 9, sms: 18, lms: 45 },
    );
    expect(preview).toEqual({ recipients: 4, appOnly: 3, alimTalk: 1, sms: 0, lms: 0, totalWon: 9 });
  });
});
