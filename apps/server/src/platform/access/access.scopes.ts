import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Caller } from './access';

/**
 * The scopes of docs/decisions/0021-access-as-data.md, each one SQL predicate used by every area's
 * queries. Each takes the table (or alias) it conditions; the caller's academy is already fixed by
 * the query's own `ofInst`.
 */

/** `userId` teaches the class `table` (class_teachers). */
export function teaches(userId: string, table = 'classes'): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from class_teachers ct
    where ct.inst_id = ${sql.ref(`${table}.inst_id`)} and ct.class_id = ${sql.ref(`${table}.id`)}
      and ct.user_id = ${userId})`;
}

/** The student record `table` is `userId`'s own, or `userId` is its connected guardian. */
export function linkedTo(userId: string, table = 'students'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.user_id`)} = ${userId} or exists (select 1 from student_guardians g
     where g.inst_id = ${sql.ref(`${table}.inst_id`)} and g.student_id = ${sql.ref(`${table}.id`)}
       and g.user_id = ${userId}))`;
}

/**
 * The classes a caller sees: every class (`all`); the classes they teach (`own-classes`); the
 * classes one of their linked students is or was enrolled in (`linked`).
 */
export function classesVisibleTo(caller: Caller, table = 'classes'): Expression<SqlBool> {
  if (caller.scope === 'all') return sql<SqlBool>`true`;
  if (caller.scope === 'own-classes') return teaches(caller.userId, table);
  return sql<SqlBool>`exists (select 1 from class_students cs
      join students s on s.inst_id = cs.inst_id and s.id = cs.student_id
     where cs.inst_id = ${sql.ref(`${table}.inst_id`)} and cs.class_id = ${sql.ref(`${table}.id`)}
       and ${linkedTo(caller.userId, 's')})`;
}

/**
 * The students a caller sees: every student (`all`); for a teacher (`own-classes`) those enrolled,
 * on `day` (the academy's business day), in a class the teacher teaches — one rule for the list, a
 * student's details, memos and attendance history; a class's own pages (its sheet of a past date)
 * follow the class scope instead; for a parent or student (`linked`) their own students.
 */
export function studentsVisibleTo(caller: Caller, day: IsoDate, table = 'students'): Expression<SqlBool> {
  if (caller.scope === 'all') return sql<SqlBool>`true`;
  if (caller.scope === 'linked') return linkedTo(caller.userId, table);
  return sql<SqlBool>`exists (select 1 from class_students cs
      join class_teachers ct on ct.inst_id = cs.inst_id and ct.class_id = cs.class_id
     where cs.inst_id = ${sql.ref(`${table}.inst_id`)} and cs.student_id = ${sql.ref(`${table}.id`)}
       and ct.user_id = ${caller.userId}
       and cs.start_date <= ${day}::date and (cs.end_date is null or cs.end_date >= ${day}::date))`;
}
