import { RELATION_CD, type RelationCd, ROLE_LABELS, roleFromRelationCd } from '@academy/domain/access/access.roles';
import { admissionOf } from '@academy/domain/access/access.rules';
import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import {
  CONNECT_PURPOSE_LABELS,
  type ConnectPurpose,
  SEARCH_PAGE_SIZE,
  type StaffRelationCd,
} from '@academy/domain/institute/institute.constants';
import { asRole, defaultStaffAuthCd, inviteMatchesPhone } from '@academy/domain/institute/institute.rules';
import type {
  InstSearchItem,
  InstSearchResponse,
  InviteAcceptResponse,
  InvitePreviewResponse,
  JoinRequestBody,
  JoinRequestListResponse,
  joinRequestResponse,
} from '@academy/domain/institute/institute.schema';
import { parseSearchQuery } from '@academy/domain/search/search.rules';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { inviteState } from '../../platform/invites/invites';
import { countPendingJoinRequests } from '../../platform/join-requests/pending-join-requests';
import { notify } from '../../platform/notifications/notify';
import { INSTITUTE_ACCESS } from './institute.access';
import { instTpCdOf, joinRequestItemOf, searchItemOf } from './institute.mappers';
import {
  activateMembership,
  decideJoinRequest,
  ensureFamilyLink,
  findInstitute,
  findMembership,
  findStudent,
  findUser,
  guardiansOf,
  insertGuardian,
  insertJoinRequest,
  insertStudent,
  linkGuardianUser,
  linkStudentUser,
  listJoinRequests,
  lockInviteByCode,
  lockJoinRequest,
  markInviteAccepted,
  pendingRequestOf,
  relationsToInstitutes,
  searchInstitutes,
  staffOf,
} from './institute.queries';

/**
 * Connecting people to an academy: accepting an invitation (every purpose: staff, student, parent),
 * searching academies and asking to join, and the director (or a manager with 010) deciding.
 * Every write happens in one transaction with its audit row; a refused request writes nothing.
 * Deciding is for members admitted by the route (INSTITUTE_ACCESS.decide); the rest is for people
 * who are not members yet (a signed-in account, or anyone), so those services check it themselves.
 */

// ── invitations ──────────────────────────────────────────────────────────────

const STATE_ERRORS = { expired: 'INVITE_EXPIRED', revoked: 'INVITE_REVOKED', used: 'INVITE_USED' } as const;

/** An invitation that can still be used, with its academy; otherwise the Korean reason why not. */
async function usableInvite(db: Executor, code: string, now: Date, options: { lock?: boolean } = {}) {
  const invite = options.lock
    ? await lockInviteByCode(db, code)
    : await db.selectFrom('invites').selectAll().where('code', '=', code).executeTakeFirst();
  if (!invite) throw new AppError('INVITE_NOT_FOUND');
  const inst = await findInstitute(db, invite.inst_id);
  if (!inst) throw new AppError('INVITE_NOT_FOUND');
  const state = inviteState(invite, now);
  if (state !== 'usable') throw new AppError(STATE_ERRORS[state]);
  return { invite, inst };
}

/** Whether this account may take the invitation by its phone number (see inviteMatchesPhone). */
const mayTake = (invite: { target_mobile_no: string | null }, user: { mobile_no: string | null }) =>
  inviteMatchesPhone({ targetMobileNo: invite.target_mobile_no }, { mobileNo: user.mobile_no });

type MembershipRow = { relation_cd: string | null };

/**
 * Whether accepting would connect nothing new: the user already belongs the way the invitation
 * connects (staff: a member at all; student: a member other than a student, or already this
 * student's account; parent: a member already linked to this child, or a member when no child is named).
 */
function alreadyConnected(
  purpose: ConnectPurpose,
  active: MembershipRow | undefined,
  student: { user_id: string | null } | undefined,
  guardians: readonly { user_id: string | null }[],
  userId: string,
): boolean {
  if (!active) return false;
  switch (purpose) {
    case 'staff':
      return true;
    case 'student':
      return active.relation_cd !== RELATION_CD.student || !student || student.user_id === userId;
    case 'parent':
      return !student || guardians.some((guardian) => guardian.user_id === userId);
  }
}

export async function previewInvite(
  ctx: AppContext,
  session: Session | null,
  input: { code: string },
): Promise<InvitePreviewResponse> {
  const userId = session?.userId ?? null;
  const { invite, inst } = await usableInvite(ctx.db, input.code, ctx.clock.now());
  const student = invite.student_id ? await findStudent(ctx.db, invite.inst_id, invite.student_id) : undefined;
  const membership = userId ? await findMembership(ctx.db, invite.inst_id, userId) : undefined;
  const user = userId ? await findUser(ctx.db, userId) : undefined;
  const guardians = student ? await guardiansOf(ctx.db, invite.inst_id, student.id) : [];
  return {
    code: invite.code,
    instId: inst.id,
    instNm: inst.inst_nm,
    instTpCd: instTpCdOf(inst.inst_tp_cd),
    purpose: invite.purpose,
    relationCd: invite.relation_cd,
    targetNm: invite.target_nm,
    studentNm: student?.student_nm ?? null,
    expiresAt: new Date(invite.expires_at).toISOString(),
    alreadyConnected: userId
      ? alreadyConnected(
          invite.purpose,
          membership?.status === 'active' ? membership : undefined,
          student,
          guardians,
          userId,
        )
      : null,
    forOtherPhone: user ? !mayTake(invite, user) : null,
  };
}

const relationTypeFor = (value: string) =>
  (RELATION_TYPES as readonly string[]).includes(value) ? value : ('기타' as const);

/**
 * Accepts an invitation for the signed-in user, in one transaction:
 * - staff: a membership with the invitation's relation code and the default authCd of that role;
 * - student: a student membership (010), and the academy's student record becomes this account;
 * - parent: a parent membership (no code), the guardian record of the child that matches the
 *   invitation (or a new one) becomes this account, and the account is linked as family to the
 *   child's account when the child has one.
 * The invitation is marked used; an audit row records it. An expired, revoked or used code, an
 * invitation sent to another mobile number than the account's verified one, a student already
 * connected to another account, or a user who already belongs (staff, student) is refused with
 * nothing written.
 */
export async function acceptInvite(
  ctx: AppContext,
  session: Session,
  input: { code: string },
): Promise<InviteAcceptResponse> {
  const { userId } = session;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { invite, inst } = await usableInvite(trx, input.code, now, { lock: true });
    const instId = invite.inst_id;
    const user = await findUser(trx, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!mayTake(invite, user)) throw new AppError('INVITE_OTHER_PHONE');
    const existing = await findMembership(trx, instId, userId, { lock: true });
    const active = existing?.status === 'active' ? existing : undefined;
    const student = invite.student_id ? await findStudent(trx, instId, invite.student_id, { lock: true }) : undefined;
    if (invite.student_id && !student) throw new AppError('INVITE_NOT_FOUND');
    const guardians = student ? await guardiansOf(trx, instId, student.id, { lock: true }) : [];
    if (invite.purpose === 'student' && student?.user_id && student.user_id !== userId) {
      throw new AppError('INVITE_STUDENT_LINKED');
    }
    if (alreadyConnected(invite.purpose, active, student, guardians, userId)) throw new AppError('ALREADY_MEMBER');

    let relationCd: RelationCd | null;
    let authCd: string | null;
    const after: Record<string, unknown> = { inviteId: invite.id, purpose: invite.purpose };

    switch (invite.purpose) {
      case 'staff': {
        const staffCd = (invite.relation_cd ?? RELATION_CD.teacher) as StaffRelationCd;
        relationCd = staffCd;
        authCd = defaultStaffAuthCd(staffCd);
        await activateMembership(trx, { instId, userId, relationCd, authCd, now });
        break;
      }
      case 'student': {
        relationCd = RELATION_CD.student;
        authCd = null;
        if (!active) await activateMembership(trx, { instId, userId, relationCd, authCd, now });
        if (student) {
          await linkStudentUser(trx, instId, student.id, userId, now);
          after.studentId = student.id;
          // Guardians who already connected become this student's family.
          const linked: string[] = [];
          for (const guardian of guardians) {
            if (!guardian.user_id) continue;
            const made = await ensureFamilyLink(trx, {
              parentUserId: guardian.user_id,
              childUserId: userId,
              relationType: relationTypeFor(guardian.relation_type),
              now,
            });
            if (made) linked.push(guardian.user_id);
          }
          if (linked.length) after.familyLinkedTo = linked;
        }
        break;
      }
      case 'parent': {
        relationCd = active ? active.relation_cd : null;
        authCd = active ? active.auth_cd : null;
        if (student) {
          const free = guardians.filter((guardian) => guardian.user_id === null);
          const match =
            free.find((guardian) => invite.target_mobile_no && guardian.mobile_no === invite.target_mobile_no) ??
            free.find((guardian) => invite.target_nm && guardian.guardian_nm === invite.target_nm);
          let guardianId: string;
          let relationType = '기타';
          if (match) {
            guardianId = match.id;
            relationType = match.relation_type;
            await linkGuardianUser(trx, instId, match.id, userId);
          } else {
            guardianId = newId();
            await insertGuardian(trx, {
              instId,
              id: guardianId,
              studentId: student.id,
              guardianNm: invite.target_nm ?? user.user_nm,
              mobileNo: invite.target_mobile_no ?? user.mobile_no,
              userId,
              now,
            });
          }
          after.studentId = student.id;
          after.guardianId = guardianId;
          if (student.user_id) {
            const made = await ensureFamilyLink(trx, {
              parentUserId: userId,
              childUserId: student.user_id,
              relationType: relationTypeFor(relationType),
              now,
            });
            if (made) after.familyLinkedTo = [student.user_id];
          }
        }
        if (!active) await activateMembership(trx, { instId, userId, relationCd: null, authCd: null, now });
        break;
      }
    }

    if (!(await markInviteAccepted(trx, instId, invite.id, userId, now))) throw new AppError('INVITE_USED');
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'invite.accept',
      target: auditTarget('user', userId),
      before: existing ? { relationCd: existing.relation_cd, authCd: existing.auth_cd, status: existing.status } : null,
      after: { ...after, relationCd, authCd, status: 'active' },
      at: now,
    });
    if (invite.created_by !== userId) {
      const what =
        invite.purpose === 'staff'
          ? ROLE_LABELS[roleFromRelationCd(relationCd)]
          : CONNECT_PURPOSE_LABELS[invite.purpose];
      await notify(trx, [
        {
          userId: invite.created_by,
          instId,
          type: 'invite-accepted',
          title: '초대를 수락했습니다',
          body: `${user.user_nm}님이 ${what} 초대를 수락해 ${inst.inst_nm}에 연결되었습니다.`,
          link: invite.purpose === 'staff' ? '/v3/EmployeeList' : '/v3/MemberList',
          now,
        },
      ]);
    }
    return {
      instId,
      instNm: inst.inst_nm,
      purpose: invite.purpose,
      role: roleFromRelationCd(relationCd),
      relationCd,
      studentNm: student?.student_nm ?? null,
    };
  });
}

// ── search ───────────────────────────────────────────────────────────────────

export async function searchInsts(
  ctx: AppContext,
  session: Session | null,
  query: { q: string; region?: string; page: number },
): Promise<InstSearchResponse> {
  const userId = session?.userId ?? null;
  const filter = { search: parseSearchQuery(query.q), region: query.region };
  const { rows, total } = await searchInstitutes(ctx.db, filter, {
    limit: SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
  });
  const relations = userId
    ? await relationsToInstitutes(
        ctx.db,
        userId,
        rows.map((row) => row.id),
      )
    : { joined: new Set<string>(), requested: new Set<string>() };
  return {
    items: rows.map((row) => searchItemOf(row, relations)),
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    total,
    hasNext: query.page * SEARCH_PAGE_SIZE < total,
  };
}

/** One academy's public card (requestInstTF), for anyone. */
export async function publicInst(
  ctx: AppContext,
  session: Session | null,
  input: { instId: string },
): Promise<InstSearchItem> {
  const userId = session?.userId ?? null;
  const { instId } = input;
  const inst = await findInstitute(ctx.db, instId);
  if (!inst) throw new AppError('NOT_FOUND');
  const relations = userId
    ? await relationsToInstitutes(ctx.db, userId, [instId])
    : { joined: new Set<string>(), requested: new Set<string>() };
  return searchItemOf(inst, relations);
}

// ── join requests ────────────────────────────────────────────────────────────

/** Staff who decide on join requests: those the deciding routes admit (INSTITUTE_ACCESS.decide). */
async function deciders(db: Executor, instId: string): Promise<string[]> {
  const staff = await staffOf(db, instId);
  return staff
    .filter((row) => admissionOf(INSTITUTE_ACCESS.decide, roleFromRelationCd(row.relation_cd), row.auth_cd) !== null)
    .map((row) => row.user_id);
}

/**
 * A signed-in account that is not a member asks to join (searchInst, requestInstTF); a member is
 * refused, and so is a second request while one waits.
 */
export async function requestToJoin(
  ctx: AppContext,
  session: Session,
  input: { instId: string; request: JoinRequestBody },
) {
  const { userId } = session;
  const { instId, request: body } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const inst = await findInstitute(trx, instId, { lock: true });
    if (!inst) throw new AppError('NOT_FOUND');
    const user = await findUser(trx, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const membership = await findMembership(trx, instId, userId);
    if (membership?.status === 'active') throw new AppError('ALREADY_MEMBER');
    if (await pendingRequestOf(trx, instId, userId)) throw new AppError('JOIN_REQUEST_PENDING');
    const requestId = newId();
    await insertJoinRequest(trx, {
      instId,
      id: requestId,
      userId,
      role: body.role,
      message: body.message ? body.message : null,
      now,
    });
    await notify(
      trx,
      (await deciders(trx, instId)).map((decider) => ({
        userId: decider,
        instId,
        type: 'join-request',
        title: '새 가입 요청',
        body: `${user.user_nm}님이 ${asRole(CONNECT_PURPOSE_LABELS[body.role])} ${inst.inst_nm} 가입을 요청했습니다.`,
        link: '/instMainTF',
        now,
      })),
    );
    return {
      requestId,
      instId,
      instNm: inst.inst_nm,
      role: body.role,
      status: 'pending' as const,
      createdAt: now.toISOString(),
    };
  });
}

export async function listRequests(
  ctx: AppContext,
  caller: Caller,
  query: { status: 'pending' | 'approved' | 'rejected' | 'cancelled' },
): Promise<JoinRequestListResponse> {
  const [rows, pendingCount] = await Promise.all([
    listJoinRequests(ctx.db, caller.instId, { status: query.status }),
    countPendingJoinRequests(ctx.db, caller.instId),
  ]);
  return { items: rows.map(joinRequestItemOf), pendingCount };
}

type Decision = { kind: 'approve'; relationCd?: StaffRelationCd } | { kind: 'reject'; reason?: string };

/** The membership an approved request gives: staff as teacher (or the chosen manager), student, parent. */
function membershipFor(role: ConnectPurpose, staffCd: StaffRelationCd | undefined) {
  if (role === 'staff') {
    const relationCd = staffCd ?? RELATION_CD.teacher;
    return { relationCd, authCd: defaultStaffAuthCd(relationCd) } as const;
  }
  if (role === 'student') return { relationCd: RELATION_CD.student, authCd: null } as const;
  return { relationCd: null, authCd: null } as const;
}

/**
 * The director, or a manager with 010, approves or rejects a waiting request. Approval makes the
 * requester a member as an invitation would (a student also gets the academy's student record);
 * either way the requester is told in the app and by SMS. The SMS goes after the decision is
 * saved; `smsSent` says whether it went.
 */
export async function decideRequest(ctx: AppContext, caller: Caller, input: { requestId: string; decision: Decision }) {
  const { instId, userId } = caller;
  const { requestId, decision } = input;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const inst = await findInstitute(trx, instId);
    if (!inst) throw new AppError('NOT_FOUND');
    const request = await lockJoinRequest(trx, instId, requestId);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status === 'cancelled') throw new AppError('JOIN_REQUEST_CANCELLED');
    if (request.status !== 'pending') throw new AppError('JOIN_REQUEST_DECIDED');
    const status = decision.kind === 'approve' ? ('approved' as const) : ('rejected' as const);
    const requester = await findUser(trx, request.user_id);
    if (!requester) throw new AppError('NOT_FOUND');

    let membership: ReturnType<typeof membershipFor> | null = null;
    let studentId: string | null = null;
    const existing = await findMembership(trx, instId, request.user_id, { lock: true });
    if (decision.kind === 'approve') {
      if (existing?.status === 'active') throw new AppError('ALREADY_MEMBER');
      membership = membershipFor(request.requested_role, decision.relationCd);
      await activateMembership(trx, { instId, userId: request.user_id, ...membership, now });
      if (request.requested_role === 'student') {
        studentId = newId();
        await insertStudent(trx, {
          instId,
          id: studentId,
          userId: request.user_id,
          studentNm: requester.user_nm,
          birthdate: requester.birthdate,
          genderCd: requester.gender_cd === 'M' || requester.gender_cd === 'F' ? requester.gender_cd : null,
          mobileNo: requester.mobile_no,
          statusSince: todayBusinessDate(now),
          createdBy: userId,
          now,
        });
      }
    }
    await decideJoinRequest(trx, instId, requestId, { status, decidedBy: userId, now });
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: decision.kind === 'approve' ? 'join-request.approve' : 'join-request.reject',
      target: auditTarget('user', request.user_id),
      before: {
        requestId,
        requestStatus: 'pending',
        membership: existing ? { relationCd: existing.relation_cd, status: existing.status } : null,
      },
      after: {
        requestId,
        requestStatus: status,
        membership: membership ? { ...membership, status: 'active' } : null,
        ...(studentId ? { studentId } : {}),
        ...(decision.kind === 'reject' && decision.reason ? { reason: decision.reason } : {}),
      },
      at: now,
    });
    const roleLabel = membership ? ROLE_LABELS[roleFromRelationCd(membership.relationCd)] : '';
    const text =
      decision.kind === 'approve'
        ? `${inst.inst_nm}에서 ${asRole(roleLabel)} 가입 요청을 승인했습니다. 이제 학원 소식을 받아 볼 수 있습니다.`
        : `${inst.inst_nm}에서 가입 요청을 거절했습니다.${decision.reason ? ` 사유: ${decision.reason}` : ''}`;
    await notify(trx, [
      {
        userId: request.user_id,
        instId,
        type: decision.kind === 'approve' ? 'join-request-approved' : 'join-request-rejected',
        title: decision.kind === 'approve' ? '가입 요청이 승인되었습니다' : '가입 요청이 거절되었습니다',
        body: text,
        link: decision.kind === 'approve' ? '/v3/ConnectInstList' : '/searchInstTF',
        now,
      },
    ]);
    return { status, mobileNo: requester.mobile_no, text };
  });

  let smsSent = false;
  if (outcome.mobileNo) {
    try {
      await ctx.adapters.messaging.send({
        channel: 'sms',
        recipient: outcome.mobileNo,
        body: `[학원ON] ${outcome.text}`,
        purpose: 'join-request-decision',
        instId,
      });
      smsSent = true;
    } catch {
      // The decision is saved and the in-app notice is there; the answer says the SMS did not go.
      smsSent = false;
    }
  }
  return { requestId, status: outcome.status, decidedAt: now.toISOString(), smsSent };
}

/**
 * The requester takes back a request still waiting (ConnectInstList, InstNotConnect, requestInstTF).
 * Someone else's request, or one of another academy, answers 404; a request already approved,
 * rejected or cancelled is refused with nothing written. The request leaves the deciders' list, and
 * an audit row records it as approvals and rejections are recorded.
 */
export async function cancelRequest(
  ctx: AppContext,
  session: Session,
  input: { instId: string; requestId: string },
): Promise<z.infer<typeof joinRequestResponse>> {
  const { userId } = session;
  const { instId, requestId } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const request = await lockJoinRequest(trx, instId, requestId);
    if (!request || request.user_id !== userId) throw new AppError('NOT_FOUND');
    const inst = await findInstitute(trx, instId);
    if (!inst) throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('JOIN_REQUEST_NOT_CANCELLABLE');
    await decideJoinRequest(trx, instId, requestId, { status: 'cancelled', decidedBy: userId, now });
    await writeAudit(trx, {
      instId,
      actorUserId: userId,
      action: 'join-request.cancel',
      target: auditTarget('user', userId),
      before: { requestId, requestStatus: 'pending', role: request.requested_role },
      after: { requestId, requestStatus: 'cancelled', role: request.requested_role },
      at: now,
    });
    return {
      requestId,
      instId,
      instNm: inst.inst_nm,
      role: request.requested_role,
      status: 'cancelled' as const,
      createdAt: new Date(request.created_at).toISOString(),
    };
  });
}
