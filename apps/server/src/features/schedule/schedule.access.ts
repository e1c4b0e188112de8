import { roleHasPermission } from '@academy/domain/access/access.permissions';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';

/**
 * Who sees which sessions (docs/access-matrix.md `## schedule`), the same rule as the classes area:
 * the director and a manager holding 020 see every class; a teacher the classes they teach; a parent
 * or a student the classes of their linked students, only on the days those students are enrolled
 * (and only the makeups held for them). A manager without 020 is refused. Changing sessions (휴강,
 * 일정 변경, 보강) is for staff who see the class; a closed class is read-only.
 */

export type ScheduleScope = { kind: 'all' } | { kind: 'teacher'; userId: string } | { kind: 'linked'; userId: string };

export type ScheduleViewer = Member & { scope: ScheduleScope; staff: boolean };

export async function requireScheduleViewer(db: Executor, userId: string, instId: string): Promise<ScheduleViewer> {
  const member = await requireMember(db, userId, instId);
  switch (member.role) {
    case 'DIRECTOR':
      return { ...member, scope: { kind: 'all' }, staff: true };
    case 'MANAGER':
      if (!roleHasPermission(member.role, member.authCd, '020')) throw new AppError('FORBIDDEN');
      return { ...member, scope: { kind: 'all' }, staff: true };
    case 'TEACHER':
      return { ...member, scope: { kind: 'teacher', userId }, staff: true };
    default:
      return { ...member, scope: { kind: 'linked', userId }, staff: false };
  }
}

/** Staff who may change the sessions of the classes they see. */
export async function requireScheduleEditor(db: Executor, userId: string, instId: string): Promise<ScheduleViewer> {
  const viewer = await requireScheduleViewer(db, userId, instId);
  if (!viewer.staff) throw new AppError('FORBIDDEN');
  return viewer;
}

/** The students linked to a user: their own record, or the children whose guardian record is theirs. */
export function linkedStudent(userId: string, table = 'students'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.user_id`)} = ${userId} or exists (select 1 from student_guardians g
     where g.inst_id = ${sql.ref(`${table}.inst_id`)} and g.student_id = ${sql.ref(`${table}.id`)}
       and g.user_id = ${userId}))`;
}

/** The classes a scope sees, as a condition on `classes` (or its alias). */
export function scheduleClasses(scope: ScheduleScope, table = 'classes'): Expression<SqlBool> {
  const inst = sql.ref(`${table}.inst_id`);
  const id = sql.ref(`${table}.id`);
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'teacher') {
    return sql<SqlBool>`exists (select 1 from class_teachers ct
      where ct.inst_id = ${inst} and ct.class_id = ${id} and ct.user_id = ${scope.userId})`;
  }
  return sql<SqlBool>`exists (select 1 from class_students cs
      join students s on s.inst_id = cs.inst_id and s.id = cs.student_id
     where cs.inst_id = ${inst} and cs.class_id = ${id} and ${linkedStudent(scope.userId, 's')})`;
}
