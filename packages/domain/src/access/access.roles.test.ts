import { describe, expect, it } from 'vitest';
import { isRelationCd, isStaffRole, ROLE_LABELS, roleFromRelationCd } from './access.roles';

describe('roles from relation codes', () => {
  it('maps 010/020/030/050 and no code to parent', () => {
    expect(roleFromRelationCd('010')).toBe('STUDENT');
    expect(roleFromRelationCd('020')).toBe('DIRECTOR');
    expect(roleFromRelationCd('030')).toBe('MANAGER');
    expect(roleFromRelationCd('050')).toBe('TEACHER');
    expect(roleFromRelationCd(null)).toBe('PARENT');
    expect(roleFromRelationCd(undefined)).toBe('PARENT');
    expect(roleFromRelationCd('')).toBe('PARENT');
  });

  it('refuses an unknown code instead of guessing', () => {
    expect(() => roleFromRelationCd('040')).toThrow(RangeError);
    expect(isRelationCd('040')).toBe(false);
    expect(isRelationCd('020')).toBe(true);
    expect(isRelationCd(20)).toBe(false);
  });

  it('names roles in Korean and tells staff apart', () => {
    expect(ROLE_LABELS).toEqual({
      DIRECTOR: '원장',
      MANAGER: '실장',
      TEACHER: '강사',
      PARENT: '학부모',
      STUDENT: '학생',
    });
    expect(['DIRECTOR', 'MANAGER', 'TEACHER', 'PARENT', 'STUDENT'].map((role) => isStaffRole(role as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
