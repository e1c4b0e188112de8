import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { DEMO_INSTITUTE } from '../../db/seed/demo-academies.data';
import { seedDemoData } from '../../db/seed/demo-data';
import { fixedClock } from '../../platform/clock';
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';
import { gradesForReport } from './grades.report-source';

/**
 * The demo academy's grades (db/seed/demo-grades.seed.ts): two published tests of the demo
 * student's class, last month's and this month's, read through the app by the teacher and the demo
 * parent, and last month's reaching the monthly report's source.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-26T09:00:00Z');
const app = await createTestApp(db, { clock });
await seedDemoData(db, { now: clock.now() });
const users = Object.fromEntries(
  (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
);
const inst = await db
  .selectFrom('institutes')
  .select('id')
  .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
  .executeTakeFirstOrThrow();
const as = (loginId: string) => callerFor(app, db, users[loginId] as string, clock.now());
const childId = await studentOfUser(db, inst.id, users.student as string);

describe('the demo grades', () => {
  it('gives the teacher two scored, published tests with statistics', async () => {
    const teacher = await as('teacher');
    const list = await teacher.inject({ method: 'GET', url: `/api/insts/${inst.id}/grades` });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as {
      gradeId: string;
      testDate: string;
      scoredCount: number;
      publishedAt: string;
    }[];
    expect(items.map((item) => item.testDate)).toEqual(['2026-11-23', '2026-10-15']);
    for (const item of items) {
      expect(item.publishedAt).not.toBeNull();
      expect(item.scoredCount).toBeGreaterThan(1);
      const detail = await teacher.inject({ method: 'GET', url: `/api/insts/${inst.id}/grades/${item.gradeId}` });
      expect(detail.json().statistics.average).not.toBeNull();
    }
  });

  it('shows the demo parent their child’s scores over time, and last month’s test reaches the report', async () => {
    const parent = await as('parent');
    const mine = await parent.inject({ method: 'GET', url: `/api/insts/${inst.id}/students/${childId}/grades` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((item: { score: number }) => item.score)).toEqual([91.5, 84]);
    const report = await gradesForReport(db, inst.id, childId, '2026-10-01', '2026-10-31');
    expect(report).toEqual([expect.objectContaining({ name: '이차방정식 단원평가', score: 84, maxScore: 100 })]);
  });
});
