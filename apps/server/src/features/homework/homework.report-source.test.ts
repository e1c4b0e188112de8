import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { tempDataDir } from '../classes/classes.test-helpers';
import { homeworkForReport } from './homework.report-source';
import { checkAs, createHomeworkWorld, expectStatus, giveAs, submitAs } from './homework.test-helpers';

/**
 * The learning report's view of a student's homework: the assignments due in the period (Seoul
 * dates, both ends included), each with its status, and the counts.
 */

const { db } = await createTestDatabase();
// 2026-10-30 10:00 in Seoul.
const clock = fixedClock('2026-10-30T01:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createHomeworkWorld(app, db, clock.now());
const { instId } = w;
const { a: gayun, b: najun } = w.students;

describe('homeworkForReport', () => {
  it('sums up the homework due in the month, by its status, and leaves out other months and students', async () => {
    // Due on the first and the last minute of November in Seoul, and one in December.
    const first = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '첫째 날',
      dueAt: '2026-11-01T00:00:00+09:00',
    });
    const done = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '완료한 숙제',
      dueAt: '2026-11-10T20:00:00+09:00',
    });
    const late = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '늦게 낸 숙제',
      dueAt: '2026-11-12T20:00:00+09:00',
    });
    const revision = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '보완할 숙제',
      dueAt: '2026-11-20T20:00:00+09:00',
    });
    const last = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '마지막 날',
      dueAt: '2026-11-30T23:59:00+09:00',
    });
    await giveAs(w.teacher, instId, { classId: w.classA, title: '12월 숙제', dueAt: '2026-12-01T00:00:00+09:00' });
    await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '나준만',
      dueAt: '2026-11-15T20:00:00+09:00',
      studentIds: [najun],
    });

    // Handed in on time (checked 완료), late, on time (asked for more); `first` and `last` never.
    clock.set('2026-11-09T10:00:00Z');
    expectStatus(await submitAs(w.parentA, instId, done, { studentId: gayun }));
    expectStatus(await checkAs(w.teacher, instId, done, gayun, { result: 'completed' }));
    expectStatus(await submitAs(w.parentA, instId, revision, { studentId: gayun }));
    expectStatus(await checkAs(w.teacher, instId, revision, gayun, { result: 'revision', comment: '2번 다시' }));
    clock.set('2026-11-13T10:00:00Z');
    expectStatus(await submitAs(w.parentA, instId, late, { studentId: gayun }));

    const summary = await homeworkForReport(
      db,
      instId,
      gayun,
      '2026-11-01',
      '2026-11-30',
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(summary.items.map((item) => [item.title, item.status])).toEqual([
      ['첫째 날', 'missing'],
      ['완료한 숙제', 'completed'],
      ['늦게 낸 숙제', 'late'],
      ['보완할 숙제', 'revision'],
      ['마지막 날', 'open'],
    ]);
    expect(summary.items[0]).toMatchObject({ homeworkId: first, dueAt: '2026-10-31T15:00:00.000Z' });
    expect(summary.items[4]?.homeworkId).toBe(last);
    expect(summary).toMatchObject({ assigned: 5, submitted: 3, completed: 1, late: 1, missing: 1 });

    // After the month, the last one is missing too.
    const after = await homeworkForReport(
      db,
      instId,
      gayun,
      '2026-11-01',
      '2026-11-30',
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(after.missing).toBe(2);

    // Another academy's id names nothing.
    expect((await homeworkForReport(db, w.students.d, gayun, '2026-11-01', '2026-11-30')).assigned).toBe(0);
    expect((await homeworkForReport(db, instId, najun, '2026-11-01', '2026-11-30')).assigned).toBe(6);
  });
});
