import type { MembershipSummary } from '@academy/domain/account/account.schema';
import {
  bottomTabs,
  type NavItem,
  type NavMembership,
  type NavTabLink,
  visibleNavItems,
} from '@academy/domain/navigation/navigation.menu';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The app's menus as a person uses them (e2e/navigation.spec.ts, e2e/accessibility.spec.ts): the side
 * menu (주 메뉴) on desktop; on phones the bottom tabs (하단 메뉴), or the full menu (전체) for what has
 * no tab. What each role is offered comes from the domain's navigation model.
 */

export const DEMO_ACADEMY = '한빛수학학원';

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });
export const bottomMenu = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' });

/** A menu entry by its label; 알림 and 채팅 also say their unread count (`알림 읽지 않음 4개`) when they have one. */
export const menuLink = (scope: Locator, label: string) =>
  scope.getByRole('link', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( 읽지 않음 \\d+개)?$`),
  });

/** What a tab shows as its label, without the unread count's badge drawn above it. */
export const tabLabel = (text: string) => text.trim().split('\n').at(-1)?.trim() ?? '';

/** The signed-in user's memberships at the demo academy, as the server reports them. */
export async function demoMemberships(page: Page): Promise<NavMembership[]> {
  const response = await page.request.get('/api/auth/me');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { memberships: MembershipSummary[] };
  const memberships = me.memberships.filter((membership) => membership.instNm === DEMO_ACADEMY);
  expect(memberships.length).toBeGreaterThan(0);
  return memberships.map((membership) => ({ role: membership.role, authCd: membership.authCd }));
}

/** Waits until the screen has loaded its data (no request in flight, no busy region, no spinner). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const backArrow = (page: Page) => page.getByRole('button', { name: '뒤로 가기' }).first();

/** Goes back with the header's arrow until `menu` shows (wizards and the kiosk hide the menus). */
async function backUntil(page: Page, menu: Locator) {
  if (await menu.isVisible()) return;
  for (let step = 0; step < 4; step += 1) {
    // The screen may still be drawing: its menu, or the arrow back to a screen that has one.
    await expect(menu.or(backArrow(page)).first()).toBeVisible();
    if (await menu.isVisible()) return;
    await backArrow(page).click();
    await settled(page);
  }
  await expect(menu).toBeVisible();
}

/** Back to a screen with the phone's bottom tabs. */
export const backToTabs = (page: Page) => backUntil(page, bottomMenu(page));

/** Back to a screen with the side menu. */
export const backToSideMenu = (page: Page) => backUntil(page, mainMenu(page));

/** Opens one destination the way a person would on this screen size. */
export async function openFromMenu(page: Page, item: NavItem, tabs: readonly NavTabLink[], phone: boolean) {
  if (!phone) {
    await backToSideMenu(page);
    await menuLink(mainMenu(page), item.label).click();
    return;
  }
  await backToTabs(page);
  const tab = tabs.find((candidate) => candidate.to === item.to);
  if (tab) {
    await menuLink(bottomMenu(page), tab.label).click();
    return;
  }
  await bottomMenu(page).getByRole('link', { name: '전체', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/instManagementTF'));
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${item.label}`) })
    .first()
    .click();
}

/**
 * The menu of the signed-in demo account on this page: `open(label)` clicks its way to the entry with
 * that label, as `openFromMenu` does. The account's memberships are asked for once, on first use.
 */
export function appMenu(page: Page, phone: boolean) {
  let offered: Promise<{ items: NavItem[]; tabs: NavTabLink[] }> | undefined;
  return {
    async open(label: string) {
      offered ??= demoMemberships(page).then((memberships) => ({
        items: visibleNavItems(memberships),
        tabs: bottomTabs(memberships),
      }));
      const { items, tabs } = await offered;
      const item = items.find((candidate) => candidate.label === label);
      if (!item) throw new Error(`the menu offers no ${label}: ${items.map((entry) => entry.label).join(', ')}`);
      await openFromMenu(page, item, tabs, phone);
    },
  };
}
export type AppMenu = ReturnType<typeof appMenu>;

/**
 * Opens a menu entry of the signed-in member at the academy named `instNm` (a fresh academy of a
 * journey), as a person would on this screen size.
 */
export async function openAcademyMenu(page: Page, instNm: string, label: string) {
  const response = await page.request.get('/api/auth/me');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { memberships: MembershipSummary[] };
  const memberships = me.memberships
    .filter((membership) => membership.instNm === instNm)
    .map((membership) => ({ role: membership.role, authCd: membership.authCd }));
  const item = visibleNavItems(memberships).find((candidate) => candidate.label === label);
  if (!item) throw new Error(`the menu offers no ${label}`);
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  await openFromMenu(page, item, bottomTabs(memberships), phone);
}
