import { PERM } from '@academy/domain/access/access.permissions';
import { NOTICE_PAGE_SIZE } from '@academy/domain/notice/notice.constants';
import { decodeNoticeCursor, encodeNoticeCursor } from '@academy/domain/notice/notice.rules';
import type {
  ConfirmNoticeResponse,
  NoticeDetailResponse,
  NoticeListQuery,
  NoticeListResponse,
} from '@academy/domain/notice/notice.schema';
import { type Caller, callerHolds, isStaffCaller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { type OpenedFile, openInstUpload, uploadIdOf } from '../../platform/files/uploads';
import { managesEveryNotice } from './notices.access';
import { toDetail, toListItem } from './notices.mappers';
import { findVisibleNotice, noticeDetail, noticePage } from './notices.queries';
import { recordConfirmation, recordRead } from './notices.reads.queries';

/**
 * Reading notices: the lists (every notice the caller sees, a class's notices, the notices the
 * caller manages), one notice — which records that the caller read it — 확인했습니다, and a notice's
 * pictures and files.
 */

async function page(
  ctx: AppContext,
  caller: Caller,
  input: { cursor?: string; classId?: string; limit?: number; managedOnly: boolean },
): Promise<NoticeListResponse> {
  const size = input.limit ?? NOTICE_PAGE_SIZE;
  const rows = await noticePage(ctx.db, caller, {
    managesAll: managesEveryNotice(caller),
    managedOnly: input.managedOnly,
    classId: input.classId,
    cursor: input.cursor ? decodeNoticeCursor(input.cursor) : null,
    limit: size + 1,
  });
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return {
    items: items.map(toListItem),
    nextCursor:
      rows.length > size && last
        ? encodeNoticeCursor({ pinned: last.pinned, publishAt: new Date(last.publish_at), noticeId: last.id })
        : null,
  };
}

/** GET /api/insts/:instId/notices: the notices the caller sees (/v3/notice/list), or a class's (/v3/class/notice). */
export function listNotices(ctx: AppContext, caller: Caller, query: NoticeListQuery): Promise<NoticeListResponse> {
  return page(ctx, caller, { ...query, managedOnly: false });
}

/** GET /api/insts/:instId/notices/manage: the notices the caller manages, with read counts (NoticeList). */
export function listManagedNotices(
  ctx: AppContext,
  caller: Caller,
  query: Pick<NoticeListQuery, 'cursor'>,
): Promise<NoticeListResponse> {
  return page(ctx, caller, { cursor: query.cursor, managedOnly: true });
}

/** Staff who may write notices: a teacher, or the director and managers holding 020. */
const mayWrite = (caller: Caller) =>
  isStaffCaller(caller) && (caller.role === 'TEACHER' || callerHolds(caller, PERM.classes));

/**
 * GET /api/insts/:instId/notices/:noticeId (/noticeView): one notice the caller sees — another
 * academy's, a deleted one, one not sent to them, or one waiting for its send time answers 404. A
 * person it went to has read it from now on (once; their notifications of it are read too).
 */
export async function viewNotice(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<NoticeDetailResponse> {
  const managesAll = managesEveryNotice(caller);
  const row = await noticeDetail(ctx.db, caller, { noticeId: input.noticeId, managesAll });
  if (!row) throw new AppError('NOTICE_NOT_FOUND');
  const now = ctx.clock.now();
  if (row.recipient && row.read_at === null) {
    await recordRead(ctx.db, { instId: caller.instId, noticeId: row.id, userId: caller.userId, now });
    row.read_at = now;
  }
  return toDetail(row, { instId: caller.instId, userId: caller.userId, canEdit: row.manageable && mayWrite(caller) });
}

/**
 * POST /api/insts/:instId/notices/:noticeId/confirm: a parent or student it went to taps
 * 확인했습니다 (once; it counts for each of their children the notice names). Staff who see the
 * notice are refused (403); 409 when it asks for no confirmation or did not go to them for a child.
 */
export async function confirmNotice(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string },
): Promise<ConfirmNoticeResponse> {
  const row = await noticeDetail(ctx.db, caller, { noticeId: input.noticeId, managesAll: managesEveryNotice(caller) });
  if (!row) throw new AppError('NOTICE_NOT_FOUND');
  if (isStaffCaller(caller)) throw new AppError('FORBIDDEN');
  if (!row.confirm_requested || !row.family_recipient || row.sent_at === null)
    throw new AppError('NOTICE_NOT_CONFIRMABLE');
  const confirmedAt = await recordConfirmation(ctx.db, {
    instId: caller.instId,
    noticeId: row.id,
    userId: caller.userId,
    now: ctx.clock.now(),
  });
  return { confirmedAt: confirmedAt.toISOString() };
}

/**
 * GET /api/insts/:instId/notices/:noticeId/files/:fileNm: a picture or file of a notice the caller
 * sees; anything else (another notice's file, a file of no notice) answers 404.
 */
export async function readNoticeFile(
  ctx: AppContext,
  caller: Caller,
  input: { noticeId: string; fileNm: string },
): Promise<OpenedFile & { image: boolean }> {
  const notice = await findVisibleNotice(ctx.db, caller, {
    noticeId: input.noticeId,
    managesAll: managesEveryNotice(caller),
  });
  const id = uploadIdOf(input.fileNm);
  if (!notice || !id) throw new AppError('NOT_FOUND');
  const image = notice.image_upload_ids.includes(id);
  if (!image && !notice.file_upload_ids.includes(id)) throw new AppError('NOT_FOUND');
  const opened = await openInstUpload(ctx, {
    instId: caller.instId,
    purpose: image ? 'notice-image' : 'notice-file',
    storedName: input.fileNm,
  });
  return { ...opened, image };
}
