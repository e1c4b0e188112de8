import { roleHasPermission } from '@academy/domain/access/access.permissions';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';

/**
 * Who may do what with the academy's classes (docs/access-matrix.md `## classes`):
 * - the director, and a manager holding 020 (수업 관리): every class — create, edit, close, enrol,
 *   tuitions, images; a manager without 020 is refused;
 * - a teacher: only the classes they teach (class_teachers) — see and edit them, change their
 *   sessions; creating a class, enrolling students, closing a class and tuitions need 020 as well
 *   (a teacher's default codes include it). Another teacher's class is invisible (404);
 * - moving students between classes: the director and a manager holding 020 only, never a teacher;
 * - a parent or a student: read-only, the classes their linked students are enrolled in (a student:
 *   their own record; a parent: the children whose guardian record is connected to them).
 */

export const CLASS_PERMISSION = '020' as const;

/** `all`: every class; `teacher`: the classes this user teaches; `linked`: the classes of their students. */
export type ClassScope = { kind: 'all' } | { kind: 'teacher'; userId: string } | { kind: 'linked'; userId: string };

export type ClassActor = Member & {
  scope: ClassScope;
  /** Holds 020 (a director always does). */
  manages: boolean;
  /** Staff of the academy (director, manager, teacher). */
  staff: boolean;
};

/** Any member who may look at classes; a manager without 020 is refused. */
export async function requireClassActor(db: Executor, userId: string, instId: string): Promise<ClassActor> {
  const member = await requireMember(db, userId, instId);
  const manages = roleHasPermission(member.role, member.authCd, CLASS_PERMISSION);
  switch (member.role) {
    case 'DIRECTOR':
      return { ...member, scope: { kind: 'all' }, manages: true, staff: true };
    case 'MANAGER':
      if (!manages) throw new AppError('FORBIDDEN');
      return { ...member, scope: { kind: 'all' }, manages, staff: true };
    case 'TEACHER':
      return { ...member, scope: { kind: 'teacher', userId }, manages, staff: true };
    default:
      return { ...member, scope: { kind: 'linked', userId }, manages: false, staff: false };
  }
}

/** Staff who may look at classes (parents and students are refused). */
export async function requireClassStaff(db: Executor, userId: string, instId: string): Promise<ClassActor> {
  const actor = await requireClassActor(db, userId, instId);
  if (!actor.staff) throw new AppError('FORBIDDEN');
  return actor;
}

/** Staff holding 020: create classes and tuitions, enrol, close, upload images. */
export async function requireClassManager(db: Executor, userId: string, instId: string): Promise<ClassActor> {
  const actor = await requireClassStaff(db, userId, instId);
  if (!actor.manages) throw new AppError('FORBIDDEN');
  return actor;
}

/**
 * Moving students between classes (ClassMoving): the director, or a manager holding 020. A teacher
 * is refused whatever codes they hold: a move changes two classes' rosters, not only their own.
 */
export async function requireClassMover(db: Executor, userId: string, instId: string): Promise<Member> {
  return requireMember(db, userId, instId, { roles: ['DIRECTOR', 'MANAGER'], perm: CLASS_PERMISSION });
}

/**
 * The classes a scope sees, as a condition on `classes` (or its alias). A student or parent sees a
 * class when one of their students has (or had) an enrolment in it.
 */
export function visibleClasses(scope: ClassScope, table = 'classes'): Expression<SqlBool> {
  const inst = sql.ref(`${table}.inst_id`);
  const id = sql.ref(`${table}.id`);
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'teacher') {
    return sql<SqlBool>`exists (select 1 from class_teachers ct
      where ct.inst_id = ${inst} and ct.class_id = ${id} and ct.user_id = ${scope.userId})`;
  }
  return sql<SqlBool>`exists (select 1 from class_students cs
      join students s on s.inst_id = cs.inst_id and s.id = cs.student_id
     where cs.inst_id = ${inst} and cs.class_id = ${id}
       and (s.user_id = ${scope.userId} or exists (select 1 from student_guardians g
             where g.inst_id = s.inst_id and g.student_id = s.id and g.user_id = ${scope.userId})))`;
}

/** The students a linked member (student or parent) may see, as a condition on `students` (or its alias). */
export function linkedStudents(userId: string, table = 'students'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.user_id`)} = ${userId} or exists (select 1 from student_guardians g
     where g.inst_id = ${sql.ref(`${table}.inst_id`)} and g.student_id = ${sql.ref(`${table}.id`)}
       and g.user_id = ${userId}))`;
}

export type ClassAbilities = { canEdit: boolean; canEnrol: boolean; canClose: boolean };

/** What an actor may do with a class they can see (a closed class is read-only). */
export function abilitiesFor(actor: ClassActor, status: 'open' | 'closed'): ClassAbilities {
  if (!actor.staff || status === 'closed') return { canEdit: false, canEnrol: false, canClose: false };
  return { canEdit: true, canEnrol: actor.manages, canClose: actor.manages };
}
