import { alimTalkText, type ParentNoticeInput, parentNotice } from '@academy/domain/attendance/attendance.rules';
import type { OperationNodeSource } from 'kysely';
import type { Executor } from '../../db/database';
import type { OutgoingMessage } from '../../platform/adapters/messaging/messaging';
import { writeAndPublish } from '../../platform/events/events';
import { queuedMessagesWrite } from '../../platform/messages/message-queue';
import { type NewNotification, notificationsWrite } from '../../platform/notifications/notify';
import { guardiansOf } from './attendance.queries';

/**
 * Telling parents (check-in, check-out, absence): an in-app notification for every guardian with
 * an account, written in the caller's transaction, and an AlimTalk (purpose 'attendance') for every
 * distinct guardian mobile number, queued in the same statement and sent once the transaction has
 * committed (platform/messages). Both name the academy
 * (`[한빛수학학원] 최민준 학생이 15:02에 등원했습니다.`); the AlimTalk is its registered template
 * (ATTENDANCE_ALIMTALK_TEMPLATES) filled in. Attendance notices are informational, so they go out
 * whatever the marketing consent and at any hour.
 */

/** A guardian to tell: their account (in-app) and mobile (AlimTalk), with the academy's name. */
export type NoticeGuardian = { student_id: string; user_id: string | null; mobile_no: string | null; inst_nm: string };

/** What to tell the parents of a student (the academy's name is added here). */
export type StudentNotice = { studentId: string; notice: ParentNoticeInput };

/** Where a notice opens in the web app: the child's attendance history. */
export const historyLink = (studentId: string) => `/v3/AttendanceHistory?studentId=${studentId}`;

/**
 * What telling the parents of `notices` writes, as parts of one statement (platform/events
 * writeAndPublish, publishing `notificationIds`): the in-app notifications and the queued
 * AlimTalks (platform/messages), sent once the statement's transaction has committed.
 */
export function parentNoticeWrites(
  db: Executor,
  instId: string,
  notices: readonly StudentNotice[],
  now: Date,
  guardians: readonly NoticeGuardian[],
): { writes: OperationNodeSource[]; notificationIds: string[]; notified: number; queued: number } {
  const inApp: NewNotification[] = [];
  const messages: OutgoingMessage[] = [];
  for (const { studentId, notice: input } of notices) {
    const mine = guardians.filter((guardian) => guardian.student_id === studentId);
    const [first] = mine;
    if (!first) continue;
    const notice = parentNotice(first.inst_nm, input);
    for (const userId of new Set(mine.flatMap((guardian) => (guardian.user_id ? [guardian.user_id] : [])))) {
      inApp.push({
        userId,
        instId,
        type: notice.type,
        title: notice.title,
        body: notice.body,
        link: historyLink(studentId),
        now,
      });
    }
    for (const mobileNo of new Set(mine.flatMap((guardian) => (guardian.mobile_no ? [guardian.mobile_no] : [])))) {
      messages.push({
        channel: 'alimtalk',
        recipient: mobileNo,
        body: alimTalkText(notice),
        templateCode: notice.templateCode,
        purpose: 'attendance',
        instId,
      });
    }
  }
  const inAppWrite = notificationsWrite(db, inApp);
  const writes: OperationNodeSource[] = [
    ...(inAppWrite ? [inAppWrite.write] : []),
    ...(messages.length > 0 ? [queuedMessagesWrite(messages, now)] : []),
  ];
  return { writes, notificationIds: inAppWrite?.ids ?? [], notified: inApp.length, queued: messages.length };
}

/**
 * Writes the in-app notifications and queues the AlimTalks in one statement, in the caller's
 * transaction; the caller starts their delivery (`deliverSoon`) once it has committed when
 * `queued` is not 0. Two statements whatever the number of notices (the guardians come with the
 * academy's name), one when the caller read the students' guardians already (`known`, in the same
 * transaction); a student without guardians has no one to tell.
 */
export async function recordParentNotices(
  db: Executor,
  instId: string,
  notices: readonly StudentNotice[],
  now: Date,
  known?: readonly NoticeGuardian[],
): Promise<{ notified: number; queued: number }> {
  if (notices.length === 0) return { notified: 0, queued: 0 };
  const guardians =
    known ??
    (await guardiansOf(
      db,
      instId,
      notices.map((entry) => entry.studentId),
    ));
  const { writes, notificationIds, notified, queued } = parentNoticeWrites(db, instId, notices, now, guardians);
  if (writes.length > 0) await writeAndPublish(db, writes, 'notifications', notificationIds);
  return { notified, queued };
}
