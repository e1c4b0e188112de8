import { businessDateOf } from '@academy/domain/format/format.business-date';
import {
  NOTICE_MESSAGES,
  type NoticeSnapshot,
  noticeChanges,
  noticeNotification,
  noticeRecipients,
  sendAtRefusal,
} from '@academy/domain/notice/notice.rules';
import type {
  NoticeAudience,
  NoticeAudienceChoicesResponse,
  NoticeCostBody,
  NoticeCostResponse,
  SavedNoticeResponse,
  UpdateNoticeBody,
  WriteNoticeBody,
} from '@academy/domain/notice/notice.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { previewMessageCost } from '../../platform/notifications/message-cost';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { managesEveryNotice } from './notices.access';
import { audienceChoices, checkAudience, resolveAudience } from './notices.audience';
import {
  attachNoticeUploads,
  audienceOf,
  detachNoticeUploads,
  findVisibleNotice,
  insertNotice,
  type NoticeRow,
  replaceTargets,
  updateNotice,
} from './notices.queries';
import { sendNotice } from './notices.send';

/**
 * Writing, editing and deleting notices, and the cost of a send before it goes. Every change is in
 * one transaction with its history row (audit `notice.<action>`: who, when, what before and after).
 */

/** A send time in the future, within NOTICE_SCHEDULE_MAX_DAYS, or 400 on `sendAt`. */
function checkSendAt(sendAt: string | null | undefined, now: Date): Date | null {
  if (sendAt === null || sendAt === undefined) return null;
  const at = new Date(sendAt);
  const refusal = sendAtRefusal(at, now);
  if (refusal) throw new AppError('VALIDATION_FAILED', undefined, { sendAt: NOTICE_MESSAGES[refusal] });
  return at;
}

/**
 * Attaches the pictures and files a notice uses (this academy's uploads nothing else uses, or that
 * this notice used already); 400 when one is not there, so the transaction writes nothing.
 */
async function attachFiles(
  trx: Executor,
  input: {
    instId: string;
    imageIds: readonly string[];
    fileIds: readonly string[];
    keeping: readonly string[];
    now: Date;
  },
): Promise<void> {
  const { instId, keeping, now } = input;
  const images = await attachNoticeUploads(trx, { instId, purpose: 'notice-image', ids: input.imageIds, keeping, now });
  const files = await attachNoticeUploads(trx, { instId, purpose: 'notice-file', ids: input.fileIds, keeping, now });
  const missingImage = input.imageIds.findIndex((id) => !images.has(id));
  const missingFile = input.fileIds.findIndex((id) => !files.has(id));
  if (missingImage >= 0 || missingFile >= 0) {
    const message = '올린 파일을 찾을 수 없습니다. 다시 올려 주세요.';
    throw new AppError('NOTICE_ATTACHMENT_NOT_FOUND', undefined, {
      ...(missingImage >= 0 ? { [`imageIds.${missingImage}`]: message } : {}),
      ...(missingFile >= 0 ? { [`fileIds.${missingFile}`]: message } : {}),
    });
  }
}

/** A notice as its history records it. */
function snapshotOf(notice: NoticeRow, audience: NoticeAudience): Required<NoticeSnapshot> {
  return {
    title: notice.title,
    content: notice.content,
    pinned: notice.pinned,
    confirmRequested: notice.confirm_requested,
    imageIds: notice.image_upload_ids,
    fileIds: notice.file_upload_ids,
    audience,
    alimTalk: notice.alim_talk,
    advertising: notice.advertising,
    sendAt: notice.send_at?.toISOString() ?? null,
  };
}

/** Only the fields that differ, before and after, for the history. */
function changedOnly(before: Required<NoticeSnapshot>, after: Required<NoticeSnapshot>) {
  const fields = (Object.keys(before) as (keyof NoticeSnapshot)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

const saved = (notice: { id: string; sent_at: Date | null }, told: number | null): SavedNoticeResponse => ({
  noticeId: notice.id,
  sentAt: notice.sent_at?.toISOString() ?? null,
  told,
});

/**
 * POST /api/insts/:instId/notices: a new notice to the audience the caller may address, sent at once
 * or at its send time.
 */
export async function writeNotice(
  ctx: AppContext,
  caller: Caller,
  body: WriteNoticeBody,
): Promise<SavedNoticeResponse> {
  const now = ctx.clock.now();
  const sendAt = checkSendAt(body.sendAt, now);
  await checkAudience(ctx.db, caller, body.audience, businessDateOf(now));
  return ctx.db.transaction().execute(async (trx) => {
    const { instId } = caller;
    await attachFiles(trx, { instId, imageIds: body.imageIds, fileIds: body.fileIds, keeping: [], now });
    const notice = await insertNotice(trx, {
      inst_id: instId,
      id: newId(),
      writer_user_id: caller.userId,
      title: body.title,
      content: body.content,
      audience_kind: body.audience.kind,
      pinned: body.pinned,
      confirm_requested: body.confirmRequested,
      alim_talk: body.alimTalk,
      advertising: body.advertising,
      send_at: sendAt,
      publish_at: sendAt ?? now,
      image_upload_ids: body.imageIds,
      file_upload_ids: body.fileIds,
      created_at: now,
      updated_at: now,
    });
    await replaceTargets(trx, instId, notice.id, body.audience);
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'notice.create',
      target: auditTarget('notice', notice.id),
      before: null,
      after: snapshotOf(notice, body.audience),
      at: now,
    });
    if (sendAt) return saved(notice, null);
    const told = await sendNotice(trx, notice, { now, actorUserId: caller.userId });
    return saved({ id: notice.id, sent_at: now }, told);
  });
}

/** The notice the caller manages, locked for a change: not seen → 404, seen but not theirs → 403. */
async function managedNotice(trx: Executor, caller: Caller, noticeId: string): Promise<NoticeRow> {
  const managesAll = managesEveryNotice(caller);
  const notice = await findVisibleNotice(trx, caller, { noticeId, managesAll, lock: true });
  if (!notice) throw new AppError('NOTICE_NOT_FOUND');
  if (!managesAll && notice.writer_user_id !== caller.userId) throw new AppError('FORBIDDEN');
  return notice;
}

/**
 * PUT /api/insts/:instId/notices/:noticeId: the text, pictures, files, pin and 확인 요청 at any time;
 * the audience and the sending only while it waits for its send time (a `sendAt` of null sends it
 * now). Pictures and files it no longer uses are let go.
 */
export async function editNotice(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string; change: UpdateNoticeBody },
): Promise<SavedNoticeResponse> {
  const { change } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await managedNotice(trx, caller, input.noticeId);
    const givesDelivery =
      change.audience !== undefined ||
      change.alimTalk !== undefined ||
      change.advertising !== undefined ||
      change.sendAt !== undefined;
    if (notice.sent_at !== null && givesDelivery) throw new AppError('NOTICE_ALREADY_SENT');
    const sendAt = change.sendAt === undefined ? notice.send_at : checkSendAt(change.sendAt, now);
    const alimTalk = change.alimTalk ?? notice.alim_talk;
    const advertising = change.advertising ?? notice.advertising;
    if (alimTalk && advertising)
      throw new AppError('VALIDATION_FAILED', undefined, { alimTalk: NOTICE_MESSAGES.advertisingByAlimTalk });
    const audienceBefore = await audienceOf(trx, notice);
    if (change.audience) await checkAudience(trx, caller, change.audience, businessDateOf(now));

    const { instId } = caller;
    const keeping = [...notice.image_upload_ids, ...notice.file_upload_ids];
    await attachFiles(trx, { instId, imageIds: change.imageIds, fileIds: change.fileIds, keeping, now });
    const used = new Set([...change.imageIds, ...change.fileIds]);
    await detachNoticeUploads(
      trx,
      instId,
      keeping.filter((id) => !used.has(id)),
    );

    const textChanged =
      change.title !== notice.title ||
      change.content !== notice.content ||
      JSON.stringify(change.imageIds) !== JSON.stringify(notice.image_upload_ids) ||
      JSON.stringify(change.fileIds) !== JSON.stringify(notice.file_upload_ids);
    const next: NoticeRow = {
      ...notice,
      title: change.title,
      content: change.content,
      pinned: change.pinned,
      confirm_requested: change.confirmRequested,
      image_upload_ids: change.imageIds,
      file_upload_ids: change.fileIds,
      audience_kind: change.audience?.kind ?? notice.audience_kind,
      alim_talk: alimTalk,
      advertising,
      send_at: sendAt,
      publish_at: notice.sent_at !== null ? notice.publish_at : (sendAt ?? now),
      updated_at: now,
      edited_at: textChanged ? now : notice.edited_at,
    };
    await updateNotice(trx, instId, notice.id, {
      title: next.title,
      content: next.content,
      pinned: next.pinned,
      confirm_requested: next.confirm_requested,
      image_upload_ids: next.image_upload_ids,
      file_upload_ids: next.file_upload_ids,
      audience_kind: next.audience_kind,
      alim_talk: next.alim_talk,
      advertising: next.advertising,
      send_at: next.send_at,
      publish_at: next.publish_at,
      updated_at: now,
      edited_at: next.edited_at,
    });
    if (change.audience) await replaceTargets(trx, instId, notice.id, change.audience);
    const changes = changedOnly(
      snapshotOf(notice, audienceBefore),
      snapshotOf(next, change.audience ?? audienceBefore),
    );
    if (noticeChanges(changes.before, changes.after).length > 0)
      await writeAudit(trx, {
        instId,
        actorUserId: caller.userId,
        action: 'notice.update',
        target: auditTarget('notice', notice.id),
        ...changes,
        at: now,
      });
    if (notice.sent_at !== null || sendAt !== null) return saved(notice, null);
    const told = await sendNotice(trx, next, { now, actorUserId: caller.userId });
    return saved({ id: notice.id, sent_at: now }, told);
  });
}

/**
 * DELETE /api/insts/:instId/notices/:noticeId: the notice disappears for its readers (and, if it
 * was waiting, is never sent); its row and history stay for the staff and the audit. Its pictures
 * and files are let go.
 */
export async function deleteNotice(ctx: AppContext, caller: Caller, input: { noticeId: string }) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const notice = await managedNotice(trx, caller, input.noticeId);
    await updateNotice(trx, caller.instId, notice.id, { deleted_at: now, deleted_by: caller.userId, updated_at: now });
    await detachNoticeUploads(trx, caller.instId, [...notice.image_upload_ids, ...notice.file_upload_ids]);
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'notice.delete',
      target: auditTarget('notice', notice.id),
      before: { title: notice.title, sentAt: notice.sent_at?.toISOString() ?? null },
      after: null,
      at: now,
    });
  });
  return { deleted: true as const };
}

/**
 * POST /api/insts/:instId/notices/cost: whom a notice to this audience would reach now and what it
 * would cost (AlimTalk and its SMS fallback by each person's settings; the app and push are free).
 */
export async function noticeCost(ctx: AppContext, caller: Caller, body: NoticeCostBody): Promise<NoticeCostResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  await checkAudience(ctx.db, caller, body.audience, today);
  const [resolved, instNm] = await Promise.all([
    resolveAudience(ctx.db, caller.instId, body.audience, today),
    instNameOf(ctx.db, caller.instId),
  ]);
  const recipients = noticeRecipients({ ...resolved, writerUserId: caller.userId });
  const { variables } = noticeNotification(instNm, '');
  const cost = await previewMessageCost(
    ctx.db,
    caller.instId,
    recipients.userIds.map((userId) => ({
      userId,
      type: 'notice',
      ...(body.alimTalk ? { message: { template: 'notice' as const, variables } } : {}),
    })),
    now,
    ctx.config.messagePrices,
  );
  return { studentMaxCnt: recipients.studentIds.length, staffCnt: recipients.staffUserIds.length, cost };
}

/** GET /api/insts/:instId/notices/audience: whom the caller may address (the write screen's picker). */
export function noticeAudienceChoices(ctx: AppContext, caller: Caller): Promise<NoticeAudienceChoicesResponse> {
  return audienceChoices(ctx.db, caller, businessDateOf(ctx.clock.now()));
}
