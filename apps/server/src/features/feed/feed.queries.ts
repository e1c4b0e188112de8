import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { Emotion, ReportReason } from '@academy/domain/feed/feed.rules';
import { REREPLIES_PER_COMMENT_MAX } from '@academy/domain/feed/feed.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { linkedTo, studentsVisibleTo, teaches } from '../../platform/access/access.scopes';
import { ofInst } from '../../platform/tenancy/of-inst';
import { commentsVisibleTo, postsVisibleTo } from './feed.visibility';

/** Typed queries of the feed; every one takes the academy and filters by it, and reads through the visibility rules. */

// ── posts ────────────────────────────────────────────────────────────────────

export type FeedFilter =
  | { scope: 'AS' }
  | { scope: 'EA'; classId: string }
  | { scope: 'UH'; studentId: string }
  | { scope: 'ONE'; boardId: string };

/** The students a post is for (`b`: its alias): the tagged ones, or else its class's students enrolled that day. */
const audienceOf = (b: string) => sql`(
  select ft.student_id from board_tags ft where ft.inst_id = ${sql.ref(`${b}.inst_id`)} and ft.board_id = ${sql.ref(`${b}.id`)}
  union
  select fcs.student_id from class_students fcs
   where fcs.inst_id = ${sql.ref(`${b}.inst_id`)} and fcs.class_id = ${sql.ref(`${b}.class_id`)}
     and fcs.start_date <= ${sql.ref(`${b}.post_date`)}
     and (fcs.end_date is null or fcs.end_date >= ${sql.ref(`${b}.post_date`)})
     and not exists (select 1 from board_tags ft2 where ft2.inst_id = ${sql.ref(`${b}.inst_id`)} and ft2.board_id = ${sql.ref(`${b}.id`)})
)`;

/** Whether `r` (a board_reads alias) is the read of the student `s` or of one of their connected guardians. */
const readBelongsTo = (r: string, s: string) => sql<SqlBool>`(${sql.ref(`${r}.user_id`)} = ${sql.ref(`${s}.user_id`)}
  or exists (select 1 from student_guardians fg where fg.inst_id = ${sql.ref(`${s}.inst_id`)}
               and fg.student_id = ${sql.ref(`${s}.id`)} and fg.user_id = ${sql.ref(`${r}.user_id`)}))`;

export type BoardRow = {
  id: string;
  kind: 'class' | 'personal';
  class_id: string | null;
  class_nm: string | null;
  author_user_id: string;
  author_nm: string;
  author_member: boolean;
  author_relation_cd: string | null;
  content: string;
  hidden_at: Date | null;
  created_at: Date;
  edited_at: Date | null;
  emotions: { emotion: Emotion; count: number }[];
  my_emotion: Emotion | null;
  comment_cnt: number;
};

/**
 * A page of the posts the caller sees, newest first (ids are time-ordered), with what a card shows:
 * the class, the author, the emotions and the comments the caller sees — one statement whatever the
 * page holds.
 */
export async function visibleBoards(
  db: Executor,
  caller: Caller,
  today: IsoDate,
  filter: FeedFilter,
  page: { before?: string; limit: number },
): Promise<BoardRow[]> {
  let query = db
    .selectFrom('boards as b')
    .innerJoin('users as au', 'au.id', 'b.author_user_id')
    .leftJoin('classes as cl', (join) => join.onRef('cl.inst_id', '=', 'b.inst_id').onRef('cl.id', '=', 'b.class_id'))
    .leftJoin('memberships as am', (join) =>
      join
        .onRef('am.inst_id', '=', 'b.inst_id')
        .onRef('am.user_id', '=', 'b.author_user_id')
        .on('am.status', '=', 'active'),
    )
    .select([
      'b.id',
      'b.kind',
      'b.class_id',
      'cl.class_nm',
      'b.author_user_id',
      'au.user_nm as author_nm',
      sql<boolean>`am.user_id is not null`.as('author_member'),
      'am.relation_cd as author_relation_cd',
      'b.content',
      'b.hidden_at',
      'b.created_at',
      'b.edited_at',
      sql<{ emotion: Emotion; count: number }[]>`coalesce((
        select json_agg(json_build_object('emotion', fe.emotion, 'count', fe.n))
          from (select e.emotion, count(*)::int as n from board_emotions e
                 where e.inst_id = b.inst_id and e.board_id = b.id group by e.emotion) fe), '[]'::json)`.as('emotions'),
      sql<Emotion | null>`(select e.emotion from board_emotions e
         where e.inst_id = b.inst_id and e.board_id = b.id and e.user_id = ${caller.userId})`.as('my_emotion'),
      sql<number>`(select count(*)::int from board_comments c
          left join board_comments p on p.inst_id = c.inst_id and p.id = c.parent_id
         where c.inst_id = b.inst_id and c.board_id = b.id and ${commentsVisibleTo(caller)})`.as('comment_cnt'),
    ])
    .where(ofInst(caller.instId, 'b'))
    .where(postsVisibleTo(caller, today, 'b'));
  if (filter.scope === 'EA') query = query.where('b.class_id', '=', filter.classId);
  if (filter.scope === 'ONE') query = query.where('b.id', '=', filter.boardId);
  if (filter.scope === 'UH')
    query = query.where(
      sql<SqlBool>`exists (select 1 from board_tags t where t.inst_id = b.inst_id and t.board_id = b.id
                     and t.student_id = ${filter.studentId})`,
    );
  if (page.before) query = query.where('b.id', '<', page.before);
  const rows = await query.orderBy('b.id', 'desc').limit(page.limit).execute();
  return rows as BoardRow[];
}

export type BoardFileRow = {
  owner_id: string;
  upload_id: string;
  phone_upload_id: string | null;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: string;
  width: number | null;
  height: number | null;
  storage_key: string;
  phone_storage_key: string | null;
};

/** The files of posts (`owner: 'board'`) or of comments, in their order. */
export async function filesOf(
  db: Executor,
  instId: string,
  owner: 'board' | 'comment',
  ids: readonly string[],
): Promise<BoardFileRow[]> {
  if (ids.length === 0) return [];
  const column = owner === 'board' ? 'bf.board_id' : 'bf.comment_id';
  const rows = await db
    .selectFrom('board_files as bf')
    .innerJoin('uploads as u', 'u.id', 'bf.upload_id')
    .leftJoin('uploads as pu', 'pu.id', 'bf.phone_upload_id')
    .select([
      sql<string>`${sql.ref(column)}`.as('owner_id'),
      'bf.upload_id',
      'bf.phone_upload_id',
      'bf.kind',
      'bf.original_nm',
      'bf.content_type',
      'bf.size_bytes',
      'bf.width',
      'bf.height',
      'u.storage_key',
      'pu.storage_key as phone_storage_key',
    ])
    .where(ofInst(instId, 'bf'))
    .where(sql.ref(column), 'in', [...ids])
    .orderBy(sql.ref(column))
    .orderBy('bf.sort_order')
    .execute();
  return rows as BoardFileRow[];
}

export type TagRow = { board_id: string; student_id: string; student_nm: string; mine: boolean };

/** The tagged students of posts, with whether each is one of the caller's own (a family member's child). */
export async function tagsOf(db: Executor, caller: Caller, boardIds: readonly string[]): Promise<TagRow[]> {
  if (boardIds.length === 0) return [];
  return db
    .selectFrom('board_tags as t')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 't.inst_id').onRef('s.id', '=', 't.student_id'))
    .select([
      't.board_id',
      't.student_id',
      's.student_nm',
      sql<boolean>`${caller.scope === 'linked' ? linkedTo(caller.userId, 's') : sql`false`}`.as('mine'),
    ])
    .where(ofInst(caller.instId, 't'))
    .where('t.board_id', 'in', [...boardIds])
    .orderBy('s.student_nm')
    .execute() as Promise<TagRow[]>;
}

export type ReadCountRow = { board_id: string; student_max_cnt: number; read_cnt: number };

/** For the staff's cards: per post, its audience and how many of them have read it (a guardian's read counts). */
export async function readCountsOf(db: Executor, instId: string, boardIds: readonly string[]): Promise<ReadCountRow[]> {
  if (boardIds.length === 0) return [];
  const { rows } = await sql<ReadCountRow>`
    select b.id as board_id, count(s.id)::int as student_max_cnt,
           (count(s.id) filter (where exists (select 1 from board_reads r
              where r.inst_id = b.inst_id and r.board_id = b.id and ${readBelongsTo('r', 's')})))::int as read_cnt
      from boards b
      join lateral ${audienceOf('b')} a(student_id) on true
      join students s on s.inst_id = b.inst_id and s.id = a.student_id
     where ${ofInst(instId, 'b')} and b.id in (${sql.join([...boardIds])})
     group by b.id`.execute(db);
  return rows;
}

export type ReadListRow = {
  student_id: string;
  student_nm: string;
  read_at: Date | null;
  readers: { userNm: string; relation: string }[];
  /** The family's accounts (the student's own and connected guardians'), who hear of the post. */
  family: { userId: string; userNm: string; relation: string }[];
};

/** BoardReadListPage: each student of a post's audience, when their family first read it, and who read it. */
export async function readListOf(db: Executor, instId: string, boardId: string): Promise<ReadListRow[]> {
  const { rows } = await sql<ReadListRow>`
    select s.id as student_id, s.student_nm,
           (select min(r.read_at) from board_reads r
             where r.inst_id = b.inst_id and r.board_id = b.id and ${readBelongsTo('r', 's')}) as read_at,
           coalesce((select json_agg(json_build_object('userNm', u.user_nm,
                      'relation', case when u.id = s.user_id then '학생' else
                        coalesce((select g.relation_type from student_guardians g
                                   where g.inst_id = s.inst_id and g.student_id = s.id and g.user_id = u.id limit 1), '보호자') end)
                      order by r.read_at)
                       from board_reads r join users u on u.id = r.user_id
                      where r.inst_id = b.inst_id and r.board_id = b.id and ${readBelongsTo('r', 's')}), '[]'::json) as readers,
           coalesce((select json_agg(json_build_object('userId', u.id, 'userNm', u.user_nm, 'relation', f.relation)
                      order by f.relation = '학생' desc, u.user_nm)
                       from (select s.user_id, '학생' as relation where s.user_id is not null
                             union
                             select g.user_id, coalesce(g.relation_type, '보호자') from student_guardians g
                              where g.inst_id = s.inst_id and g.student_id = s.id and g.user_id is not null) f
                       join users u on u.id = f.user_id), '[]'::json) as family
      from boards b
      join lateral ${audienceOf('b')} a(student_id) on true
      join students s on s.inst_id = b.inst_id and s.id = a.student_id
     where ${ofInst(instId, 'b')} and b.id = ${boardId}
     order by s.student_nm, s.id`.execute(db);
  return rows;
}

/**
 * The accounts that may read a post and hear of it: the students of its audience and their
 * connected guardians, active members of the academy, but not `except` (its author).
 */
export async function audienceUserIds(
  db: Executor,
  instId: string,
  boardId: string,
  except: string,
): Promise<{ user_id: string; student_nm: string }[]> {
  const { rows } = await sql<{ user_id: string; student_nm: string }>`
    select distinct on (fu.user_id) fu.user_id, s.student_nm
      from boards b
      join lateral ${audienceOf('b')} a(student_id) on true
      join students s on s.inst_id = b.inst_id and s.id = a.student_id
      join lateral (select s.user_id union select g.user_id from student_guardians g
                     where g.inst_id = s.inst_id and g.student_id = s.id) fu(user_id) on fu.user_id is not null
      join memberships m on m.inst_id = b.inst_id and m.user_id = fu.user_id and m.status = 'active'
     where ${ofInst(instId, 'b')} and b.id = ${boardId} and fu.user_id <> ${except}
     order by fu.user_id, s.student_nm`.execute(db);
  return rows;
}

/** A post the caller sees, for a write or a check (`lock` holds it for the transaction). */
export async function findVisibleBoard(
  db: Executor,
  caller: Caller,
  today: IsoDate,
  boardId: string,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('boards as b')
    .select(['b.id', 'b.kind', 'b.class_id', 'b.author_user_id', 'b.content', 'b.hidden_at', 'b.post_date'])
    .where(ofInst(caller.instId, 'b'))
    .where('b.id', '=', boardId)
    .where(postsVisibleTo(caller, today, 'b'));
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type VisibleBoard = NonNullable<Awaited<ReturnType<typeof findVisibleBoard>>>;

export async function insertBoard(
  db: Executor,
  row: {
    instId: string;
    id: string;
    kind: 'class' | 'personal';
    classId: string | null;
    authorUserId: string;
    content: string;
    postDate: IsoDate;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('boards')
    .values({
      inst_id: row.instId,
      id: row.id,
      kind: row.kind,
      class_id: row.classId,
      author_user_id: row.authorUserId,
      content: row.content,
      post_date: row.postDate,
      created_at: row.now,
    })
    .execute();
}

export async function updateBoardContent(db: Executor, instId: string, boardId: string, content: string, now: Date) {
  await db
    .updateTable('boards')
    .set({ content, edited_at: now })
    .where(ofInst(instId))
    .where('id', '=', boardId)
    .execute();
}

export async function setBoardHidden(
  db: Executor,
  instId: string,
  boardId: string,
  hiddenBy: string | null,
  now: Date,
) {
  await db
    .updateTable('boards')
    .set({ hidden_at: hiddenBy ? now : null, hidden_by: hiddenBy })
    .where(ofInst(instId))
    .where('id', '=', boardId)
    .execute();
}

export async function deleteBoard(db: Executor, instId: string, boardId: string): Promise<void> {
  await db.deleteFrom('boards').where(ofInst(instId)).where('id', '=', boardId).execute();
}

export async function replaceTags(db: Executor, instId: string, boardId: string, studentIds: readonly string[]) {
  await db.deleteFrom('board_tags').where(ofInst(instId)).where('board_id', '=', boardId).execute();
  if (studentIds.length === 0) return;
  await db
    .insertInto('board_tags')
    .values(studentIds.map((studentId) => ({ inst_id: instId, board_id: boardId, student_id: studentId })))
    .execute();
}

export async function currentTagIds(db: Executor, instId: string, boardId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('board_tags')
    .select('student_id')
    .where(ofInst(instId))
    .where('board_id', '=', boardId)
    .execute();
  return rows.map((row) => row.student_id);
}

// ── writing: classes and students one may post to ────────────────────────────

/** The open classes a staff caller may post to (every one, or a teacher's own), by name. */
export async function postableClasses(db: Executor, caller: Caller) {
  let query = db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .where(ofInst(caller.instId, 'classes'))
    .where('classes.status', '=', 'open');
  if (caller.scope === 'own-classes') query = query.where(teaches(caller.userId, 'classes'));
  return query.orderBy('classes.class_nm').orderBy('classes.id').execute();
}

/** A student the caller sees today (a 알림장's recipient), or undefined. */
export async function visibleStudentNamed(db: Executor, caller: Caller, studentId: string, day: IsoDate) {
  return db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm'])
    .where(ofInst(caller.instId, 'students'))
    .where('students.id', '=', studentId)
    .where(studentsVisibleTo(caller, day))
    .executeTakeFirst();
}

// ── files ────────────────────────────────────────────────────────────────────

/** Records an uploaded feed file, waiting for the post or comment that will use it. */
export async function insertWaitingFile(
  db: Executor,
  row: {
    instId: string;
    uploadId: string;
    phoneUploadId: string | null;
    uploaderUserId: string;
    kind: 'image' | 'media' | 'document';
    originalNm: string;
    contentType: string;
    sizeBytes: number;
    width: number | null;
    height: number | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('board_files')
    .values({
      inst_id: row.instId,
      upload_id: row.uploadId,
      phone_upload_id: row.phoneUploadId,
      uploader_user_id: row.uploaderUserId,
      kind: row.kind,
      original_nm: row.originalNm,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      width: row.width,
      height: row.height,
      created_at: row.now,
    })
    .execute();
}

/** The caller's own uploaded files still waiting for a post or a comment, among `uploadIds`. */
export async function waitingFilesOf(db: Executor, caller: Caller, uploadIds: readonly string[]) {
  if (uploadIds.length === 0) return [];
  return db
    .selectFrom('board_files')
    .select(['upload_id', 'phone_upload_id', 'kind'])
    .where(ofInst(caller.instId))
    .where('uploader_user_id', '=', caller.userId)
    .where('board_id', 'is', null)
    .where('comment_id', 'is', null)
    .where('upload_id', 'in', [...uploadIds])
    .execute();
}

/** The files a post or a comment uses now. */
export async function filesOwnedBy(
  db: Executor,
  instId: string,
  owner: { boardId: string } | { commentIds: string[] },
) {
  let query = db.selectFrom('board_files').select(['upload_id', 'phone_upload_id', 'kind']).where(ofInst(instId));
  if ('boardId' in owner) query = query.where('board_id', '=', owner.boardId);
  else if (owner.commentIds.length === 0) return [];
  else query = query.where('comment_id', 'in', owner.commentIds);
  return query.execute();
}

/** Gives files their post or comment and their order (`uploadIds` in the order shown). */
export async function assignFiles(
  db: Executor,
  instId: string,
  owner: { boardId: string } | { commentId: string },
  uploadIds: readonly string[],
): Promise<void> {
  for (const [index, uploadId] of uploadIds.entries()) {
    await db
      .updateTable('board_files')
      .set({
        board_id: 'boardId' in owner ? owner.boardId : null,
        comment_id: 'commentId' in owner ? owner.commentId : null,
        sort_order: index,
      })
      .where(ofInst(instId))
      .where('upload_id', '=', uploadId)
      .execute();
  }
}

/**
 * A feed file by an upload id (the file itself or its phone-sized copy) if the caller may read it:
 * their own file still waiting, a file of a post they see, or of a comment they see on such a post.
 */
export async function readableFile(db: Executor, caller: Caller, today: IsoDate, uploadId: string) {
  const visibleBoard = (boardRef: Expression<string>) => sql<SqlBool>`exists (select 1 from boards b
      where b.inst_id = bf.inst_id and b.id = ${boardRef} and ${postsVisibleTo(caller, today, 'b')})`;
  return db
    .selectFrom('board_files as bf')
    .innerJoin('uploads as u', (join) => join.on('u.id', '=', uploadId))
    .select(['u.id', 'u.storage_key', 'u.content_type', 'u.original_nm', 'bf.upload_id'])
    .where(ofInst(caller.instId, 'bf'))
    .where(ofInst(caller.instId, 'u'))
    .where((eb) => eb.or([eb('bf.upload_id', '=', uploadId), eb('bf.phone_upload_id', '=', uploadId)]))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('bf.board_id', 'is', null),
          eb('bf.comment_id', 'is', null),
          eb('bf.uploader_user_id', '=', caller.userId),
        ]),
        eb.and([eb('bf.board_id', 'is not', null), visibleBoard(sql.ref('bf.board_id'))]),
        eb.and([
          eb('bf.comment_id', 'is not', null),
          sql<SqlBool>`exists (select 1 from board_comments c
              left join board_comments p on p.inst_id = c.inst_id and p.id = c.parent_id
             where c.inst_id = bf.inst_id and c.id = bf.comment_id and ${commentsVisibleTo(caller)}
               and ${visibleBoard(sql.ref('c.board_id'))})`,
        ]),
      ]),
    )
    .executeTakeFirst();
}

// ── comments ─────────────────────────────────────────────────────────────────

export type CommentRow = {
  id: string;
  board_id: string;
  parent_id: string | null;
  author_user_id: string;
  author_nm: string;
  author_member: boolean;
  author_relation_cd: string | null;
  content: string;
  secret: boolean;
  hidden_at: Date | null;
  created_at: Date;
  edited_at: Date | null;
};

function commentsQuery(db: Executor, caller: Caller) {
  return db
    .selectFrom('board_comments as c')
    .leftJoin('board_comments as p', (join) =>
      join.onRef('p.inst_id', '=', 'c.inst_id').onRef('p.id', '=', 'c.parent_id'),
    )
    .innerJoin('users as cu', 'cu.id', 'c.author_user_id')
    .leftJoin('memberships as cm', (join) =>
      join
        .onRef('cm.inst_id', '=', 'c.inst_id')
        .onRef('cm.user_id', '=', 'c.author_user_id')
        .on('cm.status', '=', 'active'),
    )
    .select([
      'c.id',
      'c.board_id',
      'c.parent_id',
      'c.author_user_id',
      'cu.user_nm as author_nm',
      sql<boolean>`cm.user_id is not null`.as('author_member'),
      'cm.relation_cd as author_relation_cd',
      'c.content',
      'c.secret',
      'c.hidden_at',
      'c.created_at',
      'c.edited_at',
    ])
    .where(ofInst(caller.instId, 'c'))
    .where(commentsVisibleTo(caller));
}

/** A page of a post's comments the caller sees, oldest first. */
export async function visibleComments(
  db: Executor,
  caller: Caller,
  boardId: string,
  page: { after?: string; limit: number },
): Promise<CommentRow[]> {
  let query = commentsQuery(db, caller).where('c.board_id', '=', boardId).where('c.parent_id', 'is', null);
  if (page.after) query = query.where('c.id', '>', page.after);
  return (await query.orderBy('c.id').limit(page.limit).execute()) as CommentRow[];
}

/** The re-replies the caller sees under the given comments, oldest first, at most REREPLIES_PER_COMMENT_MAX each. */
export async function visibleRereplies(
  db: Executor,
  caller: Caller,
  commentIds: readonly string[],
): Promise<CommentRow[]> {
  if (commentIds.length === 0) return [];
  const ranked = commentsQuery(db, caller)
    .select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('rank'))
    .where('c.parent_id', 'in', [...commentIds]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.rank', '<=', REREPLIES_PER_COMMENT_MAX)
    .orderBy('r.id')
    .execute();
  return rows as unknown as CommentRow[];
}

/** One comment of a post that the caller sees (with its parent's author), for a write. */
export async function findVisibleComment(db: Executor, caller: Caller, boardId: string, commentId: string) {
  return commentsQuery(db, caller)
    .select(['p.author_user_id as parent_author_user_id', 'p.secret as parent_secret'])
    .where('c.board_id', '=', boardId)
    .where('c.id', '=', commentId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Executor,
  row: {
    instId: string;
    id: string;
    boardId: string;
    parentId: string | null;
    authorUserId: string;
    content: string;
    secret: boolean;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('board_comments')
    .values({
      inst_id: row.instId,
      id: row.id,
      board_id: row.boardId,
      parent_id: row.parentId,
      author_user_id: row.authorUserId,
      content: row.content,
      secret: row.secret,
      created_at: row.now,
    })
    .execute();
}

export async function updateComment(
  db: Executor,
  instId: string,
  commentId: string,
  change: { content: string; secret: boolean; now: Date },
) {
  await db
    .updateTable('board_comments')
    .set({ content: change.content, secret: change.secret, edited_at: change.now })
    .where(ofInst(instId))
    .where('id', '=', commentId)
    .execute();
}

export async function setCommentHidden(
  db: Executor,
  instId: string,
  commentId: string,
  hiddenBy: string | null,
  now: Date,
) {
  await db
    .updateTable('board_comments')
    .set({ hidden_at: hiddenBy ? now : null, hidden_by: hiddenBy })
    .where(ofInst(instId))
    .where('id', '=', commentId)
    .execute();
}

/** The ids of a comment and of its re-replies (their files go when it goes). */
export async function commentTreeIds(db: Executor, instId: string, commentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('board_comments')
    .select('id')
    .where(ofInst(instId))
    .where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)]))
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteComment(db: Executor, instId: string, commentId: string): Promise<void> {
  await db.deleteFrom('board_comments').where(ofInst(instId)).where('id', '=', commentId).execute();
}

/** The ids of a post's comments and re-replies (their files go when the post goes). */
export async function commentIdsOfBoard(db: Executor, instId: string, boardId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('board_comments')
    .select('id')
    .where(ofInst(instId))
    .where('board_id', '=', boardId)
    .execute();
  return rows.map((row) => row.id);
}

// ── emotions and reads ───────────────────────────────────────────────────────

export async function setEmotion(
  db: Executor,
  row: { instId: string; boardId: string; userId: string; emotion: Emotion; now: Date },
) {
  await db
    .insertInto('board_emotions')
    .values({
      inst_id: row.instId,
      board_id: row.boardId,
      user_id: row.userId,
      emotion: row.emotion,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['inst_id', 'board_id', 'user_id']).doUpdateSet({ emotion: row.emotion, created_at: row.now }),
    )
    .execute();
}

export async function clearEmotion(db: Executor, instId: string, boardId: string, userId: string) {
  await db
    .deleteFrom('board_emotions')
    .where(ofInst(instId))
    .where('board_id', '=', boardId)
    .where('user_id', '=', userId)
    .execute();
}

/** The emotions of one post and the caller's own. */
export async function emotionsOf(db: Executor, instId: string, boardId: string, userId: string) {
  return db
    .selectFrom('board_emotions')
    .select(['emotion', sql<number>`count(*)::int`.as('count'), sql<boolean>`bool_or(user_id = ${userId})`.as('mine')])
    .where(ofInst(instId))
    .where('board_id', '=', boardId)
    .groupBy('emotion')
    .execute();
}

/** Marks the posts among `boardIds` that the caller sees as read by them (once); answers how many were new. */
export async function markRead(
  db: Executor,
  caller: Caller,
  today: IsoDate,
  boardIds: readonly string[],
  now: Date,
): Promise<number> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('board_reads')
    .columns(['inst_id', 'board_id', 'user_id', 'read_at'])
    .expression(
      db
        .selectFrom('boards as b')
        .select([
          'b.inst_id',
          'b.id',
          sql<string>`${caller.userId}::uuid`.as('user_id'),
          sql<Date>`${now}::timestamptz`.as('read_at'),
        ])
        .where(ofInst(caller.instId, 'b'))
        .where('b.id', 'in', [...boardIds])
        .where(postsVisibleTo(caller, today, 'b')),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(numInsertedOrUpdatedRows ?? 0);
}

// ── reports ──────────────────────────────────────────────────────────────────

export async function insertReport(
  db: Executor,
  row: {
    instId: string;
    id: string;
    boardId: string;
    commentId: string | null;
    reporterUserId: string;
    reason: ReportReason;
    text: string;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('board_reports')
    .values({
      inst_id: row.instId,
      id: row.id,
      board_id: row.boardId,
      comment_id: row.commentId,
      reporter_user_id: row.reporterUserId,
      reason: row.reason,
      text: row.text,
      created_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The reports on posts the caller sees (open ones, or all), newest first. */
export async function reportsVisibleTo(db: Executor, caller: Caller, today: IsoDate, open: boolean) {
  let query = db
    .selectFrom('board_reports as r')
    .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'r.inst_id').onRef('b.id', '=', 'r.board_id'))
    .leftJoin('board_comments as c', (join) =>
      join.onRef('c.inst_id', '=', 'r.inst_id').onRef('c.id', '=', 'r.comment_id'),
    )
    .innerJoin('users as ru', 'ru.id', 'r.reporter_user_id')
    .select([
      'r.id',
      'r.board_id',
      'r.comment_id',
      'r.reason',
      'r.text',
      'ru.user_nm as reporter_nm',
      sql<string>`coalesce(c.content, b.content)`.as('target_content'),
      sql<boolean>`coalesce(c.hidden_at, b.hidden_at) is not null`.as('target_hidden'),
      'r.created_at',
      'r.resolved_at',
    ])
    .where(ofInst(caller.instId, 'r'))
    .where(postsVisibleTo(caller, today, 'b'));
  if (open) query = query.where('r.resolved_at', 'is', null);
  return query.orderBy('r.created_at', 'desc').limit(200).execute();
}

export async function findReport(db: Executor, caller: Caller, today: IsoDate, reportId: string) {
  return db
    .selectFrom('board_reports as r')
    .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'r.inst_id').onRef('b.id', '=', 'r.board_id'))
    .select(['r.id', 'r.board_id', 'r.comment_id', 'r.resolved_at'])
    .where(ofInst(caller.instId, 'r'))
    .where('r.id', '=', reportId)
    .where(postsVisibleTo(caller, today, 'b'))
    .executeTakeFirst();
}

/** Resolves the open reports of a post (its comments too when `commentId` is undefined) or of one comment. */
export async function resolveReports(
  db: Executor,
  input: {
    instId: string;
    target: { reportId: string } | { boardId: string; commentId?: string };
    resolution: 'hidden' | 'deleted' | 'dismissed';
    by: string;
    now: Date;
  },
): Promise<void> {
  let query = db
    .updateTable('board_reports')
    .set({ resolved_at: input.now, resolved_by: input.by, resolution: input.resolution })
    .where(ofInst(input.instId))
    .where('resolved_at', 'is', null);
  const { target } = input;
  if ('reportId' in target) query = query.where('id', '=', target.reportId);
  else {
    query = query.where('board_id', '=', target.boardId);
    if (target.commentId) query = query.where('comment_id', '=', target.commentId);
  }
  await query.execute();
}
