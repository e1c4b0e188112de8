import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { TuitionBillingUnit } from '@academy/domain/class/class.constants';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, teaches } from '../../platform/access/access.scopes';
import { containsPattern } from '../../platform/search/search-predicate';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of the classes feature; every one takes the institute and filters by it. */

const classColumns = [
  'classes.id',
  'classes.class_nm',
  'classes.compulsory_subject',
  'classes.class_tp_cd',
  'classes.fixed',
  'classes.lec_days',
  'classes.lec_start_dt',
  'classes.lec_end_dt',
  'classes.tuition_id',
  'classes.pay_dt_tp_cd',
  'classes.appointed_dt',
  'classes.image_file_nm',
  'classes.upload_images',
  'classes.show_yn',
  'classes.class_intro_content',
  'classes.tags',
  'classes.status',
  'classes.closed_at',
  'classes.created_at',
] as const;

/**
 * One class of the academy; with `visibleTo`, only if that caller sees it. `lock` holds it for the
 * rest of the transaction (writes).
 */
export async function findClass(
  db: Executor,
  instId: string,
  classId: string,
  options: { visibleTo?: Caller; lock?: boolean } = {},
) {
  let query = db
    .selectFrom('classes')
    .select(classColumns)
    .where(ofInst(instId, 'classes'))
    .where('classes.id', '=', classId);
  if (options.visibleTo) query = query.where(classesVisibleTo(options.visibleTo));
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type ClassRow = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export type ClassListFilter = {
  status: 'open' | 'closed' | 'all';
  q?: string | undefined;
  /** Only the classes this user teaches. */
  teacherUserId?: string | null;
};

/** The classes a caller sees, filtered, by name within open-before-closed. */
export async function listClasses(db: Executor, caller: Caller, filter: ClassListFilter) {
  let query = db
    .selectFrom('classes')
    .select(classColumns)
    .where(ofInst(caller.instId, 'classes'))
    .where(classesVisibleTo(caller));
  if (filter.status !== 'all') query = query.where('classes.status', '=', filter.status);
  if (filter.teacherUserId) query = query.where(teaches(filter.teacherUserId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('classes.class_nm', 'ilike', pattern),
        eb('classes.compulsory_subject', 'ilike', pattern),
        exists(
          selectFrom('class_teachers as ct')
            .innerJoin('users as u', 'u.id', 'ct.user_id')
            .select(sql`1`.as('one'))
            .whereRef('ct.inst_id', '=', 'classes.inst_id')
            .whereRef('ct.class_id', '=', 'classes.id')
            .where('u.user_nm', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query
    .orderBy(sql`case when classes.status = 'open' then 0 else 1 end`)
    .orderBy('classes.class_nm')
    .orderBy('classes.id')
    .execute();
}

export async function lecturesOf(db: Executor, instId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_lectures')
    .select(['id', 'class_id', 'weekday', 'start_time', 'end_time', 'room'])
    .where(ofInst(instId))
    .where('class_id', 'in', [...classIds])
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
}
export type LectureRow = Awaited<ReturnType<typeof lecturesOf>>[number];

/** Invited teachers who have not joined yet, with their invitation's state. */
export async function pendingTeachersOf(db: Executor, instId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_pending_teachers as p')
    .innerJoin('invites', (join) =>
      join.onRef('invites.inst_id', '=', 'p.inst_id').onRef('invites.id', '=', 'p.invite_id'),
    )
    .select([
      'p.class_id',
      'p.invite_id',
      'p.teacher_nm',
      'p.is_main',
      'invites.target_mobile_no',
      'invites.expires_at',
      'invites.revoked_at',
      'invites.accepted_at',
    ])
    .where(ofInst(instId, 'p'))
    .where('p.class_id', 'in', [...classIds])
    .orderBy('p.created_at')
    .execute();
}
export type PendingTeacherRow = Awaited<ReturnType<typeof pendingTeachersOf>>[number];

/** Students enrolled on `day` per class. */
export async function activeCounts(
  db: Executor,
  instId: string,
  classIds: readonly string[],
  day: IsoDate,
): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_students')
    .select(['class_id', sql<number>`count(*)`.as('count')])
    .where(ofInst(instId))
    .where('class_id', 'in', [...classIds])
    .where('start_date', '<=', day)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .groupBy('class_id')
    .execute();
  return new Map(rows.map((row) => [row.class_id, Number(row.count)]));
}

// ── tuitions ─────────────────────────────────────────────────────────────────

const tuitionColumns = ['id', 'tuition_nm', 'amount', 'billing_unit', 'rounds'] as const;

export async function listTuitions(db: Executor, instId: string) {
  return db
    .selectFrom('tuitions')
    .select(tuitionColumns)
    .where(ofInst(instId))
    .orderBy('tuition_nm')
    .orderBy('id')
    .execute();
}
export type TuitionRow = Awaited<ReturnType<typeof listTuitions>>[number];

export async function findTuition(db: Executor, instId: string, tuitionId: string) {
  return db
    .selectFrom('tuitions')
    .select(tuitionColumns)
    .where(ofInst(instId))
    .where('id', '=', tuitionId)
    .executeTakeFirst();
}

export async function insertTuition(
  db: Executor,
  instId: string,
  tuition: { id: string; name: string; amount: number; billingUnit: TuitionBillingUnit; rounds: number | null },
  now: Date,
) {
  await db
    .insertInto('tuitions')
    .values({
      inst_id: instId,
      id: tuition.id,
      tuition_nm: tuition.name,
      amount: tuition.amount,
      billing_unit: tuition.billingUnit,
      rounds: tuition.billingUnit === 'ROUND' ? tuition.rounds : null,
      created_at: now,
    })
    .execute();
}

// ── staff ────────────────────────────────────────────────────────────────────

/** The relations that can teach a class: 원장, 실장, 강사. */
const STAFF_RELATIONS = [RELATION_CD.director, RELATION_CD.manager, RELATION_CD.teacher];

/** Active staff who can teach (원장, 실장, 강사), by name. */
export async function staffCandidates(db: Executor, instId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'memberships.user_id',
      'memberships.relation_cd',
      'users.mobile_no',
      sql<string>`coalesce(memberships.display_nm, users.user_nm)`.as('user_nm'),
    ])
    .where(ofInst(instId, 'memberships'))
    .where('memberships.status', '=', 'active')
    .where('memberships.relation_cd', 'in', STAFF_RELATIONS)
    .orderBy(sql`coalesce(memberships.display_nm, users.user_nm)`)
    .execute();
}

/** Which of these users are active staff of the academy. */
export async function activeStaffIds(db: Executor, instId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where(ofInst(instId))
    .where('status', '=', 'active')
    .where('relation_cd', 'in', STAFF_RELATIONS)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The active staff member with this mobile number, if any. */
export async function staffByMobile(db: Executor, instId: string, mobileNo: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.user_id'])
    .where(ofInst(instId, 'memberships'))
    .where('memberships.status', '=', 'active')
    .where('memberships.relation_cd', 'in', STAFF_RELATIONS)
    .where('users.mobile_no', '=', mobileNo)
    .executeTakeFirst();
}

/** A live (usable) teacher invitation to this mobile number, if any. */
export async function liveStaffInviteByMobile(db: Executor, instId: string, mobileNo: string, now: Date) {
  return db
    .selectFrom('invites')
    .select(['id', 'code', 'target_nm', 'expires_at'])
    .where(ofInst(instId))
    .where('purpose', '=', 'staff')
    .where('relation_cd', '=', RELATION_CD.teacher)
    .where('target_mobile_no', '=', mobileNo)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

// ── rooms ────────────────────────────────────────────────────────────────────

/** Slots of other open classes in a room, with their class's dates (for the room-conflict check). */
export async function roomSlots(db: Executor, instId: string, excludeClassId: string | null) {
  let query = db
    .selectFrom('class_lectures')
    .innerJoin('classes', (join) =>
      join.onRef('classes.inst_id', '=', 'class_lectures.inst_id').onRef('classes.id', '=', 'class_lectures.class_id'),
    )
    .select([
      'classes.id as class_id',
      'classes.class_nm',
      'classes.lec_start_dt',
      'classes.lec_end_dt',
      'class_lectures.weekday',
      'class_lectures.start_time',
      'class_lectures.end_time',
      'class_lectures.room',
    ])
    .where(ofInst(instId, 'class_lectures'))
    .where('classes.status', '=', 'open')
    .where('class_lectures.room', 'is not', null);
  if (excludeClassId) query = query.where('classes.id', '!=', excludeClassId);
  return query.execute();
}
