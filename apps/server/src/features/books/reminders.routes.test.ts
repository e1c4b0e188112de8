import type { BillRow } from '@academy/domain/billing/billing.schema';
import type { ReminderCostResponse } from '@academy/domain/books/reminders.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { deliverNotifications } from '../../platform/notifications/delivery';
import { notificationsOf, outboxTo } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from '../billing/billing.test-helpers';
import { remindOverdueBills } from './reminders.job';

/**
 * 미납 안내 on a real database: the office sets the schedule (3 days after the due date, weekly, at
 * most twice, from 10:00) and sees what it costs this month; the job reminds each family of the
 * December bills (due the 10th) on the 13th and the 20th — once however many runs at once — by the
 * app and by the AlimTalk `bill-overdue`, never a third time, and not a bill paid meanwhile; the
 * office reads who was reminded when.
 */

const { db } = await createTestDatabase();
// 2026-12-11 10:00 in Seoul.
const clock = fixedClock('2026-12-11T01:00:00Z');
const app = await createTestApp(db, { clock });
const config = testConfig();
const ctx: AppContext = { db, clock, config, adapters: createAdapters(config, db, clock) };
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);
const settingsUrl = `${api.base}/bill-reminders/settings`;
const weekly = { enabled: true, firstAfterDays: 3, everyDays: 7, maxCount: 2, hour: 10 };

const { billIds } = await api.generate(world.director, '2026-12');
await api.send(world.director, billIds);
const billOf = async (studentId: string) =>
  (await api.list(world.director, `?month=2026-12&studentId=${studentId}`)).bills[0] as BillRow;
const [minjunBill, seoyeonBill] = [await billOf(world.minjun), await billOf(world.seoyeon)];
const parentMobile = (
  await db.selectFrom('users').select('mobile_no').where('id', '=', world.academy.parent.id).executeTakeFirstOrThrow()
).mobile_no as string;

/** `YYYY-MM-DD` at `HH:MM` in Seoul. */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
const remindersOf = async (billId: string) =>
  (await world.director.inject({ method: 'GET', url: `${api.base}/bills/${billId}/reminders` })).json().reminders;
const overdueTold = async (userId: string) =>
  (await notificationsOf(db, userId)).filter((n) => n.type === 'bill-overdue');

describe('the schedule', () => {
  it('is off until the office turns it on, and a refused or invalid save changes nothing', async () => {
    const read = await world.director.inject({ method: 'GET', url: settingsUrl });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ enabled: false });
    // 041 only: may read the bill's record, not set the schedule.
    expect((await world.viewingManager.inject({ method: 'PUT', url: settingsUrl, payload: weekly })).statusCode).toBe(
      403,
    );
    const night = await world.director.inject({ method: 'PUT', url: settingsUrl, payload: { ...weekly, hour: 22 } });
    expect(night.statusCode).toBe(400);
    expect(night.json().fields).toHaveProperty('hour');
    expect(await db.selectFrom('bill_reminder_settings').selectAll().execute()).toEqual([]);
    expect(await remindOverdueBills(ctx, seoul('2026-12-20', '12:00'))).toEqual({ reminded: 0, recipients: 0 });
  });

  it('shows what the schedule would cost for the rest of the month before it is saved', async () => {
    const cost = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bill-reminders/cost`,
      payload: weekly,
    });
    expect(cost.statusCode, cost.body).toBe(200);
    const body = cost.json() as ReminderCostResponse;
    // Three bills, each reminded on the 13th and the 20th; 최민준's to his own account and the parent's.
    expect(body).toMatchObject({ month: '2026-12', bills: 3, reminders: 6, families: 3 });
    expect(body.cost.recipients).toBe(8);
    expect(body.cost.alimTalk + body.cost.sms + body.cost.lms + body.cost.appOnly).toBe(8);
    const off = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bill-reminders/cost`,
      payload: { ...weekly, enabled: false },
    });
    expect(off.json()).toMatchObject({ bills: 0, reminders: 0, cost: { totalWon: 0 } });
  });

  it('is saved whole, with an audit row', async () => {
    const saved = await world.director.inject({ method: 'PUT', url: settingsUrl, payload: weekly });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await world.director.inject({ method: 'GET', url: settingsUrl })).json()).toEqual(weekly);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('inst_id', '=', world.instId)
      .where('action', '=', 'bill-reminders.settings')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the bills-overdue-reminders job', () => {
  it('reminds nothing before due + 3 days, nor before the hour, nor at night', async () => {
    expect(await remindOverdueBills(ctx, seoul('2026-12-12', '12:00'))).toEqual({ reminded: 0, recipients: 0 });
    expect(await remindOverdueBills(ctx, seoul('2026-12-13', '09:50'))).toEqual({ reminded: 0, recipients: 0 });
    expect(await remindOverdueBills(ctx, seoul('2026-12-13', '21:00'))).toEqual({ reminded: 0, recipients: 0 });
  });

  it('reminds each family once on the day, however many runs at once', async () => {
    const at = seoul('2026-12-13', '10:00');
    const runs = await Promise.all([0, 1, 2, 3].map(() => remindOverdueBills(ctx, at)));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.recipients, 0)).toBe(4);
    expect(await remindOverdueBills(ctx, seoul('2026-12-13', '15:00'))).toEqual({ reminded: 0, recipients: 0 });
    const told = await overdueTold(world.academy.parent.id);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ inst_id: world.instId, link: expect.stringContaining('/v3/payment?billId=') });
    expect(told.map((n) => n.body).join('\n')).toContain('납부 기한(2026-12-10)이 지나 안내드립니다');
    await deliverNotifications(ctx);
    const messages = (await outboxTo(db, parentMobile)).filter((m) => m.template_code === 'bill-overdue');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.body).toContain('결제하기: ');
    expect(await remindersOf(minjunBill.billId)).toEqual([
      expect.objectContaining({ reminderNo: 1, remindedOn: '2026-12-13', recipients: 2 }),
    ]);
  });

  it('stops at once for a bill paid meanwhile, reminds the rest a week later, and never a third time', async () => {
    const paid = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${seoyeonBill.billId}/receipts`,
      payload: { method: 'transfer', amount: seoyeonBill.total, paidDate: '2026-12-15' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await remindOverdueBills(ctx, seoul('2026-12-19', '12:00'))).toEqual({ reminded: 0, recipients: 0 });
    expect(await remindOverdueBills(ctx, seoul('2026-12-20', '10:10'))).toEqual({ reminded: 2, recipients: 3 });
    expect(await remindOverdueBills(ctx, seoul('2026-12-27', '10:10'))).toEqual({ reminded: 0, recipients: 0 });
    expect(await remindOverdueBills(ctx, seoul('2027-01-20', '10:10'))).toEqual({ reminded: 0, recipients: 0 });
    expect((await remindersOf(seoyeonBill.billId)).map((r: { reminderNo: number }) => r.reminderNo)).toEqual([1]);
    expect(await remindersOf(minjunBill.billId)).toEqual([
      expect.objectContaining({ reminderNo: 1, remindedOn: '2026-12-13', recipients: 2 }),
      expect.objectContaining({ reminderNo: 2, remindedOn: '2026-12-20', recipients: 2 }),
    ]);
  });

  it('leaves an academy that turned reminders off alone', async () => {
    await world.director.inject({
      method: 'PUT',
      url: settingsUrl,
      payload: { ...weekly, maxCount: 5, enabled: false },
    });
    expect(await remindOverdueBills(ctx, seoul('2026-12-27', '10:10'))).toEqual({ reminded: 0, recipients: 0 });
  });
});

describe("a bill's reminders", () => {
  it('are read by the office holding 041, refused to the family and 404 for another academy', async () => {
    const url = `${api.base}/bills/${minjunBill.billId}/reminders`;
    expect((await world.viewingManager.inject({ method: 'GET', url })).json().reminders).toHaveLength(2);
    expect((await world.parent.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await world.teacher.inject({ method: 'GET', url })).statusCode).toBe(403);
    const foreignInst = await db
      .selectFrom('memberships')
      .select('inst_id')
      .where('user_id', '=', world.foreignDirector.userId)
      .executeTakeFirstOrThrow();
    const foreign = await world.foreignDirector.inject({
      method: 'GET',
      url: `/api/insts/${foreignInst.inst_id}/bills/${minjunBill.billId}/reminders`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/dev/jobs/bills-overdue-reminders (local mode)', () => {
  it("runs the job for the academy's director only", async () => {
    const payload = { at: '2027-01-05T03:00:00Z', instId: world.instId };
    const url = '/api/dev/jobs/bills-overdue-reminders';
    expect((await world.manager.inject({ method: 'POST', url, payload })).statusCode).toBe(403);
    expect((await world.foreignDirector.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    const run = await world.director.inject({ method: 'POST', url, payload });
    expect(run.statusCode, run.body).toBe(200);
    // Reminders are off now (the test before turned them off).
    expect(run.json()).toEqual({ reminded: 0, recipients: 0 });
  });
});
