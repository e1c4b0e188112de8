import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { InstHomeResponse } from '@academy/domain/home/home.schema';
import { INST_TYPES, type InstTpCd } from '@academy/domain/institute/institute.constants';
import { firstUseFlags } from '@academy/domain/institute/institute.rules';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { childSections } from './family-home.service';
import { childrenAt, findHomeInstitute } from './home.queries';
import { adminCards, teacherCards } from './staff-home.service';
import { studentCards } from './student-home.service';

/**
 * GET /api/insts/:instId/home: the home of the signed-in member at an academy (/mainTF), one shape
 * per role, built from live data. Any member opens it (another academy's id answers 404); what each
 * card holds follows the member's role and permission codes.
 */

const instTpCdOf = (value: string): InstTpCd =>
  (INST_TYPES as readonly string[]).includes(value) ? (value as InstTpCd) : 'ACADEMY';

export async function getInstHome(ctx: AppContext, caller: Caller): Promise<InstHomeResponse> {
  const inst = await findHomeInstitute(ctx.db, caller.instId);
  if (!inst) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const base = {
    instId: inst.id,
    instNm: inst.inst_nm,
    instTpCd: instTpCdOf(inst.inst_tp_cd),
    role: caller.role,
    authCd: caller.authCd,
    isPresident: inst.president_user_id === caller.userId,
    firstUse: firstUseFlags(inst.first_use),
    today,
  };
  switch (caller.role) {
    case 'DIRECTOR':
    case 'MANAGER':
      return { view: 'admin', ...base, ...(await adminCards(ctx.db, caller, today)) };
    case 'TEACHER':
      return { view: 'teacher', ...base, ...(await teacherCards(ctx.db, caller, today)) };
    case 'PARENT': {
      const records = await childrenAt(ctx.db, inst.id, caller.userId, today);
      return { view: 'parent', ...base, children: await childSections(ctx.db, caller.userId, records, now) };
    }
    case 'STUDENT':
      return { view: 'student', ...base, ...(await studentCards(ctx.db, caller, now)) };
  }
}
