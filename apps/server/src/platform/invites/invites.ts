import { randomInt } from 'node:crypto';
import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { Executor, InvitePurpose } from '../../db/database';
import { newId } from '../ids/new-id';
import { ofInst } from '../tenancy/of-inst';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
export const DEFAULT_INVITE_DAYS = 14;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are typed by people: spaces and hyphens are ignored, letters are read as capitals. */
export const normalizeInviteCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

export type NewInvite = {
  instId: string;
  purpose: InvitePurpose;
  relationCd?: '030' | '050' | null;
  studentId?: string | null;
  targetNm?: string | null;
  targetMobileNo?: string | null;
  createdBy: string;
  now: Date;
  days?: number;
};

export type Invite = { id: string; instId: string; code: string; purpose: InvitePurpose; expiresAt: Date };

/** Creates an invitation with a fresh unique code (retrying the rare collision). */
export async function createInvite(db: Executor, input: NewInvite): Promise<Invite> {
  const expiresAt = new Date(input.now.getTime() + (input.days ?? DEFAULT_INVITE_DAYS) * 24 * 60 * 60 * 1000);
  for (let attempt = 0; ; attempt += 1) {
    const invite = { id: newId(), instId: input.instId, code: newInviteCode(), purpose: input.purpose, expiresAt };
    const inserted = await db
      .insertInto('invites')
      .values({
        inst_id: invite.instId,
        id: invite.id,
        code: invite.code,
        purpose: invite.purpose,
        relation_cd: input.purpose === 'staff' ? (input.relationCd ?? RELATION_CD.teacher) : null,
        student_id: input.studentId ?? null,
        target_nm: input.targetNm ?? null,
        target_mobile_no: input.targetMobileNo ?? null,
        created_by: input.createdBy,
        created_at: input.now,
        expires_at: expiresAt,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return invite;
    if (attempt >= 5) throw new Error('could not find a free invite code');
  }
}

/** An invitation by its code, with its institute's name; undefined when unknown. */
export async function findInviteByCode(db: Executor, code: string) {
  return db
    .selectFrom('invites')
    .innerJoin('institutes', 'institutes.id', 'invites.inst_id')
    .selectAll('invites')
    .select(['institutes.inst_nm', 'institutes.status as inst_status'])
    .where('invites.code', '=', normalizeInviteCode(code))
    .executeTakeFirst();
}

export type InviteState = 'usable' | 'expired' | 'revoked' | 'used';

export function inviteState(
  invite: { expires_at: Date | string; revoked_at: Date | string | null; accepted_at: Date | string | null },
  now: Date,
): InviteState {
  if (invite.revoked_at) return 'revoked';
  if (invite.accepted_at) return 'used';
  if (new Date(invite.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** Revokes an institute's invitation; false when it is not that institute's or already ended. */
export async function revokeInvite(db: Executor, instId: string, inviteId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ revoked_at: now })
    .where(ofInst(instId))
    .where('id', '=', inviteId)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
