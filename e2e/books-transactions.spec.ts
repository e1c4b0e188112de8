import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { nextMonthStart, openAcademy } from './support/billing-world';
import { apiAs } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * 거래 내역 and 입출금 (decision 0050): the parent pays one bill by card and the office receives another
 * in cash (both through the API, as the billing journeys set up their world); the director opens
 * 거래 내역 from the menu and sees the month's two payments and their total, filters by the class,
 * records the month's rent as a 지출 with a receipt photo, narrows the list to the student (the
 * payments, not the rent) and back, and exports the list as .xlsx, read back here: the rows and the
 * 합계.
 */

/** A 1×1 PNG: a receipt photo as the upload pipeline takes it. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('거래 내역', () => {
  test.setTimeout(120_000);

  test('the director sees the month’s payments, filters by class, records rent with its receipt and exports the list', async ({
    page,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);
    const [director, parent] = await Promise.all([apiAs(baseURL, world.director), apiAs(baseURL, world.parent)]);
    const bill = async (classId: string | null, title: string, amount: number) =>
      (
        await director.post<{ bill: { billId: string } }>(`/api/insts/${world.instId}/bills`, {
          studentId: world.studentId,
          classId,
          periodStart: nextMonthStart(),
          periodEnd: nextMonthStart(),
          title,
          dueDate: nextMonthStart(),
          items: [{ kind: classId ? 'tuition' : 'material', amount }],
          send: true,
        })
      ).bill.billId;
    try {
      // The class's tuition paid by card; a material fee (no class) received in cash.
      const tuition = await bill(world.classId, '수강료', 150_000);
      const order = await parent.post<{ orderId: string; amount: number }>(
        `/api/insts/${world.instId}/payments/orders`,
        {
          billIds: [tuition],
        },
      );
      const { paymentKey } = await parent.post<{ paymentKey: string }>(
        `/api/insts/${world.instId}/payments/sandbox/authorize`,
        { orderId: order.orderId, outcome: 'approve' },
      );
      await parent.post(`/api/insts/${world.instId}/payments/confirm`, { ...order, paymentKey });
      const material = await bill(null, '재료비', 30_000);
      const today = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await director.post(`/api/insts/${world.instId}/bills/${material}/receipts`, {
        method: 'cash',
        amount: 30_000,
        paidDate: today,
      });
    } finally {
      await Promise.all([director.dispose(), parent.dispose()]);
    }

    // From the full menu to 거래 내역: this month's two payments and their total.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/instManagementTF/all');
    await page
      .getByRole('link', { name: /거래 내역/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/v3\/transaction\/list/);
    const rows = page.getByRole('list', { name: '거래', exact: true });
    await expect(rows.getByRole('link')).toHaveCount(2);
    const totals = page.getByRole('list', { name: '입금·출금·차액 합계' });
    await expect(totals).toContainText('180,000원');

    // By the class: the card payment only.
    await page.getByLabel('반', { exact: true }).selectOption({ label: world.classNm });
    await expect(rows.getByRole('link')).toHaveCount(1);
    await expect(rows).toContainText('카드');
    await expect(totals).toContainText('150,000원');
    await page.getByLabel('반', { exact: true }).selectOption({ label: '모든 반' });
    await expect(rows.getByRole('link')).toHaveCount(2);

    // The month's rent as a 지출, with its receipt photo.
    await page.getByRole('button', { name: '수입·지출 기록' }).click();
    const dialog = page.getByRole('dialog', { name: '수입·지출 기록' });
    await dialog.getByLabel('분류').selectOption({ label: '임대료' });
    await dialog.getByLabel('금액').fill('1200000');
    await dialog.getByLabel('메모').fill('이번 달 임대료');
    await dialog
      .getByLabel(/영수증/)
      .setInputFiles({ name: '임대료영수증.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await expect(dialog.getByText('첨부됨: 임대료영수증.png')).toBeVisible();
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.getByRole('link')).toHaveCount(3);
    await expect(rows).toContainText('임대료');
    await expect(totals).toContainText('1,200,000원');

    // One student's movements: the two payments, not the rent; then the whole list again.
    await rows
      .getByRole('button', { name: `${world.studentNm} 원생 거래만 보기` })
      .first()
      .click();
    await expect(rows.getByRole('link')).toHaveCount(2);
    await expect(rows).not.toContainText('임대료');
    await page.getByRole('button', { name: `${world.studentNm} 원생 필터 지우기` }).click();
    await expect(rows.getByRole('link')).toHaveCount(3);

    // The same list as .xlsx, read back: three rows and the 합계.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀로 내보내기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^거래내역_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('거래 내역');
    if (!sheet) throw new Error('no 거래 내역 sheet');
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['일자', '구분', '결제 수단·분류', '원생', '반', '내용', '입금', '출금']);
    expect(values).toHaveLength(1 + 3 + 1);
    expect(
      values
        .slice(1, 4)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['임대료', '카드', '현금']);
    expect(values.at(-1)?.[0]).toBe('합계');
    expect(values.at(-1)?.slice(6)).toEqual([180_000, 1_200_000]);
  });
});
