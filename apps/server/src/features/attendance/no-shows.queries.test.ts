import { isNoShowDue } from '@academy/domain/attendance/attendance.rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { noShowDue } from './no-shows.queries';

/**
 * The automatic absence decides in SQL (`noShowDue`) what the attendance rule says (`isNoShowDue`):
 * for every combination of a lesson start, the academy's cut-off, the time the job runs and the time
 * the enrolment was made around the edges, both must answer the same.
 */

const { db } = await createTestDatabase();

const MIN = 60_000;
const STARTS_AT = Date.parse('2026-11-23T06:00:00Z'); // 15:00 in Seoul
const MINUTES = [0, 1, 20, 240];
const NOW_OFFSETS = [-MIN, 0, 19 * MIN + 59_999, 20 * MIN, 20 * MIN + 1, 60 * MIN, 240 * MIN, 300 * MIN];
const ENROLLED_OFFSETS = [-30 * 24 * 60 * MIN, -1, 0, 1, 10 * MIN, 120 * MIN];

type Case = { now: number; minutes: number; enrolledAt: number };

const CASES: Case[] = MINUTES.flatMap((minutes) =>
  NOW_OFFSETS.flatMap((now) =>
    ENROLLED_OFFSETS.map((enrolledAt) => ({ now: STARTS_AT + now, minutes, enrolledAt: STARTS_AT + enrolledAt })),
  ),
);

describe('whether a no-show is due: SQL and the attendance rule', () => {
  it('cover due and not due, and lessons begun before the enrolment', () => {
    const answers = CASES.map((c) =>
      isNoShowDue({
        now: new Date(c.now),
        startsAt: new Date(STARTS_AT),
        minutes: c.minutes,
        enrolledAt: new Date(c.enrolledAt),
      }),
    );
    expect(answers.filter(Boolean).length).toBeGreaterThan(10);
    expect(answers.filter((due) => !due).length).toBeGreaterThan(10);
    const lateEnrolment = CASES.findIndex((c) => c.enrolledAt > STARTS_AT && c.now >= STARTS_AT + 60 * MIN);
    expect(answers[lateEnrolment]).toBe(false);
  });

  it('agree on every case', async () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const rows = sql.join(
      CASES.map(
        (c, index) =>
          sql`(${index}::int, ${iso(c.now)}::timestamptz, ${iso(STARTS_AT)}::timestamptz, ${c.minutes}::int, ${iso(c.enrolledAt)}::timestamptz)`,
      ),
    );
    const { rows: answers } = await sql<{ index: number; due: boolean }>`
      select x.index, ${noShowDue({
        now: sql.ref('x.now'),
        startsAt: sql.ref('x.starts_at'),
        minutes: sql.ref('x.minutes'),
        enrolledAt: sql.ref('x.enrolled_at'),
      })} as due
        from (values ${rows}) as x(index, now, starts_at, minutes, enrolled_at)
       order by x.index`.execute(db);
    expect(answers.map((row) => row.due)).toEqual(
      CASES.map((c) =>
        isNoShowDue({
          now: new Date(c.now),
          startsAt: new Date(STARTS_AT),
          minutes: c.minutes,
          enrolledAt: new Date(c.enrolledAt),
        }),
      ),
    );
  });
});
