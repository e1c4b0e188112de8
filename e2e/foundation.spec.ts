import { expect, test } from '@playwright/test';
import { MAINTENANCE_INTERNAL_IP, MAINTENANCE_URL } from '../playwright.config';

test.describe('routing rules', () => {
  test('the root path redirects to ROOT_REDIRECT', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/mainTF$/);
    await expect(page.getByRole('heading', { level: 1, name: '홈' })).toBeVisible();
    await expect(page).toHaveTitle(/학원ON/);
  });

  test('an unknown path shows the fallback page with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/mainTF$/);
  });

  test('a screen of a later feature shows its title and that it is being prepared', async ({ page }) => {
    await page.goto('/v3/deals/plus/77');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('이 화면은 준비 중입니다.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toHaveCount(0);
  });
});

test.describe('maintenance window', () => {
  test('a visitor from outside sees only the maintenance page', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.50' } });
    const page = await context.newPage();
    await page.goto(`${MAINTENANCE_URL}/mainTF`);
    await expect(page.getByRole('heading', { name: '서비스 점검 중' })).toBeVisible();
    await expect(page.getByText('점검 시간', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '홈' })).toHaveCount(0);
    await page.goto(`${MAINTENANCE_URL}/v3/pub`);
    await expect(page.getByRole('heading', { name: '서비스 점검 중' })).toBeVisible();
    await context.close();
  });

  test('an internal visitor uses the service as usual', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': MAINTENANCE_INTERNAL_IP } });
    const page = await context.newPage();
    await page.goto(`${MAINTENANCE_URL}/mainTF`);
    await expect(page.getByRole('heading', { level: 1, name: '홈' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '서비스 점검 중' })).toHaveCount(0);
    await context.close();
  });

  test('outside the window nobody sees the maintenance page', async ({ page }) => {
    await page.goto('/mainTF', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: '홈' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '서비스 점검 중' })).toHaveCount(0);
  });
});

test.describe('design pages', () => {
  test('the design system renders in Korean', async ({ page }, testInfo) => {
    await page.goto('/v3/pub');
    await expect(page.getByRole('heading', { level: 1, name: '디자인 시스템' })).toBeVisible();
    await expect(page.getByRole('button', { name: '등록하기' }).first()).toBeVisible();
    const screenshot = await page.screenshot({ fullPage: false });
    await testInfo.attach(`design-${testInfo.project.name}.png`, { body: screenshot, contentType: 'image/png' });
  });

  test('/demo shows every section', async ({ page }) => {
    await page.goto('/demo');
    for (const title of ['버튼', '탭', '아코디언', '모달', '토스트', '목록', '차트']) {
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    }
  });
});
