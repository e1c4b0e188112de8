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
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { studentsBatchRoutes } from './students.batch.routes';
import { studentsRoutes } from './students.routes';
import {
  enrolTestStudent,
  insertTestClass,
  insertTestStudent,
  multipart,
  studentTables,
  uniqueName,
  xlsxOf,
} from './students.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('students');
const sheet = await xlsxOf([{ studentNm: '김매트', birthdate: '2012-01-01' }]);
/** A class the demo teacher teaches: every row's student attends it, so the teacher's view rows apply. */
const teachersClass = await insertTestClass(db, world.instId, { teacherId: world.users.teacher, fixed: null });

let mobileCounter = 0;
const freshMobile = () => {
  mobileCounter += 1;
  return `0109${String(mobileCounter).padStart(7, '0')}`;
};

/** A valid call of each row, on fresh data of the world's academy. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const student = await insertTestStudent(db, w.instId, {
    guardians: [
      {
        guardianNm: '박보호',
        mobileNo: freshMobile(),
        userId: pattern.endsWith(':guardianId/connection') ? w.users.parent : null,
      },
    ],
    mobileNo: freshMobile(),
    userId: pattern.endsWith('/connection') && !pattern.includes('guardians') ? w.users.student : null,
  });
  await enrolTestStudent(db, w.instId, teachersClass, student.id);
  const memoId = newId();
  if (pattern.includes(':memoId')) {
    await db
      .insertInto('student_memos')
      .values({
        inst_id: w.instId,
        id: memoId,
        student_id: student.id,
        memo_date: '2026-11-20',
        content: '원장 메모',
        author_user_id: w.users.director,
      })
      .execute();
  }
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':studentId', student.id)
    .replace(':guardianId', student.guardianIds[0] as string)
    .replace(':memoId', memoId);
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (`${method} ${path}`) {
    case 'POST /students/duplicates':
      return { method, url, payload: { studentNm: '김민준', birthdate: '2011-04-09' } };
    case 'POST /students':
      return { method, url, payload: { studentNm: uniqueName(), birthdate: '2013-05-05' } };
    case 'POST /students/batch/preview':
      return { method, url, ...multipart('원생.xlsx', sheet) };
    case 'POST /students/batch/import': {
      const previewToken = newId();
      await db
        .insertInto('student_import_previews' as never)
        .values({
          inst_id: w.instId,
          id: previewToken,
          created_by: w.users.director,
          file_name: '원생.xlsx',
          total: 1,
          valid_count: 1,
          rows: JSON.stringify({
            valid: [
              {
                rowNumber: 2,
                value: {
                  studentNm: uniqueName('이'),
                  birthdate: '2012-02-02',
                  genderCd: null,
                  schoolNm: null,
                  gradeYear: null,
                  mobileNo: null,
                  guardian: null,
                  memo: null,
                },
              },
            ],
            invalid: [],
          }),
          expires_at: new Date(clock.now().getTime() + 3_600_000),
        } as never)
        .execute();
      return { method, url, payload: { previewToken } };
    }
    case 'PATCH /students/:studentId':
      return { method, url, payload: { studentNm: uniqueName('정'), birthdate: '2012-03-15' } };
    case 'PATCH /students/:studentId/inst-info':
      return { method, url, payload: { schoolNm: '한빛중학교', gradeYear: 8 } };
    case 'POST /students/:studentId/guardians':
      return { method, url, payload: { guardianNm: '최보호', mobileNo: freshMobile(), relationType: '아버지' } };
    case 'POST /students/:studentId/status':
      return { method, url, payload: { toStatus: 'paused', effectiveDate: '2026-11-22', reason: '방학' } };
    case 'POST /students/:studentId/memos':
    case 'PATCH /students/:studentId/memos/:memoId':
      return { method, url, payload: { memoDate: '2026-11-22', content: '상담했습니다.' } };
    default:
      return { method, url };
  }
}

describe('students access matrix (docs/access-matrix.md ## students)', () => {
  it('has exactly one row per route of the students feature', async () => {
    const routes = await routesOf(studentsRoutes, studentsBatchRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 120_000);

  it('refuses the view routes to a manager holding neither 010 nor 020', async () => {
    await db
      .updateTable('memberships')
      .set({ auth_cd: '031#041#051' })
      .where('inst_id', '=', world.instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    const session = await createSession(db, { userId: world.users.manager, persistent: true, now: clock.now() });
    const auth = { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
    const { id } = await insertTestStudent(db, world.instId);
    for (const url of [
      `/api/insts/${world.instId}/students`,
      `/api/insts/${world.instId}/students/${id}`,
      `/api/insts/${world.instId}/students/birthdays`,
      `/api/insts/${world.instId}/members`,
    ]) {
      const response = await app.inject({ method: 'GET', url, ...auth });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 404 with no data for a student, guardian or memo id of another academy, and changes nothing', async () => {
    const theirs = await insertTestStudent(db, world.otherInstId, {
      studentNm: '남학생',
      guardians: [{ guardianNm: '남보호', mobileNo: freshMobile() }],
    });
    const session = await createSession(db, { userId: world.users.director, persistent: true, now: clock.now() });
    const auth = { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
    const before = await studentTables(db);
    const mine = `/api/insts/${world.instId}/students/${theirs.id}`;
    const calls: InjectOptions[] = [
      { method: 'GET', url: mine },
      { method: 'GET', url: `${mine}/history` },
      { method: 'GET', url: `${mine}/memos` },
      { method: 'PATCH', url: mine, payload: { studentNm: '바꾼이름', birthdate: '2012-03-15' } },
      {
        method: 'POST',
        url: `${mine}/status`,
        payload: { toStatus: 'left', effectiveDate: '2026-11-22', reason: '이사' },
      },
      { method: 'DELETE', url: `${mine}/guardians/${theirs.guardianIds[0]}` },
      { method: 'POST', url: `${mine}/guardians/${theirs.guardianIds[0]}/invite` },
      { method: 'POST', url: `${mine}/memos`, payload: { memoDate: '2026-11-22', content: '메모' } },
      // Their academy's own address: the director is no member there.
      { method: 'GET', url: `/api/insts/${world.otherInstId}/students/${theirs.id}` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/students` },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, ...auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toMatch(/남학생|남보호|student_nm|mobile/);
    }
    expect(await studentTables(db)).toEqual(before);
  });
});
