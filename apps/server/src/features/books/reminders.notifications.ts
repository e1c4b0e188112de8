import { formatWon } from '@academy/domain/format/format.money';
import type { NewNotification } from '../../platform/notifications/notify';
import { billPayLink } from '../billing/bills.service';

/** What a reminder says about a bill. */
export type RemindedBill = {
  id: string;
  title: string;
  student_nm: string;
  total: number;
  paid: number;
  due_date: string;
};

/**
 * One reminder per family account of the bill's student (type 'bill-overdue', category 청구·결제):
 * in the app, by push, and by the informational AlimTalk `bill-overdue` with the page that pays it.
 * Polite, and only what is still owed. The cost preview builds the same notifications, so what it
 * counts is what the job sends.
 */
export function reminderNotifications(
  bill: RemindedBill,
  userIds: readonly string[],
  text: { instId: string; instNm: string; origin: string },
  now: Date,
): NewNotification[] {
  const owed = formatWon(bill.total - bill.paid);
  return userIds.map((userId) => ({
    userId,
    instId: text.instId,
    type: 'bill-overdue',
    title: `${text.instNm} 미납 안내`,
    body: `${bill.student_nm} 학생의 ${bill.title} ${owed}의 납부 기한(${bill.due_date})이 지나 안내드립니다. 이미 납부하셨다면 이 안내는 넘겨 주셔도 됩니다.`,
    link: billPayLink(bill.id),
    now,
    message: {
      template: 'bill-overdue',
      variables: {
        학원명: text.instNm,
        원생명: bill.student_nm,
        제목: bill.title,
        금액: owed,
        납부기한: bill.due_date,
        링크: `${text.origin}${billPayLink(bill.id)}`,
      },
    },
  }));
}
