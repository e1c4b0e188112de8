import type { Role } from './access.roles';

/**
 * Staff permission codes (SPEC §6) and authCd, the string a membership stores them in.
 *
 *   000 전체
 *   010 학원 · 020 수업
 *   030 직원 (031 조회, 032 등록·수정) · 040 결제 (041, 042) · 050 쿠폰 (051, 052)
 *   060 입출금 (061, 062) · 070 상담 (071, 072)
 *
 * authCd is the selected codes joined by `#` in code order, or just `000` when everything is
 * selected (SPEC §4).
 */

export const PERMISSION_CODES = [
  '000',
  '010',
  '020',
  '030',
  '031',
  '032',
  '040',
  '041',
  '042',
  '050',
  '051',
  '052',
  '060',
  '061',
  '062',
  '070',
  '071',
  '072',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export const ALL_PERMISSION = '000' satisfies PermissionCode;

/** The codes by name, so code checks never carry a bare literal. */
export const PERM = {
  all: '000',
  institute: '010',
  classes: '020',
  staffView: '031',
  staffWrite: '032',
  paymentView: '041',
  paymentWrite: '042',
  couponView: '051',
  couponWrite: '052',
  cashView: '061',
  cashWrite: '062',
  counselView: '071',
  counselWrite: '072',
} as const satisfies Record<string, PermissionCode>;

/** Items with a view and a write child. */
export const PERMISSION_GROUPS = ['030', '040', '050', '060', '070'] as const satisfies readonly PermissionCode[];
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export const PERMISSION_CHILDREN: Record<PermissionGroup, readonly [view: PermissionCode, write: PermissionCode]> = {
  '030': ['031', '032'],
  '040': ['041', '042'],
  '050': ['051', '052'],
  '060': ['061', '062'],
  '070': ['071', '072'],
};

/** Codes that are checked on their own: the items without children and every view/write child. */
export const PERMISSION_LEAVES = [
  '010',
  '020',
  '031',
  '032',
  '041',
  '042',
  '051',
  '052',
  '061',
  '062',
  '071',
  '072',
] as const satisfies readonly PermissionCode[];
export type PermissionLeaf = (typeof PERMISSION_LEAVES)[number];

export const PERMISSION_LABELS: Record<PermissionCode, string> = {
  '000': '전체',
  '010': '학원 관리',
  '020': '수업 관리',
  '030': '직원 관리',
  '031': '직원 조회',
  '032': '직원 등록·수정',
  '040': '결제 관리',
  '041': '결제 조회',
  '042': '결제 등록·수정',
  '050': '쿠폰 관리',
  '051': '쿠폰 조회',
  '052': '쿠폰 등록·수정',
  '060': '입출금 관리',
  '061': '입출금 조회',
  '062': '입출금 등록·수정',
  '070': '상담 관리',
  '071': '상담 조회',
  '072': '상담 등록·수정',
};

export type PermissionNode = {
  code: PermissionCode;
  label: string;
  children: readonly PermissionNode[];
};

const node = (code: PermissionCode, children: readonly PermissionNode[] = []): PermissionNode => ({
  code,
  label: PERMISSION_LABELS[code],
  children,
});

/** The checklist as a tree: 000 at the root, then the items in code order with their children. */
export const PERMISSION_TREE: PermissionNode = node('000', [
  node('010'),
  node('020'),
  ...PERMISSION_GROUPS.map((group) =>
    node(
      group,
      PERMISSION_CHILDREN[group].map((child) => node(child)),
    ),
  ),
]);

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (PERMISSION_CODES as readonly string[]).includes(value);
}

export function isPermissionGroup(code: PermissionCode): code is PermissionGroup {
  return (PERMISSION_GROUPS as readonly string[]).includes(code);
}

/** The leaves a code stands for: itself for a leaf, its children for a group, every leaf for 000. */
export function permissionLeavesOf(code: PermissionCode): readonly PermissionLeaf[] {
  if (code === ALL_PERMISSION) return PERMISSION_LEAVES;
  if (isPermissionGroup(code)) return PERMISSION_CHILDREN[code] as readonly PermissionLeaf[];
  return [code as PermissionLeaf];
}

/**
 * The full set of checked codes implied by a set of checked leaves: a group is checked when both
 * its children are, and 000 when every leaf is.
 */
export function closeOverLeaves(leaves: ReadonlySet<PermissionLeaf>): Set<PermissionCode> {
  const checked = new Set<PermissionCode>(leaves);
  for (const group of PERMISSION_GROUPS) {
    if (PERMISSION_CHILDREN[group].every((child) => checked.has(child))) checked.add(group);
  }
  if (PERMISSION_LEAVES.every((leaf) => checked.has(leaf))) checked.add(ALL_PERMISSION);
  return checked;
}

/** The leaves an authCd grants; codes it does not know are ignored. */
export function leavesOfAuthCd(authCd: string | null | undefined): Set<PermissionLeaf> {
  const leaves = new Set<PermissionLeaf>();
  for (const part of (authCd ?? '').split('#')) {
    const code = part.trim();
    if (isPermissionCode(code)) for (const leaf of permissionLeavesOf(code)) leaves.add(leaf);
  }
  return leaves;
}

/**
 * The checked codes of an authCd (`031#032` → 030, 031, 032; `000` → everything). A group code
 * alone grants its children, so `030` and `030#031#032` mean the same.
 */
export function parseAuthCd(authCd: string | null | undefined): PermissionCode[] {
  const checked = closeOverLeaves(leavesOfAuthCd(authCd));
  return PERMISSION_CODES.filter((code) => checked.has(code));
}

/**
 * The authCd of a set of checked codes: `000` when all are checked, otherwise the checked codes
 * (groups included) joined by `#` in code order; `''` when nothing is.
 */
export function joinAuthCd(codes: Iterable<PermissionCode>): string {
  const leaves = new Set<PermissionLeaf>();
  for (const code of codes) for (const leaf of permissionLeavesOf(code)) leaves.add(leaf);
  const checked = closeOverLeaves(leaves);
  if (checked.has(ALL_PERMISSION)) return ALL_PERMISSION;
  return PERMISSION_CODES.filter((code) => checked.has(code)).join('#');
}

/** Whether an authCd grants a code (a group or 000 needs all of the leaves under it). */
export function hasPermission(authCd: string | null | undefined, code: PermissionCode): boolean {
  const leaves = leavesOfAuthCd(authCd);
  return permissionLeavesOf(code).every((leaf) => leaves.has(leaf));
}

/**
 * Whether a member may do what a permission code covers: a director always may, a manager or
 * teacher when their authCd grants it, parents and students never (staff permissions are staff-only).
 */
export function roleHasPermission(role: Role, authCd: string | null | undefined, code: PermissionCode): boolean {
  if (role === 'DIRECTOR') return true;
  if (role === 'MANAGER' || role === 'TEACHER') return hasPermission(authCd, code);
  return false;
}
