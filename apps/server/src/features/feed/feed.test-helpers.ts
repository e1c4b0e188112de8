import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Caller } from '../attendance/attendance.test-helpers';
import { multipartFile } from '../classes/classes.test-helpers';

/**
 * Test helpers of the feed: uploads and posts made through the API, in the academy of classes and
 * families of test/class-families-world.ts.
 */

import { jpegBytes } from '../../../test/class-families-world';

export {
  type ClassFamiliesWorld as FeedWorld,
  createClassFamiliesWorld as createFeedWorld,
  jpegBytes,
} from '../../../test/class-families-world';

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
