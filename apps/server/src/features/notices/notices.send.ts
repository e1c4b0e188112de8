import { businessDateOf } from '@academy/domain/format/format.business-date';
import { NOTICE_SEND_EVERY_MS } from '@academy/domain/notice/notice.constants';
import { noticeLink, noticeNotification, noticeRecipients } from '@academy/domain/notice/notice.rules';
import type { Executor } from '../../db/database';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { type NewNotification, notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { resolveAudience } from './notices.audience';
import { audienceOf, claimDueNotices, type NoticeRow } from './notices.queries';
import { insertRecipients } from './notices.reads.queries';

/**
 * Sending a notice: at once when it is written, or by the job when its send time comes. Inside the
 * transaction that marks it sent: who it reaches is fixed (the children and, per child, their
 * family's accounts; the staff), and each person gets one notification (type 'notice', about the
 * notice, opening /noticeView/<id>; by AlimTalk too when the writer chose it; advertising passed
 * on, for the consent and night rules). A notice is sent once: only a row still unsent is sent.
 */

/** One notification per person of a notice or its reminder, as notify takes them. */
export function noticeNotifications(
  notice: Pick<NoticeRow, 'inst_id' | 'id' | 'alim_talk' | 'advertising'>,
  userIds: readonly string[],
  text: { type: 'notice' | 'notice-remind'; title: string; body: string; variables: Record<string, string> },
  now: Date,
): NewNotification[] {
  return userIds.map((userId) => ({
    userId,
    instId: notice.inst_id,
    type: text.type,
    title: text.title,
    body: text.body,
    link: noticeLink(notice.id),
    now,
    subject: { kind: 'notice', id: notice.id },
    ...(notice.advertising ? { advertising: true } : {}),
    ...(notice.alim_talk ? { message: { template: text.type, variables: text.variables } } : {}),
  }));
}

/**
 * Sends a notice inside `trx` (the caller's transaction), once: records its recipients, marks it
 * sent and tells them. Answers how many people were told, or null when it had been sent already.
 */
export async function sendNotice(
  trx: Executor,
  notice: NoticeRow,
  input: { now: Date; actorUserId: string | null },
): Promise<number | null> {
  const { now } = input;
  const marked = await trx
    .updateTable('notices')
    .set({ sent_at: now, updated_at: now })
    .where(ofInst(notice.inst_id))
    .where('id', '=', notice.id)
    .where('sent_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return null;

  const audience = await audienceOf(trx, notice);
  const resolved = await resolveAudience(trx, notice.inst_id, audience, businessDateOf(now));
  const recipients = noticeRecipients({ ...resolved, writerUserId: notice.writer_user_id });
  await insertRecipients(trx, {
    instId: notice.inst_id,
    noticeId: notice.id,
    studentIds: recipients.studentIds,
    rows: recipients.rows,
  });
  const text = noticeNotification(await instNameOf(trx, notice.inst_id), notice.title);
  await notify(trx, noticeNotifications(notice, recipients.userIds, { type: 'notice', ...text }, now));
  await writeAudit(trx, {
    instId: notice.inst_id,
    actorUserId: input.actorUserId,
    action: 'notice.send',
    target: auditTarget('notice', notice.id),
    before: null,
    after: { studentMaxCnt: recipients.studentIds.length, told: recipients.userIds.length },
    at: now,
  });
  return recipients.userIds.length;
}

/** Sends the scheduled notices due, each in its own transaction; answers how many were sent. */
export async function sendDueNotices(ctx: AppContext): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction().execute(async (trx) => {
      const [due] = await claimDueNotices(trx, now, 1);
      if (!due) return false;
      if ((await sendNotice(trx, due, { now, actorUserId: null })) !== null) sent += 1;
      return true;
    });
    if (!done) return { sent };
  }
}

/** Every minute: the scheduled notices whose time has come go out (once, however many processes run). */
export const noticesSendJob: Job = {
  name: 'notices-send',
  everyMs: NOTICE_SEND_EVERY_MS,
  run: sendDueNotices,
};
