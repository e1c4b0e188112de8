import { expect, test } from '@playwright/test';
import { MONTHLY_TUITION, nextMonthStart, openAcademy } from './support/billing-world';
import { apiAs, type MemberApi } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * 미납 안내 (decision 0052): the director turns reminders on in InstBill (3 days after the due date,
 * weekly, at most twice) with this month's cost in front of her; a sent bill left unpaid is reminded
 * when the job runs 3 days after its due date and again a week later, never a third time, while a
 * second bill the parent paid is never reminded; the parent's AlimTalk carries the payment link, and
 * the director reads the bill's 미납 안내 기록. Everything is made for this run and project alone.
 */

/** `date` (`YYYY-MM-DD`) plus `days`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Run = { reminded: number; recipients: number };

test.describe('unpaid reminders', () => {
  test.setTimeout(120_000);

  test('the director turns reminders on; an unpaid bill is reminded twice, a paid one never', async ({
    page,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);
    const due = nextMonthStart();
    const unpaidTitle = '미납 안내 교습비';
    const paidTitle = '미납 안내 재료비';
    const [asDirector, asParent] = await Promise.all([apiAs(baseURL, world.director), apiAs(baseURL, world.parent)]);
    const sendBill = async (title: string, amount: number) =>
      (
        await asDirector.post<{ bill: { billId: string } }>(`/api/insts/${world.instId}/bills`, {
          studentId: world.studentId,
          classId: world.classId,
          periodStart: due,
          periodEnd: due,
          title,
          dueDate: due,
          items: [{ kind: 'tuition', amount }],
          send: true,
        })
      ).bill.billId;
    const runAt = (date: string) =>
      asDirector.post<Run>('/api/dev/jobs/bills-overdue-reminders', {
        at: `${date}T10:00:00+09:00`,
        instId: world.instId,
      });
    try {
      const unpaid = await sendBill(unpaidTitle, MONTHLY_TUITION);
      const paid = await sendBill(paidTitle, 20_000);

      // The director turns reminders on from InstBill, the cost shown before saving.
      await signInAndOpen(page, world.director.userInputId, world.director.pw, '/v3/InstBill');
      await page.getByRole('button', { name: '미납 안내' }).click();
      const dialog = page.getByRole('dialog', { name: '미납 안내' });
      await dialog.getByRole('checkbox', { name: '미납 청구서 안내하기' }).check();
      await dialog.getByRole('combobox', { name: '첫 안내' }).selectOption({ label: '납부 기한 3일 후' });
      await dialog.getByRole('combobox', { name: '다시 안내하는 간격' }).selectOption({ label: '매주 (7일마다)' });
      await dialog.getByRole('combobox', { name: '최대 안내 횟수' }).selectOption({ label: '2번까지' });
      await expect(dialog.getByRole('status')).toContainText('이번 달 예상 비용');
      await expect(dialog.getByRole('status')).toContainText(/남은 기간에/);
      await dialog.getByRole('button', { name: '저장' }).click();
      await expect(page.getByText('미납 안내를 켰습니다.', { exact: false })).toBeVisible();

      // The parent pays the second bill (the local test checkout).
      const order = await asParent.post<{ orderId: string; amount: number }>(
        `/api/insts/${world.instId}/payments/orders`,
        { billIds: [paid] },
      );
      const { paymentKey } = await asParent.post<{ paymentKey: string }>(
        `/api/insts/${world.instId}/payments/sandbox/authorize`,
        { orderId: order.orderId, outcome: 'approve' },
      );
      await asParent.post(`/api/insts/${world.instId}/payments/confirm`, {
        paymentKey,
        orderId: order.orderId,
        amount: order.amount,
      });

      // Three days after the due date, a week later, and not a third time.
      expect(await runAt(plusDays(due, 2))).toEqual({ reminded: 0, recipients: 0 });
      expect(await runAt(plusDays(due, 3))).toEqual({ reminded: 1, recipients: 1 });
      expect(await runAt(plusDays(due, 10))).toEqual({ reminded: 1, recipients: 1 });
      expect(await runAt(plusDays(due, 17))).toEqual({ reminded: 0, recipients: 0 });

      // The parent's AlimTalk: the polite reminder of the unpaid bill with its payment link, twice; none of the paid one.
      const reminders = await remindersSent(asParent, world.parent.mobileNo);
      expect(reminders.filter((body) => body.includes(unpaidTitle))).toHaveLength(2);
      expect(reminders.filter((body) => body.includes(paidTitle))).toHaveLength(0);
      expect(reminders[0]).toMatch(/결제하기: \S+\/v3\/payment\?billId=/);

      // The director reads who was reminded when, in the bill.
      await page.goto(`/v3/InstBill?month=${due.slice(0, 7)}&billId=${unpaid}`);
      const history = page.getByRole('list', { name: '미납 안내 기록' });
      await expect(history).toContainText('1번째 안내');
      await expect(history).toContainText('2번째 안내');
      await expect(history).toContainText('1가족');
      await page.goto(`/v3/InstBill?month=${due.slice(0, 7)}&billId=${paid}`);
      await expect(page.getByText('아직 보낸 미납 안내가 없습니다.')).toBeVisible();
    } finally {
      await Promise.all([asDirector.dispose(), asParent.dispose()]);
    }
  });
});

/** The bodies of the 미납 안내 messages the sandbox sent to `mobileNo`, once delivered. */
async function remindersSent(api: MemberApi, mobileNo: string): Promise<string[]> {
  let bodies: string[] = [];
  await expect
    .poll(
      async () => {
        // The delivery run, as its job would run it (every 30 seconds), so the journey does not wait.
        await api.post('/api/dev/jobs/notification-delivery', {});
        const { messages } = await api.get<{ messages: { body: string }[] }>(
          `/api/dev/outbox?recipient=${mobileNo}&limit=20`,
        );
        bodies = messages.map((message) => message.body).filter((body) => body.includes('납부 기한이 지난 청구서'));
        return bodies.length;
      },
      { message: `the reminders to ${mobileNo}`, timeout: 20_000 },
    )
    .toBe(2);
  return bodies;
}
