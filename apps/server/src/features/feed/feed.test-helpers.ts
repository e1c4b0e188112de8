import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createTestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../attendance/attendance.test-helpers';
import { multipartFile } from '../classes/classes.test-helpers';

/**
 * Test helpers of the feed: an academy with two classes and four families, signed-in callers for
 * every role, real JPEGs, uploads and posts made through the API.
 *
 * Class 수학A (taught by `teacher`) has 가윤 (parentA's child), 나준 (parentB's child, with their own
 * student account) and 다인 (parentC's child); class 영어B (taught by `otherTeacher`) has 라온
 * (parentD's child).
 */

export type FeedWorld = {
  academy: Academy;
  instId: string;
  classA: string;
  classB: string;
  students: { a: string; b: string; c: string; d: string };
  director: Caller;
  manager: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  parentA: Caller;
  parentB: Caller;
  parentC: Caller;
  parentD: Caller;
  /** 나준's own account. */
  studentB: Caller;
};

export async function createFeedWorld(app: FastifyInstance, db: Database, now: Date): Promise<FeedWorld> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  // The academy's own parent member is parentA (가윤's); three more families join.
  const parents = await Promise.all(
    ['나준아빠', '다인엄마', '라온아빠'].map((userNm) => createTestUser(db, { userNm })),
  );
  await db
    .insertInto('memberships')
    .values(parents.map((user) => ({ inst_id: instId, user_id: user.id, relation_cd: null, auth_cd: null })))
    .execute();
  const [parentBUser, parentCUser, parentDUser] = parents;
  const classA = await insertClass(db, instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });
  const classB = await insertClass(db, instId, { classNm: '영어B', teacherIds: [academy.otherTeacher.id] });
  const a = await insertStudent(db, instId, { studentNm: '김가윤', guardians: [{ userId: academy.parent.id }] });
  const b = await insertStudent(db, instId, {
    studentNm: '이나준',
    userId: academy.studentUser.id,
    guardians: [{ userId: parentBUser?.id }],
  });
  const c = await insertStudent(db, instId, { studentNm: '박다인', guardians: [{ userId: parentCUser?.id }] });
  const d = await insertStudent(db, instId, { studentNm: '최라온', guardians: [{ userId: parentDUser?.id }] });
  await enrol(db, instId, classA, [a.id, b.id, c.id], { start: '2026-03-02' });
  await enrol(db, instId, classB, [d.id], { start: '2026-03-02' });
  const as = (userId: string) => callerFor(app, db, userId, now);
  return {
    academy,
    instId,
    classA,
    classB,
    students: { a: a.id, b: b.id, c: c.id, d: d.id },
    director: await as(academy.director.id),
    manager: await as(academy.manager.id),
    teacher: await as(academy.teacher.id),
    otherTeacher: await as(academy.otherTeacher.id),
    parentA: await as(academy.parent.id),
    parentB: await as(parentBUser?.id as string),
    parentC: await as(parentCUser?.id as string),
    parentD: await as(parentDUser?.id as string),
    studentB: await as(academy.studentUser.id),
  };
}

/** A real JPEG of the given size and colour. */
export async function jpegBytes(width = 1600, height = 1200, colour = { r: 40, g: 160, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A small real PDF (the sniffer reads its header). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function expectOk(response: LightMyRequestResponse): void {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
}

/** Uploads a file as `caller` and answers its stored name. */
export async function uploadAs(
  caller: Caller,
  instId: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<{ fileNm: string; phoneUrl: string | null; url: string }> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/feed-files`,
    ...multipartFile(fileName, bytes, contentType),
  });
  expectOk(response);
  return response.json();
}

/** Posts to a class as `caller` (photos uploaded first) and answers the post's id. */
export async function postAs(
  caller: Caller,
  instId: string,
  body: { classId: string; content?: string; tagList?: string[]; photos?: number },
): Promise<string> {
  const feedImage: string[] = [];
  for (let index = 0; index < (body.photos ?? 0); index += 1)
    feedImage.push((await uploadAs(caller, instId, `사진${index}.jpg`, await jpegBytes(64, 48))).fileNm);
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/boards`,
    payload: {
      classId: body.classId,
      content: body.content ?? '오늘 수업 사진입니다.',
      tagList: body.tagList ?? [],
      feedImage,
    },
  });
  expectOk(response);
  return response.json().boardId;
}

/** Comments (or re-replies, with `parentId`) as `caller`; answers the comment's id. */
export async function commentAs(
  caller: Caller,
  instId: string,
  boardId: string,
  input: { content: string; secret?: boolean; parentId?: string },
): Promise<string> {
  const response = await caller.inject(
    input.parentId
      ? {
          method: 'POST',
          url: `/api/insts/${instId}/boards/${boardId}/comments/${input.parentId}/rereplies`,
          payload: { content: input.content, rereplySecretYn: input.secret ? 'Y' : 'N' },
        }
      : {
          method: 'POST',
          url: `/api/insts/${instId}/boards/${boardId}/comments`,
          payload: { content: input.content, secretYn: input.secret ? 'Y' : 'N' },
        },
  );
  expectOk(response);
  return response.json().commentId;
}

/** The post ids of a caller's feed page. */
export async function feedIdsOf(caller: Caller, instId: string, query = ''): Promise<string[]> {
  const response = await caller.inject({ method: 'GET', url: `/api/insts/${instId}/boards${query}` });
  expectOk(response);
  return response.json().items.map((item: { boardId: string }) => item.boardId);
}

/** The feed notifications a user received, by type and link. */
export async function feedNotificationsOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('type', 'like', 'feed-%')
    .orderBy('id')
    .execute();
}

/** Row counts of every table the feed writes (a refused request must leave them as they were). */
export async function feedTables(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'boards',
    'board_tags',
    'board_comments',
    'board_files',
    'board_emotions',
    'board_reads',
    'board_reports',
    'uploads',
    'notifications',
    'audit_log',
  ]) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
