import { businessDateOf } from '@academy/domain/format/format.business-date';
import { assigneeStatus, isLate, maySubmit } from '@academy/domain/homework/homework.rules';
import type {
  AssigneeView,
  CheckBody,
  StudentHomeworkQuery,
  StudentHomeworkResponse,
  SubmissionHistoryResponse,
  SubmissionsResponse,
  SubmitBody,
} from '@academy/domain/homework/homework.schema';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { claimFiles } from './files.service';
import { filesBy, iso, submissionViewOf } from './homework.mappers';
import { homeworkLink, notifyFamilies } from './homework.notices';
import {
  assigneesOf,
  decodeCursor,
  encodeCursor,
  filesOf,
  linkedAssignees,
  lockAssignee,
  studentHomeworkPage,
  submissionHistory,
  visibleStudentOf,
} from './homework.queries';
import { assigneeViews, requireHomework } from './homework.service';

/**
 * Handing in and checking (제출, 확인). Every hand-in is a new version kept in the history; the
 * latest one is what the teacher sees and checks. A version may be handed in until the teacher
 * checks the latest one as 완료; one handed in after a check of 보완 요청 waits for a new check.
 * Hand-ins and checks of one assignee run one at a time (the assignee row is locked).
 */

const STAFF_CANNOT_SUBMIT =
  '숙제 제출은 학생 본인이나 학부모만 할 수 있습니다. 학생 계정이나 학부모 계정으로 제출해 주세요.';
const ALREADY_COMPLETED = '선생님이 완료로 확인한 숙제는 다시 제출할 수 없습니다.';
const NOTHING_TO_CHECK = '확인할 제출물이 없습니다. 학생이 제출한 뒤에 확인해 주세요.';
const ALREADY_CHECKED = '이미 확인한 제출물입니다. 학생이 다시 제출하면 새로 확인할 수 있습니다.';

/** GET …/homework/:homeworkId/submissions (staff): every assignee. */
export async function listSubmissions(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string },
): Promise<SubmissionsResponse> {
  const row = await requireHomework(ctx.db, caller, input.homeworkId);
  return { items: await assigneeViews(ctx.db, caller.instId, row.id, ctx.clock.now()) };
}

/** An assignee the caller may see: staff, of an assignment they see; a family member, their own child; else 404. */
async function requireAssignee(ctx: AppContext, caller: Caller, homeworkId: string, studentId: string) {
  const homework = await requireHomework(ctx.db, caller, homeworkId);
  if (!isStaffCaller(caller)) {
    const mine = await linkedAssignees(ctx.db, caller, homework.id);
    if (!mine.some((child) => child.id === studentId)) throw new AppError('NOT_FOUND');
  }
  const [assignee] = await assigneesOf(ctx.db, caller.instId, homework.id, [studentId]);
  if (!assignee) throw new AppError('NOT_FOUND');
  return { homework, assignee };
}

/** GET …/homework/:homeworkId/submissions/:studentId: every version, newest first. */
export async function submissionHistoryOf(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string; studentId: string },
): Promise<SubmissionHistoryResponse> {
  const { homework, assignee } = await requireAssignee(ctx, caller, input.homeworkId, input.studentId);
  const rows = await submissionHistory(ctx.db, caller.instId, homework.id, assignee.student_id);
  const files = filesBy(
    caller.instId,
    await filesOf(
      ctx.db,
      caller.instId,
      'submission',
      rows.map((row) => row.id),
    ),
    'submission_id',
  );
  return {
    studentId: assignee.student_id,
    studentNm: assignee.student_nm,
    items: rows.map((row) => submissionViewOf(row, files.get(row.id) ?? [])),
  };
}

/** POST …/homework/:homeworkId/submissions: the student (or their parent) hands in a version. */
export async function submitHomework(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string; body: SubmitBody },
): Promise<AssigneeView> {
  const now = ctx.clock.now();
  const { homework } = await requireAssignee(ctx, caller, input.homeworkId, input.body.studentId);
  // Staff who see the assignment are told why (after the 404 for what they do not see).
  if (isStaffCaller(caller)) throw new AppError('FORBIDDEN', STAFF_CANNOT_SUBMIT);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockAssignee(trx, caller.instId, homework.id, input.body.studentId);
    if (!current) throw new AppError('NOT_FOUND');
    const dueAt = new Date(current.due_at);
    const status = assigneeStatus(
      {
        dueAt,
        firstSubmittedAt: current.first_submitted_at ? new Date(current.first_submitted_at) : null,
        checkResult: current.check_result,
      },
      now,
    );
    if (!maySubmit(status)) throw new AppError('CONFLICT', ALREADY_COMPLETED);
    const submissionId = newId();
    await trx
      .insertInto('homework_submissions')
      .values({
        inst_id: caller.instId,
        id: submissionId,
        homework_id: homework.id,
        student_id: input.body.studentId,
        version: current.submission_cnt + 1,
        text: input.body.text,
        submitted_by: caller.userId,
        submitted_at: now,
        late: isLate(dueAt, now),
      })
      .execute();
    await claimFiles(trx, caller, {
      purpose: 'homework-submission',
      fileNms: input.body.files,
      owner: { submissionId },
      now,
    });
    await trx
      .updateTable('homework_assignees')
      .set({
        first_submitted_at: current.first_submitted_at ?? now,
        latest_submission_id: submissionId,
        submission_cnt: current.submission_cnt + 1,
        check_result: null,
      })
      .where('inst_id', '=', caller.instId)
      .where('homework_id', '=', homework.id)
      .where('student_id', '=', input.body.studentId)
      .execute();
  });
  const [view] = await assigneeViews(ctx.db, caller.instId, homework.id, now, [input.body.studentId]);
  return view as AssigneeView;
}

/** POST …/submissions/:studentId/check (staff): 완료 or 보완 요청 of the latest version; the family is told. */
export async function checkSubmission(
  ctx: AppContext,
  caller: Caller,
  input: { homeworkId: string; studentId: string; body: CheckBody },
): Promise<AssigneeView> {
  const now = ctx.clock.now();
  const { homework } = await requireAssignee(ctx, caller, input.homeworkId, input.studentId);
  const { result, comment } = input.body;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockAssignee(trx, caller.instId, homework.id, input.studentId);
    if (!current) throw new AppError('NOT_FOUND');
    if (!current.latest_submission_id) throw new AppError('CONFLICT', NOTHING_TO_CHECK);
    if (current.check_result) throw new AppError('CONFLICT', ALREADY_CHECKED);
    await trx
      .updateTable('homework_submissions')
      .set({ check_result: result, check_comment: comment || null, checked_at: now, checked_by: caller.userId })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', current.latest_submission_id)
      .execute();
    await trx
      .updateTable('homework_assignees')
      .set({ check_result: result })
      .where('inst_id', '=', caller.instId)
      .where('homework_id', '=', homework.id)
      .where('student_id', '=', input.studentId)
      .execute();
    await notifyFamilies(trx, {
      instId: caller.instId,
      studentIds: [input.studentId],
      type: result === 'completed' ? 'homework-checked' : 'homework-revision',
      title: result === 'completed' ? `숙제 완료: ${homework.title}` : `숙제 보완 요청: ${homework.title}`,
      body: () =>
        result === 'completed'
          ? `선생님이 숙제를 완료로 확인했습니다.${comment ? ` "${comment}"` : ''}`
          : `선생님이 보완을 요청했습니다: "${comment}" 보완해서 다시 제출해 주세요.`,
      link: homeworkLink(homework.id),
      now,
    });
  });
  const [view] = await assigneeViews(ctx.db, caller.instId, homework.id, now, [input.studentId]);
  return view as AssigneeView;
}

/** GET …/students/:studentId/homework: a student's assignments with their status (내 숙제, staff's per-student view). */
export async function studentHomework(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; query: StudentHomeworkQuery },
): Promise<StudentHomeworkResponse> {
  const now = ctx.clock.now();
  const student = await visibleStudentOf(ctx.db, caller, input.studentId, businessDateOf(now));
  if (!student) throw new AppError('NOT_FOUND');
  const rows = await studentHomeworkPage(ctx.db, caller, {
    studentId: student.id,
    state: input.query.state,
    cursor: decodeCursor(input.query.cursor),
    limit: input.query.limit,
    now,
  });
  const page = rows.slice(0, input.query.limit);
  const last = page.at(-1);
  return {
    studentId: student.id,
    studentNm: student.student_nm,
    items: page.map((row) => ({
      homeworkId: row.id,
      classId: row.class_id,
      classNm: row.class_nm,
      title: row.title,
      dueAt: iso(row.due_at),
      status: assigneeStatus(
        {
          dueAt: new Date(row.due_at),
          firstSubmittedAt: row.first_submitted_at ? new Date(row.first_submitted_at) : null,
          checkResult: row.check_result,
        },
        now,
      ),
      submittedAt: row.latest_submitted_at ? iso(row.latest_submitted_at) : null,
      checkComment: row.check_comment,
    })),
    nextCursor: rows.length > input.query.limit && last ? encodeCursor(last) : null,
  };
}
