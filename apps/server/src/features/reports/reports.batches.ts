import { reportPeriod } from '@academy/domain/reports/reports.rules';
import type { CreateBatchBody, ReportBatchView } from '@academy/domain/reports/reports.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import type { Job } from '../../platform/jobs/scheduler';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { composeMonthly } from './reports.content';
import { monthOrDefault } from './reports.months';
import { enrolledStudents, mainTeacherOf, reportableClass } from './reports.queries';

/**
 * Composing a class's month as a batch with progress (`learning_report_batches`). The request that
 * asks for it inserts the batch (a running batch of the same class and month is answered instead:
 * the partial unique index makes parallel requests share one) and starts the run in this process
 * once the insert has committed. The run composes one student at a time, counting `done` or
 * `failed` and touching `heartbeat_at`; if the process dies, the periodic job below takes over a
 * batch whose heartbeat stopped and runs it again from the start (composing is idempotent: a draft
 * is recomposed, a sent report is left alone).
 */

/** A running batch whose heartbeat is older than this is taken over by the periodic job. */
export const BATCH_STALE_MS = 2 * 60 * 1000;

type BatchRow = {
  inst_id: string;
  id: string;
  class_id: string;
  month: string;
  status: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  failed: number;
  created_at: Date | string;
  finished_at: Date | string | null;
};

export function batchView(row: BatchRow): ReportBatchView {
  return {
    batchId: row.id,
    classId: row.class_id,
    month: row.month,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

const batchColumns = [
  'inst_id',
  'id',
  'class_id',
  'month',
  'status',
  'total',
  'done',
  'failed',
  'created_at',
  'finished_at',
] as const;

/** The running batch of a class's month, else the latest one; undefined when never run. */
export async function latestBatchOf(db: Executor, instId: string, classId: string, month: string) {
  return db
    .selectFrom('learning_report_batches')
    .select(batchColumns)
    .where(ofInst(instId))
    .where('class_id', '=', classId)
    .where('month', '=', month)
    .orderBy(({ eb }) => eb('status', '=', 'running'), 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Runs started by this process and not finished (tests and the bench wait for them). */
const inFlight = new Set<Promise<void>>();

/** Waits for the batch runs this process started. */
export async function settleBatchRuns(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

function startRun(ctx: AppContext, instId: string, batchId: string): void {
  const run = runBatch(ctx, instId, batchId)
    .catch(() => undefined)
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/**
 * A new running batch of the class's month, or nothing when one runs. The index's predicate is
 * written as a literal: PostgreSQL matches ON CONFLICT to the partial index when it plans, and a
 * prepared statement's generic plan (after five runs on a connection) would hold a parameter it
 * cannot match, and refuse the insert.
 */
export function insertRunningBatch(
  db: Executor,
  input: { instId: string; classId: string; month: string; total: number; requestedBy: string; now: Date },
) {
  return db
    .insertInto('learning_report_batches')
    .values({
      inst_id: input.instId,
      id: newId(),
      class_id: input.classId,
      month: input.month,
      total: input.total,
      requested_by: input.requestedBy,
      created_at: input.now,
      heartbeat_at: input.now,
    })
    .onConflict((oc) =>
      oc.columns(['inst_id', 'class_id', 'month']).where('status', '=', sql.lit('running')).doNothing(),
    )
    .returning(batchColumns)
    .executeTakeFirst();
}

/** POST …/reports/batches: the class's batch for the month (new, or the one already running). */
export async function startBatch(ctx: AppContext, caller: Caller, body: CreateBatchBody): Promise<ReportBatchView> {
  const month = monthOrDefault(ctx, body.month);
  const klass = await reportableClass(ctx.db, caller, body.classId);
  if (!klass) throw new AppError('NOT_FOUND');
  const { from, to } = reportPeriod(month);
  const students = await enrolledStudents(ctx.db, caller.instId, klass.classId, from, to).execute();
  const now = ctx.clock.now();
  const inserted = await insertRunningBatch(ctx.db, {
    instId: caller.instId,
    classId: klass.classId,
    month,
    total: students.length,
    requestedBy: caller.userId,
    now,
  });
  if (inserted) {
    startRun(ctx, caller.instId, inserted.id);
    return batchView(inserted);
  }
  const running = await latestBatchOf(ctx.db, caller.instId, klass.classId, month);
  if (!running) throw new AppError('CONFLICT');
  return batchView(running);
}

/** GET …/reports/batches/:batchId: progress (of a class the caller may report on). */
export async function batchProgress(ctx: AppContext, caller: Caller, batchId: string): Promise<ReportBatchView> {
  const row = await ctx.db
    .selectFrom('learning_report_batches')
    .select(batchColumns)
    .where(ofInst(caller.instId))
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!row || !(await reportableClass(ctx.db, caller, row.class_id))) throw new AppError('NOT_FOUND');
  return batchView(row);
}

/**
 * Composes every student of the batch's class and month, one at a time. A student who fails is
 * counted in `failed` and the run goes on; the batch ends 'done' (or 'failed' when it could not run).
 */
export async function runBatch(ctx: AppContext, instId: string, batchId: string): Promise<void> {
  const batch = await ctx.db
    .selectFrom('learning_report_batches')
    .select(batchColumns)
    .where(ofInst(instId))
    .where('id', '=', batchId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (!batch) return;
  try {
    const { from, to } = reportPeriod(batch.month);
    const [students, klass, teacher, instNm] = await Promise.all([
      enrolledStudents(ctx.db, instId, batch.class_id, from, to).execute(),
      ctx.db
        .selectFrom('classes')
        .select('class_nm')
        .where(ofInst(instId))
        .where('id', '=', batch.class_id)
        .executeTakeFirstOrThrow(),
      mainTeacherOf(ctx.db, instId, batch.class_id),
      instNameOf(ctx.db, instId),
    ]);
    await ctx.db
      .updateTable('learning_report_batches')
      .set({ total: students.length, done: 0, failed: 0, heartbeat_at: ctx.clock.now() })
      .where(ofInst(instId))
      .where('id', '=', batchId)
      .execute();
    for (const student of students) {
      let ok = true;
      try {
        const content = await composeMonthly(ctx.db, {
          instId,
          studentId: student.studentId,
          classId: batch.class_id,
          month: batch.month,
          now: ctx.clock.now(),
          names: {
            instNm,
            studentNm: student.studentNm,
            className: klass.class_nm,
            teacherNm: teacher?.userNm ?? null,
          },
        });
        await saveDraft(ctx.db, {
          instId,
          studentId: student.studentId,
          classId: batch.class_id,
          month: batch.month,
          content,
          teacherUserId: teacher?.userId ?? null,
          now: ctx.clock.now(),
        });
      } catch {
        ok = false;
      }
      await ctx.db
        .updateTable('learning_report_batches')
        .set((eb) => ({
          done: ok ? eb('done', '+', 1) : eb.ref('done'),
          failed: ok ? eb.ref('failed') : eb('failed', '+', 1),
          heartbeat_at: ctx.clock.now(),
        }))
        .where(ofInst(instId))
        .where('id', '=', batchId)
        .execute();
    }
    await finish(ctx, instId, batchId, 'done');
  } catch (error) {
    await finish(ctx, instId, batchId, 'failed');
    throw error;
  }
}

async function finish(ctx: AppContext, instId: string, batchId: string, status: 'done' | 'failed') {
  await ctx.db
    .updateTable('learning_report_batches')
    .set({ status, finished_at: ctx.clock.now(), heartbeat_at: ctx.clock.now() })
    .where(ofInst(instId))
    .where('id', '=', batchId)
    .where('status', '=', 'running')
    .execute();
}

/** Inserts the month's report as a draft, or recomposes a draft (its comment stays); a sent one is left alone. */
export async function saveDraft(
  db: Executor,
  input: {
    instId: string;
    studentId: string;
    classId: string;
    month: string;
    content: unknown;
    teacherUserId: string | null;
    now: Date;
  },
): Promise<void> {
  const content = JSON.stringify(input.content);
  await db
    .insertInto('learning_reports')
    .values({
      inst_id: input.instId,
      id: newId(),
      kind: 'monthly',
      student_id: input.studentId,
      class_id: input.classId,
      month: input.month,
      content,
      teacher_user_id: input.teacherUserId,
      composed_at: input.now,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['inst_id', 'class_id', 'month', 'student_id'])
        // A literal predicate, so the partial index is found under a generic plan too (insertRunningBatch).
        .where('kind', '=', sql.lit('monthly'))
        .doUpdateSet({
          content,
          teacher_user_id: input.teacherUserId,
          composed_at: input.now,
          updated_at: input.now,
        })
        .where('learning_reports.status', '=', 'draft'),
    )
    .execute();
}

/**
 * Takes over running batches whose process stopped beating (a restart, a crash) and runs them
 * again; the claim is one UPDATE, so of several processes only one takes each batch.
 */
export async function resumeStaleBatches(ctx: AppContext): Promise<{ resumed: number }> {
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .updateTable('learning_report_batches')
    .set({ heartbeat_at: now })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', new Date(now.getTime() - BATCH_STALE_MS))
    .returning(['inst_id', 'id'])
    .execute();
  for (const batch of claimed) await runBatch(ctx, batch.inst_id, batch.id).catch(() => undefined);
  return { resumed: claimed.length };
}

export const reportBatchesResumeJob: Job = {
  name: 'report-batches-resume',
  everyMs: 60 * 1000,
  run: resumeStaleBatches,
};
