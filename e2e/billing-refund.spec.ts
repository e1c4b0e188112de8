import { expect, test } from '@playwright/test';
import { CLASS_WEEKDAYS, MONTHLY_TUITION, nextMonthStart, openAcademy } from './support/billing-world';
import { apiAs } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * A refund by the 학원법 rule (decision 0049): next month's bill of a class (150,000원, Mondays and
 * Wednesdays) is paid by the parent by card; the director opens it from 청구서 관리, taps 환불, picks
 * the day the student stops coming — after a third of the month's lessons but before half — and
 * reads `1/2 환불` with the line that explains it and the amount, confirms, and finds the bill
 * refunded with its card refund done. Then a 120,000원 bill paid in cash (수납 처리) gets its
 * 현금영수증 on its own, on the self-issue number. Everything is made for this run and project alone.
 */

/** The class's lesson dates in the month that starts on `start` (`YYYY-MM-01`), in order. */
function lessonsOfMonth(start: string): string[] {
  const first = new Date(`${start}T00:00:00Z`);
  const lessons: string[] = [];
  for (const day = new Date(first); day.getUTCMonth() === first.getUTCMonth(); day.setUTCDate(day.getUTCDate() + 1)) {
    if ((CLASS_WEEKDAYS as readonly number[]).includes(day.getUTCDay())) lessons.push(day.toISOString().slice(0, 10));
  }
  return lessons;
}

test.describe('a refund by the 학원법 rule', () => {
  test.setTimeout(120_000);

  test('the director refunds half of a card-paid bill after a third of its lessons, and a 120,000원 cash payment gets its 현금영수증', async ({
    page,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);
    const start = nextMonthStart();
    const month = start.slice(0, 7);

    // Next month's bill, sent by the director and paid by the parent by card (the local test checkout).
    const [asDirector, asParent] = await Promise.all([apiAs(baseURL, world.director), apiAs(baseURL, world.parent)]);
    let title = '';
    try {
      const base = `/api/insts/${world.instId}`;
      const { billIds } = await asDirector.post<{ billIds: string[] }>(`${base}/bills/generate`, { month });
      expect(billIds).toHaveLength(1);
      await asDirector.post(`${base}/bills/send`, { billIds });
      const order = await asParent.post<{ orderId: string; amount: number; orderName: string }>(
        `${base}/payments/orders`,
        { billIds },
      );
      title = order.orderName;
      const { paymentKey } = await asParent.post<{ paymentKey: string }>(`${base}/payments/sandbox/authorize`, {
        orderId: order.orderId,
        outcome: 'approve',
      });
      await asParent.post(`${base}/payments/confirm`, { paymentKey, orderId: order.orderId, amount: order.amount });
    } finally {
      await Promise.all([asDirector.dispose(), asParent.dispose()]);
    }

    // The day the student stops coming: after a third of the month's lessons, before half of them.
    const lessons = lessonsOfMonth(start);
    const held = lessons.findIndex((_, count) => 3 * count >= lessons.length && 2 * count < lessons.length);
    const refundDate = lessons[held] as string;
    const half = Math.ceil(MONTHLY_TUITION / 2);
    const explanation = `총 ${lessons.length}회 중 ${held}회 수업(1/2 경과 전): 교습비 150,000원의 1/2인 75,000원 환불`;
    expect(half).toBe(75_000);

    // The director finds the bill in 청구서 관리, from the full menu.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/instManagementTF/all');
    await page
      .getByRole('link', { name: /청구서 관리/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/v3\/InstBill/);
    await page.getByRole('button', { name: '다음 달' }).click();
    const bills = page.getByRole('list', { name: '청구서 목록' });
    await expect(bills).toContainText('결제 완료');
    await bills.getByRole('link', { name: new RegExp(world.studentNm) }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // 환불: the quote on the chosen day, before anything is confirmed.
    await page.getByRole('link', { name: '환불', exact: true }).click();
    await expect(page).toHaveURL(/\/v3\/CancelPayment\?billId=/);
    await page.getByLabel('환불 기준일').fill(refundDate);
    const quote = page.getByRole('region', { name: /학원법 환불 기준/ });
    await expect(quote).toContainText('1/2 환불');
    await expect(quote).toContainText(explanation);
    await expect(quote).toContainText('환불할 금액 75,000원');
    await expect(page.getByRole('textbox', { name: /환불 금액/ })).toHaveValue('75000');
    await page.getByRole('textbox', { name: /^환불 사유/ }).fill('이사로 수강 중단');
    await page.getByRole('button', { name: '환불하기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '환불할까요?' });
    await expect(confirm).toContainText('75,000원을 환불합니다.');
    await expect(confirm).toContainText(explanation);
    await confirm.getByRole('button', { name: '환불', exact: true }).click();

    // Back on the bill: refunded, the card refund done, with the rule's line.
    await expect(page).toHaveURL(/\/v3\/InstBill\?month=\d{4}-\d{2}&billId=/, { timeout: 15_000 });
    await expect(page.getByText('75,000원을 환불했습니다.')).toBeVisible();
    const refunds = page.getByRole('list', { name: '환불 목록' });
    await expect(refunds).toContainText('카드 75,000원');
    await expect(refunds).toContainText('환불 완료');
    await expect(refunds).toContainText(explanation);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(bills.getByRole('link', { name: new RegExp(world.studentNm) })).toContainText('환불');

    // A 120,000원 특강 bill paid in cash at the desk: no number given, so the 현금영수증 is issued on
    // its own on 국세청's self-issue number (100,000원 or more).
    const byHand = await apiAs(baseURL, world.director);
    try {
      await byHand.post(`/api/insts/${world.instId}/bills`, {
        studentId: world.studentId,
        periodStart: start,
        periodEnd: start,
        title: '특강 교습비',
        dueDate: start,
        items: [{ kind: 'tuition', amount: 120_000 }],
        send: true,
      });
    } finally {
      await byHand.dispose();
    }
    await page.reload();
    await bills.getByRole('link').filter({ hasText: '특강 교습비' }).click();
    await expect(page.getByRole('heading', { name: '특강 교습비' })).toBeVisible();
    await page.getByRole('button', { name: '수납 처리' }).click();
    const receive = page.getByRole('dialog', { name: '수납 처리' });
    await expect(receive.getByRole('radio', { name: '현금' })).toBeChecked();
    await expect(receive.getByRole('textbox', { name: /받은 금액/ })).toHaveValue('120000');
    await receive.getByRole('button', { name: '수납 기록' }).click();
    await expect(page.getByText('120,000원을 수납 처리했습니다.')).toBeVisible();
    const payments = page.getByRole('list', { name: '결제·수납 목록' });
    await expect(payments).toContainText('120,000원');
    await expect(payments).toContainText('현금영수증 발급 완료');
    await expect(payments).toContainText('자진발급');
  });
});
