import type { NoticeRecipientRow } from '@academy/domain/notice/notice.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * Who a notice went to and who read it: recording a send's recipients, a read (idempotent) and a
 * 확인했습니다, and the read list — per child with their family's accounts, and the staff — each in
 * one statement whatever the number of recipients.
 */

/** Records who a notice is sent to: the children addressed and, per child, the people told. */
export async function insertRecipients(
  db: Executor,
  input: { instId: string; noticeId: string; studentIds: readonly string[]; rows: readonly NoticeRecipientRow[] },
): Promise<void> {
  const { instId, noticeId } = input;
  if (input.studentIds.length > 0)
    await db
      .insertInto('notice_students')
      .values(input.studentIds.map((studentId) => ({ inst_id: instId, notice_id: noticeId, student_id: studentId })))
      .execute();
  if (input.rows.length > 0)
    await db
      .insertInto('notice_recipients')
      .values(
        input.rows.map((row) => ({
          inst_id: instId,
          notice_id: noticeId,
          user_id: row.userId,
          student_id: row.studentId,
          relation: row.relation,
        })),
      )
      .execute();
}

/**
 * Records that `userId` opened the notice, once (a later opening keeps the first time), and marks
 * read the notifications that told them of it. Only a person it was sent to gets a row.
 */
export async function recordRead(db: Executor, input: { instId: string; noticeId: string; userId: string; now: Date }) {
  await sql`
    with recorded as (
      insert into notice_reads (inst_id, notice_id, user_id, read_at)
      select r.inst_id, r.notice_id, r.user_id, ${input.now}::timestamptz from notice_recipients r
       where r.inst_id = ${input.instId} and r.notice_id = ${input.noticeId} and r.user_id = ${input.userId}
       limit 1
      on conflict (inst_id, notice_id, user_id) do nothing
    )
    update notifications set read_at = ${input.now}::timestamptz
     where user_id = ${input.userId} and inst_id = ${input.instId} and subject_kind = 'notice'
       and subject_id = ${input.noticeId} and read_at is null`.execute(db);
}

/** 확인했습니다: recorded once (with the reading, if it was not yet); answers when it was first confirmed. */
export async function recordConfirmation(
  db: Executor,
  input: { instId: string; noticeId: string; userId: string; now: Date },
): Promise<Date> {
  const row = await db
    .insertInto('notice_reads')
    .values({
      inst_id: input.instId,
      notice_id: input.noticeId,
      user_id: input.userId,
      read_at: input.now,
      confirmed_at: input.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['inst_id', 'notice_id', 'user_id'])
        .doUpdateSet({ confirmed_at: sql`coalesce(notice_reads.confirmed_at, excluded.confirmed_at)` }),
    )
    .returning('confirmed_at')
    .executeTakeFirstOrThrow();
  return row.confirmed_at ?? input.now;
}

export type ReadListFamilyMember = {
  userId: string;
  userNm: string;
  relation: string;
  readAt: string | null;
  confirmedAt: string | null;
};

export type ReadListChildRow = { student_id: string; student_nm: string; family: ReadListFamilyMember[] };

/**
 * The read of one recipient `r` (by its primary key): joined as a lateral lookup with `limit 1`, so
 * it stays a lookup per recipient whatever the planner knows of the tables.
 */
const readOf = sql`left join lateral (select rd.read_at, rd.confirmed_at from notice_reads rd
    where rd.inst_id = r.inst_id and rd.notice_id = r.notice_id and rd.user_id = r.user_id limit 1) rd on true`;

/** The name the academy shows for recipient `r`. */
const recipientName = sql<string>`(select coalesce(m.display_nm, u.user_nm) from users u
    left join memberships m on m.inst_id = r.inst_id and m.user_id = u.id where u.id = r.user_id)`;

/**
 * Each child a notice is addressed to with the accounts told for them and their reads, by name: the
 * children in one range of `notice_students`, each child's family by key (one statement).
 */
export async function readListChildren(db: Executor, instId: string, noticeId: string): Promise<ReadListChildRow[]> {
  const { rows } = await sql<ReadListChildRow>`
    select ns.student_id,
           (select s.student_nm from students s where s.inst_id = ns.inst_id and s.id = ns.student_id) as student_nm,
           (select coalesce(json_agg(json_build_object(
                      'userId', r.user_id,
                      'userNm', ${recipientName},
                      'relation', r.relation,
                      'readAt', rd.read_at,
                      'confirmedAt', rd.confirmed_at) order by r.relation, r.user_id), '[]')
              from notice_recipients r ${readOf}
             where r.inst_id = ns.inst_id and r.notice_id = ns.notice_id and r.student_id = ns.student_id) as family
      from notice_students ns
     where ns.inst_id = ${instId} and ns.notice_id = ${noticeId}
     order by student_nm, ns.student_id`.execute(db);
  return rows.map((row) => ({
    ...row,
    family: row.family.map((member) => ({
      ...member,
      readAt: member.readAt === null ? null : new Date(member.readAt).toISOString(),
      confirmedAt: member.confirmedAt === null ? null : new Date(member.confirmedAt).toISOString(),
    })),
  }));
}

export type ReadListStaffRow = {
  user_id: string;
  user_nm: string;
  relation_cd: '020' | '030' | '050' | '010' | null;
  read_at: Date | null;
};

/** The staff a notice went to, with their reads, by name (one statement). */
export async function readListStaff(db: Executor, instId: string, noticeId: string): Promise<ReadListStaffRow[]> {
  const { rows } = await sql<ReadListStaffRow>`
    select r.user_id, ${recipientName} as user_nm,
           (select m.relation_cd from memberships m where m.inst_id = r.inst_id and m.user_id = r.user_id) as relation_cd,
           rd.read_at
      from notice_recipients r ${readOf}
     where r.inst_id = ${instId} and r.notice_id = ${noticeId} and r.student_id is null
     order by relation_cd, user_nm, r.user_id`.execute(db);
  return rows;
}
