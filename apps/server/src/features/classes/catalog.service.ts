import type {
  NewTuition,
  TeacherCandidatesResponse,
  TuitionsResponse,
  TuitionView,
} from '@academy/domain/class/class.schema';
import { maskPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { toTuitionView } from './classes.mappers';
import { listTuitions, staffCandidates } from './classes.queries';
import { createTuitionRow } from './classes.service';

/** What the wizard chooses from: the academy's staff (/selectTeacher) and tuitions (/selectTuition). */

export async function teacherCandidates(ctx: AppContext, caller: Caller): Promise<TeacherCandidatesResponse> {
  const rows = await staffCandidates(ctx.db, caller.instId);
  return {
    teachers: rows.map((row) => ({
      userId: row.user_id,
      userNm: row.user_nm,
      relationCd: row.relation_cd as '020' | '030' | '050',
      maskedMobileNo: row.mobile_no ? maskPhoneNo(row.mobile_no) : null,
    })),
  };
}

export async function tuitionsOf(ctx: AppContext, caller: Caller): Promise<TuitionsResponse> {
  const rows = await listTuitions(ctx.db, caller.instId);
  return { tuitions: rows.map(toTuitionView) };
}

/** POST /tuitions: a tuition on its own (money: audited), e.g. before any class uses it. */
export async function createTuition(
  ctx: AppContext,
  caller: Caller,
  body: NewTuition,
): Promise<{ tuition: TuitionView }> {
  const row = await ctx.db.transaction().execute((trx) => createTuitionRow(ctx, trx, caller, body));
  return { tuition: toTuitionView(row) };
}
