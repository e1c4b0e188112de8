import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isPermissionCode,
  joinAuthCd,
  PERMISSION_CODES,
  PERMISSION_LABELS,
  PERMISSION_LEAVES,
  PERMISSION_TREE,
  type PermissionNode,
  parseAuthCd,
  permissionLeavesOf,
  roleHasPermission,
} from './access.permissions';

describe('permission codes', () => {
  it('lists 000 to 072 with a Korean label each', () => {
    expect(PERMISSION_CODES).toHaveLength(18);
    expect(PERMISSION_CODES[0]).toBe('000');
    expect(PERMISSION_CODES.at(-1)).toBe('072');
    for (const code of PERMISSION_CODES) expect(PERMISSION_LABELS[code]).toMatch(/[가-힣]/);
    expect(PERMISSION_LABELS['031']).toBe('직원 조회');
    expect(isPermissionCode('033')).toBe(false);
    expect(isPermissionCode('041')).toBe(true);
  });

  it('forms the tree: 000, then items with their view and write children', () => {
    const flatten = (node: PermissionNode): string[] => [node.code, ...node.children.flatMap(flatten)];
    expect(flatten(PERMISSION_TREE)).toEqual([...PERMISSION_CODES]);
    expect(PERMISSION_TREE.children.map((child) => child.code)).toEqual([
      '010',
      '020',
      '030',
      '040',
      '050',
      '060',
      '070',
    ]);
    expect(PERMISSION_TREE.children[2]?.children.map((child) => child.label)).toEqual(['직원 조회', '직원 등록·수정']);
  });

  it('knows each code’s parent and leaves', () => {
    expect(permissionLeavesOf('000')).toEqual(PERMISSION_LEAVES);
    expect(permissionLeavesOf('050')).toEqual(['051', '052']);
    expect(permissionLeavesOf('020')).toEqual(['020']);
  });
});

describe('authCd join and parse', () => {
  it('joins the checked codes with # in code order, groups included', () => {
    expect(joinAuthCd(['032', '010', '031'])).toBe('010#030#031#032');
    expect(joinAuthCd(['041'])).toBe('041');
    expect(joinAuthCd([])).toBe('');
  });

  it('writes just 000 when everything is checked', () => {
    expect(joinAuthCd(PERMISSION_LEAVES)).toBe('000');
    expect(joinAuthCd(['000'])).toBe('000');
    expect(joinAuthCd(['010', '020', '030', '040', '050', '060', '070'])).toBe('000');
  });

  it('parses back, completing groups and ignoring unknown codes', () => {
    expect(parseAuthCd('000')).toEqual([...PERMISSION_CODES]);
    expect(parseAuthCd('031#032')).toEqual(['030', '031', '032']);
    expect(parseAuthCd('030')).toEqual(['030', '031', '032']);
    expect(parseAuthCd(' 041 # 999 #')).toEqual(['041']);
    expect(parseAuthCd('')).toEqual([]);
    expect(parseAuthCd(null)).toEqual([]);
  });

  it('round-trips every join', () => {
    for (const code of PERMISSION_CODES) expect(joinAuthCd(parseAuthCd(joinAuthCd([code])))).toBe(joinAuthCd([code]));
  });
});

describe('hasPermission', () => {
  it('grants what the authCd lists, and everything for 000', () => {
    expect(hasPermission('000', '072')).toBe(true);
    expect(hasPermission('041', '041')).toBe(true);
    expect(hasPermission('041', '042')).toBe(false);
    expect(hasPermission('041', '040')).toBe(false);
    expect(hasPermission('040', '042')).toBe(true);
    expect(hasPermission('041#042', '040')).toBe(true);
    expect(hasPermission(undefined, '010')).toBe(false);
  });

  it('lets a director do anything and parents or students nothing', () => {
    expect(roleHasPermission('DIRECTOR', null, '000')).toBe(true);
    expect(roleHasPermission('MANAGER', '061', '061')).toBe(true);
    expect(roleHasPermission('TEACHER', '061', '062')).toBe(false);
    expect(roleHasPermission('PARENT', '000', '010')).toBe(false);
    expect(roleHasPermission('STUDENT', '000', '010')).toBe(false);
  });
});
