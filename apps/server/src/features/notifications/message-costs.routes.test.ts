import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { signedInAs, testVapidEnv } from './notifications.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { ...testVapidEnv(), MESSAGE_PRICE_ALIMTALK: '11' } });
const world = await createMatrixWorld(db, clock.now());

const sent = (instId: string, channel: 'alimtalk' | 'sms' | 'lms', purpose: string, won: number, at: string) => ({
  id: newId(),
  inst_id: instId,
  channel,
  purpose,
  won,
  sent_at: new Date(at),
});

describe('the month’s message costs (director)', () => {
  it('adds up the academy’s AlimTalks, SMS and LMS of a month in Seoul, by kind and by purpose', async () => {
    await db
      .insertInto('message_sends')
      .values([
        sent(world.instId, 'alimtalk', 'attendance-check-in', 13, '2026-11-05T01:00:00Z'),
        sent(world.instId, 'alimtalk', 'attendance-check-in', 13, '2026-11-06T01:00:00Z'),
        sent(world.instId, 'sms', 'notice', 20, '2026-11-07T01:00:00Z'),
        sent(world.instId, 'lms', 'notice', 50, '2026-11-30T14:59:59Z'),
        // 1 December 00:00 in Seoul: next month's.
        sent(world.instId, 'lms', 'notice', 50, '2026-11-30T15:00:00Z'),
        // 31 October 23:30 in Seoul: last month's.
        sent(world.instId, 'sms', 'notice', 20, '2026-10-31T14:30:00Z'),
        sent(world.otherInstId, 'lms', 'notice', 50, '2026-11-10T01:00:00Z'),
      ])
      .execute();
    const director = await signedInAs(app, db, world.users.director, clock.now());
    const response = await director.inject({
      method: 'GET',
      url: `/api/insts/${world.instId}/message-costs?month=2026-11`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      month: '2026-11',
      prices: { alimTalk: 11, sms: 20, lms: 50 },
      alimTalk: { count: 2, won: 26 },
      sms: { count: 1, won: 20 },
      lms: { count: 1, won: 50 },
      totalWon: 96,
      byPurpose: [
        { purpose: 'notice', count: 2, won: 70 },
        { purpose: 'attendance-check-in', count: 2, won: 26 },
      ],
    });
  });

  it('refuses a month outside the calendar', async () => {
    const director = await signedInAs(app, db, world.users.director, clock.now());
    const response = await director.inject({
      method: 'GET',
      url: `/api/insts/${world.instId}/message-costs?month=2026-13`,
    });
    expect(response.statusCode).toBe(400);
  });
});
