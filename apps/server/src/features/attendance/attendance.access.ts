import { roleHasPermission } from '@academy/domain/access/access.permissions';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Who may do what with attendance (docs/access-matrix.md `## attendance`):
 * - marking and reading class sheets, today's classes and class histories: the director and a
 *   manager holding 020 (수업 관리) for every class; a teacher for the classes they teach
 *   (class_teachers), whatever codes they hold — another teacher's class answers 404, as in the
 *   classes area;
 * - the academy's day (/instAttendance) and the automatic-absence setting: the director or a
 *   manager (020 to read, 010 to change the setting), never a teacher;
 * - a student's history: staff as above (a teacher: students enrolled in one of their classes),
 *   a parent for the children linked to them (student_guardians.user_id), a student for themselves.
 * Anything else of the academy that is not theirs answers 404, like another academy's ids.
 */

export const ATTENDANCE_PERMISSION = '020' as const;

/** 'all': every class of the academy; 'own-classes': the classes the teacher teaches. */
export type ClassScope = 'all' | 'own-classes';
export type AttendanceStaff = Member & { scope: ClassScope };

export async function requireAttendanceStaff(db: Executor, userId: string, instId: string): Promise<AttendanceStaff> {
  const member = await requireMember(db, userId, instId, { roles: ['DIRECTOR', 'MANAGER', 'TEACHER'] });
  if (member.role === 'TEACHER') return { ...member, scope: 'own-classes' };
  if (!roleHasPermission(member.role, member.authCd, ATTENDANCE_PERMISSION)) throw new AppError('FORBIDDEN');
  return { ...member, scope: 'all' };
}

/** The director, or a manager holding 020: the whole academy's day. */
export async function requireAttendanceOffice(db: Executor, userId: string, instId: string): Promise<Member> {
  return requireMember(db, userId, instId, { roles: ['DIRECTOR', 'MANAGER'], perm: ATTENDANCE_PERMISSION });
}

export type AttendanceClass = { id: string; class_nm: string; teaches: boolean };

/**
 * A class of the academy the staff member may mark: 404 when the academy has no such class or a
 * teacher asks for a class they do not teach (it reveals nothing, like the classes area).
 */
export async function requireClassFor(db: Executor, staff: AttendanceStaff, classId: string): Promise<AttendanceClass> {
  const row = await db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('class_teachers')
            .select(sql`1`.as('one'))
            .where(ofInst(staff.instId, 'class_teachers'))
            .whereRef('class_teachers.class_id', '=', 'classes.id')
            .where('class_teachers.user_id', '=', staff.userId),
        )
        .as('teaches'),
    )
    .where(ofInst(staff.instId, 'classes'))
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  if (!row || (staff.scope === 'own-classes' && !row.teaches)) throw new AppError('ATTENDANCE_CLASS_NOT_FOUND');
  return { id: row.id, class_nm: row.class_nm, teaches: Boolean(row.teaches) };
}

export type StudentViewer = Member & { kind: 'staff' | 'guardian' | 'self' };
export type VisibleStudent = { id: string; student_nm: string; desk_pin: string | null; mobile_no: string | null };

/**
 * A student whose attendance the member may read: the director, a manager holding 020, a teacher
 * for the students of their classes, a linked guardian, or the student themselves. Not theirs → 404
 * (STUDENT_NOT_FOUND).
 */
export async function requireStudentView(
  db: Executor,
  userId: string,
  instId: string,
  studentId: string,
): Promise<{ viewer: StudentViewer; student: VisibleStudent }> {
  const member = await requireMember(db, userId, instId);
  if (member.role === 'MANAGER' && !roleHasPermission(member.role, member.authCd, ATTENDANCE_PERMISSION)) {
    throw new AppError('FORBIDDEN');
  }
  const row = await db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm', 'students.desk_pin', 'students.mobile_no', 'students.user_id'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('student_guardians')
            .select(sql`1`.as('one'))
            .where(ofInst(instId, 'student_guardians'))
            .whereRef('student_guardians.student_id', '=', 'students.id')
            .where('student_guardians.user_id', '=', userId),
        )
        .as('is_guardian'),
      eb
        .exists(
          eb
            .selectFrom('class_students')
            .innerJoin('class_teachers', (join) =>
              join
                .onRef('class_teachers.inst_id', '=', 'class_students.inst_id')
                .onRef('class_teachers.class_id', '=', 'class_students.class_id'),
            )
            .select(sql`1`.as('one'))
            .where(ofInst(instId, 'class_students'))
            .whereRef('class_students.student_id', '=', 'students.id')
            .where('class_teachers.user_id', '=', userId),
        )
        .as('is_taught'),
    ])
    .where(ofInst(instId, 'students'))
    .where('students.id', '=', studentId)
    .executeTakeFirst();
  if (!row) throw new AppError('STUDENT_NOT_FOUND');
  const student = { id: row.id, student_nm: row.student_nm, desk_pin: row.desk_pin, mobile_no: row.mobile_no };
  if (member.role === 'DIRECTOR' || member.role === 'MANAGER') return { viewer: { ...member, kind: 'staff' }, student };
  if (member.role === 'TEACHER' && row.is_taught) return { viewer: { ...member, kind: 'staff' }, student };
  if (member.role === 'PARENT' && row.is_guardian) return { viewer: { ...member, kind: 'guardian' }, student };
  if (member.role === 'STUDENT' && row.user_id === userId) return { viewer: { ...member, kind: 'self' }, student };
  throw new AppError('STUDENT_NOT_FOUND');
}
