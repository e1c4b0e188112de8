import type { ReportBody, ReportsQuery, ReportsResponse } from '@academy/domain/feed/feed.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import {
  findReport,
  findVisibleBoard,
  findVisibleComment,
  insertReport,
  reportsVisibleTo,
  resolveReports,
} from './feed.queries';

/**
 * Reports (신고): a reader reports a post or a comment they see, with a reason; staff who see the
 * post read the open reports, and resolve one by hiding or removing what was reported (the
 * moderation calls resolve it) or by dismissing it (audited).
 */

const EXCERPT_CHARS = 80;

/**
 * What hiding or showing a post or a comment leaves behind, in the caller's transaction: hiding
 * resolves the open reports of it (a post's with its comments'), and either is audited.
 */
export async function recordHiding(
  trx: Executor,
  caller: Caller,
  item: { kind: 'board' | 'comment'; id: string; boardId: string; wasHidden: boolean },
  hidden: boolean,
  now: Date,
): Promise<void> {
  if (hidden)
    await resolveReports(trx, {
      instId: caller.instId,
      target: item.kind === 'board' ? { boardId: item.boardId } : { boardId: item.boardId, commentId: item.id },
      resolution: 'hidden',
      by: caller.userId,
      now,
    });
  await writeAudit(trx, {
    instId: caller.instId,
    actorUserId: caller.userId,
    action: `feed.${item.kind}.${hidden ? 'hide' : 'unhide'}`,
    target: auditTarget(item.kind, item.id),
    before: { hidden: item.wasHidden },
    after: { hidden },
    at: now,
  });
}

/** POST …/boards/:boardId/reports: one open report per reader and target (a second answers 409). */
export async function reportTarget(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; body: ReportBody },
): Promise<{ reportId: string }> {
  const now = ctx.clock.now();
  const board = await findVisibleBoard(ctx.db, caller, businessDateOf(now), input.boardId);
  if (!board) throw new AppError('NOT_FOUND');
  const { commentId } = input.body;
  if (commentId && !(await findVisibleComment(ctx.db, caller, board.id, commentId))) throw new AppError('NOT_FOUND');
  const reportId = newId();
  const inserted = await insertReport(ctx.db, {
    instId: caller.instId,
    id: reportId,
    boardId: board.id,
    commentId: commentId ?? null,
    reporterUserId: caller.userId,
    reason: input.body.reason,
    text: input.body.text,
    now,
  });
  if (!inserted) throw new AppError('FEED_REPORT_DUPLICATE');
  return { reportId };
}

/** GET …/boards/reports (staff): the reports on posts the caller sees, open ones by default, newest first. */
export async function listReports(ctx: AppContext, caller: Caller, query: ReportsQuery): Promise<ReportsResponse> {
  const rows = await reportsVisibleTo(ctx.db, caller, businessDateOf(ctx.clock.now()), query.status === 'open');
  return {
    items: rows.map((row) => {
      const flat = row.target_content.replace(/\s+/g, ' ').trim();
      return {
        reportId: row.id,
        boardId: row.board_id,
        commentId: row.comment_id,
        reason: row.reason,
        text: row.text,
        reporterNm: row.reporter_nm,
        excerpt: flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat,
        targetHidden: row.target_hidden,
        createdAt: new Date(row.created_at).toISOString(),
        resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
      };
    }),
  };
}

/** POST …/boards/reports/:reportId/dismiss (staff): closes a report leaving its target as it is; audited. */
export async function dismissReport(
  ctx: AppContext,
  caller: Caller,
  input: { reportId: string },
): Promise<{ reportId: string }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const report = await findReport(trx, caller, businessDateOf(now), input.reportId);
    if (!report) throw new AppError('NOT_FOUND');
    if (report.resolved_at !== null) throw new AppError('CONFLICT');
    await resolveReports(trx, {
      instId: caller.instId,
      target: { reportId: report.id },
      resolution: 'dismissed',
      by: caller.userId,
      now,
    });
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'feed.report.dismiss',
      target: auditTarget('board-report', report.id),
      before: { boardId: report.board_id, commentId: report.comment_id, resolved: false },
      after: { resolution: 'dismissed' },
      at: now,
    });
  });
  return { reportId: input.reportId };
}
