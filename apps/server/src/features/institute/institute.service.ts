import { RELATION_CD, roleFromRelationCd } from '@academy/domain/access/access.roles';
import { DIRECTOR_AUTH_CD, type FirstUseFeature } from '@academy/domain/institute/institute.constants';
import { canLeaveInstitute, firstUseFlags, regionCodeOfAddress } from '@academy/domain/institute/institute.rules';
import type {
  FirstUseResponse,
  InstCreateBody,
  InstDetailResponse,
  InstExtraBody,
  InstExtraResponse,
  InstUpdateBody,
  MyInstsResponse,
  RegionsBody,
} from '@academy/domain/institute/institute.schema';
import type { Executor } from '../../db/database';
import { ANY_MEMBER, type Caller, resolveCaller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import type { Upload } from '../../platform/files/files.queries';
import { deleteStoredObjects } from '../../platform/files/uploads';
import { newId } from '../../platform/ids/new-id';
import { notify } from '../../platform/notifications/notify';
import {
  canEditInstitute,
  instAuditState,
  instDetailOf,
  instTpCdOf,
  logoUrlOf,
  type MemberView,
} from './institute.mappers';
import {
  activateMembership,
  endMembership,
  findInstitute,
  findUser,
  type InstituteValues,
  insertInstitute,
  markFirstUse,
  myMemberships,
  myPendingRequests,
  unlinkRecordsOf,
  updateInstitute,
} from './institute.queries';
import { dropInstLogo } from './logo.service';

/**
 * Institutes: opening one (the creator becomes its director and president), its details, regions,
 * introduction and first-use flags, the academies of the signed-in user, and leaving one. The routes
 * admit the caller (INSTITUTE_ACCESS); opening an academy is for any signed-in account.
 */

/** The institute of a membership that passed the access check (a closed one is as good as gone). */
async function instituteOf(db: Executor, instId: string, options: { lock?: boolean } = {}) {
  const inst = await findInstitute(db, instId, options);
  if (!inst) throw new AppError('NOT_FOUND');
  return inst;
}

const emptyToNull = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value === '' ? null : value;

// ── create ───────────────────────────────────────────────────────────────────

export async function createInstitute(
  ctx: AppContext,
  session: Session,
  body: InstCreateBody,
): Promise<InstDetailResponse> {
  const { userId } = session;
  const now = ctx.clock.now();
  const instId = newId();
  const region = regionCodeOfAddress(body.address);
  const values: InstituteValues = {
    inst_nm: body.instNm,
    inst_tp_cd: body.instTpCd,
    subjects: body.subjects,
    address: body.address,
    detail_address: emptyToNull(body.detailAddress) ?? null,
    tel_no: body.telNo,
    biz_reg_no: emptyToNull(body.bizRegNo) ?? null,
    logo_file_nm: emptyToNull(body.logoFileNm) ?? null,
    regions: region ? [region] : [],
  };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findUser(trx, userId))) throw new AppError('UNAUTHENTICATED');
    await insertInstitute(trx, { id: instId, president_user_id: userId, now, ...values });
    await activateMembership(trx, { instId, userId, relationCd: RELATION_CD.director, authCd: DIRECTOR_AUTH_CD, now });
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'institute.create',
      target: auditTarget('institute', instId),
      before: null,
      after: { ...instAuditState(values), presidentUserId: userId },
      at: now,
    });
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'membership.create',
      target: auditTarget('user', userId),
      before: null,
      after: { relationCd: RELATION_CD.director, authCd: DIRECTOR_AUTH_CD, via: 'institute.create' },
      at: now,
    });
    const director: MemberView = {
      userId,
      role: 'DIRECTOR',
      relationCd: RELATION_CD.director,
      authCd: DIRECTOR_AUTH_CD,
    };
    return instDetailOf(await instituteOf(trx, instId), director);
  });
}

// ── read and edit ────────────────────────────────────────────────────────────

export async function getInstitute(ctx: AppContext, caller: Caller): Promise<InstDetailResponse> {
  return instDetailOf(await instituteOf(ctx.db, caller.instId), caller);
}

export async function editInstitute(
  ctx: AppContext,
  caller: Caller,
  body: InstUpdateBody,
): Promise<InstDetailResponse> {
  const { instId, userId } = caller;
  const now = ctx.clock.now();
  let droppedLogo: Upload[] = [];
  const detail = await ctx.db.transaction().execute(async (trx) => {
    const before = await instituteOf(trx, instId, { lock: true });
    const changes: Partial<InstituteValues> = {};
    if (body.instNm !== undefined) changes.inst_nm = body.instNm;
    if (body.instTpCd !== undefined) changes.inst_tp_cd = body.instTpCd;
    if (body.subjects !== undefined) changes.subjects = body.subjects;
    if (body.address !== undefined) changes.address = body.address;
    if (body.detailAddress !== undefined) changes.detail_address = emptyToNull(body.detailAddress) ?? null;
    if (body.telNo !== undefined) changes.tel_no = body.telNo;
    if (body.bizRegNo !== undefined) changes.biz_reg_no = emptyToNull(body.bizRegNo) ?? null;
    if (body.logoFileNm !== undefined) changes.logo_file_nm = emptyToNull(body.logoFileNm) ?? null;
    // Clearing the logo's name clears the uploaded logo too (its object is deleted after the commit).
    if (changes.logo_file_nm === null) droppedLogo = await dropInstLogo(trx, instId, now);
    if (Object.keys(changes).length > 0) {
      await updateInstitute(trx, instId, changes, now);
      const after = await instituteOf(trx, instId);
      await writeAudit(trx, {
        instId,
        actorUserId: userId,
        action: 'institute.update',
        target: auditTarget('institute', instId),
        before: instAuditState(before),
        after: instAuditState(after),
        at: now,
      });
      return instDetailOf(after, caller);
    }
    return instDetailOf(before, caller);
  });
  await deleteStoredObjects(ctx, droppedLogo);
  return detail;
}

export async function setRegions(ctx: AppContext, caller: Caller, body: RegionsBody): Promise<{ regions: string[] }> {
  const { instId, userId } = caller;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await instituteOf(trx, instId, { lock: true });
    await updateInstitute(trx, instId, { regions: body.regions }, now);
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'institute.regions',
      target: auditTarget('institute', instId),
      before: { regions: before.regions },
      after: { regions: body.regions },
      at: now,
    });
    return { regions: body.regions };
  });
}

function extraOf(inst: Awaited<ReturnType<typeof instituteOf>>, member: MemberView): InstExtraResponse {
  return {
    instId: inst.id,
    instNm: inst.inst_nm,
    instTpCd: instTpCdOf(inst.inst_tp_cd),
    subjects: inst.subjects,
    intro: inst.intro,
    updatedAt: inst.updated_at.toISOString(),
    canEdit: canEditInstitute(member),
  };
}

export async function getExtra(ctx: AppContext, caller: Caller): Promise<InstExtraResponse> {
  return extraOf(await instituteOf(ctx.db, caller.instId), caller);
}

export async function editExtra(ctx: AppContext, caller: Caller, body: InstExtraBody): Promise<InstExtraResponse> {
  const { instId } = caller;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await instituteOf(trx, instId, { lock: true });
    await updateInstitute(trx, instId, { intro: body.intro === '' ? null : body.intro }, now);
    return extraOf(await instituteOf(trx, instId), caller);
  });
}

/** Marks a first-use flag of the academy (staff use the features; parents and students only look). */
export async function markFeatureUsed(
  ctx: AppContext,
  caller: Caller,
  input: { feature: FirstUseFeature },
): Promise<FirstUseResponse> {
  return { firstUse: firstUseFlags(await markFirstUse(ctx.db, caller.instId, input.feature)) };
}

// ── my academies, leaving ─────────────────────────────────────────────────────

export async function listMyInsts(ctx: AppContext, session: Session): Promise<MyInstsResponse> {
  const { userId } = session;
  const [memberships, requests] = await Promise.all([myMemberships(ctx.db, userId), myPendingRequests(ctx.db, userId)]);
  return {
    insts: memberships.map((row) => {
      const role = roleFromRelationCd(row.relation_cd);
      const isPresident = row.president_user_id === userId;
      return {
        instId: row.inst_id,
        instNm: row.inst_nm,
        instTpCd: instTpCdOf(row.inst_tp_cd),
        address: row.address,
        logoFileNm: row.logo_file_nm,
        logoUrl: logoUrlOf(row.logo_upload_id),
        role,
        relationCd: row.relation_cd,
        authCd: row.auth_cd,
        isPresident,
        canLeave: canLeaveInstitute({ role, isPresident }),
        joinedAt: row.started_at.toISOString(),
      };
    }),
    pendingRequests: requests.map((row) => ({
      requestId: row.id,
      instId: row.inst_id,
      instNm: row.inst_nm,
      role: row.requested_role,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/**
 * A member leaves an academy: the membership ends, and the academy's student or guardian records
 * stop pointing at their account (the records stay with the academy). A director, and the
 * president, must hand the academy over first. The director hears about it. The route is the
 * account's own (`/api/me/…`, in no area table of the access matrix: its refusals are not only
 * allow/deny), so the membership is resolved here, inside the transaction; not a member → 404.
 */
export async function leaveInstitute(
  ctx: AppContext,
  session: Session,
  input: { instId: string },
): Promise<{ left: true; instId: string }> {
  const { userId } = session;
  const { instId } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const caller = await resolveCaller(trx, userId, instId, ANY_MEMBER);
    const inst = await instituteOf(trx, instId);
    if (!canLeaveInstitute({ role: caller.role, isPresident: inst.president_user_id === userId })) {
      throw new AppError('INST_LEAVE_DIRECTOR');
    }
    await endMembership(trx, instId, userId, now);
    const unlinked = await unlinkRecordsOf(trx, instId, userId, now);
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'membership.leave',
      target: auditTarget('user', userId),
      before: { relationCd: caller.relationCd, authCd: caller.authCd, status: 'active' },
      after: { status: 'ended', unlinkedStudentIds: unlinked.studentIds, unlinkedGuardianIds: unlinked.guardianIds },
      at: now,
    });
    const user = await findUser(trx, userId);
    await notify(trx, [
      {
        userId: inst.president_user_id,
        instId,
        type: 'member-left',
        title: '구성원이 학원을 나갔습니다',
        body: `${user?.user_nm ?? '구성원'}님이 ${inst.inst_nm}에서 나갔습니다.`,
        link: '/v3/MemberList',
        now,
      },
    ]);
    return { left: true as const, instId };
  });
}
