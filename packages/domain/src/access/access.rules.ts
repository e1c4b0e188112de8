import { type PermissionCode, roleHasPermission } from './access.permissions';
import type { Role } from './access.roles';

/**
 * What a route (or a screen) needs, declared as data and evaluated in one place.
 *
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in account (the route's own rows are the caller's: `/api/me/...`);
 * - `desk`: a front-desk kiosk unlocked on this browser (its device cookie), no account;
 * - a member rule: an active member of the academy in the path (`:instId`), admitted by role:
 *   - `staff`: which staff are admitted — `director` only, `office` (the director and managers) or
 *     `staff` (teachers too);
 *   - `perm`: a permission code (or any one of several) that staff other than the director must hold;
 *   - `teacherOwnClasses`: a teacher is admitted without the code, and sees only the classes they
 *     teach and those classes' students (the `own-classes` scope);
 *   - `family`: parents and students are admitted, and see only their linked students (`linked`).
 */
export type MemberRule = {
  staff?: 'director' | 'office' | 'staff';
  perm?: PermissionCode | readonly PermissionCode[];
  teacherOwnClasses?: true;
  family?: true;
};
export type AccessRule = 'public' | 'signed-in' | 'desk' | MemberRule;

/**
 * What an admitted member sees: `all` of the academy; `own-classes`, a teacher's classes and their
 * students; `linked`, a parent's or student's own students (the student's own record, or the children
 * whose guardian record is connected to the parent).
 */
export type AccessScope = 'all' | 'own-classes' | 'linked';

const STAFF_ADMITTED: Record<NonNullable<MemberRule['staff']>, readonly Role[]> = {
  director: ['DIRECTOR'],
  office: ['DIRECTOR', 'MANAGER'],
  staff: ['DIRECTOR', 'MANAGER', 'TEACHER'],
};

const permsOf = (rule: MemberRule): readonly PermissionCode[] =>
  rule.perm === undefined ? [] : typeof rule.perm === 'string' ? [rule.perm] : rule.perm;

/** Whether the membership holds one of the rule's codes (no code asked: yes). A director holds all. */
export function holdsRulePerm(rule: MemberRule, role: Role, authCd: string | null): boolean {
  const perms = permsOf(rule);
  return perms.length === 0 || perms.some((code) => roleHasPermission(role, authCd, code));
}

/**
 * The scope a member rule gives a membership, or null when the rule refuses it (403). The one
 * evaluation of route access: the server's access layer and the web's menus both ask it.
 */
export function admissionOf(rule: MemberRule, role: Role, authCd: string | null): AccessScope | null {
  if (role === 'PARENT' || role === 'STUDENT') return rule.family ? 'linked' : null;
  if (!rule.staff || !STAFF_ADMITTED[rule.staff].includes(role)) return null;
  if (role === 'TEACHER') return rule.teacherOwnClasses || holdsRulePerm(rule, role, authCd) ? 'own-classes' : null;
  return holdsRulePerm(rule, role, authCd) ? 'all' : null;
}

const STAFF_TEXT: Record<NonNullable<MemberRule['staff']>, string> = {
  director: '원장',
  office: '원장·실장',
  staff: '원장·실장·강사',
};

/** The rule in one Korean line, for the API document. */
export function describeAccess(rule: AccessRule): string {
  if (rule === 'public') return '누구나';
  if (rule === 'signed-in') return '로그인한 사용자 (본인 정보)';
  if (rule === 'desk') return '출결 데스크로 잠금 해제한 기기';
  const parts: string[] = [];
  if (rule.staff) {
    const perms = permsOf(rule);
    const codes = perms.length > 0 ? ` (원장 외 권한 ${perms.join(' 또는 ')} 필요)` : '';
    parts.push(`${STAFF_TEXT[rule.staff]}${codes}`);
  }
  if (rule.teacherOwnClasses) parts.push('강사는 담당 반과 그 원생만');
  if (rule.family) parts.push('학부모·학생은 연결된 원생만');
  return `학원 구성원: ${parts.join(', ')}`;
}
