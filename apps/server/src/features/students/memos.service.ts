import { businessDateOf } from '@academy/domain/format/format.business-date';
import { mayManageStudents } from '@academy/domain/students/students.rules';
import type { MemoBody, MemosResponse, MemoView } from '@academy/domain/students/students.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { mayWriteMemos } from './students.access';
import { findStudent } from './students.queries';

/**
 * StudentMemo: dated notes by staff, never shown to parents or students. Whoever may see the student
 * may read them; the director and managers who see students also write them (a teacher reads the
 * notes of their own classes' students only). A note is edited or deleted by its author, or by a
 * member who manages students (the director, a manager with 010).
 */

/** 404 unless the caller sees the student today. */
async function assertSeesStudent(ctx: AppContext, caller: Caller, studentId: string) {
  const student = await findStudent(ctx.db, caller, studentId, { day: businessDateOf(ctx.clock.now()) });
  if (!student) throw new AppError('STUDENT_NOT_FOUND');
}

async function memosOf(db: Executor, caller: Caller, studentId: string, memoId?: string) {
  let query = db
    .selectFrom('student_memos')
    .innerJoin('users', 'users.id', 'student_memos.author_user_id')
    .select([
      'student_memos.id',
      'student_memos.memo_date',
      'student_memos.content',
      'student_memos.author_user_id',
      'student_memos.created_at',
      'student_memos.updated_at',
      'users.user_nm',
    ])
    .where(ofInst(caller.instId, 'student_memos'))
    .where('student_memos.student_id', '=', studentId);
  if (memoId) query = query.where('student_memos.id', '=', memoId);
  const rows = await query
    .orderBy('student_memos.memo_date', 'desc')
    .orderBy('student_memos.created_at', 'desc')
    .execute();
  return rows.map(
    (row): MemoView => ({
      memoId: row.id,
      memoDate: row.memo_date,
      content: row.content,
      authorUserId: row.author_user_id,
      authorNm: row.user_nm,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      editable:
        mayWriteMemos(caller) &&
        (row.author_user_id === caller.userId || mayManageStudents(caller.role, caller.authCd)),
    }),
  );
}

const READ_ONLY_MEMOS_MESSAGE = '강사는 담당 반 원생의 메모를 읽을 수만 있습니다.';

function assertMayWrite(caller: Caller) {
  if (!mayWriteMemos(caller)) throw new AppError('FORBIDDEN', READ_ONLY_MEMOS_MESSAGE);
}

async function memosResponseOf(db: Executor, caller: Caller, studentId: string): Promise<MemosResponse> {
  return { memos: await memosOf(db, caller, studentId), canWrite: mayWriteMemos(caller) };
}

export async function listMemos(ctx: AppContext, caller: Caller, input: { studentId: string }): Promise<MemosResponse> {
  await assertSeesStudent(ctx, caller, input.studentId);
  return memosResponseOf(ctx.db, caller, input.studentId);
}

export async function addMemo(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; memo: MemoBody },
): Promise<MemosResponse> {
  const { studentId, memo: body } = input;
  await assertSeesStudent(ctx, caller, studentId);
  assertMayWrite(caller);
  const now = ctx.clock.now();
  const db = ctx.db;
  await db
    .insertInto('student_memos')
    .values({
      inst_id: caller.instId,
      id: newId(),
      student_id: studentId,
      memo_date: body.memoDate,
      content: body.content,
      author_user_id: caller.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return memosResponseOf(db, caller, studentId);
}

async function assertEditableMemo(ctx: AppContext, caller: Caller, studentId: string, memoId: string) {
  await assertSeesStudent(ctx, caller, studentId);
  assertMayWrite(caller);
  const [memo] = await memosOf(ctx.db, caller, studentId, memoId);
  if (!memo) throw new AppError('MEMO_NOT_FOUND');
  if (!memo.editable) throw new AppError('FORBIDDEN', '직접 쓴 메모만 고치거나 지울 수 있습니다.');
}

export async function updateMemo(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; memoId: string; memo: MemoBody },
): Promise<MemosResponse> {
  const { studentId, memoId, memo: body } = input;
  await assertEditableMemo(ctx, caller, studentId, memoId);
  const db = ctx.db;
  await db
    .updateTable('student_memos')
    .set({ memo_date: body.memoDate, content: body.content, updated_at: ctx.clock.now() })
    .where(ofInst(caller.instId))
    .where('student_id', '=', studentId)
    .where('id', '=', memoId)
    .execute();
  return memosResponseOf(db, caller, studentId);
}

export async function deleteMemo(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; memoId: string },
): Promise<MemosResponse> {
  const { studentId, memoId } = input;
  await assertEditableMemo(ctx, caller, studentId, memoId);
  const db = ctx.db;
  await db
    .deleteFrom('student_memos')
    .where(ofInst(caller.instId))
    .where('student_id', '=', studentId)
    .where('id', '=', memoId)
    .execute();
  return memosResponseOf(db, caller, studentId);
}
