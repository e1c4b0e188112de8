/**
 * Relation codes and roles (SPEC §6). A membership's relation code says what the person is at an
 * institute; no code means parent.
 */

export const RELATION_CODES = ['010', '020', '030', '050'] as const;
export type RelationCd = (typeof RELATION_CODES)[number];

export const RELATION_CD = {
  student: '010',
  director: '020',
  manager: '030',
  teacher: '050',
} as const satisfies Record<string, RelationCd>;

export const ROLES = ['DIRECTOR', 'MANAGER', 'TEACHER', 'PARENT', 'STUDENT'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  DIRECTOR: '원장',
  MANAGER: '실장',
  TEACHER: '강사',
  PARENT: '학부모',
  STUDENT: '학생',
};

const ROLE_OF_RELATION: Record<RelationCd, Role> = {
  '010': 'STUDENT',
  '020': 'DIRECTOR',
  '030': 'MANAGER',
  '050': 'TEACHER',
};

export function isRelationCd(value: unknown): value is RelationCd {
  return typeof value === 'string' && (RELATION_CODES as readonly string[]).includes(value);
}

/**
 * The role a relation code gives: 010 student, 020 director, 030 manager, 050 teacher; no code
 * (null, undefined, empty) means parent. An unknown code is a data error and throws.
 */
export function roleFromRelationCd(relationCd: string | null | undefined): Role {
  if (relationCd === null || relationCd === undefined || relationCd === '') return 'PARENT';
  if (!isRelationCd(relationCd)) throw new RangeError(`unknown relation code: ${relationCd}`);
  return ROLE_OF_RELATION[relationCd];
}

/** Roles that work at the academy and may hold staff permission codes. */
export const STAFF_ROLES = ['DIRECTOR', 'MANAGER', 'TEACHER'] as const satisfies readonly Role[];

export function isStaffRole(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
