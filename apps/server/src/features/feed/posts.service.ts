import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { Emotion } from '@academy/domain/feed/feed.rules';
import { emotionListOf, mayEditPost } from '@academy/domain/feed/feed.rules';
import type {
  BoardBody,
  BoardCard,
  BoardDetailResponse,
  BoardEditBody,
  BoardSavedResponse,
  EmotionResponse,
  FeedFileKind,
  FeedQuery,
  FeedResponse,
  PersonalBoardBody,
  ReadListResponse,
  ReadsBody,
  WriteOptionsQuery,
  WriteOptionsResponse,
} from '@academy/domain/feed/feed.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { classStudentsOn } from '../../platform/classes/class-students';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { deliveriesByUser } from '../../platform/notifications/delivery-status';
import { markSubjectsRead } from '../../platform/notifications/subject-reads';
import { commentPageOf } from './comments.service';
import { cardOf, filesByOwner, viewerOf } from './feed.mappers';
import { notifyNewPost, notifyPersonalPost } from './feed.notices';
import {
  assignFiles,
  type BoardRow,
  clearEmotion,
  commentIdsOfBoard,
  currentTagIds,
  deleteBoard,
  emotionsOf,
  type FeedFilter,
  filesOf,
  filesOwnedBy,
  findVisibleBoard,
  insertBoard,
  markRead,
  postableClasses,
  readCountsOf,
  readListOf,
  replaceTags,
  setBoardHidden,
  setEmotion,
  tagsOf,
  updateBoardContent,
  visibleBoards,
  visibleStudentNamed,
} from './feed.queries';
import { claimFiles, forgetFiles, removeForgotten } from './files.service';
import { recordHiding } from './reports.service';

/**
 * Posts and 알림장 (docs/decisions/0048-class-feed.md): the feed pages, a post's detail, writing,
 * editing and removing, the read list, emotions and reads. Every read goes through the visibility
 * rule in SQL (`feed.visibility.ts`); a post the caller may not see answers 404, like another
 * academy's.
 */

const todayOf = (ctx: AppContext): IsoDate => businessDateOf(ctx.clock.now());

const MEDIA_KINDS: readonly FeedFileKind[] = ['image', 'media'];
const DOCUMENT_KINDS: readonly FeedFileKind[] = ['document'];

/** The cards of rows: their files, tags and (for staff) read counts in three statements, whatever the page holds. */
async function cardsOf(ctx: AppContext, caller: Caller, rows: readonly BoardRow[]): Promise<BoardCard[]> {
  const ids = rows.map((row) => row.id);
  const [files, tags, reads] = await Promise.all([
    filesOf(ctx.db, caller.instId, 'board', ids),
    tagsOf(ctx.db, caller, ids),
    caller.scope === 'linked' ? Promise.resolve([]) : readCountsOf(ctx.db, caller.instId, ids),
  ]);
  const filesByBoard = filesByOwner(caller.instId, files);
  const readsByBoard = new Map(reads.map((row) => [row.board_id, row]));
  return rows.map((row) =>
    cardOf(caller, row, {
      files: filesByBoard.get(row.id) ?? [],
      tags: tags.filter((tag) => tag.board_id === row.id),
      reads: readsByBoard.get(row.id),
    }),
  );
}

/** The filter of a feed page: AS every post; EA one class; UH one student (a family's first child by default). */
async function filterOf(ctx: AppContext, caller: Caller, query: FeedQuery, today: IsoDate): Promise<FeedFilter | null> {
  if (query.scope === 'AS') return { scope: 'AS' };
  if (query.scope === 'EA') {
    if (!query.classId) throw new AppError('VALIDATION_FAILED', undefined, { classId: '반을 선택해 주세요.' });
    return { scope: 'EA', classId: query.classId };
  }
  if (query.studentId) {
    const student = await visibleStudentNamed(ctx.db, caller, query.studentId, today);
    if (!student) throw new AppError('NOT_FOUND');
    return { scope: 'UH', studentId: student.id };
  }
  if (caller.scope !== 'linked')
    throw new AppError('VALIDATION_FAILED', undefined, { studentId: '원생을 선택해 주세요.' });
  const first = await ctx.db
    .selectFrom('students')
    .select('students.id')
    .where('students.inst_id', '=', caller.instId)
    .where((eb) =>
      eb.or([
        eb('students.user_id', '=', caller.userId),
        eb.exists(
          eb
            .selectFrom('student_guardians as g')
            .select('g.id')
            .whereRef('g.inst_id', '=', 'students.inst_id')
            .whereRef('g.student_id', '=', 'students.id')
            .where('g.user_id', '=', caller.userId),
        ),
      ]),
    )
    .orderBy('students.student_nm')
    .orderBy('students.id')
    .executeTakeFirst();
  return first ? { scope: 'UH', studentId: first.id } : null;
}

/** GET …/boards: a page of a feed (AS, EA, UH), newest first, with the cursor of the next page. */
export async function feedPage(ctx: AppContext, caller: Caller, query: FeedQuery): Promise<FeedResponse> {
  const today = todayOf(ctx);
  const filter = await filterOf(ctx, caller, query, today);
  if (!filter) return { items: [], nextBefore: null };
  const rows = await visibleBoards(ctx.db, caller, today, filter, { before: query.before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    items: await cardsOf(ctx, caller, page),
    nextBefore: rows.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/** GET …/boards/:boardId (BoardDetailPage): the post and the first page of its comments. */
export async function boardDetail(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string },
): Promise<BoardDetailResponse> {
  const rows = await visibleBoards(
    ctx.db,
    caller,
    todayOf(ctx),
    { scope: 'ONE', boardId: input.boardId },
    { limit: 1 },
  );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  const [[boardInfo], commentList] = await Promise.all([
    cardsOf(ctx, caller, [row]),
    commentPageOf(ctx, caller, row.id, { limit: 20 }),
  ]);
  return { boardInfo: boardInfo as BoardCard, commentList };
}

async function authorName(db: Executor, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('user_nm').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.user_nm;
}

/** The class a staff caller may post to (open; a teacher's own), or 400 on `classId`. */
async function postableClass(db: Executor, caller: Caller, classId: string) {
  const found = (await postableClasses(db, caller)).find((row) => row.id === classId);
  if (!found) throw new AppError('FEED_CLASS_NOT_FOUND', undefined, { classId: '글을 올릴 반을 다시 선택해 주세요.' });
  return found;
}

/** Every tag must be a student of the class today (or already tagged on the post); else 400 on `tagList`. */
async function checkTags(
  db: Executor,
  input: { instId: string; classId: string; tagList: readonly string[]; today: IsoDate; already?: readonly string[] },
) {
  if (input.tagList.length === 0) return;
  const students = new Set((await classStudentsOn(db, input.instId, input.classId, input.today)).map((row) => row.id));
  for (const id of input.already ?? []) students.add(id);
  const outside = input.tagList.findIndex((studentId) => !students.has(studentId));
  if (outside >= 0 || new Set(input.tagList).size !== input.tagList.length)
    throw new AppError('FEED_TAG_NOT_IN_CLASS', undefined, {
      [`tagList.${Math.max(outside, 0)}`]: '이 반의 원생을 다시 선택해 주세요.',
    });
}

/** POST …/boards (/v3/board/write): a class post; its audience hears of it. */
export async function createBoard(ctx: AppContext, caller: Caller, body: BoardBody): Promise<BoardSavedResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const boardId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const cls = await postableClass(trx, caller, body.classId);
    await checkTags(trx, { instId: caller.instId, classId: cls.id, tagList: body.tagList, today });
    const fileIds = await claimFiles(trx, caller, {
      fields: [
        { name: 'feedImage', fileNms: body.feedImage, kinds: MEDIA_KINDS },
        { name: 'feedFile', fileNms: body.feedFile, kinds: DOCUMENT_KINDS },
      ],
      now,
    });
    await insertBoard(trx, {
      instId: caller.instId,
      id: boardId,
      kind: 'class',
      classId: cls.id,
      authorUserId: caller.userId,
      content: body.content,
      postDate: today,
      now,
    });
    await replaceTags(trx, caller.instId, boardId, body.tagList);
    await assignFiles(trx, caller.instId, { boardId }, fileIds);
    await notifyNewPost(trx, {
      instId: caller.instId,
      boardId,
      authorUserId: caller.userId,
      authorNm: await authorName(trx, caller.userId),
      classNm: cls.class_nm,
      content: body.content,
      media: body.feedImage.length,
      now,
    });
  });
  return { boardId };
}

/** POST …/boards/personal (/v3/board/PersonalWrite): a 알림장 to one student's family. */
export async function createPersonalBoard(
  ctx: AppContext,
  caller: Caller,
  body: PersonalBoardBody,
): Promise<BoardSavedResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const boardId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const student = await visibleStudentNamed(trx, caller, body.studentId, today);
    if (!student)
      throw new AppError('FEED_STUDENT_NOT_FOUND', undefined, {
        studentId: '알림장을 받을 원생을 다시 선택해 주세요.',
      });
    const fileIds = await claimFiles(trx, caller, {
      fields: [
        { name: 'feedImage', fileNms: body.feedImage, kinds: MEDIA_KINDS },
        { name: 'feedFile', fileNms: body.feedFile, kinds: DOCUMENT_KINDS },
      ],
      now,
    });
    await insertBoard(trx, {
      instId: caller.instId,
      id: boardId,
      kind: 'personal',
      classId: null,
      authorUserId: caller.userId,
      content: body.content,
      postDate: today,
      now,
    });
    await replaceTags(trx, caller.instId, boardId, [student.id]);
    await assignFiles(trx, caller.instId, { boardId }, fileIds);
    await notifyPersonalPost(trx, {
      instId: caller.instId,
      boardId,
      authorUserId: caller.userId,
      authorNm: await authorName(trx, caller.userId),
      studentNm: student.student_nm,
      content: body.content,
      media: body.feedImage.length,
      now,
    });
  });
  return { boardId };
}

/**
 * PATCH …/boards/:boardId (/v3/board/edit, PersonalEdit): its author changes the text, the files and
 * (a class post) the tags; files dropped are deleted. Nobody is notified again.
 */
export async function editBoard(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; body: BoardEditBody },
): Promise<BoardSavedResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const { body } = input;
  const dropped = await ctx.db.transaction().execute(async (trx) => {
    const board = await findVisibleBoard(trx, caller, today, input.boardId, { lock: true });
    if (!board) throw new AppError('NOT_FOUND');
    if (!mayEditPost(viewerOf(caller), { authorUserId: board.author_user_id })) throw new AppError('FEED_NOT_AUTHOR');
    if (board.kind === 'class' && body.tagList !== undefined) {
      const already = await currentTagIds(trx, caller.instId, board.id);
      await checkTags(trx, {
        instId: caller.instId,
        classId: board.class_id as string,
        tagList: body.tagList,
        today,
        already,
      });
      await replaceTags(trx, caller.instId, board.id, body.tagList);
    }
    const current = await filesOwnedBy(trx, caller.instId, { boardId: board.id });
    const fileIds = await claimFiles(trx, caller, {
      fields: [
        { name: 'feedImage', fileNms: body.feedImage, kinds: MEDIA_KINDS },
        { name: 'feedFile', fileNms: body.feedFile, kinds: DOCUMENT_KINDS },
      ],
      current: new Map(current.map((file) => [file.upload_id, file.kind])),
      now,
    });
    const kept = new Set(fileIds);
    const forgotten = await forgetFiles(
      trx,
      current.filter((file) => !kept.has(file.upload_id)),
    );
    await assignFiles(trx, caller.instId, { boardId: board.id }, fileIds);
    await updateBoardContent(trx, caller.instId, board.id, body.content, now);
    return forgotten;
  });
  await removeForgotten(ctx, dropped);
  return { boardId: input.boardId };
}

/** DELETE …/boards/:boardId (staff who see it): the post, its comments and every file; audited. */
export async function removeBoard(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string },
): Promise<BoardSavedResponse> {
  const now = ctx.clock.now();
  const dropped = await ctx.db.transaction().execute(async (trx) => {
    const board = await findVisibleBoard(trx, caller, businessDateOf(now), input.boardId, { lock: true });
    if (!board) throw new AppError('NOT_FOUND');
    const commentIds = await commentIdsOfBoard(trx, caller.instId, board.id);
    const files = [
      ...(await filesOwnedBy(trx, caller.instId, { boardId: board.id })),
      ...(await filesOwnedBy(trx, caller.instId, { commentIds })),
    ];
    const forgotten = await forgetFiles(trx, files);
    await deleteBoard(trx, caller.instId, board.id);
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'feed.board.delete',
      target: auditTarget('board', board.id),
      before: {
        kind: board.kind,
        classId: board.class_id,
        authorUserId: board.author_user_id,
        hidden: board.hidden_at !== null,
        comments: commentIds.length,
        files: files.length,
      },
      after: null,
      at: now,
    });
    return forgotten;
  });
  await removeForgotten(ctx, dropped);
  return { boardId: input.boardId };
}

/** POST …/boards/:boardId/hide (staff): hides a post from the families (or shows it again); audited; its open reports resolved. */
export async function hideBoard(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; hidden: boolean },
): Promise<{ hidden: boolean }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const board = await findVisibleBoard(trx, caller, businessDateOf(now), input.boardId, { lock: true });
    if (!board) throw new AppError('NOT_FOUND');
    await setBoardHidden(trx, caller.instId, board.id, input.hidden ? caller.userId : null, now);
    await recordHiding(
      trx,
      caller,
      { kind: 'board', id: board.id, boardId: board.id, wasHidden: board.hidden_at !== null },
      input.hidden,
      now,
    );
  });
  return { hidden: input.hidden };
}

/** GET …/boards/write-options (staff): the classes one may post to, and a class's students to tag. */
export async function writeOptions(
  ctx: AppContext,
  caller: Caller,
  query: WriteOptionsQuery,
): Promise<WriteOptionsResponse> {
  const today = todayOf(ctx);
  const classes = await postableClasses(ctx.db, caller);
  const options = { classes: classes.map((row) => ({ classId: row.id, classNm: row.class_nm })) };
  if (!query.classId) return { ...options, selectedUsers: [], unselectedUsers: [] };
  if (!classes.some((row) => row.id === query.classId)) throw new AppError('NOT_FOUND');
  const students = await classStudentsOn(ctx.db, caller.instId, query.classId, today);
  let tagged = new Set<string>();
  if (query.boardId) {
    const board = await findVisibleBoard(ctx.db, caller, today, query.boardId);
    if (!board) throw new AppError('NOT_FOUND');
    tagged = new Set(await currentTagIds(ctx.db, caller.instId, board.id));
  }
  const view = (row: { id: string; student_nm: string }) => ({ studentId: row.id, studentNm: row.student_nm });
  return {
    ...options,
    selectedUsers: students.filter((row) => tagged.has(row.id)).map(view),
    unselectedUsers: students.filter((row) => !tagged.has(row.id)).map(view),
  };
}

/**
 * POST …/boards/reads: the posts a reader opened or scrolled past, marked read by them (once each),
 * and the reader's notifications of them read too.
 */
export async function markReads(ctx: AppContext, caller: Caller, body: ReadsBody): Promise<{ marked: number }> {
  const now = ctx.clock.now();
  const marked = await markRead(ctx.db, caller, businessDateOf(now), body.boardIds, now);
  await markSubjectsRead(ctx.db, {
    userId: caller.userId,
    instId: caller.instId,
    kind: 'board',
    ids: body.boardIds,
    now,
  });
  return { marked };
}

/** GET …/boards/:boardId/read-list (staff, BoardReadListPage): each student of the audience, read or not. */
export async function readList(ctx: AppContext, caller: Caller, input: { boardId: string }): Promise<ReadListResponse> {
  const board = await findVisibleBoard(ctx.db, caller, todayOf(ctx), input.boardId);
  if (!board) throw new AppError('NOT_FOUND');
  const [rows, deliveries] = await Promise.all([
    readListOf(ctx.db, caller.instId, board.id),
    deliveriesByUser(ctx.db, caller.instId, { kind: 'board', id: board.id }),
  ]);
  return {
    boardId: board.id,
    readCnt: rows.filter((row) => row.read_at !== null).length,
    studentMaxCnt: rows.length,
    students: rows.map((row) => ({
      studentId: row.student_id,
      studentNm: row.student_nm,
      read: row.read_at !== null,
      readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
      readers: row.readers,
      family: row.family.map((member) => ({ ...member, deliveries: deliveries.get(member.userId) ?? [] })),
    })),
  };
}

async function emotionsAnswer(db: Executor, caller: Caller, boardId: string): Promise<EmotionResponse> {
  const rows = await emotionsOf(db, caller.instId, boardId, caller.userId);
  return {
    emotionList: emotionListOf(rows.map((row) => ({ emotion: row.emotion, count: Number(row.count) }))),
    myEmotion: rows.find((row) => row.mine)?.emotion ?? null,
  };
}

/** PUT …/boards/:boardId/emotion: the caller's one emotion on a post they see (set or changed). */
export async function putEmotion(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string; emotion: Emotion },
): Promise<EmotionResponse> {
  const now = ctx.clock.now();
  const board = await findVisibleBoard(ctx.db, caller, businessDateOf(now), input.boardId);
  if (!board) throw new AppError('NOT_FOUND');
  await setEmotion(ctx.db, {
    instId: caller.instId,
    boardId: board.id,
    userId: caller.userId,
    emotion: input.emotion,
    now,
  });
  return emotionsAnswer(ctx.db, caller, board.id);
}

/** DELETE …/boards/:boardId/emotion: takes the caller's emotion back. */
export async function deleteEmotion(
  ctx: AppContext,
  caller: Caller,
  input: { boardId: string },
): Promise<EmotionResponse> {
  const board = await findVisibleBoard(ctx.db, caller, todayOf(ctx), input.boardId);
  if (!board) throw new AppError('NOT_FOUND');
  await clearEmotion(ctx.db, caller.instId, board.id, caller.userId);
  return emotionsAnswer(ctx.db, caller, board.id);
}
