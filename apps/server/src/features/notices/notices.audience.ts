import { ROLE_LABELS, roleFromRelationCd } from '@academy/domain/access/access.roles';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { AddressedStudent } from '@academy/domain/notice/notice.rules';
import { mayAddress } from '@academy/domain/notice/notice.rules';
import type { NoticeAudience, NoticeAudienceChoicesResponse } from '@academy/domain/notice/notice.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, studentsVisibleTo } from '../../platform/access/access.scopes';
import { AppError } from '../../platform/errors/app-error';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * A notice's audience in SQL: checking what the writer chose (a teacher: their classes and those
 * classes' students only; anyone: ids of this academy), and, when the notice is sent, who it
 * reaches — the children of the academy, of the classes on the day it is sent, or chosen by name,
 * each with their family's accounts, and the staff (docs/decisions/0047-notices.md).
 */

/** The staff relation codes (director, manager, teacher). */
const STAFF_CODES = ['020', '030', '050'] as const;

/**
 * Refuses an audience the caller may not address: the whole academy or staff from a teacher (403),
 * a class or student the caller does not see, or a staff member who is not one of the academy's
 * (404 — another teacher's class is as invisible as another academy's).
 */
export async function checkAudience(db: Executor, caller: Caller, audience: NoticeAudience, today: IsoDate) {
  const staffUserIds = audience.kind === 'people' ? audience.staffUserIds : [];
  if (!mayAddress(caller.scope, { kind: audience.kind, staffUserIds })) throw new AppError('NOTICE_AUDIENCE_FORBIDDEN');
  if (audience.kind === 'classes') {
    const found = await db
      .selectFrom('classes')
      .select('id')
      .where(ofInst(caller.instId, 'classes'))
      .where('id', 'in', audience.classIds)
      .where(classesVisibleTo(caller))
      .execute();
    if (found.length !== audience.classIds.length) throw new AppError('NOTICE_TARGET_NOT_FOUND');
  }
  if (audience.kind === 'people') {
    const [students, staff] = await Promise.all([
      audience.studentIds.length === 0
        ? []
        : db
            .selectFrom('students')
            .select('id')
            .where(ofInst(caller.instId, 'students'))
            .where('id', 'in', audience.studentIds)
            .where(studentsVisibleTo(caller, today))
            .execute(),
      staffUserIds.length === 0
        ? []
        : db
            .selectFrom('memberships')
            .select('user_id')
            .where(ofInst(caller.instId, 'memberships'))
            .where('status', '=', 'active')
            .where('relation_cd', 'in', STAFF_CODES)
            .where('user_id', 'in', staffUserIds)
            .execute(),
    ]);
    if (students.length !== audience.studentIds.length || staff.length !== staffUserIds.length)
      throw new AppError('NOTICE_TARGET_NOT_FOUND');
  }
}

/** Who an audience reaches on `today`: the children with their family's accounts, and the staff. */
export type ResolvedAudience = { students: AddressedStudent[]; staffUserIds: string[] };

const uuids = (ids: readonly string[]) => sql`${sql.val([...ids])}::uuid[]`;

/**
 * The children an audience addresses — every child of the academy, of the classes (enrolled on
 * `today`), or chosen — leaving out those who have left (퇴원) by `today` unless chosen by name;
 * each with the accounts of their family that are active members: the child's own (`본인`) and
 * each connected guardian's (their relation). Then the staff: every staff member of the academy,
 * the teachers of the classes, or those chosen. Two statements whatever the numbers.
 */
export async function resolveAudience(
  db: Executor,
  instId: string,
  audience: NoticeAudience,
  today: IsoDate,
): Promise<ResolvedAudience> {
  const notLeft = sql`${studentStatusOn('s', today)} <> 'left'`;
  const addressed =
    audience.kind === 'academy'
      ? notLeft
      : audience.kind === 'classes'
        ? sql`${notLeft} and exists (select 1 from class_students cs
            where cs.inst_id = s.inst_id and cs.student_id = s.id and cs.class_id = any(${uuids(audience.classIds)})
              and cs.start_date <= ${today}::date and (cs.end_date is null or cs.end_date >= ${today}::date))`
        : sql`s.id = any(${uuids(audience.studentIds)})`;
  const staffOf =
    audience.kind === 'academy'
      ? sql`true`
      : audience.kind === 'classes'
        ? sql`exists (select 1 from class_teachers ct
            where ct.inst_id = m.inst_id and ct.user_id = m.user_id and ct.class_id = any(${uuids(audience.classIds)}))`
        : sql`m.user_id = any(${uuids(audience.staffUserIds)})`;

  const [family, staff] = await Promise.all([
    sql<{ student_id: string; user_id: string | null; relation: string | null }>`
      select s.id as student_id, f.user_id, f.relation
        from students s
        left join lateral (
          select x.user_id, x.relation
            from (select s.user_id, '본인'::text as relation
                  union all
                  select g.user_id, g.relation_type from student_guardians g
                   where g.inst_id = s.inst_id and g.student_id = s.id) x
            join memberships m on m.inst_id = s.inst_id and m.user_id = x.user_id and m.status = 'active'
        ) f on true
       where s.inst_id = ${instId} and ${addressed}
       order by s.student_nm, s.id`.execute(db),
    sql<{ user_id: string }>`
      select m.user_id from memberships m
       where m.inst_id = ${instId} and m.status = 'active' and m.relation_cd in ('020', '030', '050') and ${staffOf}
       order by m.user_id`.execute(db),
  ]);

  const students = new Map<string, AddressedStudent & { family: { userId: string; relation: string }[] }>();
  for (const row of family.rows) {
    const student = students.get(row.student_id) ?? { studentId: row.student_id, family: [] };
    if (row.user_id !== null) student.family.push({ userId: row.user_id, relation: row.relation ?? '보호자' });
    students.set(row.student_id, student);
  }
  return { students: [...students.values()], staffUserIds: staff.rows.map((row) => row.user_id) };
}

/**
 * Whom the caller may address, for the write screen's picker — the same rules `checkAudience`
 * applies: the open classes they see, the students they see today who have not left (with their
 * classes), and, unless a teacher, the staff. Three statements.
 */
export async function audienceChoices(
  db: Executor,
  caller: Caller,
  today: IsoDate,
): Promise<NoticeAudienceChoicesResponse> {
  const enrolledToday = sql`cs.start_date <= ${today}::date and (cs.end_date is null or cs.end_date >= ${today}::date)`;
  const [classes, students, staff] = await Promise.all([
    db
      .selectFrom('classes')
      .select([
        'classes.id',
        'classes.class_nm',
        sql<number>`(select count(*)::int from class_students cs
          where cs.inst_id = classes.inst_id and cs.class_id = classes.id and ${enrolledToday})`.as('student_cnt'),
      ])
      .where(ofInst(caller.instId, 'classes'))
      .where('classes.status', '=', 'open')
      .where(classesVisibleTo(caller))
      .orderBy('classes.class_nm')
      .execute(),
    db
      .selectFrom('students')
      .select([
        'students.id',
        'students.student_nm',
        sql<string[]>`coalesce((select array_agg(c.class_nm order by c.class_nm) from class_students cs
          join classes c on c.inst_id = cs.inst_id and c.id = cs.class_id
          where cs.inst_id = students.inst_id and cs.student_id = students.id and ${enrolledToday}), '{}')`.as(
          'class_nms',
        ),
      ])
      .where(ofInst(caller.instId, 'students'))
      .where(studentsVisibleTo(caller, today))
      .where(sql<boolean>`${studentStatusOn('students', today)} <> 'left'`)
      .orderBy('students.student_nm')
      .execute(),
    caller.scope !== 'all'
      ? []
      : db
          .selectFrom('memberships')
          .innerJoin('users', 'users.id', 'memberships.user_id')
          .select([
            'memberships.user_id',
            'memberships.relation_cd',
            sql<string>`coalesce(memberships.display_nm, users.user_nm)`.as('user_nm'),
          ])
          .where(ofInst(caller.instId, 'memberships'))
          .where('memberships.status', '=', 'active')
          .where('memberships.relation_cd', 'in', STAFF_CODES)
          .where('memberships.user_id', '<>', caller.userId)
          .orderBy('memberships.relation_cd')
          .orderBy('user_nm')
          .execute(),
  ]);
  return {
    canAddressAcademy: mayAddress(caller.scope, { kind: 'academy' }),
    classes: classes.map((row) => ({ classId: row.id, classNm: row.class_nm, studentCnt: row.student_cnt })),
    students: students.map((row) => ({ studentId: row.id, studentNm: row.student_nm, classNms: row.class_nms })),
    staff: staff.map((row) => ({
      userId: row.user_id,
      userNm: row.user_nm,
      roleLabel: ROLE_LABELS[roleFromRelationCd(row.relation_cd)],
    })),
  };
}
