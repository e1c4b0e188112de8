import { expect, test } from '@playwright/test';
import { MAINTENANCE_URL } from '../playwright.config';

/**
 * The log-in screen, the one a visitor opens first, arrives drawn (decision 0044): its page carries the
 * screen's markup and CSS, so it shows before and without the JavaScript (its form inert until then);
 * the app then takes it over in place, and a visitor's page never asks the server who is signed in (no
 * 401 in the console).
 */

test('the log-in screen shows without JavaScript, its form inert until the app takes it over', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/loginMainTF');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(page.getByPlaceholder('아이디를 입력해 주세요')).toBeVisible();
  await expect(page.getByText('로그인 유지', { exact: true })).toBeVisible();
  await expect(page.locator('form')).toHaveAttribute('inert', '');
  await expect(page).toHaveTitle('로그인 | 학원ON');
  await context.close();
});

test('the app takes the log-in screen over in place, without asking who is signed in', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') asked.push(request.url());
  });
  await page.goto('/loginMainTF');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('#root [data-screen="loginMainTF"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toHaveCount(1);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('아이디를 입력해 주세요')).toBeVisible();
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test('during maintenance the log-in page gives way to the maintenance page', async ({ page }) => {
  await page.goto(`${MAINTENANCE_URL}/loginMainTF`);
  await expect(page.getByRole('heading', { name: '서비스 점검 중' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '로그인' })).toHaveCount(0);
});
