import { roleHasPermission } from '@academy/domain/access/access.permissions';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { STUDENT_MANAGE_PERMISSION, STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';

/**
 * Who may do what with the academy's students (docs/access-matrix.md `## students`):
 * - manage (register, edit, status, guardians, invitations, batch, export): the director, or a
 *   manager holding 010 학원 관리;
 * - view (list, detail, memos, birthdays, history, members): the director, a manager holding 010 or
 *   020 수업 관리, and a teacher, who sees only the students enrolled today in a class they teach
 *   (class_teachers × class_students): another class's student answers 404 as if unknown;
 * - write memos: those who see the student, except a teacher, who reads them only.
 */

/** `all`: every student of the academy; `own-classes`: those enrolled on `day` in a class `userId` teaches. */
export type StudentScope = { kind: 'all' } | { kind: 'own-classes'; userId: string; day: IsoDate };
export const ALL_STUDENTS: StudentScope = { kind: 'all' };

export type StudentViewer = Member & { scope: StudentScope; canManage: boolean; canWriteMemos: boolean };

export async function requireStudentManager(db: Executor, userId: string, instId: string): Promise<StudentViewer> {
  const member = await requireMember(db, userId, instId, {
    roles: ['DIRECTOR', 'MANAGER'],
    perm: STUDENT_MANAGE_PERMISSION,
  });
  return { ...member, scope: ALL_STUDENTS, canManage: true, canWriteMemos: true };
}

/** Staff who may look at students; `today` (the academy's business date) bounds a teacher's classes. */
export async function requireStudentViewer(
  db: Executor,
  userId: string,
  instId: string,
  today: IsoDate,
): Promise<StudentViewer> {
  const member = await requireMember(db, userId, instId, { roles: ['DIRECTOR', 'MANAGER', 'TEACHER'] });
  if (member.role === 'TEACHER') {
    return { ...member, scope: { kind: 'own-classes', userId, day: today }, canManage: false, canWriteMemos: false };
  }
  const holds = (code: (typeof STUDENT_VIEW_PERMISSIONS)[number]) =>
    roleHasPermission(member.role, member.authCd, code);
  if (!STUDENT_VIEW_PERMISSIONS.some(holds)) throw new AppError('FORBIDDEN');
  return { ...member, scope: ALL_STUDENTS, canManage: holds(STUDENT_MANAGE_PERMISSION), canWriteMemos: true };
}

/**
 * The students a viewer may see, as a condition on `students` (or its alias): everyone, or for a
 * teacher those with an enrolment covering the day in a class the teacher teaches.
 */
export function visibleStudents(scope: StudentScope, table = 'students'): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  return sql<SqlBool>`exists (select 1 from class_students cs
      join class_teachers ct on ct.inst_id = cs.inst_id and ct.class_id = cs.class_id
     where cs.inst_id = ${sql.ref(`${table}.inst_id`)} and cs.student_id = ${sql.ref(`${table}.id`)}
       and ct.user_id = ${scope.userId}
       and cs.start_date <= ${scope.day}::date and (cs.end_date is null or cs.end_date >= ${scope.day}::date))`;
}
