import { bottomTabs, visibleNavItems } from '@academy/domain/navigation/navigation.menu';
import { expect, type Page, test } from '@playwright/test';
import { overflowAt } from './support/a11y';
import {
  backToTabs,
  bottomMenu,
  demoMemberships,
  mainMenu,
  menuLink,
  openFromMenu,
  settled,
  tabLabel,
} from './support/menu';
import { DEMO_PASSWORD } from './support/profile-helpers';

/**
 * Every role finds every working feature by clicking: each demo account signs in on the login page,
 * lands on its home, and opens every destination the navigation model gives its role at the demo
 * academy — from the side menu (주 메뉴) on desktop, from the bottom tabs (하단 메뉴) or the full menu
 * (전체) on phones — with no address typed after the login page. On every screen reached, nothing
 * visible may promise a later feature ('준비 중', '준비되면', '열리면') or show a raw code ('(020)'),
 * and on phones the screen narrowed to 320px may not stick out sideways.
 */

const UNFINISHED = /준비 중|준비되면|열리면/;
const RAW_CODE = /\(\d{3}\)/;

type RoleCase = {
  name: string;
  loginId: string;
  /** Menu entries this role must not be offered. */
  hidden: readonly string[];
};

const ROLES: readonly RoleCase[] = [
  { name: '원장', loginId: 'director', hidden: [] },
  // The demo manager holds 010, 020, 030, 031 and 032 — not 000, so not the permission editor.
  { name: '실장 (일부 권한)', loginId: 'manager', hidden: ['권한 관리'] },
  { name: '강사', loginId: 'teacher', hidden: ['직원 목록', '원생 등록', '구성원 목록', '권한 관리', '가족 관리'] },
  { name: '학부모', loginId: 'parent', hidden: ['원생 목록', '출결 관리', '직원 목록', '반 만들기', '출결 데스크'] },
  { name: '학생', loginId: 'student', hidden: ['원생 목록', '출결 관리', '직원 목록', '반 만들기', '출결 데스크'] },
];

const pathOf = (url: string) => new URL(url).pathname;

async function logIn(page: Page, loginId: string) {
  await page.goto('/loginMainTF');
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mainTF');
}

/** What every reached screen must satisfy. */
async function expectFinishedScreen(page: Page, what: string, phone: boolean) {
  await settled(page);
  const text = await page.locator('body').innerText();
  expect(text, `${what}: a visible promise of a later feature`).not.toMatch(UNFINISHED);
  expect(text, `${what}: a visible raw code`).not.toMatch(RAW_CODE);
  expect(text, `${what}: the generic failure`).not.toContain('일시적인 오류가 발생하였습니다');
  if (phone) {
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await overflowAt(page);
    expect(overflow.offenders, `${what}: wider than 320px`).toEqual([]);
    expect(overflow.scrollWidth, `${what}: scrolls sideways at 320px`).toBeLessThanOrEqual(overflow.clientWidth);
    await page.setViewportSize({ width: 375, height: 812 });
  }
}

for (const role of ROLES) {
  test(`${role.name}: 로그인부터 클릭만으로 모든 기능에 닿는다`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const phone = testInfo.project.name === 'mobile';
    await logIn(page, role.loginId);
    await expectFinishedScreen(page, '홈', phone);

    const memberships = await demoMemberships(page);
    const items = visibleNavItems(memberships);
    const tabs = bottomTabs(memberships);
    expect(items.length).toBeGreaterThan(3);

    if (phone) {
      await expect(mainMenu(page)).toBeHidden();
      const shown = await bottomMenu(page).getByRole('link').allInnerTexts();
      expect(shown.map(tabLabel)).toEqual(tabs.map((tab) => tab.label));
    } else {
      await expect(bottomMenu(page)).toBeHidden();
      // One round trip for the whole menu rather than one per entry.
      await Promise.all([
        ...items.map((item) => expect(menuLink(mainMenu(page), item.label)).toBeVisible()),
        ...role.hidden.map((label) => expect(menuLink(mainMenu(page), label)).toHaveCount(0)),
      ]);
    }

    for (const item of items) {
      await openFromMenu(page, item, tabs, phone);
      await expect(page, `${item.label} opens ${item.to}`).toHaveURL((url) =>
        item.to.startsWith('/instManagementTF')
          ? url.pathname.startsWith('/instManagementTF')
          : url.pathname === item.to,
      );
      await expectFinishedScreen(page, `${item.label} (${pathOf(page.url())})`, phone);
    }

    if (phone) {
      await backToTabs(page);
      await bottomMenu(page).getByRole('link', { name: '전체', exact: true }).click();
      await settled(page);
      await Promise.all(
        role.hidden.map((label) =>
          expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0),
        ),
      );
    }
  });
}
