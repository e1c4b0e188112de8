import { STAFF_RELATION_CODES } from '@academy/domain/employees/employees.rules';
import type { Updateable } from 'kysely';
import type { Executor, MembershipsTable } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Typed queries of the employees area. Every query takes the institute and filters through
 * `ofInst`, so an id of another academy matches nothing.
 */

const staffColumns = [
  'memberships.user_id',
  'memberships.relation_cd',
  'memberships.auth_cd',
  'memberships.status',
  'memberships.started_at',
  'memberships.ended_at',
  'memberships.memo',
  'memberships.display_nm',
  'users.user_nm',
  'users.mobile_no',
] as const;

export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

/** The academy's staff (원장, 실장, 강사), active or ended, by name. */
export async function listStaff(db: Executor, instId: string, status?: 'active' | 'ended') {
  let query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(staffColumns)
    .where(ofInst(instId, 'memberships'))
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES]);
  if (status) query = query.where('memberships.status', '=', status);
  return query.orderBy('memberships.relation_cd').orderBy('users.user_nm').orderBy('memberships.user_id').execute();
}

/** Every staff membership of the academy with the account's login id, for the Excel export. */
export async function listStaffWithLoginIds(db: Executor, instId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([...staffColumns, 'users.login_id'])
    .where(ofInst(instId, 'memberships'))
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES])
    .orderBy('memberships.relation_cd')
    .orderBy('users.user_nm')
    .orderBy('memberships.user_id')
    .execute();
}

/** One staff membership of the academy (any status); `lock` holds it for the rest of the transaction. */
export async function findStaff(db: Executor, instId: string, userId: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(staffColumns)
    .where(ofInst(instId, 'memberships'))
    .where('memberships.user_id', '=', userId)
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES]);
  if (options.lock) query = query.forUpdate('memberships');
  return query.executeTakeFirst();
}

/** Several staff memberships at once, locked for the transaction (bulk permission changes). */
export async function findStaffMany(db: Executor, instId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(staffColumns)
    .where(ofInst(instId, 'memberships'))
    .where('memberships.user_id', 'in', [...userIds])
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES])
    .orderBy('memberships.user_id')
    .forUpdate('memberships')
    .execute();
}

type MembershipPatch = Pick<
  Updateable<MembershipsTable>,
  'relation_cd' | 'auth_cd' | 'status' | 'memo' | 'display_nm' | 'ended_at'
>;

export async function updateMembership(db: Executor, instId: string, userId: string, patch: MembershipPatch) {
  await db.updateTable('memberships').set(patch).where(ofInst(instId)).where('user_id', '=', userId).execute();
}

/** The academy's name and president (the founding director). */
export async function findInstitute(db: Executor, instId: string) {
  return db
    .selectFrom('institutes')
    .select(['id', 'inst_nm', 'president_user_id'])
    .where('id', '=', instId)
    .executeTakeFirst();
}

const inviteColumns = [
  'invites.id',
  'invites.code',
  'invites.relation_cd',
  'invites.target_nm',
  'invites.target_mobile_no',
  'invites.created_at',
  'invites.expires_at',
  'invites.revoked_at',
  'invites.accepted_at',
  'creator.user_nm as created_by_nm',
] as const;

export type StaffInviteRow = Awaited<ReturnType<typeof listStaffInvites>>[number];

/** The academy's staff invitations with who sent each: what every query below narrows. */
const staffInvites = (db: Executor, instId: string) =>
  db
    .selectFrom('invites')
    .leftJoin('users as creator', 'creator.id', 'invites.created_by')
    .select(inviteColumns)
    .where(ofInst(instId, 'invites'))
    .where('invites.purpose', '=', 'staff');

/** The academy's staff invitations, newest first. */
export async function listStaffInvites(db: Executor, instId: string, limit = 200) {
  return staffInvites(db, instId)
    .orderBy('invites.created_at', 'desc')
    .orderBy('invites.id', 'desc')
    .limit(limit)
    .execute();
}

/** Staff invitations still waiting for an answer (not used, revoked or expired). */
export async function listPendingStaffInvites(db: Executor, instId: string, now: Date) {
  return staffInvites(db, instId)
    .where('invites.revoked_at', 'is', null)
    .where('invites.accepted_at', 'is', null)
    .where('invites.expires_at', '>', now)
    .orderBy('invites.created_at', 'desc')
    .execute();
}

/** One staff invitation of the academy. */
export async function findStaffInvite(db: Executor, instId: string, inviteId: string) {
  return staffInvites(db, instId).where('invites.id', '=', inviteId).executeTakeFirst();
}

/** Whether someone with this mobile number already works at the academy. */
export async function isActiveStaffMobile(db: Executor, instId: string, mobileNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.user_id')
    .where(ofInst(instId, 'memberships'))
    .where('memberships.status', '=', 'active')
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES])
    .where('users.mobile_no', '=', mobileNo)
    .executeTakeFirst();
  return row !== undefined;
}

/** Names of users by id (for the audit list's targets). */
export async function userNamesOf(db: Executor, instId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.user_nm', 'memberships.display_nm'])
    .where(ofInst(instId, 'memberships'))
    .where('memberships.user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_nm?.trim() ? row.display_nm : row.user_nm]));
}

/** Target names of invitations by id (for the audit list). */
export async function inviteNamesOf(db: Executor, instId: string, inviteIds: readonly string[]) {
  if (inviteIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('invites')
    .select(['id', 'target_nm'])
    .where(ofInst(instId))
    .where('id', 'in', [...inviteIds])
    .execute();
  return new Map(rows.filter((row) => row.target_nm).map((row) => [row.id, row.target_nm as string]));
}
