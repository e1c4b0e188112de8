import type {
  NewTuition,
  TeacherCandidatesResponse,
  TuitionsResponse,
  TuitionView,
} from '@academy/domain/class/class.schema';
import { maskPhoneNo } from '@academy/domain/phone/phone.rules';
import type { AppContext } from '../../platform/context';
import { requireClassManager, requireClassStaff } from './classes.access';
import { toTuitionView } from './classes.mappers';
import { listTuitions, staffCandidates } from './classes.queries';
import { createTuitionRow } from './classes.service';

/** What the wizard chooses from: the academy's staff (/selectTeacher) and tuitions (/selectTuition). */

type Actor = { userId: string };

export async function teacherCandidates(
  ctx: AppContext,
  actor: Actor,
  instId: string,
): Promise<TeacherCandidatesResponse> {
  await requireClassStaff(ctx.db, actor.userId, instId);
  const rows = await staffCandidates(ctx.db, instId);
  return {
    teachers: rows.map((row) => ({
      userId: row.user_id,
      userNm: row.user_nm,
      relationCd: row.relation_cd as '020' | '030' | '050',
      maskedMobileNo: row.mobile_no ? maskPhoneNo(row.mobile_no) : null,
    })),
  };
}

export async function tuitionsOf(ctx: AppContext, actor: Actor, instId: string): Promise<TuitionsResponse> {
  await requireClassStaff(ctx.db, actor.userId, instId);
  const rows = await listTuitions(ctx.db, instId);
  return { tuitions: rows.map(toTuitionView) };
}

/** POST /tuitions: a tuition on its own (money: audited), e.g. before any class uses it. */
export async function createTuition(
  ctx: AppContext,
  actor: Actor,
  instId: string,
  body: NewTuition,
): Promise<{ tuition: TuitionView }> {
  const manager = await requireClassManager(ctx.db, actor.userId, instId);
  const row = await ctx.db.transaction().execute((trx) => createTuitionRow(ctx, trx, manager, body));
  return { tuition: toTuitionView(row) };
}
