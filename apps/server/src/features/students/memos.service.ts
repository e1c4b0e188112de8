import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { MemoBody, MemosResponse, MemoView } from '@academy/domain/students/students.schema';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { requireStudentViewer, type StudentViewer } from './students.access';
import { findStudent } from './students.queries';
import type { Actor } from './students.service';

/**
 * StudentMemo: dated notes by staff, never shown to parents or students. Whoever may see the student
 * may read them; the director and managers who see students also write them (a teacher reads the
 * notes of their own classes' students only). A note is edited or deleted by its author, or by a
 * member who manages students (the director, a manager with 010).
 */

async function viewerOfStudent(ctx: AppContext, actor: Actor, instId: string, studentId: string) {
  const viewer = await requireStudentViewer(ctx.db, actor.userId, instId, businessDateOf(ctx.clock.now()));
  const student = await findStudent(ctx.db, instId, studentId, viewer.scope);
  if (!student) throw new AppError('STUDENT_NOT_FOUND');
  return viewer;
}

async function memosOf(db: Executor, viewer: StudentViewer, studentId: string, memoId?: string) {
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
    .where(ofInst(viewer.instId, 'student_memos'))
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
      editable: viewer.canWriteMemos && (row.author_user_id === viewer.userId || viewer.canManage),
    }),
  );
}

const READ_ONLY_MEMOS_MESSAGE = '강사는 담당 반 원생의 메모를 읽을 수만 있습니다.';

function assertMayWrite(viewer: StudentViewer) {
  if (!viewer.canWriteMemos) throw new AppError('FORBIDDEN', READ_ONLY_MEMOS_MESSAGE);
}

async function memosResponseOf(db: Executor, viewer: StudentViewer, studentId: string): Promise<MemosResponse> {
  return { memos: await memosOf(db, viewer, studentId), canWrite: viewer.canWriteMemos };
}

export async function listMemos(
  ctx: AppContext,
  actor: Actor,
  instId: string,
  studentId: string,
): Promise<MemosResponse> {
  const viewer = await viewerOfStudent(ctx, actor, instId, studentId);
  return memosResponseOf(ctx.db, viewer, studentId);
}

export async function addMemo(
  ctx: AppContext,
  actor: Actor,
  instId: string,
  studentId: string,
  body: MemoBody,
): Promise<MemosResponse> {
  const viewer = await viewerOfStudent(ctx, actor, instId, studentId);
  assertMayWrite(viewer);
  const now = ctx.clock.now();
  const db = ctx.db;
  await db
    .insertInto('student_memos')
    .values({
      inst_id: instId,
      id: newId(),
      student_id: studentId,
      memo_date: body.memoDate,
      content: body.content,
      author_user_id: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return memosResponseOf(db, viewer, studentId);
}

async function editableMemo(ctx: AppContext, actor: Actor, instId: string, studentId: string, memoId: string) {
  const viewer = await viewerOfStudent(ctx, actor, instId, studentId);
  assertMayWrite(viewer);
  const [memo] = await memosOf(ctx.db, viewer, studentId, memoId);
  if (!memo) throw new AppError('MEMO_NOT_FOUND');
  if (!memo.editable) throw new AppError('FORBIDDEN', '직접 쓴 메모만 고치거나 지울 수 있습니다.');
  return viewer;
}

export async function updateMemo(
  ctx: AppContext,
  actor: Actor,
  instId: string,
  studentId: string,
  memoId: string,
  body: MemoBody,
): Promise<MemosResponse> {
  const viewer = await editableMemo(ctx, actor, instId, studentId, memoId);
  const db = ctx.db;
  await db
    .updateTable('student_memos')
    .set({ memo_date: body.memoDate, content: body.content, updated_at: ctx.clock.now() })
    .where(ofInst(instId))
    .where('student_id', '=', studentId)
    .where('id', '=', memoId)
    .execute();
  return memosResponseOf(db, viewer, studentId);
}

export async function deleteMemo(
  ctx: AppContext,
  actor: Actor,
  instId: string,
  studentId: string,
  memoId: string,
): Promise<MemosResponse> {
  const viewer = await editableMemo(ctx, actor, instId, studentId, memoId);
  const db = ctx.db;
  await db
    .deleteFrom('student_memos')
    .where(ofInst(instId))
    .where('student_id', '=', studentId)
    .where('id', '=', memoId)
    .execute();
  return memosResponseOf(db, viewer, studentId);
}
