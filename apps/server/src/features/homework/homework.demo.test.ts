import { HOMEWORK_STATUSES } from '@academy/domain/homework/homework.rules';
import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';
import { homeworkForReport } from './homework.report-source';

/** The demo academy's homework (db/seed/demo-homework.seed.ts), as the demo accounts see it through the API. */

const { db } = await createTestDatabase();
// Tuesday 2026-11-24, 12:00 in Seoul.
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const { instId } = world;
const minjun = await studentOfUser(db, instId, world.users.student);
const parent = await callerFor(app, db, world.users.parent, clock.now());
const teacher = await callerFor(app, db, world.users.teacher, clock.now());

describe('the demo homework', () => {
  it('puts the demo student in every status, seen by the parent and the student', async () => {
    const list = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/students/${minjun}/homework` });
    expect(list.statusCode).toBe(200);
    const statuses = list.json().items.map((item: { status: string }) => item.status);
    for (const status of HOMEWORK_STATUSES) expect(statuses).toContain(status);

    const due = await parent.inject({
      method: 'GET',
      url: `/api/insts/${instId}/students/${minjun}/homework?state=due&limit=3`,
    });
    expect(due.json().items.map((item: { title: string }) => item.title)).toEqual([
      '서술형 풀이 연습',
      '이차함수 그래프 그리기',
    ]);

    // The completed one with a photo: its detail and the photo open for the family.
    const done = list.json().items.find((item: { title: string }) => item.title === '오답 노트 정리');
    const detail = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/homework/${done.homeworkId}` });
    expect(detail.json().student).toMatchObject({ status: 'completed', maySubmit: false });
    const [photo] = detail.json().student.submission.files;
    expect((await parent.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('gives the teacher submissions to check, and last month a completed one for the report', async () => {
    const toCheck = await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/homework?state=toCheck&limit=5` });
    expect(toCheck.statusCode).toBe(200);
    expect(toCheck.json().items.length).toBeGreaterThan(0);
    for (const item of toCheck.json().items) expect(item.counts.toCheck).toBeGreaterThan(0);

    const report = await homeworkForReport(db, instId, minjun, '2026-10-01', '2026-10-31', clock.now());
    expect(report).toMatchObject({ assigned: 1, completed: 1, missing: 0 });
  });
});
