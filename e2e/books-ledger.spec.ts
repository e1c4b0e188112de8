import { expect, test } from '@playwright/test';
import { MONTHLY_TUITION, nextMonthStart, openAcademy, windowFor } from './support/billing-world';
import { apiAs } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * The academy's books (decision 0051): next month, the student has a bill paid in full (150,000원 in
 * cash), one paid in part (10,000원 of 40,000원) and one paid and then partly refunded (12,000원 of
 * 30,000원) — all made through the API. The director opens 교습비 원장 from the full menu, steps to
 * next month, reads the student's row and the academy's totals, switches to 월말 보고서 and finds the
 * same figures; the parent opens 연간 납입 내역 from 결제 내역 and reads what she paid this year.
 */

/** Today in Seoul, `YYYY-MM-DD`. */
const todayInSeoul = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

const won = (value: number) => `${value.toLocaleString('ko-KR')}`;

test.describe('the tuition ledger', () => {
  test.setTimeout(120_000);

  test('the director reads a month’s ledger and its month-end report; the parent her year statement', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);
    const start = nextMonthStart();
    const month = start.slice(0, 7);
    const today = todayInSeoul();
    const asDirector = await apiAs(baseURL, world.director);
    try {
      const base = `/api/insts/${world.instId}`;
      const { billIds } = await asDirector.post<{ billIds: string[] }>(`${base}/bills/generate`, { month });
      await asDirector.post(`${base}/bills/send`, { billIds });
      const byHand = async (title: string, kind: string, amount: number) => {
        const made = await asDirector.post<{ bill: { billId: string } }>(`${base}/bills`, {
          studentId: world.studentId,
          classId: world.classId,
          periodStart: start,
          periodEnd: start,
          title,
          dueDate: start,
          items: [{ kind, amount }],
          send: true,
        });
        return made.bill.billId;
      };
      const material = await byHand('재료비', 'material', 40_000);
      const exam = await byHand('모의고사비', 'mock_exam', 30_000);
      const receipt = (billId: string, amount: number) =>
        asDirector.post(`${base}/bills/${billId}/receipts`, { method: 'cash', amount, paidDate: today });
      await receipt(billIds[0] as string, MONTHLY_TUITION);
      await receipt(material, 10_000);
      await receipt(exam, 30_000);
      await asDirector.post(`${base}/bills/${exam}/refunds`, {
        refundDate: today,
        cause: 'learner',
        amount: 12_000,
        reason: '모의고사 불참',
      });
    } finally {
      await asDirector.dispose();
    }

    // 교습비 원장 from the full menu, next month.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/instManagementTF/all');
    await page
      .getByRole('link', { name: /교습비 원장/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/v3\/tuition-fee\/list/);
    await page.getByRole('button', { name: '다음 달' }).click();
    const table = page.getByRole('table', { name: /원생별 교습비/ });
    const row = table.getByRole('row', { name: new RegExp(world.studentNm) });
    // 청구 220,000 · 할인 0 · 수납 190,000 · 환불 12,000 · 미수 30,000.
    await expect(row).toContainText([won(220_000), '0', won(190_000), won(12_000), won(30_000)].join(''));
    await expect(table.getByRole('row', { name: new RegExp(`${world.classNm} 소계`) })).toContainText(won(190_000));
    const totals = page.getByRole('list', { name: /교습비 합계/ });
    await expect(totals).toContainText('190,000원');
    await expect(totals).toContainText('30,000원');

    // 월말 보고서: the same month's figures, 수입 = 수납 − 환불.
    await page.getByRole('tab', { name: '월말 보고서' }).click();
    const report = page.getByRole('list', { name: '12개월 수입·미수·환불 합계' });
    await expect(report).toContainText('178,000원');
    await expect(report).toContainText('12,000원');
    await expect(report).toContainText('30,000원');
    await expect(page.getByRole('table', { name: '월별 합계' }).getByRole('row').last()).toContainText(won(178_000));
    await expect(page.getByRole('button', { name: '엑셀 다운로드' })).toBeVisible();

    // The parent: 결제 내역 → 연간 납입 내역.
    const parentPage = await windowFor(browser, testInfo);
    try {
      await signInAndOpen(parentPage, world.parent.userInputId, world.parent.pw, '/paymentList');
      await parentPage.getByRole('link', { name: '연간 납입 내역' }).click();
      await expect(parentPage).toHaveURL(/\/v3\/tuition-fee\/statement/);
      const statement = parentPage.getByRole('article', { name: /연간 교육비 납입 증명/ });
      await expect(statement).toContainText(world.instNm);
      await expect(statement.getByRole('table', { name: new RegExp(world.studentNm) })).toContainText(won(178_000));
      await expect(statement).toContainText('총 납입 합계 178,000원');
      await expect(parentPage.getByRole('button', { name: '인쇄하기' })).toBeEnabled();
    } finally {
      await parentPage.context().close();
    }
  });
});
