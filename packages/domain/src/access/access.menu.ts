import type { Role } from './access.roles';

/**
 * Menu visibility (SPEC §6): an item carries a `showPermissionList` of `ALL` or roles, and is shown
 * when the list contains `ALL` or one of the user's roles.
 */

export type MenuAudience = 'ALL' | Role;

export type MenuItem = { showPermissionList: readonly MenuAudience[] };

export function isMenuVisible(showPermissionList: readonly MenuAudience[], roles: Role | readonly Role[]): boolean {
  if (showPermissionList.includes('ALL')) return true;
  const userRoles: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  return userRoles.some((role) => showPermissionList.includes(role));
}
