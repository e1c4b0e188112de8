import { describe, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, insertStudent } from '../classes/classes.test-helpers';
import { settleBatchRuns } from './reports.batches';

/**
 * The reports' lists cost the same number of SQL statements whatever they hold
 * (test/query-count.ts): the class list of a class of 2 students and of 25 (drafts, sent reports,
 * comments and reads), a student's reports with 1 month and with 11, the teacher home's to-do with
 * 1 item and with 20, and a month of 2 birthdays against one of 25.
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const director = await callerFor(app, db, world.users.director, clock.now());

async function classOf(size: number, birthMonth: string): Promise<{ classId: string; studentIds: string[] }> {
  const classId = newId();
  await db
    .insertInto('classes')
    .values({
      inst_id: instId,
      id: classId,
      class_nm: `리포트 ${size}명반`,
      compulsory_subject: '수학',
      fixed: null,
      lec_start_dt: '2026-01-01',
      lec_end_dt: null,
      tuition_id: null,
      image_file_nm: null,
      class_intro_content: null,
      created_by: null,
    })
    .execute();
  await db
    .insertInto('class_teachers')
    .values({ inst_id: instId, class_id: classId, user_id: world.users.teacher })
    .execute();
  const studentIds: string[] = [];
  for (let n = 0; n < size; n += 1) {
    const studentId = await insertStudent(db, instId, { studentNm: `리포트학생${size}-${n}` });
    await db
      .updateTable('students')
      .set({ birthdate: `2012-${birthMonth}-${String((n % 28) + 1).padStart(2, '0')}` })
      .where('id', '=', studentId)
      .execute();
    await db
      .insertInto('class_students')
      .values({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        student_id: studentId,
        start_date: '2026-01-01',
        end_date: null,
      })
      .execute();
    studentIds.push(studentId);
  }
  return { classId, studentIds };
}

async function compose(classId: string, month: string) {
  await director.inject({ method: 'POST', url: `/api/insts/${instId}/reports/batches`, payload: { classId, month } });
  await settleBatchRuns();
}

/** Comments on every report of the class's month, sends half of them, and a family read of one. */
async function commentAndSend(classId: string, month: string) {
  const reports = await db
    .selectFrom('learning_reports')
    .select('id')
    .where('inst_id', '=', instId)
    .where('class_id', '=', classId)
    .where('month', '=', month)
    .execute();
  for (const { id } of reports)
    await director.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/reports/${id}`,
      payload: { comment: '코멘트' },
    });
  const half = reports.filter((_, index) => index % 2 === 0).map((r) => r.id);
  await director.inject({ method: 'POST', url: `/api/insts/${instId}/reports/send`, payload: { reportIds: half } });
  if (half[0])
    await db
      .insertInto('learning_report_reads')
      .values({
        inst_id: instId,
        report_id: half[0],
        user_id: world.users.parent,
        first_read_at: clock.now(),
        last_read_at: clock.now(),
      })
      .execute();
}

const small = await classOf(2, '09');
const large = await classOf(25, '08');
await compose(small.classId, '2026-11');
await commentAndSend(small.classId, '2026-11');
for (let month = 1; month <= 11; month += 1) await compose(large.classId, `2026-${String(month).padStart(2, '0')}`);
await commentAndSend(large.classId, '2026-11');

const get = (path: string) => () => director.inject({ method: 'GET', url: `/api/insts/${instId}${path}` });

describe('the reports lists cost a fixed number of statements', () => {
  it('the class list', async () => {
    await expectSameCount(
      get(`/reports?classId=${small.classId}&month=2026-11`),
      get(`/reports?classId=${large.classId}&month=2026-11`),
    );
  });

  it("a student's reports", async () => {
    await expectSameCount(
      get(`/students/${small.studentIds[0]}/reports`),
      get(`/students/${large.studentIds[0]}/reports`),
    );
  });

  it("the teacher home's to-do", async () => {
    await expectSameCount(get('/reports/todo?month=2026-10&limit=1'), get('/reports/todo?month=2026-10&limit=20'));
  });

  it('the birthdays of a month', async () => {
    await expectSameCount(get('/reports/birthdays?month=2026-09'), get('/reports/birthdays?month=2026-08'));
  });
});
