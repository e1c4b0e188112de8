import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { type Caller, callerFor, multipartFile, studentOfUser, tempDataDir } from '../classes/classes.test-helpers';
import { feedRoutes } from './feed.routes';
import { commentAs, expectOk, jpegBytes, postAs, uploadAs } from './feed.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('feed');
const as = (userId: string) => callerFor(app, db, userId, clock.now());
const director = await as(world.users.director);
const parent = await as(world.users.parent);
const childId = await studentOfUser(db, world.instId, world.users.student);

/** A class the demo teacher teaches and the demo student attends. */
const demoClass = await db
  .selectFrom('class_teachers as ct')
  .innerJoin('class_students as cs', (join) =>
    join.onRef('cs.inst_id', '=', 'ct.inst_id').onRef('cs.class_id', '=', 'ct.class_id'),
  )
  .select('ct.class_id')
  .where('ct.inst_id', '=', world.instId)
  .where('ct.user_id', '=', world.users.teacher)
  .where('cs.student_id', '=', childId)
  .where('cs.end_date', 'is', null)
  .executeTakeFirstOrThrow();
const classId = demoClass.class_id;

async function freshPost(author: Caller = director): Promise<string> {
  return postAs(author, world.instId, { classId, content: '매트릭스 글', photos: 0 });
}

/** A valid call of each row, on a fresh post (and comment, report, file) of the demo academy. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const needsBoard = pattern.includes(':boardId') || pattern.includes(':reportId') || pattern.includes(':fileNm');
  const boardId = needsBoard ? await freshPost() : '';
  let commentId = '';
  if (pattern.includes(':commentId'))
    commentId = await commentAs(parent, w.instId, boardId, { content: '학부모 댓글' });
  let reportId = '';
  if (pattern.includes(':reportId')) {
    const reported = await parent.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/boards/${boardId}/reports`,
      payload: { reason: 'OTHER' },
    });
    expectOk(reported);
    reportId = reported.json().reportId;
  }
  let fileNm = '';
  if (pattern.includes(':fileNm')) {
    const photo = await uploadAs(director, w.instId, '사진.jpg', await jpegBytes(60, 40));
    const patched = await director.inject({
      method: 'PATCH',
      url: `/api/insts/${w.instId}/boards/${boardId}`,
      payload: { content: '사진 추가', feedImage: [photo.fileNm] },
    });
    expectOk(patched);
    fileNm = photo.fileNm;
  }
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':boardId', boardId)
    .replace(':commentId', commentId)
    .replace(':reportId', reportId)
    .replace(':fileNm', fileNm);
  switch (`${method} ${path}`) {
    case 'POST /boards':
      return { method, url, payload: { classId, content: '새 글', tagList: [childId] } };
    case 'POST /boards/personal':
      return { method, url, payload: { studentId: childId, content: '알림장' } };
    case 'GET /boards/write-options':
      return { method, url: `${url}?classId=${classId}` };
    case 'POST /boards/reads':
      return { method, url, payload: { boardIds: [await freshPost()] } };
    case 'PATCH /boards/:boardId':
      return { method, url, payload: { content: '고친 글' } };
    case 'POST /boards/:boardId/hide':
    case 'POST /boards/:boardId/comments/:commentId/hide':
      return { method, url, payload: { hidden: true } };
    case 'PUT /boards/:boardId/emotion':
      return { method, url, payload: { emotion: 'LIKE' } };
    case 'POST /boards/:boardId/comments':
      return { method, url, payload: { content: '댓글', secretYn: 'N' } };
    case 'POST /boards/:boardId/comments/:commentId/rereplies':
      return { method, url, payload: { content: '답글', rereplySecretYn: 'Y' } };
    case 'PATCH /boards/:boardId/comments/:commentId':
      return { method, url, payload: { content: '고친 댓글', secretYn: 'N' } };
    case 'POST /boards/:boardId/reports':
      return { method, url, payload: { reason: 'SPAM' } };
    case 'POST /feed-files':
      return { method, url, ...multipartFile('사진.jpg', await jpegBytes(30, 20), 'image/jpeg') };
    default:
      return { method, url };
  }
}

describe('feed access matrix (docs/access-matrix.md ## feed)', () => {
  it('has exactly one row per route of the feed', async () => {
    const routes = await routesOf(feedRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 240_000);

  it('answers 404 to a member of another academy for this academy’s post, comment and file, and stores nothing', async () => {
    const other = await as(world.users.other);
    const boardId = await freshPost();
    const commentId = await commentAs(parent, world.instId, boardId, { content: '우리 학원 댓글' });
    const photo = await uploadAs(director, world.instId, '우리.jpg', await jpegBytes(30, 20));
    const before = await db.selectFrom('board_comments').select('id').execute();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/insts/${world.instId}/boards` },
      { method: 'GET', url: `/api/insts/${world.instId}/boards/${boardId}` },
      { method: 'POST', url: `/api/insts/${world.instId}/boards/${boardId}/comments`, payload: { content: '침입' } },
      { method: 'POST', url: `/api/insts/${world.instId}/boards`, payload: { classId, content: '침입' } },
      { method: 'GET', url: `/api/insts/${world.instId}/feed-files/${photo.fileNm}` },
      // Their own academy's address with our ids.
      { method: 'GET', url: `/api/insts/${world.otherInstId}/boards/${boardId}` },
      {
        method: 'POST',
        url: `/api/insts/${world.otherInstId}/boards/${boardId}/comments/${commentId}/rereplies`,
        payload: { content: '침입' },
      },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/feed-files/${photo.fileNm}` },
    ];
    for (const call of calls) {
      const response = await other.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('우리 학원 댓글');
    }
    expect(await db.selectFrom('board_comments').select('id').execute()).toHaveLength(before.length);
  });
});
