import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestDatabase } from '../../../test/test-database';
import { insertRunningBatch, saveDraft } from './reports.batches';

const { db } = await createTestDatabase();
const now = new Date('2026-11-23T07:00:00Z');
const world = await createMatrixWorld(db, now);
const klass = await db
  .selectFrom('classes')
  .select('id')
  .where('inst_id', '=', world.instId)
  .orderBy('id')
  .executeTakeFirstOrThrow();

describe('starting a class’s report batch, many times on one connection', () => {
  it('keeps finding the one-running-batch index once the statement runs on a generic plan', async () => {
    const input = {
      instId: world.instId,
      classId: klass.id,
      month: '2026-10',
      total: 3,
      requestedBy: world.users.director,
      now,
    };
    // PostgreSQL plans a prepared statement generically after five runs on a connection: the start
    // must still insert when none runs, and still do nothing when one runs, past that.
    await db.connection().execute(async (connection) => {
      for (let start = 1; start <= 10; start += 1) {
        const inserted = await insertRunningBatch(connection, input);
        expect(inserted?.status, `start ${start}`).toBe('running');
        expect(await insertRunningBatch(connection, input), `second start ${start}`).toBeUndefined();
        await connection
          .updateTable('learning_report_batches')
          .set({ status: 'done' })
          .where('id', '=', inserted?.id ?? '')
          .execute();
      }
    });
    const rows = await db
      .selectFrom('learning_report_batches')
      .select('status')
      .where('inst_id', '=', world.instId)
      .where('month', '=', '2026-10')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: 10 }, () => 'done'));
  });

  it('keeps recomposing one draft per student and month past five runs on one connection', async () => {
    const student = await db
      .selectFrom('students')
      .select('id')
      .where('inst_id', '=', world.instId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.connection().execute(async (connection) => {
      for (let run = 1; run <= 10; run += 1) {
        await saveDraft(connection, {
          instId: world.instId,
          studentId: student.id,
          classId: klass.id,
          month: '2026-09',
          content: { run },
          teacherUserId: null,
          now,
        });
      }
    });
    const drafts = await db
      .selectFrom('learning_reports')
      .select(['status', 'content'])
      .where('inst_id', '=', world.instId)
      .where('student_id', '=', student.id)
      .where('month', '=', '2026-09')
      .execute();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.status).toBe('draft');
    expect(JSON.stringify(drafts[0]?.content)).toContain('10');
  });
});
