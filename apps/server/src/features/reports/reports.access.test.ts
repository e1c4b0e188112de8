import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAccessMatrix, type MatrixRow, openMatrixBench, routesOf } from '../../../test/access-matrix';
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';
import { settleBatchRuns } from './reports.batches';
import { reportsRoutes } from './reports.routes';

const { db, clock, app, world, rows } = await openMatrixBench('reports', '2026-11-23T07:00:00Z');
afterAll(() => settleBatchRuns());
const instId = world.instId;
const director = await callerFor(app, db, world.users.director, clock.now());
const childId = await studentOfUser(db, instId, world.users.student);
const MONTH = '2026-11';

/** The demo class the demo teacher teaches and 최민준 (the demo parent's child) attends. */
const { id: classId } = await db
  .selectFrom('classes')
  .select('id')
  .where('inst_id', '=', instId)
  .where('class_nm', '=', '중3 수학 심화반')
  .executeTakeFirstOrThrow();

/** The class's month composed once; 최민준's report sent with a comment (the rows that read). */
const batch = await director.inject({
  method: 'POST',
  url: `/api/insts/${instId}/reports/batches`,
  payload: { classId, month: MONTH },
});
const batchId: string = batch.json().batchId;
await settleBatchRuns();
const reportIdOf = async (studentId: string) =>
  (
    await db
      .selectFrom('learning_reports')
      .select('id')
      .where('inst_id', '=', instId)
      .where('class_id', '=', classId)
      .where('month', '=', MONTH)
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow()
  ).id;
const sentReportId = await reportIdOf(childId);
await director.inject({
  method: 'PATCH',
  url: `/api/insts/${instId}/reports/${sentReportId}`,
  payload: { comment: '매트릭스 코멘트' },
});
await director.inject({
  method: 'POST',
  url: `/api/insts/${instId}/reports/send`,
  payload: { reportIds: [sentReportId] },
});
/** Another student's report of the class, left a draft (the comment row edits it). */
const { student_id: otherStudentId } = await db
  .selectFrom('learning_reports')
  .select('student_id')
  .where('inst_id', '=', instId)
  .where('class_id', '=', classId)
  .where('month', '=', MONTH)
  .where('student_id', '!=', childId)
  .executeTakeFirstOrThrow();
const draftReportId = await reportIdOf(otherStudentId);

function requestFor(row: MatrixRow): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const reportId = method === 'PATCH' ? draftReportId : sentReportId;
  const url = pattern
    .replace(':instId', instId)
    .replace(':reportId', reportId)
    .replace(':batchId', batchId)
    .replace(':studentId', childId);
  switch (`${method} ${path}`) {
    case 'GET /reports':
      return { method, url: `${url}?classId=${classId}&month=${MONTH}` };
    case 'POST /reports/batches':
      return { method, url, payload: { classId, month: MONTH } };
    case 'POST /reports/birthdays':
      return { method, url, payload: { studentId: childId, message: '생일 축하해!' } };
    case 'POST /reports/send':
      return { method, url, payload: { reportIds: [sentReportId] } };
    case 'PATCH /reports/:reportId':
      return { method, url, payload: { commentDraft: '초안' } };
    default:
      return { method, url };
  }
}

describe('reports access matrix (docs/access-matrix.md ## reports)', () => {
  it('has exactly one row per route of the reports', async () => {
    const routes = await routesOf(reportsRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
    await settleBatchRuns();
  }, 240_000);

  it('answers a family 404 for another child’s report, its PDF and the child’s list', async () => {
    const parent = await callerFor(app, db, world.users.parent, clock.now());
    for (const url of [
      `/api/insts/${instId}/reports/${draftReportId}`,
      `/api/insts/${instId}/reports/${draftReportId}/pdf`,
      `/api/insts/${instId}/students/${otherStudentId}/reports`,
    ]) {
      const response = await parent.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
