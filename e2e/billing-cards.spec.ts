import { expect, test } from '@playwright/test';
import { MONTHLY_TUITION, nextMonthStart, openAcademy } from './support/billing-world';
import { apiAs } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * Registered cards and automatic payment (decision 0049 addendum): the parent finds 카드 관리 in the
 * menu, registers a card through the local test card page, and turns automatic payment on with the
 * consent; the bill the director sent reaches its due date (the automatic-payment job run as if it
 * were 09:00 that day) and is charged to the card; the parent reads it paid in 결제 내역. Everything is
 * made for this run and project alone.
 */

test.describe('registered cards and automatic payment', () => {
  test.setTimeout(120_000);

  test('the parent registers a card, turns automatic payment on, and the next bill is paid on its due date', async ({
    page,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);
    const due = nextMonthStart();
    const title = '자동결제 교습비';
    const asDirector = await apiAs(baseURL, world.director);
    try {
      await asDirector.post(`/api/insts/${world.instId}/bills`, {
        studentId: world.studentId,
        classId: world.classId,
        periodStart: due,
        periodEnd: due,
        title,
        dueDate: due,
        items: [{ kind: 'tuition', amount: MONTHLY_TUITION }],
        send: true,
      });

      // The parent finds 카드 관리 in the full menu and registers a card on the test card page.
      await signInAndOpen(page, world.parent.userInputId, world.parent.pw, '/instManagementTF/all');
      await page
        .getByRole('link', { name: /카드 관리/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/cardManagement/);
      await expect(page.getByText('등록한 카드가 없습니다')).toBeVisible();
      await page.getByRole('button', { name: '카드 등록' }).click();
      const cardPage = page.getByRole('dialog', { name: '테스트 카드 등록창' });
      await cardPage.getByRole('combobox', { name: '카드사' }).selectOption('신한');
      await cardPage.getByRole('button', { name: '승인되는 카드' }).click();
      await expect(page).toHaveURL(/\/cardRegResult/);
      await expect(page.getByRole('heading', { name: '카드를 등록했습니다' })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: '카드 관리로' }).click();

      // Automatic payment only with the consent.
      await expect(page.getByRole('list', { name: '등록 카드' })).toContainText('신한');
      await page.getByRole('button', { name: '자동결제 켜기' }).click();
      await expect(page.getByText('자동결제 약관에 동의해 주세요.')).toBeVisible();
      await page.getByRole('checkbox', { name: /자동결제 약관에 동의합니다/ }).check();
      await page.getByRole('button', { name: '자동결제 켜기' }).click();
      await expect(page.getByText(/자동결제 켜짐: 신한/)).toBeVisible();

      // The bill's due date comes: the job, as it would run at 09:00 that day, charges the card.
      const run = await asDirector.post<{ charged: number; declined: number }>('/api/dev/jobs/bills-autopay', {
        at: `${due}T09:00:00+09:00`,
        instId: world.instId,
      });
      expect(run).toMatchObject({ charged: 1, declined: 0 });
    } finally {
      await asDirector.dispose();
    }

    // Back in the full menu, 결제 내역: the bill paid by the registered card.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/instManagementTF\/all/);
    await page
      .getByRole('link', { name: /결제 내역/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/paymentList/);
    const payments = page.getByRole('list', { name: '결제 목록' });
    await expect(payments).toContainText(title);
    await expect(payments).toContainText('150,000원');
    await expect(payments).toContainText('등록 카드');
  });
});
