import { matchesNameSearch, staffChangeNotice } from '@academy/domain/employees/employees.rules';
import type {
  EmployeeConnectionBody,
  EmployeeDetailResponse,
  EmployeeInfoBody,
  EmployeeListItem,
  EmployeeListQuery,
  EmployeeListResponse,
  InviteResponse,
  RegisterEmployeeBody,
} from '@academy/domain/employees/employees.schema';
import { defaultStaffAuthCd } from '@academy/domain/institute/institute.rules';
import { maskPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError, errorCatalog } from '../../platform/errors/app-error';
import { createInvite } from '../../platform/invites/invites';
import { notify } from '../../platform/notifications/notify';
import { isLockedStaff, toEmployeeDetail, toMemberItem, toStaffInvite } from './employees.mappers';
import {
  findInstitute,
  findStaff,
  findStaffInvite,
  isActiveStaffMobile,
  listPendingStaffInvites,
  listStaff,
  updateMembership,
} from './employees.queries';

/**
 * Employees (EmployeeList, EmployeeRegister, /employeeCreate, UserDetail, ModifyUserConnect,
 * ModifyUserInfo). The routes admit the caller (EMPLOYEE_ACCESS); every change of a membership writes
 * exactly one audit row in the same transaction.
 */

async function requireInstitute(ctx: AppContext, instId: string) {
  const inst = await findInstitute(ctx.db, instId);
  if (!inst) throw new AppError('NOT_FOUND');
  return inst;
}

/** EmployeeList: working staff with pending invitations ('초대 중'), or those who left; searchable by name. */
export async function listEmployees(
  ctx: AppContext,
  caller: Caller,
  query: EmployeeListQuery,
): Promise<EmployeeListResponse> {
  const { instId } = caller;
  const inst = await requireInstitute(ctx, instId);
  const now = ctx.clock.now();
  const [staff, invites] = await Promise.all([listStaff(ctx.db, instId), listPendingStaffInvites(ctx.db, instId, now)]);
  const members = staff.map((row) => toMemberItem(row, inst.president_user_id));
  const pending: EmployeeListItem[] = invites.map((row) => {
    const invite = toStaffInvite(row, now);
    return {
      kind: 'invite',
      inviteId: invite.inviteId,
      userNm: invite.userNm ?? '',
      relationCd: invite.relationCd,
      maskedMobileNo: invite.maskedMobileNo,
      since: invite.createdAt,
      status: 'invited',
      expiresAt: invite.expiresAt,
    };
  });
  const status = query.status ?? 'active';
  const shown: EmployeeListItem[] =
    status === 'active'
      ? [...members.filter((item) => item.status === 'active'), ...pending]
      : members.filter((item) => item.status === 'ended');
  return {
    items: shown.filter((item) => matchesNameSearch(item.userNm, query.q)),
    counts: {
      active: members.filter((item) => item.status === 'active').length,
      invited: pending.length,
      ended: members.filter((item) => item.status === 'ended').length,
    },
  };
}

/** UserDetail. */
export async function getEmployee(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string },
): Promise<EmployeeDetailResponse> {
  const inst = await requireInstitute(ctx, caller.instId);
  const row = await findStaff(ctx.db, caller.instId, input.userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toEmployeeDetail(row, inst.president_user_id, caller.userId);
}

/**
 * EmployeeRegister and /employeeCreate: a staff invitation for a name and mobile number as 실장 or
 * 강사. The answer carries the code; /inviteMessage sends it. Someone already working here, or a
 * number with a live invitation, is refused.
 */
export async function registerEmployee(
  ctx: AppContext,
  caller: Caller,
  body: RegisterEmployeeBody,
): Promise<InviteResponse> {
  const { instId } = caller;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (await isActiveStaffMobile(trx, instId, body.mobileNo)) {
      throw new AppError('EMPLOYEE_ALREADY_STAFF', undefined, {
        mobileNo: errorCatalog.EMPLOYEE_ALREADY_STAFF.message,
      });
    }
    const pending = await listPendingStaffInvites(trx, instId, now);
    if (pending.some((invite) => invite.target_mobile_no === body.mobileNo)) {
      throw new AppError('EMPLOYEE_ALREADY_INVITED', undefined, {
        mobileNo: errorCatalog.EMPLOYEE_ALREADY_INVITED.message,
      });
    }
    const invite = await createInvite(trx, {
      instId,
      purpose: 'staff',
      relationCd: body.relationCd,
      targetNm: body.userNm,
      targetMobileNo: body.mobileNo,
      createdBy: caller.userId,
      now,
    });
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'employee.invite',
      target: auditTarget('invite', invite.id),
      before: null,
      after: { relationCd: body.relationCd, targetNm: body.userNm, maskedMobileNo: maskPhoneNo(body.mobileNo) },
      at: now,
    });
    const row = await findStaffInvite(trx, instId, invite.id);
    if (!row) throw new Error('the new invitation is missing');
    return { invite: toStaffInvite(row, now) };
  });
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;
type Institute = Awaited<ReturnType<typeof requireInstitute>>;

/**
 * One change of a staff member in a transaction: the membership is locked (or 404), `apply` checks
 * and writes; answers the member's detail as the caller sees it, read again.
 */
async function changeStaff(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  apply: (trx: Executor, row: StaffRow, inst: Institute, now: Date) => Promise<void>,
): Promise<EmployeeDetailResponse> {
  const { instId } = caller;
  const inst = await requireInstitute(ctx, instId);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findStaff(trx, instId, userId, { lock: true });
    if (!row) throw new AppError('NOT_FOUND');
    await apply(trx, row, inst, now);
    const updated = await findStaff(trx, instId, userId);
    if (!updated) throw new Error('the membership vanished');
    return toEmployeeDetail(updated, inst.president_user_id, caller.userId);
  });
}

/**
 * ModifyUserConnect: 실장 ↔ 강사 (the codes become the new role's defaults), or 퇴사 처리. A director
 * and the caller themself are never changed here, so nobody locks the academy or themself out.
 */
export async function changeConnection(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string; change: EmployeeConnectionBody },
): Promise<EmployeeDetailResponse> {
  const { instId } = caller;
  const { userId, change: body } = input;
  return changeStaff(ctx, caller, userId, async (trx, row, inst, now) => {
    if (isLockedStaff(row, inst.president_user_id)) throw new AppError('EMPLOYEE_DIRECTOR_LOCKED');
    if (row.user_id === caller.userId) throw new AppError('EMPLOYEE_SELF_CHANGE');
    if (row.status === 'ended') throw new AppError('EMPLOYEE_ENDED');

    if (body.type === 'role') {
      if (row.relation_cd === body.relationCd) throw new AppError('EMPLOYEE_SAME_ROLE');
      const authCd = defaultStaffAuthCd(body.relationCd);
      await updateMembership(trx, instId, userId, { relation_cd: body.relationCd, auth_cd: authCd });
      await writeAudit(trx, {
        instId,
        actorUserId: caller.userId,
        action: 'employee.role',
        target: auditTarget('user', userId),
        before: { relationCd: row.relation_cd, authCd: row.auth_cd ?? '' },
        after: { relationCd: body.relationCd, authCd },
        at: now,
      });
      await notify(trx, [
        { userId, instId, type: 'employee-role-changed', ...staffChangeNotice(inst.inst_nm, body), now },
      ]);
    } else {
      await updateMembership(trx, instId, userId, { status: 'ended', ended_at: now });
      await writeAudit(trx, {
        instId,
        actorUserId: caller.userId,
        action: 'employee.end',
        target: auditTarget('user', userId),
        before: { relationCd: row.relation_cd, status: 'active' },
        after: { relationCd: row.relation_cd, status: 'ended', endedAt: now.toISOString() },
        at: now,
      });
      await notify(trx, [{ userId, instId, type: 'employee-ended', ...staffChangeNotice(inst.inst_nm, body), now }]);
    }
  });
}

/** ModifyUserInfo: the display name and the staff-only memo. A director's only by a director. */
export async function changeInfo(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string; change: EmployeeInfoBody },
): Promise<EmployeeDetailResponse> {
  const { instId } = caller;
  const { userId, change: body } = input;
  return changeStaff(ctx, caller, userId, async (trx, row, inst, now) => {
    if (isLockedStaff(row, inst.president_user_id) && caller.role !== 'DIRECTOR') {
      throw new AppError('EMPLOYEE_DIRECTOR_LOCKED');
    }
    const next = { displayNm: body.displayNm || null, memo: body.memo || null };
    const before = { displayNm: row.display_nm, memo: row.memo };
    if (before.displayNm === next.displayNm && before.memo === next.memo) {
      return;
    }
    await updateMembership(trx, instId, userId, { display_nm: next.displayNm, memo: next.memo });
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'employee.info',
      target: auditTarget('user', userId),
      before,
      after: next,
      at: now,
    });
  });
}
