import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type FeedCommentFacts, mayRemoveComment, mayViewComment } from '@academy/domain/feed/feed.rules';
import type {
  CommentBody,
  CommentEditBody,
  CommentSavedResponse,
  CommentsQuery,
  CommentsResponse,
  RereplyBody,
} from '@academy/domain/feed/feed.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import { type Caller, resolveCaller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { FEED_ACCESS } from './feed.access';
import { commentViewOf, filesByOwner, rereplyViewOf, viewerOf } from './feed.mappers';
import { notifyComment } from './feed.notices';
import {
  assignFiles,
  commentTreeIds,
  deleteComment,
  filesOf,
  filesOwnedBy,
  findVisibleBoard,
  findVisibleComment,
  insertComment,
  setCommentHidden,
  updateComment,
  type VisibleBoard,
  visibleComments,
  visibleRereplies,
} from './feed.queries';
import { claimFiles, forgetFiles, removeForgotten } from './files.service';
import { recordHiding } from './reports.service';

/**
 * Comments and re-replies of a post (decision 0048): a page of the comments the caller sees, oldest
 * first, each with its re-replies and files; writing (with files, secret or not), editing (the
 * author), removing (the author or staff) and hiding (staff). Secret ones and hidden ones are
 * absent for whoever may not see them (`commentsVisibleTo`), never sent and masked.
 */

const todayOf = (ctx: AppContext): IsoDate => businessDateOf(ctx.clock.now());

/** A page of a post's comments as the caller sees them (the post already checked). Three statements. */
export async function commentPageOf(
  ctx: AppContext,
  caller: Caller,
  boardId: string,
  page: { after?: string; limit: number },
): Promise<CommentsResponse> {
  const rows = await visibleComments(ctx.db, caller, boardId, { after: page.after, limit: page.limit + 1 });
  const comments = rows.slice(0, page.limit);
  const rereplies = await visibleRereplies(
    ctx.db,
    caller,
    comments.map((row) => row.id),
  );
  const files = filesByOwner(
    caller.instId,
    await filesOf(
      ctx.db,
      caller.instId,
      'comment',
      [...comments, ...rereplies].map((row) => row.id),
    ),
  );
  return {
    items: comments.map((comment) =>
      commentViewOf(
        caller,
        comment,
        files.get(comment.id) ?? [],
        rereplies
          .filter((row) => row.parent_id === comment.id)
          .map((row) => rereplyViewOf(caller, row, files.get(row.id) ?? [])),
      ),
    ),
    nextAfter: rows.length > page.limit ? (comments[comments.length - 1]?.id ?? null) : null,
  };
}

async function visibleBoardOr404(db: Executor, caller: Caller, today: IsoDate, boardId: string): Promise<VisibleBoard> {
  const board = await findVisibleBoard(db, caller, today, boardId);
  if (!board) throw new AppError('NOT_FOUND');
  return board;
}

/** GET …/boards/:boardId/comments: the next page of comments. */
export async function commentsPage(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; query: CommentsQuery },
): Promise<CommentsResponse> {
  const board = await visibleBoardOr404(ctx.db, caller, todayOf(ctx), input.boardId);
  return commentPageOf(ctx, caller, board.id, input.query);
}

/**
 * Who hears of a new comment: the post's author and the author of the comment it answers, each
 * while an active member who may see the post and this comment — never the writer.
 */
async function recipientsOf(
  trx: Executor,
  input: {
    instId: string;
    today: IsoDate;
    boardId: string;
    writerUserId: string;
    postAuthorUserId: string;
    answered: { authorUserId: string; secret: boolean } | null;
    comment: FeedCommentFacts;
  },
): Promise<{ userId: string; answered: boolean }[]> {
  const candidates = new Map<string, boolean>([[input.postAuthorUserId, false]]);
  if (input.answered) candidates.set(input.answered.authorUserId, true);
  candidates.delete(input.writerUserId);
  const recipients: { userId: string; answered: boolean }[] = [];
  for (const [userId, answered] of candidates) {
    const reader = await resolveCaller(trx, userId, input.instId, FEED_ACCESS.read).catch(() => null);
    if (!reader || !(await findVisibleBoard(trx, reader, input.today, input.boardId))) continue;
    if (mayViewComment(viewerOf(reader), input.comment)) recipients.push({ userId, answered });
  }
  return recipients;
}

async function writerName(db: Executor, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('user_nm').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.user_nm;
}

/** POST …/boards/:boardId/comments: a comment (secretYn, replyFiles) on a post the caller sees. */
export async function createComment(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; body: CommentBody },
): Promise<CommentSavedResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const { body } = input;
  const commentId = newId();
  const secret = body.secretYn === 'Y';
  await ctx.db.transaction().execute(async (trx) => {
    const board = await visibleBoardOr404(trx, caller, today, input.boardId);
    const fileIds = await claimFiles(trx, caller, {
      fields: [{ name: 'replyFiles', fileNms: body.replyFiles, kinds: ['image', 'media', 'document'] }],
      now,
    });
    await insertComment(trx, {
      instId: caller.instId,
      id: commentId,
      boardId: board.id,
      parentId: null,
      authorUserId: caller.userId,
      content: body.content,
      secret,
      now,
    });
    await assignFiles(trx, caller.instId, { commentId }, fileIds);
    const recipients = await recipientsOf(trx, {
      instId: caller.instId,
      today,
      boardId: board.id,
      writerUserId: caller.userId,
      postAuthorUserId: board.author_user_id,
      answered: null,
      comment: { authorUserId: caller.userId, secret, hidden: false },
    });
    await notifyComment(trx, {
      instId: caller.instId,
      boardId: board.id,
      commentId,
      writerNm: await writerName(trx, caller.userId),
      content: body.content,
      secret,
      recipients,
      now,
    });
  });
  return { commentId };
}

/** POST …/boards/:boardId/comments/:commentId/rereplies: a re-reply (rereplySecretYn, rereplyFiles) to a comment. */
export async function createRereply(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; commentId: string; body: RereplyBody },
): Promise<CommentSavedResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const { body } = input;
  const rereplyId = newId();
  const secret = body.rereplySecretYn === 'Y';
  await ctx.db.transaction().execute(async (trx) => {
    const board = await visibleBoardOr404(trx, caller, today, input.boardId);
    const parent = await findVisibleComment(trx, caller, board.id, input.commentId);
    if (!parent || parent.parent_id !== null) throw new AppError('NOT_FOUND');
    const fileIds = await claimFiles(trx, caller, {
      fields: [{ name: 'rereplyFiles', fileNms: body.rereplyFiles, kinds: ['image', 'media', 'document'] }],
      now,
    });
    await insertComment(trx, {
      instId: caller.instId,
      id: rereplyId,
      boardId: board.id,
      parentId: parent.id,
      authorUserId: caller.userId,
      content: body.content,
      secret,
      now,
    });
    await assignFiles(trx, caller.instId, { commentId: rereplyId }, fileIds);
    const answered = { authorUserId: parent.author_user_id, secret: parent.secret };
    const recipients = await recipientsOf(trx, {
      instId: caller.instId,
      today,
      boardId: board.id,
      writerUserId: caller.userId,
      postAuthorUserId: board.author_user_id,
      answered,
      comment: {
        authorUserId: caller.userId,
        secret,
        hidden: false,
        parent: { authorUserId: parent.author_user_id, secret: parent.secret, hidden: parent.hidden_at !== null },
      },
    });
    await notifyComment(trx, {
      instId: caller.instId,
      boardId: board.id,
      commentId: rereplyId,
      writerNm: await writerName(trx, caller.userId),
      content: body.content,
      secret,
      recipients,
      now,
    });
  });
  return { commentId: rereplyId };
}

async function ownVisibleComment(db: Executor, caller: Caller, today: IsoDate, boardId: string, commentId: string) {
  const board = await visibleBoardOr404(db, caller, today, boardId);
  const comment = await findVisibleComment(db, caller, board.id, commentId);
  if (!comment) throw new AppError('NOT_FOUND');
  return { board, comment };
}

/** PATCH …/comments/:commentId: its author changes the text and whether it is secret. */
export async function editComment(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; commentId: string; body: CommentEditBody },
): Promise<CommentSavedResponse> {
  const now = ctx.clock.now();
  const { comment } = await ownVisibleComment(ctx.db, caller, businessDateOf(now), input.boardId, input.commentId);
  if (comment.author_user_id !== caller.userId) throw new AppError('FEED_NOT_AUTHOR');
  await updateComment(ctx.db, caller.instId, comment.id, {
    content: input.body.content,
    secret: input.body.secretYn === 'Y',
    now,
  });
  return { commentId: comment.id };
}

/** DELETE …/comments/:commentId: its author or staff remove it (its re-replies and files too); staff removing another's is audited. */
export async function removeComment(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; commentId: string },
): Promise<CommentSavedResponse> {
  const now = ctx.clock.now();
  const dropped = await ctx.db.transaction().execute(async (trx) => {
    const { comment } = await ownVisibleComment(trx, caller, businessDateOf(now), input.boardId, input.commentId);
    if (!mayRemoveComment(viewerOf(caller), { authorUserId: comment.author_user_id })) throw new AppError('FORBIDDEN');
    const ids = await commentTreeIds(trx, caller.instId, comment.id);
    const forgotten = await forgetFiles(trx, await filesOwnedBy(trx, caller.instId, { commentIds: ids }));
    await deleteComment(trx, caller.instId, comment.id);
    if (comment.author_user_id !== caller.userId)
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: 'feed.comment.delete',
        target: auditTarget('comment', comment.id),
        before: {
          boardId: comment.board_id,
          authorUserId: comment.author_user_id,
          secret: comment.secret,
          rereplies: ids.length - 1,
        },
        after: null,
        at: now,
      });
    return forgotten;
  });
  await removeForgotten(ctx, dropped);
  return { commentId: input.commentId };
}

/** POST …/comments/:commentId/hide (staff): hides a comment from the families or shows it again; audited. */
export async function hideComment(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; commentId: string; hidden: boolean },
): Promise<{ hidden: boolean }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const { comment } = await ownVisibleComment(trx, caller, businessDateOf(now), input.boardId, input.commentId);
    await setCommentHidden(trx, caller.instId, comment.id, input.hidden ? caller.userId : null, now);
    await recordHiding(
      trx,
      caller,
      { kind: 'comment', id: comment.id, boardId: comment.board_id, wasHidden: comment.hidden_at !== null },
      input.hidden,
      now,
    );
  });
  return { hidden: input.hidden };
}
