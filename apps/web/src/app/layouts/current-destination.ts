import { isStickyBottomTabPath } from '@academy/domain/navigation/navigation.constants';
import { MENU_TAB, NAV_ITEMS, type NavItem, type NavTabLink } from '@academy/domain/navigation/navigation.menu';
import { ROUTE_MAP } from '../route-map';

/** The full menu and the management screen (`/instManagementTF/:mng`). */
export const isMenuPath = (pathname: string) => pathname.startsWith('/instManagementTF/');

const parentOf = (path: string) => ROUTE_MAP.find((entry) => entry.path === path)?.parent;

/**
 * The destination of the navigation the user is at: the item at this path, else the one at the
 * nearest logical parent (a student's page belongs to 원생 목록), else none.
 */
export function destinationOf(pathname: string, parent: string | undefined, items: readonly NavItem[]): NavItem | null {
  const chain = [pathname];
  for (let next = parent; next && chain.length < 6 && !chain.includes(next); next = parentOf(next)) chain.push(next);
  for (const path of chain) {
    const item = items.find((candidate) => candidate.to === path);
    if (item) return item;
  }
  return null;
}

/** The tab to mark: the destination's own, 전체 for a destination listed only in the full menu (or the menu itself). */
export function currentTabOf(
  tabs: readonly NavTabLink[],
  pathname: string,
  destination: NavItem | null,
): string | undefined {
  if (isMenuPath(pathname)) return MENU_TAB.to;
  if (!destination) return undefined;
  return tabs.find((tab) => tab.to === destination.to)?.to ?? MENU_TAB.to;
}

/**
 * Where phones show the bottom tabs: the home, every destination of the navigation, the full menu,
 * and the screens of the SPEC §9 sticky features (navigation.constants).
 */
export function bottomTabsShowAt(pathname: string): boolean {
  return NAV_ITEMS.some((item) => item.to === pathname) || isMenuPath(pathname) || isStickyBottomTabPath(pathname);
}
