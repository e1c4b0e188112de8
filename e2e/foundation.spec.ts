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

test.describe('toast and modals', () => {
  test('a confirm modal offers 아니요 / 예, reversed on request, and resolves with the choice', async ({ page }) => {
    await page.goto('/v3/pubModal');
    await page.getByRole('button', { name: '확인 모달 (아니요 / 예)' }).click();
    const confirm = page.getByRole('alertdialog', { name: '수업 삭제' });
    await expect(confirm.getByRole('button')).toHaveText(['아니요', '예']);
    await confirm.getByRole('button', { name: '아니요' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("마지막 결과: '아니요' 선택")).toBeVisible();

    await page.getByRole('button', { name: '버튼 순서 바꾸기' }).click();
    const reversed = page.getByRole('alertdialog', { name: '수업 삭제' });
    await expect(reversed.getByRole('button')).toHaveText(['예', '아니요']);
    await page.keyboard.press('Escape');
    await expect(reversed).toBeHidden();
    await expect(page.getByText('마지막 결과: 버튼 없이 닫힘')).toBeVisible();
  });

  test('an ok modal has one 확인 button, and a blocked modal closes only by its buttons', async ({ page }) => {
    await page.goto('/v3/pubModal');
    await page.getByRole('button', { name: '알림 모달 (확인)' }).click();
    const ok = page.getByRole('alertdialog');
    await expect(ok.getByRole('button')).toHaveText(['확인']);
    await ok.getByRole('button', { name: '확인' }).click();
    await expect(ok).toBeHidden();

    await page.getByRole('button', { name: '닫기 막기 (Esc·바깥 누르기 무시)' }).click();
    const blocked = page.getByRole('alertdialog', { name: '결제 진행 중' });
    await page.keyboard.press('Escape');
    await expect(blocked).toBeVisible();
    await blocked.getByRole('button', { name: '결제하기' }).click();
    await expect(blocked).toBeHidden();
    await expect(page.getByText("마지막 결과: '결제하기' 선택")).toBeVisible();
  });

  test('a SHORT toast shows at the bottom, within 968px, and hides itself after about 2 seconds', async ({ page }) => {
    await page.goto('/v3/pubToast');
    await page.getByRole('button', { name: '짧게 보이기' }).click();
    const toast = page.getByRole('status').getByText('출석 처리되었습니다.');
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    // Measured once its entrance animation (a few pixels of slide) has settled.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? Math.round(viewport.height - (box.y + box.height)) : -1;
      })
      .toBeGreaterThanOrEqual(16);
    expect((await toast.boundingBox())?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(968);
    await expect(toast).toBeHidden({ timeout: 4_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);
  });

  test('a LONG toast stays about 5 seconds', async ({ page }) => {
    await page.goto('/v3/pubToast');
    await page.getByRole('button', { name: '길게 보이기' }).click();
    const toast = page.getByRole('status').getByText('청구서를 보냈습니다.', { exact: false });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4_000 });
  });
});
