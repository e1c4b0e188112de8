import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Caller } from '../attendance/attendance.test-helpers';
import { multipartFile } from '../classes/classes.test-helpers';

/**
 * Test helpers of homework: uploads and homework given and handed in through the API, in the
 * academy of classes and families of test/class-families-world.ts.
 */

export {
  type ClassFamiliesWorld as HomeworkWorld,
  createClassFamiliesWorld as createHomeworkWorld,
  jpegBytes,
} from '../../../test/class-families-world';

/** A small real PDF (the sniffer reads its header). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function expectStatus(response: LightMyRequestResponse, status = 200): void {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

/** Uploads a file as `caller` (staff: an attachment; a family: a hand-in) and answers its view. */
export async function uploadAs(
  caller: Caller,
  instId: string,
  kind: 'homework' | 'submission',
  fileName: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<{ fileNm: string; url: string; phoneUrl: string | null }> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/${kind === 'homework' ? 'homework-files' : 'homework-submission-files'}`,
    ...multipartFile(fileName, bytes, contentType),
  });
  expectStatus(response);
  return response.json();
}

/** Gives homework as `caller` and answers its id. */
export async function giveAs(
  caller: Caller,
  instId: string,
  body: { classId: string; title?: string; dueAt: string; studentIds?: string[]; files?: string[] },
): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework`,
    payload: { title: '수학 익힘책 12~13쪽', instructions: '풀이 과정을 써 주세요.', ...body },
  });
  expectStatus(response);
  return response.json().homeworkId;
}

/** Hands in as `caller` for `studentId`; answers the response. */
export async function submitAs(
  caller: Caller,
  instId: string,
  homeworkId: string,
  body: { studentId: string; text?: string; files?: string[] },
) {
  return caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework/${homeworkId}/submissions`,
    payload: { text: '다 풀었습니다.', ...body },
  });
}

/** Checks as `caller`; answers the response. */
export async function checkAs(
  caller: Caller,
  instId: string,
  homeworkId: string,
  studentId: string,
  body: { result: 'completed' | 'revision'; comment?: string },
) {
  return caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework/${homeworkId}/submissions/${studentId}/check`,
    payload: body,
  });
}

/** The homework notifications a user received, oldest first. */
export async function homeworkNotificationsOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('type', 'like', 'homework-%')
    .orderBy('id')
    .execute();
}

/** Row counts of every table homework writes (a refused request must leave them as they were). */
export async function homeworkTables(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'homework',
    'homework_assignees',
    'homework_submissions',
    'homework_files',
    'uploads',
    'notifications',
    'audit_log',
  ]) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
