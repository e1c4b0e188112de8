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
import { classesRoutes } from './classes.routes';
import {
  callerFor,
  classBody,
  createClassAs,
  insertStudent,
  multipartFile,
  PNG_BYTES,
  studentOfUser,
  tempDataDir,
} from './classes.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('classes');
const director = await callerFor(app, db, world.users.director, clock.now());
const childId = await studentOfUser(db, world.instId, world.users.student);

/** A valid call of each row, on a fresh class the demo teacher teaches and the demo student attends. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const classId = await createClassAs(director, w.instId, classBody(w.users.teacher));
  const enrolled = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/classes/${classId}/students`,
    payload: { studentIds: [childId], startDate: '2026-11-02' },
  });
  const enrolmentId = enrolled.json().enrolments[0].enrolmentId as string;
  let fileNm = '';
  if (pattern.includes(':fileNm')) {
    const upload = await director.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/class-images`,
      ...multipartFile('a.png', PNG_BYTES),
    });
    fileNm = upload.json().fileNm;
  }
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':classId', classId)
    .replace(':enrolmentId', enrolmentId)
    .replace(':fileNm', fileNm);
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (`${method} ${path}`) {
    case 'POST /classes':
      return { method, url, payload: classBody(w.users.teacher) };
    case 'PATCH /classes/:classId':
      return { method, url, payload: { ...classBody(null), teacherIds: [w.users.teacher] } };
    case 'POST /classes/:classId/close':
      return { method, url, payload: {} };
    case 'POST /classes/:classId/students':
      return { method, url, payload: { studentIds: [await insertStudent(db, w.instId)], startDate: '2026-11-23' } };
    case 'POST /classes/:classId/students/:enrolmentId/end':
      return { method, url, payload: { endDate: '2026-11-30' } };
    case 'POST /class-moves': {
      const studentId = await insertStudent(db, w.instId);
      await director.inject({
        method: 'POST',
        url: `/api/insts/${w.instId}/classes/${classId}/students`,
        payload: { studentIds: [studentId], startDate: '2026-11-02' },
      });
      const toClassId = await createClassAs(director, w.instId, classBody(w.users.director));
      return {
        method,
        url,
        payload: { fromClassId: classId, toClassId, studentIds: [studentId], moveDate: '2026-11-23' },
      };
    }
    case 'POST /tuitions':
      return { method, url, payload: { name: '월 수강료', amount: 200000 } };
    case 'POST /class-images':
      return { method, url, ...multipartFile('칠판.png', PNG_BYTES) };
    default:
      return { method, url };
  }
}

describe('classes access matrix (docs/access-matrix.md ## classes)', () => {
  it('has exactly one row per route of the classes feature', async () => {
    const routes = await routesOf(classesRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 180_000);

  it('answers 404 with nothing of another academy’s class, tuition or student', async () => {
    const other = await callerFor(app, db, world.users.other, clock.now());
    const otherStudent = await insertStudent(db, world.otherInstId, { studentNm: '남의원생' });
    const theirClass = await createClassAs(
      other,
      world.otherInstId,
      classBody(world.users.other, { classNm: '남의 반' }),
    );
    const mine = `/api/insts/${world.instId}/classes/${theirClass}`;
    for (const call of [
      { method: 'GET' as const, url: mine },
      { method: 'PATCH' as const, url: mine, payload: { ...classBody(null), teacherIds: [] } },
      { method: 'POST' as const, url: `${mine}/close`, payload: {} },
      { method: 'GET' as const, url: `${mine}/students` },
      { method: 'POST' as const, url: `${mine}/students`, payload: { studentIds: [childId], startDate: '2026-11-23' } },
    ]) {
      const response = await director.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('남의 반');
    }
    const myClass = await createClassAs(director, world.instId, classBody(world.users.teacher));
    const foreignStudent = await director.inject({
      method: 'POST',
      url: `/api/insts/${world.instId}/classes/${myClass}/students`,
      payload: { studentIds: [otherStudent], startDate: '2026-11-23' },
    });
    expect(foreignStudent.statusCode).toBe(400);
    expect(foreignStudent.body).not.toContain('남의원생');
  });
});
