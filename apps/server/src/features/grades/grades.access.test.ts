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
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';
import { gradesRoutes } from './grades.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('grades');
const director = await callerFor(app, db, world.users.director, clock.now());
const childId = await studentOfUser(db, world.instId, world.users.student);

/** A class the demo teacher teaches and the demo student attends. */
const demoClass = await db
  .selectFrom('class_teachers as ct')
  .innerJoin('class_students as cs', (join) =>
    join.onRef('cs.inst_id', '=', 'ct.inst_id').onRef('cs.class_id', '=', 'ct.class_id'),
  )
  .select(['ct.class_id', 'cs.start_date'])
  .where('ct.inst_id', '=', world.instId)
  .where('ct.user_id', '=', world.users.teacher)
  .where('cs.student_id', '=', childId)
  .where('cs.end_date', 'is', null)
  .executeTakeFirstOrThrow();
const classId = demoClass.class_id;

/** A fresh published test of the demo class with the demo student's score. */
async function freshGrade(w: MatrixWorld): Promise<string> {
  const created = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/grades`,
    payload: { classId, name: '매트릭스 시험', subject: '수학', testDate: '2026-11-20', maxScore: 100 },
  });
  expect(created.statusCode).toBe(201);
  const gradeId = created.json().gradeId as string;
  const saved = await director.inject({
    method: 'PUT',
    url: `/api/insts/${w.instId}/grades/${gradeId}/scores`,
    payload: { scores: [{ studentId: childId, score: 88 }] },
  });
  expect(saved.statusCode).toBe(200);
  const published = await director.inject({ method: 'POST', url: `/api/insts/${w.instId}/grades/${gradeId}/publish` });
  expect(published.statusCode).toBe(200);
  return gradeId;
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const gradeId = pattern.includes(':gradeId') ? await freshGrade(w) : '';
  const url = pattern.replace(':instId', w.instId).replace(':gradeId', gradeId).replace(':studentId', childId);
  switch (`${method} ${pattern.replace(/^\/api\/insts\/:instId/, '')}`) {
    case 'POST /grades':
      return {
        method,
        url,
        payload: { classId, name: '새 시험', subject: '수학', testDate: '2026-11-21', maxScore: 50 },
      };
    case 'PUT /grades/settings':
      return { method, url, payload: { showRank: false } };
    case 'PATCH /grades/:gradeId':
      return { method, url, payload: { name: '고친 시험' } };
    case 'PUT /grades/:gradeId/scores':
      return { method, url, payload: { scores: [{ studentId: childId, score: 91.5 }] } };
    default:
      return { method, url };
  }
}

describe('grades access matrix (docs/access-matrix.md ## grades)', () => {
  it('has exactly one row per route of grades', async () => {
    const routes = await routesOf(gradesRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 240_000);
});
