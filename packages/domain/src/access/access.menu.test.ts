import { describe, expect, it } from 'vitest';
import { isMenuVisible, visibleMenuItems } from './access.menu';

describe('menu visibility by showPermissionList', () => {
  it('shows ALL to everyone', () => {
    expect(isMenuVisible(['ALL'], 'STUDENT')).toBe(true);
    expect(isMenuVisible(['ALL'], [])).toBe(true);
  });

  it('shows a role-listed item only to those roles', () => {
    expect(isMenuVisible(['DIRECTOR', 'MANAGER'], 'MANAGER')).toBe(true);
    expect(isMenuVisible(['DIRECTOR', 'MANAGER'], 'TEACHER')).toBe(false);
    expect(isMenuVisible(['PARENT'], ['TEACHER', 'PARENT'])).toBe(true);
    expect(isMenuVisible([], 'DIRECTOR')).toBe(false);
  });

  it('filters a menu, keeping order', () => {
    const menu = [
      { key: 'bill', showPermissionList: ['DIRECTOR', 'MANAGER'] as const },
      { key: 'notice', showPermissionList: ['ALL'] as const },
      { key: 'homework', showPermissionList: ['STUDENT', 'TEACHER'] as const },
    ];
    expect(visibleMenuItems(menu, 'STUDENT').map((item) => item.key)).toEqual(['notice', 'homework']);
    expect(visibleMenuItems(menu, 'DIRECTOR').map((item) => item.key)).toEqual(['bill', 'notice']);
  });
});
