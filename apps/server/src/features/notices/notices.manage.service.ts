import { ROLE_LABELS, roleFromRelationCd } from '@academy/domain/access/access.roles';
import {
  NOTICE_HISTORY_LABELS,
  NOTICE_HISTORY_MAX,
  type NoticeHistoryAction,
} from '@academy/domain/notice/notice.constants';
import {
  childReadState,
  noticeChanges,
  noticeRemindNotification,
  readCounts,
  remindUserIds,
} from '@academy/domain/notice/notice.rules';
import type {
  NoticeHistoryResponse,
  NoticeReadListResponse,
  NoticeRemindPreviewResponse,
  NoticeRemindResponse,
} from '@academy/domain/notice/notice.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, listAudit, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { deliveriesByUser } from '../../platform/notifications/delivery-status';
import { previewMessageCost } from '../../platform/notifications/message-cost';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { managesEveryNotice } from './notices.access';
import { findNoticeEvenDeleted, findVisibleNotice, type NoticeRow } from './notices.queries';
import { readListChildren, readListStaff } from './notices.reads.queries';
import { noticeNotifications } from './notices.send';

/**
 * What a notice's managers see and do after it is sent: the read list (per child and the staff,
 * with the delivery of each channel), reminding those who have not read it — its cost first — and
 * the history of its changes.
 */

/** The notice the caller manages: not seen → 404, seen but not theirs → 403. */
async function managedNotice(db: Executor, caller: Caller, noticeId: string): Promise<NoticeRow> {
  const managesAll = managesEveryNotice(caller);
  const notice = await findVisibleNotice(db, caller, { noticeId, managesAll });
  if (!notice) throw new AppError('NOTICE_NOT_FOUND');
  if (!managesAll && notice.writer_user_id !== caller.userId) throw new AppError('FORBIDDEN');
  return notice;
}

/** Who read it, per child and for the staff: two statements whatever the number of recipients. */
async function readsOf(db: Executor, notice: NoticeRow) {
  const [children, staff] = await Promise.all([
    readListChildren(db, notice.inst_id, notice.id),
    readListStaff(db, notice.inst_id, notice.id),
  ]);
  return { children, staff };
}

/**
 * GET /api/insts/:instId/notices/:noticeId/reads (/noticeReadList): for each child it names, whether
 * their family has read it (a parent reading counts for that child) and 확인했습니다, with who did
 * and each account's delivery by channel; the staff listed apart. One request, a fixed number of
 * statements for any number of recipients.
 */
export async function noticeReadList(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<NoticeReadListResponse> {
  const notice = await managedNotice(ctx.db, caller, input.noticeId);
  const [{ children, staff }, byUser] = await Promise.all([
    readsOf(ctx.db, notice),
    deliveriesByUser(ctx.db, notice.inst_id, { kind: 'notice', id: notice.id }),
  ]);
  const counts = readCounts(children.map((child) => child.family));
  return {
    noticeId: notice.id,
    title: notice.title,
    confirmRequested: notice.confirm_requested,
    sentAt: notice.sent_at?.toISOString() ?? null,
    ...counts,
    staffReadCnt: staff.filter((member) => member.read_at !== null).length,
    students: children.map((child) => ({
      studentId: child.student_id,
      studentNm: child.student_nm,
      ...childReadState(child.family),
      recipients: child.family.map((member) => ({ ...member, deliveries: byUser.get(member.userId) ?? [] })),
    })),
    staff: staff.map((member) => ({
      userId: member.user_id,
      userNm: member.user_nm,
      roleLabel: member.relation_cd ? ROLE_LABELS[roleFromRelationCd(member.relation_cd)] : '직원',
      readAt: member.read_at?.toISOString() ?? null,
      deliveries: byUser.get(member.user_id) ?? [],
    })),
  };
}

/** Whom a reminder would tell now, the notice being sent. */
async function remindTargets(db: Executor, notice: NoticeRow) {
  if (notice.sent_at === null) throw new AppError('NOTICE_NOT_SENT');
  const { children, staff } = await readsOf(db, notice);
  const staffReads = staff.map((member) => ({ userId: member.user_id, readAt: member.read_at?.toISOString() ?? null }));
  return {
    userIds: remindUserIds({ students: children.map((child) => child.family), staff: staffReads }),
    unreadStudents: children.filter((child) => !childReadState(child.family).read).length,
    unreadStaff: staffReads.filter((member) => member.readAt === null).length,
  };
}

/** The reminder's notifications (type 'notice-remind'; by AlimTalk when the notice went so). */
async function reminders(db: Executor, notice: NoticeRow, userIds: readonly string[], now: Date) {
  const text = noticeRemindNotification(await instNameOf(db, notice.inst_id), notice.title);
  return noticeNotifications(notice, userIds, { type: 'notice-remind', ...text }, now);
}

/** GET /api/insts/:instId/notices/:noticeId/remind: who "안 읽은 분께 다시 알리기" would tell, and its cost. */
export async function remindPreview(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<NoticeRemindPreviewResponse> {
  const notice = await managedNotice(ctx.db, caller, input.noticeId);
  const now = ctx.clock.now();
  const targets = await remindTargets(ctx.db, notice);
  const told = await reminders(ctx.db, notice, targets.userIds, now);
  const cost = await previewMessageCost(ctx.db, notice.inst_id, told, now, ctx.config.messagePrices);
  return { unreadStudents: targets.unreadStudents, unreadStaff: targets.unreadStaff, cost };
}

/**
 * POST /api/insts/:instId/notices/:noticeId/remind: tells again, in one go, the families of the
 * children nobody of whose family has read it and the staff who have not (type 'notice-remind').
 */
export async function remindUnread(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<NoticeRemindResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await managedNotice(trx, caller, input.noticeId);
    const targets = await remindTargets(trx, notice);
    await notify(trx, await reminders(trx, notice, targets.userIds, now));
    await writeAudit(trx, {
      instId: notice.inst_id,
      actorUserId: caller.userId,
      action: 'notice.remind',
      target: auditTarget('notice', notice.id),
      before: null,
      after: { told: targets.userIds.length },
      at: now,
    });
    return { reminded: targets.userIds.length };
  });
}

const ACTION_PREFIX = 'notice.';

/**
 * GET /api/insts/:instId/notices/:noticeId/history: who wrote, changed, sent, reminded and deleted
 * it, when, and what changed — kept after a notice is deleted. The director and managers holding
 * 020 read every notice's history; a teacher their own notices'.
 */
export async function noticeHistory(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<NoticeHistoryResponse> {
  const notice = await findNoticeEvenDeleted(ctx.db, caller.instId, input.noticeId);
  if (!notice || (!managesEveryNotice(caller) && notice.writer_user_id !== caller.userId))
    throw new AppError('NOTICE_NOT_FOUND');
  const { rows } = await listAudit(ctx.db, caller.instId, {
    target: auditTarget('notice', notice.id),
    page: 1,
    pageSize: NOTICE_HISTORY_MAX,
  });
  return {
    entries: rows.map((row) => {
      const action = row.action.slice(ACTION_PREFIX.length) as NoticeHistoryAction;
      return {
        action,
        actionLabel: NOTICE_HISTORY_LABELS[action],
        actorNm: row.actorNm,
        at: row.at.toISOString(),
        changes: action === 'update' ? noticeChanges(row.before, row.after) : [],
      };
    }),
  };
}
