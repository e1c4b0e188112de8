import {
  type FeedCommentFacts,
  type FeedPostFacts,
  type FeedViewer,
  mayViewComment,
  mayViewPost,
} from '@academy/domain/feed/feed.rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { type Caller, resolveCaller } from '../../platform/access/access';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { enrol, insertStudent } from '../attendance/attendance.test-helpers';
import { tempDataDir } from '../classes/classes.test-helpers';
import { FEED_ACCESS } from './feed.access';
import { insertBoard, insertComment, replaceTags, setBoardHidden, setCommentHidden } from './feed.queries';
import { createFeedWorld } from './feed.test-helpers';
import { commentsVisibleTo, postsVisibleTo } from './feed.visibility';

/**
 * The feed's visibility in SQL (`feed.visibility.ts`) equals the domain's rules (`mayViewPost`,
 * `mayViewComment`) for every reader of a world holding each kind of post and comment: untagged,
 * tagged, 알림장, hidden, posted before a student joined or after one left, and comments secret,
 * hidden, answered openly and secretly. The facts the domain reads are gathered from the same rows.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const TODAY = '2026-11-23';
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createFeedWorld(app, db, clock.now());
const { instId } = w;

// 마루 joined class A on 2026-11-10 (after the old posts); 바다 left class A on 2026-11-05 (her parent is parentD).
const joined = await insertStudent(db, instId, { studentNm: '정마루', guardians: [{ userId: w.parentB.userId }] });
const left = await insertStudent(db, instId, { studentNm: '한바다', guardians: [{ userId: w.parentD.userId }] });
await enrol(db, instId, w.classA, [joined.id], { start: '2026-11-10' });
await enrol(db, instId, w.classA, [left.id], { start: '2026-03-02', end: '2026-11-05' });

const post = async (input: {
  kind?: 'class' | 'personal';
  classId?: string | null;
  author?: string;
  date: string;
  tags?: string[];
  hidden?: boolean;
}) => {
  const id = newId();
  await insertBoard(db, {
    instId,
    id,
    kind: input.kind ?? 'class',
    classId: input.kind === 'personal' ? null : (input.classId ?? w.classA),
    authorUserId: input.author ?? w.teacher.userId,
    content: id,
    postDate: input.date,
    now: new Date(`${input.date}T03:00:00Z`),
  });
  await replaceTags(db, instId, id, input.tags ?? []);
  if (input.hidden) await setBoardHidden(db, instId, id, w.director.userId, clock.now());
  return id;
};

const posts = [
  await post({ date: '2026-11-01' }),
  await post({ date: '2026-11-20' }),
  await post({ date: '2026-11-20', tags: [w.students.a, w.students.b] }),
  await post({ date: '2026-11-20', tags: [w.students.c] }),
  await post({ date: '2026-11-20', hidden: true }),
  await post({ date: '2026-11-20', tags: [joined.id], hidden: true }),
  await post({ date: '2026-11-21', classId: w.classB, author: w.otherTeacher.userId }),
  await post({ date: '2026-11-21', classId: w.classB, author: w.teacher.userId }),
  await post({ date: '2026-11-22', kind: 'personal', tags: [w.students.c] }),
  await post({ date: '2026-11-22', kind: 'personal', tags: [w.students.d], author: w.otherTeacher.userId }),
  await post({ date: '2026-11-22', kind: 'personal', tags: [w.students.d], author: w.director.userId }),
  await post({ date: '2026-11-02', kind: 'personal', tags: [left.id], author: w.director.userId }),
];

const readers = {
  director: w.director,
  manager: w.manager,
  teacher: w.teacher,
  otherTeacher: w.otherTeacher,
  parentA: w.parentA,
  parentB: w.parentB,
  parentC: w.parentC,
  parentD: w.parentD,
  studentB: w.studentB,
};

async function callerOf(userId: string): Promise<Caller> {
  return resolveCaller(db, userId, instId, FEED_ACCESS.read);
}

/** The reader as the domain sees them, from the rows. */
async function viewerOf(caller: Caller): Promise<FeedViewer> {
  if (caller.scope === 'all') return { scope: 'all', userId: caller.userId };
  if (caller.scope === 'own-classes') {
    const taught = await db
      .selectFrom('class_teachers')
      .select('class_id')
      .where(ofInst(instId))
      .where('user_id', '=', caller.userId)
      .execute();
    return { scope: 'own-classes', userId: caller.userId, taughtClassIds: new Set(taught.map((row) => row.class_id)) };
  }
  const { rows } = await sql<{ id: string }>`select s.id from students s where s.inst_id = ${instId}
     and (s.user_id = ${caller.userId} or exists (select 1 from student_guardians g
       where g.inst_id = s.inst_id and g.student_id = s.id and g.user_id = ${caller.userId}))`.execute(db);
  return { scope: 'linked', userId: caller.userId, linkedStudentIds: new Set(rows.map((row) => row.id)) };
}

/** A post as the domain sees it, from the rows. */
async function factsOf(boardId: string): Promise<FeedPostFacts> {
  const board = await db.selectFrom('boards').selectAll().where('id', '=', boardId).executeTakeFirstOrThrow();
  const tags = await db.selectFrom('board_tags').select('student_id').where('board_id', '=', boardId).execute();
  const enrolments = await db.selectFrom('class_students').selectAll().where(ofInst(instId)).execute();
  const covers = (row: (typeof enrolments)[number], day: string) =>
    row.start_date <= day && (row.end_date === null || row.end_date >= day);
  const tagIds = tags.map((tag) => tag.student_id);
  return {
    kind: board.kind,
    classId: board.class_id,
    authorUserId: board.author_user_id,
    hidden: board.hidden_at !== null,
    taggedStudentIds: tagIds,
    enrolledStudentIds: enrolments
      .filter((row) => row.class_id === board.class_id && covers(row, board.post_date))
      .map((row) => row.student_id),
    studentClassIds: enrolments
      .filter((row) => tagIds.includes(row.student_id) && covers(row, TODAY))
      .map((row) => row.class_id),
  };
}

describe('post visibility: SQL and domain agree', () => {
  it('for every reader and every post', async () => {
    const facts = new Map(await Promise.all(posts.map(async (id) => [id, await factsOf(id)] as const)));
    for (const [name, reader] of Object.entries(readers)) {
      const caller = await callerOf(reader.userId);
      const viewer = await viewerOf(caller);
      const rows = await db
        .selectFrom('boards as b')
        .select('b.id')
        .where(ofInst(instId, 'b'))
        .where('b.id', 'in', posts)
        .where(postsVisibleTo(caller, TODAY, 'b'))
        .execute();
      const bySql = rows.map((row) => row.id).sort();
      const byDomain = posts.filter((id) => mayViewPost(viewer, facts.get(id) as FeedPostFacts)).sort();
      expect(bySql, name).toEqual(byDomain);
    }
  });

  it('sees what the rules promise in this world', async () => {
    const visible = async (reader: keyof typeof readers) => {
      const caller = await callerOf(readers[reader].userId);
      const rows = await db
        .selectFrom('boards as b')
        .select('b.id')
        .where('b.id', 'in', posts)
        .where(postsVisibleTo(caller, TODAY, 'b'))
        .execute();
      return new Set(rows.map((row) => row.id));
    };
    const parentB = await visible('parentB');
    // parentB's 마루 joined after the first post; their 나준 was there: they see it through 나준.
    expect(parentB.has(posts[0] as string)).toBe(true);
    expect(parentB.has(posts[3] as string)).toBe(false);
    expect(parentB.has(posts[5] as string)).toBe(false);
    const parentD = await visible('parentD');
    // 바다 left class A before the post of 11-20, but was there on 11-01.
    expect(parentD.has(posts[0] as string)).toBe(true);
    expect(parentD.has(posts[1] as string)).toBe(false);
    expect(parentD.has(posts[11] as string)).toBe(true);
    const teacher = await visible('teacher');
    expect(teacher.has(posts[7] as string)).toBe(true);
    expect(teacher.has(posts[9] as string)).toBe(false);
  });
});

describe('comment visibility: SQL and domain agree', () => {
  it('for every reader of a post and every comment', async () => {
    const boardId = posts[1] as string;
    type Made = { id: string; facts: FeedCommentFacts };
    const made: Made[] = [];
    const comment = async (
      author: string,
      options: { secret?: boolean; hidden?: boolean; parent?: Made } = {},
    ): Promise<Made> => {
      const id = newId();
      await insertComment(db, {
        instId,
        id,
        boardId,
        parentId: options.parent?.id ?? null,
        authorUserId: author,
        content: id,
        secret: options.secret ?? false,
        now: clock.now(),
      });
      if (options.hidden) await setCommentHidden(db, instId, id, w.director.userId, clock.now());
      const parent = options.parent?.facts;
      const facts: FeedCommentFacts = {
        authorUserId: author,
        secret: options.secret ?? false,
        hidden: options.hidden ?? false,
        ...(parent
          ? { parent: { authorUserId: parent.authorUserId, secret: parent.secret, hidden: parent.hidden } }
          : {}),
      };
      const entry = { id, facts };
      made.push(entry);
      return entry;
    };
    const open = await comment(w.parentA.userId);
    const secret = await comment(w.parentB.userId, { secret: true });
    const hidden = await comment(w.parentC.userId, { hidden: true });
    await comment(w.teacher.userId, { parent: open });
    await comment(w.teacher.userId, { parent: open, secret: true });
    await comment(w.parentC.userId, { parent: open, secret: true });
    await comment(w.teacher.userId, { parent: secret });
    await comment(w.parentB.userId, { parent: secret, secret: true });
    await comment(w.parentA.userId, { parent: hidden });
    await comment(w.parentB.userId, { parent: open, hidden: true });

    for (const [name, reader] of Object.entries(readers)) {
      const caller = await callerOf(reader.userId);
      const viewer = await viewerOf(caller);
      const rows = await db
        .selectFrom('board_comments as c')
        .leftJoin('board_comments as p', (join) =>
          join.onRef('p.inst_id', '=', 'c.inst_id').onRef('p.id', '=', 'c.parent_id'),
        )
        .select('c.id')
        .where('c.board_id', '=', boardId)
        .where(commentsVisibleTo(caller))
        .execute();
      const bySql = rows.map((row) => row.id).sort();
      const byDomain = made
        .filter((entry) => mayViewComment(viewer, entry.facts))
        .map((entry) => entry.id)
        .sort();
      expect(bySql, name).toEqual(byDomain);
    }
  });
});
