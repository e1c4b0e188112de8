import { describe, expect, it } from 'vitest';
import { isMenuVisible } from './access.menu';

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
});
