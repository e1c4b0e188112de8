import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { notificationsOf } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';
import { autoIssueBills } from './bills.auto-issue';

/**
 * Automatic issue: with it on (7 days before the due date, at 10:00), the job makes the month's
 * drafts by itself and sends those falling due within the week, once; before the hour, or with it
 * off, nothing happens; drafts the office made by hand are left alone.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul; the class bills on the 10th.
const clock = fixedClock('2026-11-27T01:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);
const ctx = {
  db,
  clock,
  config: { publicOrigin: 'https://academy.example.kr' },
  adapters: {},
} as unknown as AppContext;
const settings = (body: Record<string, unknown>) =>
  world.director.inject({ method: 'PUT', url: `${api.base}/billing/settings`, payload: body });
const decemberBills = async () => (await api.list(world.director, '?month=2026-12')).bills;

describe('automatic issue', () => {
  it('does nothing while off, and keeps its settings per academy with an audit row', async () => {
    expect(await autoIssueBills(ctx)).toEqual({ academies: 0, sent: 0 });
    const read = await world.director.inject({ method: 'GET', url: `${api.base}/billing/settings` });
    expect(read.json()).toEqual({ autoIssue: false, autoIssueDaysBefore: 7, autoIssueHour: 10 });
    const refused = await settings({ autoIssue: true, autoIssueDaysBefore: 7, autoIssueHour: 3 });
    expect(refused.statusCode).toBe(400);
    const saved = await settings({ autoIssue: true, autoIssueDaysBefore: 7, autoIssueHour: 11 });
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = await db.selectFrom('audit_log').select('after').where('action', '=', 'billing.settings').execute();
    expect(audit).toHaveLength(1);
  });

  it('waits for its hour, makes the month’s drafts a week ahead, and sends only what falls due within it', async () => {
    // 10:00 in Seoul, the hour is 11: nothing yet.
    expect(await autoIssueBills(ctx)).toEqual({ academies: 0, sent: 0 });
    clock.set('2026-11-27T02:30:00Z');
    // A week ahead is 12월 4일: December's drafts are made, none due by then.
    expect(await autoIssueBills(ctx)).toEqual({ academies: 1, sent: 0 });
    const drafts = await decemberBills();
    expect(drafts).toHaveLength(3);
    expect(drafts.every((bill) => bill.status === 'draft')).toBe(true);

    // 12월 3일 11:30: a week ahead is the 10th, their due date: sent, once.
    clock.set('2026-12-03T02:30:00Z');
    const [first, second] = await Promise.all([autoIssueBills(ctx), autoIssueBills(ctx)]);
    expect(first.sent + second.sent).toBe(3);
    expect(await autoIssueBills(ctx)).toEqual({ academies: 1, sent: 0 });
    expect((await decemberBills()).every((bill) => bill.status === 'sent')).toBe(true);
    const told = (await notificationsOf(db, world.academy.parent.id)).filter((n) => n.type === 'bill-issued');
    expect(told).toHaveLength(2);
  });

  it('leaves drafts the office made by hand for the office', async () => {
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.hayun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 재료비',
        dueDate: '2026-12-05',
        items: [{ kind: 'material', amount: 20_000 }],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await autoIssueBills(ctx)).toEqual({ academies: 1, sent: 0 });
    expect((await api.detail(world.director, made.json().bill.billId)).bill.status).toBe('draft');
  });
});
