import { businessDateOf } from '@academy/domain/format/format.business-date';
import type {
  AssigneeView,
  CreateHomeworkBody,
  EditHomeworkBody,
  FormOptionsQuery,
  FormOptionsResponse,
  HomeworkDetail,
  HomeworkDetailQuery,
  HomeworkListQuery,
  HomeworkListResponse,
} from '@academy/domain/homework/homework.schema';
import { DUE_IN_PAST_MESSAGE } from '@academy/domain/homework/homework.schema';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { classStudentsOn } from '../../platform/classes/class-students';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { claimFiles, forgetHomeworkFiles, removeForgotten } from './files.service';
import { assigneeViewOf, countsViewOf, filesBy, iso, submissionViewOf } from './homework.mappers';
import { dueText, homeworkLink, notifyFamilies } from './homework.notices';
import {
  assignableClass,
  assignableClasses,
  assigneesOf,
  countsOf,
  decodeCursor,
  encodeCursor,
  filesOf,
  type HomeworkRow,
  homeworkPage,
  linkedAssignees,
  submissionsById,
  visibleHomework,
} from './homework.queries';

/**
 * Assignments (숙제 내기, 목록, 상세, 고치기, 지우기). Assignees are fixed when the homework is given:
 * the chosen students of the class, or everyone enrolled in it that day.
 */

/** An assignment the caller sees, or 404 (another academy's, a class the teacher does not teach, a family's other child's). */
export async function requireHomework(db: Executor, caller: Caller, homeworkId: string): Promise<HomeworkRow> {
  const row = await visibleHomework(db, caller, homeworkId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The assignees' views (all, or `studentIds`) with their latest versions and files: three statements. */
export async function assigneeViews(
  db: Executor,
  instId: string,
  homeworkId: string,
  now: Date,
  studentIds?: readonly string[],
): Promise<AssigneeView[]> {
  const assignees = await assigneesOf(db, instId, homeworkId, studentIds);
  const latestIds = assignees.flatMap((row) => (row.latest_submission_id ? [row.latest_submission_id] : []));
  const submissions = await submissionsById(db, instId, latestIds);
  const files = filesBy(instId, await filesOf(db, instId, 'submission', latestIds), 'submission_id');
  const byId = new Map(submissions.map((row) => [row.id, submissionViewOf(row, files.get(row.id) ?? [])]));
  return assignees.map((row) =>
    assigneeViewOf(row, row.latest_submission_id ? (byId.get(row.latest_submission_id) ?? null) : null, now),
  );
}

/** GET …/homework: the staff list. */
export async function listHomework(
  ctx: AppContext,
  caller: Caller,
  query: HomeworkListQuery,
): Promise<HomeworkListResponse> {
  const rows = await homeworkPage(ctx.db, caller, {
    classId: query.classId,
    state: query.state,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
    now: ctx.clock.now(),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      homeworkId: row.id,
      classId: row.class_id,
      classNm: row.class_nm,
      title: row.title,
      dueAt: iso(row.due_at),
      createdAt: iso(row.created_at),
      authorNm: row.author_nm ?? '',
      fileCnt: row.file_cnt,
      counts: countsViewOf(row.counts),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** GET …/homework/form-options. */
export async function formOptions(
  ctx: AppContext,
  caller: Caller,
  query: FormOptionsQuery,
): Promise<FormOptionsResponse> {
  const classes = await assignableClasses(ctx.db, caller);
  const chosen = query.classId ? classes.find((row) => row.id === query.classId) : undefined;
  if (query.classId && !chosen) throw new AppError('NOT_FOUND');
  const students = chosen
    ? await classStudentsOn(ctx.db, caller.instId, chosen.id, businessDateOf(ctx.clock.now()))
    : [];
  return {
    classes: classes.map((row) => ({ classId: row.id, classNm: row.class_nm })),
    students: students.map((row) => ({ studentId: row.id, studentNm: row.student_nm })),
  };
}

/** POST …/homework: gives homework to the class (or chosen students of it) and tells their families. */
export async function createHomework(
  ctx: AppContext,
  caller: Caller,
  body: CreateHomeworkBody,
): Promise<HomeworkDetail> {
  const now = ctx.clock.now();
  const dueAt = new Date(body.dueAt);
  const klass = await assignableClass(ctx.db, caller, body.classId);
  if (!klass) throw new AppError('NOT_FOUND');
  if (dueAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', undefined, { dueAt: DUE_IN_PAST_MESSAGE });
  const enrolled = await classStudentsOn(ctx.db, caller.instId, klass.id, businessDateOf(now));
  const enrolledIds = new Set(enrolled.map((row) => row.id));
  const studentIds = body.studentIds ? [...new Set(body.studentIds)] : [...enrolledIds];
  const stranger = (body.studentIds ?? []).findIndex((id) => !enrolledIds.has(id));
  if (stranger >= 0)
    throw new AppError('VALIDATION_FAILED', undefined, {
      [`studentIds.${stranger}`]: '이 반에 다니는 원생만 고를 수 있습니다. 대상 원생을 다시 골라 주세요.',
    });
  if (studentIds.length === 0)
    throw new AppError('VALIDATION_FAILED', undefined, {
      studentIds: '이 반에 다니는 원생이 없습니다. 반에 원생을 먼저 등록해 주세요.',
    });
  const homeworkId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('homework')
      .values({
        inst_id: caller.instId,
        id: homeworkId,
        class_id: klass.id,
        title: body.title,
        instructions: body.instructions,
        due_at: dueAt,
        created_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('homework_assignees')
      .values(
        studentIds.map((studentId) => ({ inst_id: caller.instId, homework_id: homeworkId, student_id: studentId })),
      )
      .execute();
    await claimFiles(trx, caller, { purpose: 'homework-file', fileNms: body.files, owner: { homeworkId }, now });
    await notifyFamilies(trx, {
      instId: caller.instId,
      studentIds,
      type: 'homework-assigned',
      title: `새 숙제: ${body.title}`,
      body: () => `${klass.class_nm} 숙제가 나왔습니다. 마감 ${dueText(dueAt)}`,
      link: homeworkLink(homeworkId),
      now,
    });
  });
  return homeworkDetail(ctx, caller, { homeworkId, query: {} });
}

/** GET …/homework/:homeworkId: staff with the counts; a family member with their child's status and latest version. */
export async function homeworkDetail(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string; query: HomeworkDetailQuery },
): Promise<HomeworkDetail> {
  const now = ctx.clock.now();
  const row = await requireHomework(ctx.db, caller, input.homeworkId);
  const files = filesBy(caller.instId, await filesOf(ctx.db, caller.instId, 'homework', [row.id]), 'homework_id');
  const staff = isStaffCaller(caller);
  let children: { studentId: string; studentNm: string }[] = [];
  let studentId = input.query.studentId;
  if (!staff) {
    children = (await linkedAssignees(ctx.db, caller, row.id)).map((child) => ({
      studentId: child.id,
      studentNm: child.student_nm,
    }));
    if (studentId && !children.some((child) => child.studentId === studentId)) throw new AppError('NOT_FOUND');
    studentId ??= children[0]?.studentId;
  }
  const student = studentId
    ? ((await assigneeViews(ctx.db, caller.instId, row.id, now, [studentId]))[0] ?? null)
    : null;
  if (staff && input.query.studentId && !student) throw new AppError('NOT_FOUND');
  return {
    homeworkId: row.id,
    classId: row.class_id,
    classNm: row.class_nm,
    title: row.title,
    instructions: row.instructions,
    dueAt: iso(row.due_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    authorNm: row.author_nm ?? '',
    files: files.get(row.id) ?? [],
    counts: staff ? countsViewOf(await countsOf(ctx.db, caller.instId, row.id, now)) : null,
    student,
    children,
    mayManage: staff,
  };
}

/** PATCH …/homework/:homeworkId: a moved due time lets the reminder go again to those who have not handed in. */
export async function editHomework(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string; body: EditHomeworkBody },
): Promise<HomeworkDetail> {
  const now = ctx.clock.now();
  const row = await requireHomework(ctx.db, caller, input.homeworkId);
  const { body } = input;
  const dueAt = body.dueAt ? new Date(body.dueAt) : null;
  const moved = dueAt !== null && dueAt.getTime() !== new Date(row.due_at).getTime();
  if (moved && dueAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', undefined, { dueAt: DUE_IN_PAST_MESSAGE });
  const forgotten = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('homework')
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.instructions !== undefined ? { instructions: body.instructions } : {}),
        ...(moved ? { due_at: dueAt } : {}),
        updated_at: now,
      })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', row.id)
      .execute();
    if (moved)
      await trx
        .updateTable('homework_assignees')
        .set({ reminded_at: null })
        .where('inst_id', '=', caller.instId)
        .where('homework_id', '=', row.id)
        .where('first_submitted_at', 'is', null)
        .execute();
    return body.files
      ? claimFiles(trx, caller, { purpose: 'homework-file', fileNms: body.files, owner: { homeworkId: row.id }, now })
      : [];
  });
  await removeForgotten(ctx, forgotten);
  return homeworkDetail(ctx, caller, { homeworkId: row.id, query: {} });
}

/** DELETE …/homework/:homeworkId: the assignment, its versions and their files; audited. */
export async function removeHomework(ctx: AppContext, caller: Caller, input: { homeworkId: string }): Promise<void> {
  const now = ctx.clock.now();
  const row = await requireHomework(ctx.db, caller, input.homeworkId);
  const forgotten = await ctx.db.transaction().execute(async (trx) => {
    const counts = await countsOf(trx, caller.instId, row.id, now);
    const uploads = await forgetHomeworkFiles(trx, caller.instId, row.id);
    await trx.deleteFrom('homework').where('inst_id', '=', caller.instId).where('id', '=', row.id).execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'homework.delete',
      target: auditTarget('homework', row.id),
      before: {
        classId: row.class_id,
        title: row.title,
        dueAt: iso(row.due_at),
        assigned: counts.assigned,
        submitted: counts.submitted,
      },
      after: null,
      at: now,
    });
    return uploads;
  });
  await removeForgotten(ctx, forgotten);
}
