import { describe, expect, it } from 'vitest';
import {
  isManagementItemVisible,
  isManagementSection,
  MANAGEMENT_MENU,
  MANAGEMENT_SECTIONS,
  visibleManagementMenu,
} from './institute.menu';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('the academy management menu', () => {
  it('has unique keys, and every item in a known section', () => {
    expect(new Set(keys([...MANAGEMENT_MENU])).size).toBe(MANAGEMENT_MENU.length);
    for (const item of MANAGEMENT_MENU) expect(MANAGEMENT_SECTIONS).toContain(item.section);
  });

  it('shows a director everything', () => {
    expect(visibleManagementMenu({ role: 'DIRECTOR', authCd: '000' })).toHaveLength(MANAGEMENT_MENU.length);
    expect(visibleManagementMenu({ role: 'DIRECTOR', authCd: null })).toHaveLength(MANAGEMENT_MENU.length);
  });

  it('shows a manager the items their codes allow', () => {
    expect(keys(visibleManagementMenu({ role: 'MANAGER', authCd: '010#020' }, 'info'))).toEqual([
      'detail',
      'edit',
      'extra',
      'regions',
      'classes',
    ]);
    expect(keys(visibleManagementMenu({ role: 'MANAGER', authCd: '031' }, 'people'))).toEqual([
      'students',
      'studentRegister',
      'members',
      'employees',
    ]);
    expect(keys(visibleManagementMenu({ role: 'MANAGER', authCd: '030#031#032' }, 'people'))).toContain('permissions');
  });

  it('shows a teacher their class items, never the office ones', () => {
    expect(keys(visibleManagementMenu({ role: 'TEACHER', authCd: '020' }))).toEqual([
      'detail',
      'extra',
      'classes',
      'students',
      'myInsts',
      'connectByCode',
      'search',
    ]);
  });

  it('shows parents and students only what is for everyone', () => {
    for (const role of ['PARENT', 'STUDENT'] as const) {
      expect(keys(visibleManagementMenu({ role, authCd: '000' }))).toEqual([
        'detail',
        'extra',
        'myInsts',
        'connectByCode',
        'search',
      ]);
    }
  });

  it('checks one item and a section name', () => {
    expect(
      isManagementItemVisible({ showPermissionList: ['ALL'], perm: '010' }, { role: 'TEACHER', authCd: '020' }),
    ).toBe(false);
    expect(isManagementSection('people')).toBe(true);
    expect(isManagementSection('money')).toBe(false);
  });
});
