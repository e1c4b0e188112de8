import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { type NewNotification, notify } from '../../platform/notifications/notify';

/**
 * What homework tells families, through the one notification pipeline (category 'homework'): a new
 * assignment ('homework-assigned'), a check ('homework-checked' 완료, 'homework-revision' 보완 요청)
 * and the reminder before the due time ('homework-due'). Each goes to the student's own account and
 * their guardians' (active members of the academy).
 */

/** The due time as a family reads it: `12월 10일 20:00` (Seoul). */
export function dueText(dueAt: Date): string {
  const p = seoulDateTimeParts(dueAt);
  return `${p.month}월 ${p.day}일 ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

export const homeworkLink = (homeworkId: string) => `/v3/homework/detail/${homeworkId}`;

/** One notification per family account of each student (a parent of two children hears once per child). */
export async function notifyFamilies(
  db: Executor,
  input: {
    instId: string;
    studentIds: readonly string[];
    type: 'homework-assigned' | 'homework-checked' | 'homework-revision' | 'homework-due';
    title: string;
    body: (studentId: string) => string;
    link: string;
    now: Date;
  },
): Promise<number> {
  const accounts = await familyAccountsByStudent(db, input.instId, input.studentIds);
  const notifications: NewNotification[] = [];
  for (const studentId of input.studentIds)
    for (const userId of accounts.get(studentId) ?? [])
      notifications.push({
        userId,
        instId: input.instId,
        type: input.type,
        title: input.title,
        body: input.body(studentId),
        link: input.link,
        now: input.now,
      });
  await notify(db, notifications);
  return notifications.length;
}
