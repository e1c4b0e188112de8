import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, multipartFile, studentOfUser, tempDataDir } from '../classes/classes.test-helpers';
import { homeworkRoutes } from './homework.routes';
import { expectStatus, giveAs, homeworkTables, jpegBytes, submitAs, uploadAs } from './homework.test-helpers';

const { db } = await createTestDatabase();
// Tuesday 2026-11-24, 12:00 in Seoul.
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('homework');
const as = (userId: string) => callerFor(app, db, userId, clock.now());
const director = await as(world.users.director);
const parent = await as(world.users.parent);
const childId = await studentOfUser(db, world.instId, world.users.student);
const DUE = '2026-11-30T20:00:00+09:00';

/** A class the demo teacher teaches and the demo student attends. */
const demoClass = await db
  .selectFrom('class_teachers as ct')
  .innerJoin('class_students as cs', (join) =>
    join.onRef('cs.inst_id', '=', 'ct.inst_id').onRef('cs.class_id', '=', 'ct.class_id'),
  )
  .select('ct.class_id')
  .where('ct.inst_id', '=', world.instId)
  .where('ct.user_id', '=', world.users.teacher)
  .where('cs.student_id', '=', childId)
  .where('cs.end_date', 'is', null)
  .executeTakeFirstOrThrow();
const classId = demoClass.class_id;

/** A valid call of each row, on a fresh assignment of the demo class (and a version, a file). */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const needsHomework = pattern.includes(':homeworkId') || pattern.includes(':fileNm');
  const homeworkId = needsHomework ? await giveAs(director, w.instId, { classId, dueAt: DUE }) : '';
  let fileNm = '';
  if (pattern.includes(':fileNm') || pattern.endsWith('/check')) {
    const photo = await uploadAs(parent, w.instId, 'submission', '풀이.jpg', await jpegBytes(30, 20));
    expectStatus(await submitAs(parent, w.instId, homeworkId, { studentId: childId, files: [photo.fileNm] }));
    fileNm = photo.fileNm;
  }
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':homeworkId', homeworkId)
    .replace(':studentId', childId)
    .replace(':fileNm', fileNm);
  switch (`${method} ${path}`) {
    case 'POST /homework':
      return { method, url, payload: { classId, title: '새 숙제', dueAt: DUE } };
    case 'GET /homework/form-options':
      return { method, url: `${url}?classId=${classId}` };
    case 'PATCH /homework/:homeworkId':
      return { method, url, payload: { title: '고친 숙제' } };
    case 'POST /homework/:homeworkId/submissions':
      return { method, url, payload: { studentId: childId, text: '다 했어요' } };
    case 'POST /homework/:homeworkId/submissions/:studentId/check':
      return { method, url, payload: { result: 'completed' } };
    case 'POST /homework-files':
    case 'POST /homework-submission-files':
      return { method, url, ...multipartFile('사진.jpg', await jpegBytes(30, 20), 'image/jpeg') };
    default:
      return { method, url };
  }
}

describe('homework access matrix (docs/access-matrix.md ## homework)', () => {
  it('has exactly one row per route of homework', async () => {
    const routes = await routesOf(homeworkRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 240_000);

  it('answers 404 to a member of another academy for this academy’s assignment, student and file, and stores nothing', async () => {
    const other = await as(world.users.other);
    const homeworkId = await giveAs(director, world.instId, { classId, title: '우리 학원 숙제', dueAt: DUE });
    const photo = await uploadAs(parent, world.instId, 'submission', '우리.jpg', await jpegBytes(30, 20));
    expectStatus(await submitAs(parent, world.instId, homeworkId, { studentId: childId, files: [photo.fileNm] }));
    const before = await homeworkTables(db);
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/insts/${world.instId}/homework/${homeworkId}` },
      { method: 'GET', url: `/api/insts/${world.instId}/homework-files/${photo.fileNm}` },
      // Their own academy's address with our ids.
      { method: 'GET', url: `/api/insts/${world.otherInstId}/homework/${homeworkId}` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/homework/${homeworkId}/submissions` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/students/${childId}/homework` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/homework-files/${photo.fileNm}` },
      {
        method: 'POST',
        url: `/api/insts/${world.otherInstId}/homework/${homeworkId}/submissions/${childId}/check`,
        payload: { result: 'completed' },
      },
      {
        method: 'POST',
        url: `/api/insts/${world.otherInstId}/homework`,
        payload: { classId, title: '침입', dueAt: DUE },
      },
    ];
    for (const call of calls) {
      const response = await other.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('우리 학원 숙제');
    }
    expect(await homeworkTables(db)).toEqual(before);
  });
});
