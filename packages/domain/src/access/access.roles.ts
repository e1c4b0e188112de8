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

/** The relation code of a role; parents have none (`null`). */
export function relationCdFromRole(role: Role): RelationCd | null {
  const entry = Object.entries(ROLE_OF_RELATION).find(([, value]) => value === role);
  return entry ? (entry[0] as RelationCd) : null;
}

/** Roles that work at the academy and may hold staff permission codes. */
export const STAFF_ROLES = ['DIRECTOR', 'MANAGER', 'TEACHER'] as const satisfies readonly Role[];

export function isStaffRole(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

/**
 * The roles of a user at one institute, from the `relationCd` list kept in the `common` session
 * group (the code of their one membership there). An empty list means parent. Ordered
 * director → student, without duplicates.
 */
export function rolesFromRelationCds(relationCds: readonly (string | null | undefined)[]): Role[] {
  const roles = new Set(relationCds.length === 0 ? (['PARENT'] as Role[]) : relationCds.map(roleFromRelationCd));
  return ROLES.filter((role) => roles.has(role));
}

/** The role shown first when a user has several at an institute (director outranks the rest). */
export function primaryRole(relationCds: readonly (string | null | undefined)[]): Role {
  return rolesFromRelationCds(relationCds)[0] as Role;
}
