import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { AddGuardianBody, InviteResponse, StudentDetailResponse } from '@academy/domain/students/students.schema';
import { GUARDIANS_MAX } from '@academy/domain/students/students.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import type { Invite } from '../../platform/invites/invites';
import { ofInst } from '../../platform/tenancy/of-inst';
import { createStudentInvite, revokeStudentInvites, sendOrFail } from './students.invitations';
import { toInvitationView } from './students.mappers';
import { findGuardian, findStudent, guardiansOf, insertGuardians } from './students.queries';
import { studentDetail } from './students.service';

/**
 * ModifyConnect: a student's guardians (add, remove), the links between the record and accounts
 * (unlinking clears `user_id`; the guardian or student stays on record and can be invited again),
 * and invitations by SMS. Accepting an invitation is features/institute's.
 */

const today = (ctx: AppContext) => businessDateOf(ctx.clock.now());

const guardianAudit = (row: {
  guardian_nm: string;
  mobile_no: string | null;
  relation_type: string;
  user_id: string | null;
}) => ({
  guardianNm: row.guardian_nm,
  mobileNo: row.mobile_no,
  relationType: row.relation_type,
  userId: row.user_id,
});

export async function addGuardian(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; guardian: AddGuardianBody; origin: string },
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  const { studentId, guardian: body, origin } = input;
  const now = ctx.clock.now();
  let invite: Invite | null = null;
  const { detail, studentNm } = await ctx.db.transaction().execute(async (db) => {
    const student = await findStudent(db, caller, studentId, { day: today(ctx), forUpdate: true });
    if (!student) throw new AppError('STUDENT_NOT_FOUND');
    const existing = await guardiansOf(db, instId, [studentId]);
    if (existing.some((guardian) => guardian.mobile_no === body.mobileNo)) {
      throw new AppError('GUARDIAN_DUPLICATE', undefined, {
        mobileNo: '같은 휴대폰 번호의 보호자가 이미 등록되어 있습니다.',
      });
    }
    if (existing.length >= GUARDIANS_MAX) throw new AppError('GUARDIANS_FULL');
    const guardianId = newId();
    await insertGuardians(
      db,
      instId,
      [
        {
          id: guardianId,
          studentId,
          guardianNm: body.guardianNm,
          mobileNo: body.mobileNo,
          relationType: body.relationType,
        },
      ],
      now,
    );
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'student.guardian.add',
      target: auditTarget('student', studentId),
      before: null,
      after: { guardianId, guardianNm: body.guardianNm, mobileNo: body.mobileNo, relationType: body.relationType },
      at: now,
    });
    if (body.invite) {
      invite = await createStudentInvite(db, {
        instId,
        studentId,
        purpose: 'parent',
        targetNm: body.guardianNm,
        mobileNo: body.mobileNo,
        actorUserId: caller.userId,
        now,
      });
    }
    return { detail: await studentDetail(ctx, db, caller, studentId), studentNm: student.student_nm };
  });
  const created = invite as Invite | null;
  if (created) {
    await sendOrFail(ctx, { instId, studentNm, purpose: 'parent', mobileNo: body.mobileNo, invite: created, origin });
  }
  return detail;
}

type FoundGuardian = NonNullable<Awaited<ReturnType<typeof findGuardian>>>;

/**
 * One change of a student's guardian in a transaction: the guardian is found (or 404), `apply`
 * writes and names the audit action and the state after, the audit row follows; answers the
 * student's detail.
 */
async function changeGuardian(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; guardianId: string },
  apply: (
    db: Executor,
    guardian: FoundGuardian,
    now: Date,
  ) => Promise<{ action: string; after: Record<string, unknown> | null }>,
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  const { studentId, guardianId } = input;
  return ctx.db.transaction().execute(async (db) => {
    const guardian = await findGuardian(db, instId, studentId, guardianId);
    if (!guardian) throw new AppError('GUARDIAN_NOT_FOUND');
    const now = ctx.clock.now();
    const { action, after } = await apply(db, guardian, now);
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action,
      target: auditTarget('student', studentId),
      before: { guardianId, ...guardianAudit(guardian) },
      after,
      at: now,
    });
    return studentDetail(ctx, db, caller, studentId);
  });
}

/** Removes a guardian from the student (the parent no longer sees the child); their open invitations end. */
export async function removeGuardian(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; guardianId: string },
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  return changeGuardian(ctx, caller, input, async (db, guardian, now) => {
    await db.deleteFrom('student_guardians').where(ofInst(instId)).where('id', '=', guardian.id).execute();
    await revokeStudentInvites(db, {
      instId,
      studentId: input.studentId,
      purpose: 'parent',
      mobileNo: guardian.mobile_no,
      now,
    });
    return { action: 'student.guardian.remove', after: null };
  });
}

/** Unlinks a guardian's account: `user_id` is cleared, the guardian stays on record. */
export async function unlinkGuardian(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; guardianId: string },
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  return changeGuardian(ctx, caller, input, async (db, guardian) => {
    if (!guardian.user_id) throw new AppError('GUARDIAN_NOT_CONNECTED');
    await db
      .updateTable('student_guardians')
      .set({ user_id: null })
      .where(ofInst(instId))
      .where('id', '=', guardian.id)
      .execute();
    return {
      action: 'student.guardian.unlink',
      after: { guardianId: guardian.id, ...guardianAudit({ ...guardian, user_id: null }) },
    };
  });
}

/** Sends a guardian a (new) invitation: a code and the InstConnect link by SMS. */
export async function inviteGuardian(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; guardianId: string; origin: string },
): Promise<InviteResponse> {
  const { instId } = caller;
  const { studentId, guardianId, origin } = input;
  const now = ctx.clock.now();
  const { invite, guardian, student } = await ctx.db.transaction().execute(async (db) => {
    const student = await findStudent(db, caller, studentId, { day: today(ctx), forUpdate: true });
    const guardian = student ? await findGuardian(db, instId, studentId, guardianId) : undefined;
    if (!student || !guardian) throw new AppError('GUARDIAN_NOT_FOUND');
    if (guardian.user_id) throw new AppError('GUARDIAN_ALREADY_CONNECTED');
    if (!guardian.mobile_no) throw new AppError('INVITE_NO_RECIPIENT');
    const invite = await createStudentInvite(db, {
      instId,
      studentId,
      purpose: 'parent',
      targetNm: guardian.guardian_nm,
      mobileNo: guardian.mobile_no,
      actorUserId: caller.userId,
      now,
    });
    return { invite, guardian, student };
  });
  await sendOrFail(ctx, {
    instId,
    studentNm: student.student_nm,
    purpose: 'parent',
    mobileNo: guardian.mobile_no as string,
    invite,
    origin,
  });
  return {
    invitation: toInvitationView(
      {
        purpose: 'parent',
        code: invite.code,
        target_mobile_no: guardian.mobile_no,
        created_at: now,
        expires_at: invite.expiresAt,
        revoked_at: null,
        accepted_at: null,
      },
      now,
    ),
  };
}

/** Invites the student's own account (purpose 'student') to their mobile. */
export async function inviteStudent(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; origin: string },
): Promise<InviteResponse> {
  const { instId } = caller;
  const { studentId, origin } = input;
  const now = ctx.clock.now();
  const { invite, student } = await ctx.db.transaction().execute(async (db) => {
    const student = await findStudent(db, caller, studentId, { day: today(ctx), forUpdate: true });
    if (!student) throw new AppError('STUDENT_NOT_FOUND');
    if (student.user_id) throw new AppError('STUDENT_ALREADY_CONNECTED');
    if (!student.mobile_no) throw new AppError('STUDENT_NO_MOBILE');
    const invite = await createStudentInvite(db, {
      instId,
      studentId,
      purpose: 'student',
      targetNm: student.student_nm,
      mobileNo: student.mobile_no,
      actorUserId: caller.userId,
      now,
    });
    return { invite, student };
  });
  await sendOrFail(ctx, {
    instId,
    studentNm: student.student_nm,
    purpose: 'student',
    mobileNo: student.mobile_no as string,
    invite,
    origin,
  });
  return {
    invitation: toInvitationView(
      {
        purpose: 'student',
        code: invite.code,
        target_mobile_no: student.mobile_no,
        created_at: now,
        expires_at: invite.expiresAt,
        revoked_at: null,
        accepted_at: null,
      },
      now,
    ),
  };
}

/** Unlinks the student's own account from the record (`students.user_id` cleared). */
export async function unlinkStudent(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string },
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  const { studentId } = input;
  return ctx.db.transaction().execute(async (db) => {
    const student = await findStudent(db, caller, studentId, { day: today(ctx), forUpdate: true });
    if (!student) throw new AppError('STUDENT_NOT_FOUND');
    if (!student.user_id) throw new AppError('STUDENT_NOT_CONNECTED');
    const now = ctx.clock.now();
    await db
      .updateTable('students')
      .set({ user_id: null, updated_at: now })
      .where(ofInst(instId))
      .where('id', '=', studentId)
      .execute();
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'student.unlink',
      target: auditTarget('student', studentId),
      before: { userId: student.user_id },
      after: { userId: null },
      at: now,
    });
    return studentDetail(ctx, db, caller, studentId);
  });
}
