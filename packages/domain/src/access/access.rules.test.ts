import { describe, expect, it } from 'vitest';
import { admissionOf, describeAccess, holdsRulePerm, type MemberRule } from './access.rules';

const classes: MemberRule = { staff: 'staff', perm: '020', teacherOwnClasses: true, family: true };
const office: MemberRule = { staff: 'office', perm: ['010', '020'] };
const staffView: MemberRule = { staff: 'staff', perm: '031' };

describe('admissionOf', () => {
  it('admits the director to every staff rule with the whole academy', () => {
    for (const rule of [classes, office, staffView, { staff: 'director' } as const]) {
      expect(admissionOf(rule, 'DIRECTOR', null)).toBe('all');
    }
  });

  it('admits a manager by the rule’s code, any one of several', () => {
    expect(admissionOf(classes, 'MANAGER', '020')).toBe('all');
    expect(admissionOf(classes, 'MANAGER', '010')).toBeNull();
    expect(admissionOf(office, 'MANAGER', '010')).toBe('all');
    expect(admissionOf(office, 'MANAGER', '031')).toBeNull();
    expect(admissionOf({ staff: 'director' }, 'MANAGER', '000')).toBeNull();
  });

  it('admits a teacher to their own classes without the code when the rule says so, else by the code', () => {
    expect(admissionOf(classes, 'TEACHER', null)).toBe('own-classes');
    expect(admissionOf(staffView, 'TEACHER', '020')).toBeNull();
    expect(admissionOf(staffView, 'TEACHER', '031')).toBe('own-classes');
    expect(admissionOf(office, 'TEACHER', '000')).toBeNull();
  });

  it('admits parents and students only to family rules, with their linked students', () => {
    expect(admissionOf(classes, 'PARENT', null)).toBe('linked');
    expect(admissionOf(classes, 'STUDENT', null)).toBe('linked');
    expect(admissionOf(staffView, 'PARENT', '000')).toBeNull();
    expect(admissionOf({ family: true }, 'DIRECTOR', null)).toBeNull();
  });

  it('counts a rule without a code as held', () => {
    expect(holdsRulePerm({ staff: 'staff' }, 'MANAGER', null)).toBe(true);
  });
});

describe('describeAccess', () => {
  it('says each rule in one Korean line', () => {
    expect(describeAccess('public')).toBe('누구나');
    expect(describeAccess('signed-in')).toContain('로그인');
    expect(describeAccess('desk')).toContain('출결 데스크');
    expect(describeAccess(classes)).toBe(
      '학원 구성원: 원장·실장·강사 (원장 외 권한 020 필요), 강사는 담당 반과 그 원생만, 학부모·학생은 연결된 원생만',
    );
    expect(describeAccess(office)).toBe('학원 구성원: 원장·실장 (원장 외 권한 010 또는 020 필요)');
    expect(describeAccess({ staff: 'director' })).toBe('학원 구성원: 원장');
  });
});
