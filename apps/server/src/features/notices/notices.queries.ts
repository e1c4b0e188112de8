import type { NoticeCursor } from '@academy/domain/notice/notice.rules';
import type { NoticeAudience } from '@academy/domain/notice/notice.schema';
import type { UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Executor, NoticesTable } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * The notice rows: finding one the caller sees, the lists (pinned first, newest send time, cursor
 * pages), writing, and the chosen audience. Every read is scoped by the academy and by what the
 * caller sees (`noticesVisibleTo`).
 */

export type NoticeRow = Selectable<NoticesTable>;

/**
 * The notices a caller sees (never deleted ones): every notice for those who manage all of them;
 * otherwise the notices they wrote and those sent to them (the whole academy, their class, their
 * child's class, or them by name — all recorded per person when it was sent).
 */
export function noticesVisibleTo(userId: string, managesAll: boolean, table = 'n'): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const alive = sql<SqlBool>`${column('deleted_at')} is null`;
  if (managesAll) return alive;
  return sql<SqlBool>`${alive} and (${column('writer_user_id')} = ${userId} or (${column('sent_at')} is not null
    and exists (select 1 from notice_recipients r
                 where r.inst_id = ${column('inst_id')} and r.notice_id = ${column('id')} and r.user_id = ${userId})))`;
}

/** A notice the caller sees, or undefined; `lock` holds it for an edit. */
export async function findVisibleNotice(
  db: Executor,
  caller: Caller,
  input: { noticeId: string; managesAll: boolean; lock?: boolean },
): Promise<NoticeRow | undefined> {
  let query = db
    .selectFrom('notices as n')
    .selectAll('n')
    .where(ofInst(caller.instId, 'n'))
    .where('n.id', '=', input.noticeId)
    .where(noticesVisibleTo(caller.userId, input.managesAll));
  if (input.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A notice of the academy, deleted or not (its history stays readable), or undefined. */
export async function findNoticeEvenDeleted(db: Executor, instId: string, noticeId: string) {
  return db.selectFrom('notices').selectAll().where(ofInst(instId)).where('id', '=', noticeId).executeTakeFirst();
}

export type NoticeListRow = {
  id: string;
  title: string;
  content: string;
  writer_nm: string;
  pinned: boolean;
  confirm_requested: boolean;
  audience_kind: NoticeAudience['kind'];
  class_nms: string[];
  people_cnt: number;
  publish_at: Date;
  sent_at: Date | null;
  image_cnt: number;
  file_cnt: number;
  manageable: boolean;
  /** The notice went to the caller (for a child, or as staff). */
  recipient: boolean;
  /** The caller is told of it for a child (a family member it went to). */
  family_recipient: boolean;
  read_at: Date | null;
  confirmed_at: Date | null;
  read_cnt: number | null;
  student_max_cnt: number | null;
  confirm_cnt: number | null;
};

/**
 * Children of a notice whose family has read it (`readCnt`) or confirmed it: one of the child's
 * family accounts has a read row (with a confirmation). A correlated count over `n`, written as
 * lookups by key (each recipient's read by its primary key, `limit 1` keeping it a lookup), so its
 * cost follows the number of recipients whatever the planner knows of the tables.
 */
function childrenCount(confirmed: boolean) {
  const condition = confirmed ? sql`and rd.confirmed_at is not null` : sql``;
  return sql<number>`(select count(*)::int from notice_students ns
    where ns.inst_id = n.inst_id and ns.notice_id = n.id
      and (select count(*) from notice_recipients r
             cross join lateral (select 1 from notice_reads rd
                                  where rd.inst_id = r.inst_id and rd.notice_id = r.notice_id
                                    and rd.user_id = r.user_id ${condition} limit 1) rd
            where r.inst_id = ns.inst_id and r.notice_id = ns.notice_id and r.student_id = ns.student_id) > 0)`;
}

/** The name the academy shows for a person: its own display name, else the account's. */
const memberName = (userColumn: string) => sql<string>`coalesce((select m.display_nm from memberships m
    where m.inst_id = n.inst_id and m.user_id = ${sql.ref(userColumn)}), (select u.user_nm from users u
    where u.id = ${sql.ref(userColumn)}), '')`;

/** Whether the caller manages a notice: every one (the director, managers with 020), or their own. */
const manageableBy = (caller: Caller, managesAll: boolean) =>
  managesAll ? sql<boolean>`true` : sql<boolean>`n.writer_user_id = ${caller.userId}`;

/** The academy's notices (`n`) with the caller's own read and 확인 (`me`), for the list and the detail. */
const noticesWithMyRead = (db: Executor, caller: Caller) =>
  db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as me', (join) =>
      join
        .onRef('me.inst_id', '=', 'n.inst_id')
        .onRef('me.notice_id', '=', 'n.id')
        .on('me.user_id', '=', caller.userId),
    );

/**
 * What the caller is to a notice (manager, recipient, recipient for a child) and, for its managers
 * only, how many children it reached, read it and confirmed it (null for everyone else).
 */
function readerState(caller: Caller, manageable: ReturnType<typeof manageableBy>) {
  const counted = (value: ReturnType<typeof childrenCount>) =>
    sql<number | null>`case when ${manageable} then ${value} end`;
  return [
    manageable.as('manageable'),
    sql<boolean>`exists (select 1 from notice_recipients r where r.inst_id = n.inst_id and r.notice_id = n.id
      and r.user_id = ${caller.userId})`.as('recipient'),
    sql<boolean>`exists (select 1 from notice_recipients r where r.inst_id = n.inst_id and r.notice_id = n.id
      and r.user_id = ${caller.userId} and r.student_id is not null)`.as('family_recipient'),
    counted(childrenCount(false)).as('read_cnt'),
    counted(childrenCount(true)).as('confirm_cnt'),
    counted(
      sql<number>`(select count(*)::int from notice_students ns where ns.inst_id = n.inst_id and ns.notice_id = n.id)`,
    ).as('student_max_cnt'),
  ] as const;
}

/**
 * One page of notices in the order of every list — pinned first, then the newest send time — one
 * statement: each with its writer, its classes, whether the caller read and confirmed it and, for
 * the notices the caller manages, the read and confirmation counts per child.
 */
export async function noticePage(
  db: Executor,
  caller: Caller,
  input: {
    managesAll: boolean;
    /** Only notices the caller manages (NoticeList), or every notice they see. */
    managedOnly: boolean;
    classId?: string;
    cursor: NoticeCursor | null;
    limit: number;
  },
): Promise<NoticeListRow[]> {
  const manageable = manageableBy(caller, input.managesAll);
  let query = noticesWithMyRead(db, caller)
    .select([
      'n.id',
      'n.title',
      'n.content',
      'n.pinned',
      'n.confirm_requested',
      'n.audience_kind',
      'n.publish_at',
      'n.sent_at',
      'me.read_at',
      'me.confirmed_at',
      memberName('n.writer_user_id').as('writer_nm'),
      sql<string[]>`coalesce((select array_agg(c.class_nm order by c.class_nm) from notice_targets t
        join classes c on c.inst_id = t.inst_id and c.id = t.class_id
        where t.inst_id = n.inst_id and t.notice_id = n.id), '{}')`.as('class_nms'),
      sql<number>`(select count(*)::int from notice_targets t
        where t.inst_id = n.inst_id and t.notice_id = n.id and t.class_id is null)`.as('people_cnt'),
      sql<number>`cardinality(n.image_upload_ids)`.as('image_cnt'),
      sql<number>`cardinality(n.file_upload_ids)`.as('file_cnt'),
      ...readerState(caller, manageable),
    ])
    .where(ofInst(caller.instId, 'n'))
    .where(noticesVisibleTo(caller.userId, input.managesAll));
  if (input.managedOnly) query = query.where(manageable);
  if (input.classId)
    query = query.where(
      sql<SqlBool>`exists (select 1 from notice_targets t where t.inst_id = n.inst_id and t.notice_id = n.id
        and t.class_id = ${input.classId})`,
    );
  if (input.cursor) {
    const { pinned, publishAt, noticeId } = input.cursor;
    query = query.where(sql<SqlBool>`(n.pinned, n.publish_at, n.id) < (${pinned}, ${publishAt}, ${noticeId}::uuid)`);
  }
  return query
    .orderBy('n.pinned', 'desc')
    .orderBy('n.publish_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(input.limit)
    .execute() as Promise<NoticeListRow[]>;
}

export type NoticeDetailRow = NoticeListRow & {
  writer_user_id: string;
  alim_talk: boolean;
  advertising: boolean;
  send_at: Date | null;
  created_at: Date;
  edited_at: Date | null;
  targets: { kind: 'class' | 'student' | 'staff'; id: string; name: string }[];
  attachments: {
    id: string;
    purpose: 'notice-image' | 'notice-file';
    name: string;
    size: number;
    content_type: string;
    storage_key: string;
  }[];
  image_upload_ids: string[];
  file_upload_ids: string[];
};

/** One notice as its screen shows it, in one statement: the page's columns, its targets and attachments. */
export async function noticeDetail(
  db: Executor,
  caller: Caller,
  input: { noticeId: string; managesAll: boolean },
): Promise<NoticeDetailRow | undefined> {
  const manageable = manageableBy(caller, input.managesAll);
  const row = await noticesWithMyRead(db, caller)
    .select([
      'n.id',
      'n.title',
      'n.content',
      'n.writer_user_id',
      'n.pinned',
      'n.confirm_requested',
      'n.alim_talk',
      'n.advertising',
      'n.audience_kind',
      'n.send_at',
      'n.publish_at',
      'n.sent_at',
      'n.created_at',
      'n.edited_at',
      'n.image_upload_ids',
      'n.file_upload_ids',
      'me.read_at',
      'me.confirmed_at',
      memberName('n.writer_user_id').as('writer_nm'),
      ...readerState(caller, manageable),
      sql<NoticeDetailRow['targets']>`coalesce((select json_agg(json_build_object(
          'kind', case when t.class_id is not null then 'class' when t.student_id is not null then 'student' else 'staff' end,
          'id', coalesce(t.class_id, t.student_id, t.user_id),
          'name', coalesce(c.class_nm, s.student_nm, (select coalesce(m.display_nm, u.user_nm) from users u
                    left join memberships m on m.inst_id = t.inst_id and m.user_id = u.id where u.id = t.user_id), ''))
          order by c.class_nm, s.student_nm, t.id)
        from notice_targets t
        left join classes c on c.inst_id = t.inst_id and c.id = t.class_id
        left join students s on s.inst_id = t.inst_id and s.id = t.student_id
        where t.inst_id = n.inst_id and t.notice_id = n.id), '[]')`.as('targets'),
      sql<NoticeDetailRow['attachments']>`coalesce((select json_agg(json_build_object(
          'id', up.id, 'purpose', up.purpose, 'name', up.original_nm, 'size', up.size_bytes,
          'content_type', up.content_type, 'storage_key', up.storage_key))
        from uploads up
        where up.inst_id = n.inst_id and up.id = any(n.image_upload_ids || n.file_upload_ids)), '[]')`.as(
        'attachments',
      ),
    ])
    .where(ofInst(caller.instId, 'n'))
    .where('n.id', '=', input.noticeId)
    .where(noticesVisibleTo(caller.userId, input.managesAll))
    .executeTakeFirst();
  return row as NoticeDetailRow | undefined;
}

export async function insertNotice(db: Executor, row: Insertable<NoticesTable>): Promise<NoticeRow> {
  return db.insertInto('notices').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateNotice(
  db: Executor,
  instId: string,
  noticeId: string,
  change: Partial<Omit<Insertable<NoticesTable>, 'inst_id' | 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('notices').set(change).where(ofInst(instId)).where('id', '=', noticeId).execute();
}

/** What the writer chose, as rows of `notice_targets` (replacing any chosen before). */
export async function replaceTargets(db: Executor, instId: string, noticeId: string, audience: NoticeAudience) {
  await db.deleteFrom('notice_targets').where(ofInst(instId)).where('notice_id', '=', noticeId).execute();
  const base = { inst_id: instId, notice_id: noticeId, class_id: null, student_id: null, user_id: null };
  const rows =
    audience.kind === 'classes'
      ? audience.classIds.map((classId) => ({ ...base, id: newId(), class_id: classId }))
      : audience.kind === 'people'
        ? [
            ...audience.studentIds.map((studentId) => ({ ...base, id: newId(), student_id: studentId })),
            ...audience.staffUserIds.map((userId) => ({ ...base, id: newId(), user_id: userId })),
          ]
        : [];
  if (rows.length > 0) await db.insertInto('notice_targets').values(rows).execute();
}

/** The audience a notice was written for, from its chosen targets. */
export async function audienceOf(db: Executor, notice: Pick<NoticeRow, 'inst_id' | 'id' | 'audience_kind'>) {
  const rows = await db
    .selectFrom('notice_targets')
    .select(['class_id', 'student_id', 'user_id'])
    .where(ofInst(notice.inst_id))
    .where('notice_id', '=', notice.id)
    .orderBy('id')
    .execute();
  const ids = (pick: (row: (typeof rows)[number]) => string | null) =>
    rows.map(pick).filter((id): id is string => id !== null);
  if (notice.audience_kind === 'academy') return { kind: 'academy' } as const satisfies NoticeAudience;
  if (notice.audience_kind === 'classes')
    return { kind: 'classes', classIds: ids((row) => row.class_id) } as const satisfies NoticeAudience;
  return {
    kind: 'people',
    studentIds: ids((row) => row.student_id),
    staffUserIds: ids((row) => row.user_id),
  } as const satisfies NoticeAudience;
}

/**
 * Attaches a notice's pictures or files: uploads of this academy and purpose that nothing uses yet,
 * or that this notice already uses (`keeping`). Answers the ids it found, in the order asked.
 */
export async function attachNoticeUploads(
  db: Executor,
  input: { instId: string; purpose: UploadPurpose; ids: readonly string[]; keeping: readonly string[]; now: Date },
): Promise<Set<string>> {
  if (input.ids.length === 0) return new Set();
  const rows = await db
    .updateTable('uploads')
    .set({ attached_at: input.now })
    .where(ofInst(input.instId))
    .where('purpose', '=', input.purpose)
    .where('id', 'in', [...input.ids])
    .where((eb) =>
      input.keeping.length > 0
        ? eb.or([eb('attached_at', 'is', null), eb('id', 'in', [...input.keeping])])
        : eb('attached_at', 'is', null),
    )
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Lets go of uploads a notice no longer uses: the clean-up job removes them. */
export async function detachNoticeUploads(db: Executor, instId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ attached_at: null })
    .where(ofInst(instId))
    .where('purpose', 'in', ['notice-image', 'notice-file'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Scheduled notices whose time has come, locked for this sender (another process skips them). */
export async function claimDueNotices(db: Executor, now: Date, limit: number): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
