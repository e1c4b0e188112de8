import type { RelationCd } from '@academy/domain/access/access.roles';
import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { ConnectPurpose } from '@academy/domain/institute/institute.constants';
import type { SearchQuery } from '@academy/domain/search/search.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { familyLinkRow, type NewFamilyLink } from '../../platform/family/family-link-row';
import { searchPredicate } from '../../platform/search/search-predicate';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Typed queries of the institute area. Institutes are found by their own id; every tenant table
 * (memberships, invites, join_requests, students, student_guardians) goes through `ofInst`, so an
 * id of another academy matches nothing.
 */

// ── institutes ───────────────────────────────────────────────────────────────

export type InstituteValues = {
  inst_nm: string;
  inst_tp_cd: string;
  subjects: string[];
  address: string | null;
  detail_address: string | null;
  tel_no: string | null;
  biz_reg_no: string | null;
  logo_file_nm: string | null;
  regions: string[];
};

export async function insertInstitute(
  db: Executor,
  values: InstituteValues & { id: string; president_user_id: string; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .insertInto('institutes')
    .values({ ...rest, created_at: now, updated_at: now })
    .execute();
}

/** An active institute with its president's name; `lock` holds the row for an update. */
export async function findInstitute(db: Executor, instId: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('institutes')
    .innerJoin('users as president', 'president.id', 'institutes.president_user_id')
    .selectAll('institutes')
    .select('president.user_nm as president_nm')
    .where('institutes.id', '=', instId)
    .where('institutes.status', '=', 'active');
  if (options.lock) query = query.forUpdate('institutes');
  return query.executeTakeFirst();
}
export type InstituteRow = NonNullable<Awaited<ReturnType<typeof findInstitute>>>;

export async function updateInstitute(
  db: Executor,
  instId: string,
  values: Partial<InstituteValues & { intro: string | null }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('institutes')
    .set({ ...values, updated_at: now })
    .where('id', '=', instId)
    .execute();
}

/** Sets one first-use flag in the institute's `first_use` map (idempotent). */
export async function markFirstUse(db: Executor, instId: string, feature: string): Promise<Record<string, unknown>> {
  const row = await db
    .updateTable('institutes')
    .set({ first_use: sql`first_use || jsonb_build_object(${feature}::text, true)` })
    .where('id', '=', instId)
    .returning('first_use')
    .executeTakeFirstOrThrow();
  return row.first_use as Record<string, unknown>;
}

// ── memberships ──────────────────────────────────────────────────────────────

/** A user's membership of one academy in any status (the key is (inst_id, user_id)); `lock` holds it. */
export async function findMembership(db: Executor, instId: string, userId: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('memberships')
    .selectAll()
    .where(ofInst(instId, 'memberships'))
    .where('user_id', '=', userId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Makes a user an active member with a relation code and authCd: a new row, or the row of an
 * earlier, ended membership brought back (the table keeps one row per academy and user).
 */
export async function activateMembership(
  db: Executor,
  values: { instId: string; userId: string; relationCd: RelationCd | null; authCd: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      inst_id: values.instId,
      user_id: values.userId,
      relation_cd: values.relationCd,
      auth_cd: values.authCd,
      status: 'active',
      started_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['inst_id', 'user_id']).doUpdateSet({
        relation_cd: values.relationCd,
        auth_cd: values.authCd,
        status: 'active',
        ended_at: null,
      }),
    )
    .execute();
}

export async function endMembership(db: Executor, instId: string, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ status: 'ended', ended_at: now })
    .where(ofInst(instId))
    .where('user_id', '=', userId)
    .execute();
}

/** Every active membership of a user, with the academy's card. */
export async function myMemberships(db: Executor, userId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('institutes', 'institutes.id', 'memberships.inst_id')
    .select([
      'memberships.inst_id',
      'memberships.relation_cd',
      'memberships.auth_cd',
      'memberships.started_at',
      'institutes.inst_nm',
      'institutes.inst_tp_cd',
      'institutes.address',
      'institutes.logo_file_nm',
      'institutes.logo_upload_id',
      'institutes.president_user_id',
    ])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', 'active')
    .where('institutes.status', '=', 'active')
    .orderBy('memberships.started_at')
    .orderBy('institutes.inst_nm')
    .execute();
}

/** The director(s) and the managers holding a code: who hears about a new join request. */
export async function staffOf(db: Executor, instId: string) {
  return db
    .selectFrom('memberships')
    .select(['user_id', 'relation_cd', 'auth_cd'])
    .where(ofInst(instId, 'memberships'))
    .where('status', '=', 'active')
    .where('relation_cd', 'in', [RELATION_CD.director, RELATION_CD.manager])
    .execute();
}

export async function findUser(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_nm', 'mobile_no', 'birthdate', 'gender_cd', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// ── students and guardians ───────────────────────────────────────────────────

export async function findStudent(db: Executor, instId: string, studentId: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('students').selectAll().where(ofInst(instId, 'students')).where('id', '=', studentId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function linkStudentUser(db: Executor, instId: string, studentId: string, userId: string, now: Date) {
  await db
    .updateTable('students')
    .set({ user_id: userId, updated_at: now })
    .where(ofInst(instId))
    .where('id', '=', studentId)
    .execute();
}

export async function insertStudent(
  db: Executor,
  values: {
    instId: string;
    id: string;
    userId: string;
    studentNm: string;
    birthdate: string | null;
    genderCd: 'M' | 'F' | null;
    mobileNo: string | null;
    statusSince: string;
    createdBy: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('students')
    .values({
      inst_id: values.instId,
      id: values.id,
      user_id: values.userId,
      student_nm: values.studentNm,
      birthdate: values.birthdate,
      gender_cd: values.genderCd,
      mobile_no: values.mobileNo,
      status: 'enrolled',
      status_since: values.statusSince,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
}

export async function guardiansOf(db: Executor, instId: string, studentId: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('student_guardians')
    .selectAll()
    .where(ofInst(instId, 'student_guardians'))
    .where('student_id', '=', studentId)
    .orderBy('created_at');
  if (options.lock) query = query.forUpdate();
  return query.execute();
}

export async function linkGuardianUser(db: Executor, instId: string, guardianId: string, userId: string) {
  await db
    .updateTable('student_guardians')
    .set({ user_id: userId })
    .where(ofInst(instId))
    .where('id', '=', guardianId)
    .execute();
}

export async function insertGuardian(
  db: Executor,
  values: {
    instId: string;
    id: string;
    studentId: string;
    guardianNm: string;
    mobileNo: string | null;
    userId: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('student_guardians')
    .values({
      inst_id: values.instId,
      id: values.id,
      student_id: values.studentId,
      guardian_nm: values.guardianNm,
      mobile_no: values.mobileNo,
      user_id: values.userId,
      created_at: values.now,
    })
    .execute();
}

/** A member who leaves is no longer the account of the academy's student or guardian records. */
export async function unlinkRecordsOf(db: Executor, instId: string, userId: string, now: Date) {
  const students = await db
    .updateTable('students')
    .set({ user_id: null, updated_at: now })
    .where(ofInst(instId))
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  const guardians = await db
    .updateTable('student_guardians')
    .set({ user_id: null })
    .where(ofInst(instId))
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return { studentIds: students.map((row) => row.id), guardianIds: guardians.map((row) => row.id) };
}

// ── family links ─────────────────────────────────────────────────────────────

/** Links a guardian's account to a child's unless they are one person or already linked either way. */
export async function ensureFamilyLink(db: Executor, values: NewFamilyLink): Promise<boolean> {
  if (values.parentUserId === values.childUserId) return false;
  const existing = await db
    .selectFrom('family_links')
    .select('parent_user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('parent_user_id', '=', values.parentUserId), eb('child_user_id', '=', values.childUserId)]),
        eb.and([eb('parent_user_id', '=', values.childUserId), eb('child_user_id', '=', values.parentUserId)]),
      ]),
    )
    .executeTakeFirst();
  if (existing) return false;
  const inserted = await db
    .insertInto('family_links')
    .values(familyLinkRow(values))
    .onConflict((oc) => oc.columns(['parent_user_id', 'child_user_id']).doNothing())
    .returning('parent_user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// ── invitations ──────────────────────────────────────────────────────────────

/** An invitation by its (normalised) code, locked for the acceptance. */
export async function lockInviteByCode(db: Executor, code: string) {
  return db.selectFrom('invites').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function markInviteAccepted(
  db: Executor,
  instId: string,
  inviteId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ accepted_at: now, accepted_by: userId })
    .where(ofInst(instId))
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── join requests ────────────────────────────────────────────────────────────

export async function insertJoinRequest(
  db: Executor,
  values: { instId: string; id: string; userId: string; role: ConnectPurpose; message: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('join_requests')
    .values({
      inst_id: values.instId,
      id: values.id,
      user_id: values.userId,
      requested_role: values.role,
      message: values.message,
      status: 'pending',
      created_at: values.now,
    })
    .execute();
}

export async function pendingRequestOf(db: Executor, instId: string, userId: string) {
  return db
    .selectFrom('join_requests')
    .select('id')
    .where(ofInst(instId, 'join_requests'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

const requestColumns = [
  'join_requests.id',
  'join_requests.user_id',
  'join_requests.requested_role',
  'join_requests.message',
  'join_requests.status',
  'join_requests.created_at',
  'join_requests.decided_at',
  'users.user_nm',
  'users.mobile_no',
] as const;

export async function listJoinRequests(
  db: Executor,
  instId: string,
  options: { status: 'pending' | 'approved' | 'rejected' | 'cancelled'; limit?: number },
) {
  let query = db
    .selectFrom('join_requests')
    .innerJoin('users', 'users.id', 'join_requests.user_id')
    .select(requestColumns)
    .where(ofInst(instId, 'join_requests'))
    .where('join_requests.status', '=', options.status)
    .orderBy('join_requests.created_at', options.status === 'pending' ? 'asc' : 'desc')
    .orderBy('join_requests.id');
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}
export type JoinRequestRow = Awaited<ReturnType<typeof listJoinRequests>>[number];

export async function lockJoinRequest(db: Executor, instId: string, requestId: string) {
  return db
    .selectFrom('join_requests')
    .innerJoin('users', 'users.id', 'join_requests.user_id')
    .select(requestColumns)
    .where(ofInst(instId, 'join_requests'))
    .where('join_requests.id', '=', requestId)
    .forUpdate('join_requests')
    .executeTakeFirst();
}

export async function decideJoinRequest(
  db: Executor,
  instId: string,
  requestId: string,
  /** Decided by the director or a manager (approved, rejected), or closed by the requester (cancelled). */
  values: { status: 'approved' | 'rejected' | 'cancelled'; decidedBy: string; now: Date },
): Promise<void> {
  await db
    .updateTable('join_requests')
    .set({ status: values.status, decided_by: values.decidedBy, decided_at: values.now })
    .where(ofInst(instId))
    .where('id', '=', requestId)
    .execute();
}

/** A user's own requests still waiting, with the academy's name (ConnectInstList). */
export async function myPendingRequests(db: Executor, userId: string) {
  return db
    .selectFrom('join_requests')
    .innerJoin('institutes', 'institutes.id', 'join_requests.inst_id')
    .select([
      'join_requests.id',
      'join_requests.inst_id',
      'join_requests.requested_role',
      'join_requests.created_at',
      'institutes.inst_nm',
    ])
    .where('join_requests.user_id', '=', userId)
    .where('join_requests.status', '=', 'pending')
    .orderBy('join_requests.created_at', 'desc')
    .execute();
}

// ── search ───────────────────────────────────────────────────────────────────

/** What the academy search asks: a typed query (none: every academy) and a 시·도 region code. */
export type SearchFilter = { search: SearchQuery | null; region?: string };

function searchBase(db: Executor, filter: SearchFilter) {
  let query = db.selectFrom('institutes').where('institutes.status', '=', 'active');
  if (filter.search) {
    query = query.where(searchPredicate(filter.search, { name: sql.ref<string>('institutes.inst_nm') }));
  }
  if (filter.region) query = query.where(sql<boolean>`${filter.region} = any(institutes.regions)`);
  return query;
}

export async function searchInstitutes(db: Executor, filter: SearchFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    searchBase(db, filter)
      .select([
        'institutes.id',
        'institutes.inst_nm',
        'institutes.inst_tp_cd',
        'institutes.subjects',
        'institutes.address',
        'institutes.tel_no',
        'institutes.regions',
        'institutes.logo_file_nm',
        'institutes.logo_upload_id',
      ])
      .orderBy('institutes.inst_nm')
      .orderBy('institutes.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    searchBase(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** For a signed-in searcher: which of these academies they belong to, and where a request waits. */
export async function relationsToInstitutes(db: Executor, userId: string, instIds: string[]) {
  if (instIds.length === 0) return { joined: new Set<string>(), requested: new Set<string>() };
  const [members, requests] = await Promise.all([
    db
      .selectFrom('memberships')
      .select('inst_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where('inst_id', 'in', instIds)
      .execute(),
    db
      .selectFrom('join_requests')
      .select('inst_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('inst_id', 'in', instIds)
      .execute(),
  ]);
  return {
    joined: new Set(members.map((row) => row.inst_id)),
    requested: new Set(requests.map((row) => row.inst_id)),
  };
}
