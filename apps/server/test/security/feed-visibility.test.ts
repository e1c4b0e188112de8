import { describe, expect, it } from 'vitest';
import { tempDataDir } from '../../src/features/classes/classes.test-helpers';
import {
  commentAs,
  createFeedWorld,
  feedIdsOf,
  feedNotificationsOf,
  feedTables,
  jpegBytes,
  postAs,
  uploadAs,
} from '../../src/features/feed/feed.test-helpers';
import { fixedClock } from '../../src/platform/clock';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Attacks on the class feed (decision 0048): a photo of one child is never shown to every parent.
 * Each attack is performed against the app and must be refused — 404 for what the attacker may not
 * see, so nothing is confirmed — and must have written nothing.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createFeedWorld(app, db, clock.now());
const { instId } = w;
const url = (path: string) => `/api/insts/${instId}${path}`;

const photo = await uploadAs(w.teacher, instId, '둘만.jpg', await jpegBytes(120, 80));
const tagged = await w.teacher.inject({
  method: 'POST',
  url: url('/boards'),
  payload: {
    classId: w.classA,
    content: '가윤이와 나준이',
    tagList: [w.students.a, w.students.b],
    feedImage: [photo.fileNm],
  },
});
const taggedId: string = tagged.json().boardId;
const taggedCard = (await w.parentA.inject({ method: 'GET', url: url(`/boards/${taggedId}`) })).json().boardInfo;

describe('a parent of an untagged student of the same class', () => {
  it('gets 404 for the tagged post by id, and neither sees it in any feed nor hears of it', async () => {
    const before = await feedTables(db);
    const detail = await w.parentC.inject({ method: 'GET', url: url(`/boards/${taggedId}`) });
    expect(detail.statusCode).toBe(404);
    expect(detail.body).not.toContain('가윤이와 나준이');
    for (const query of ['', '?scope=AS', `?scope=EA&classId=${w.classA}`, `?scope=UH&studentId=${w.students.c}`])
      expect(await feedIdsOf(w.parentC, instId, query)).not.toContain(taggedId);
    expect((await feedNotificationsOf(db, w.parentC.userId)).map((n) => n.link)).not.toContain(
      `/v3/BoardDetailPage/${taggedId}`,
    );
    expect(await feedTables(db)).toEqual(before);
  });

  it('gets 404 for its photo, its phone copy, its comments, emotions, reports and reads, and writes nothing', async () => {
    await commentAs(w.parentA, instId, taggedId, { content: '감사합니다' });
    const before = await feedTables(db);
    const attempts = [
      { method: 'GET' as const, url: taggedCard.feedImage[0].url },
      { method: 'GET' as const, url: taggedCard.feedImage[0].phoneUrl },
      { method: 'GET' as const, url: url(`/boards/${taggedId}/comments`) },
      { method: 'POST' as const, url: url(`/boards/${taggedId}/comments`), payload: { content: '나도 볼래요' } },
      { method: 'PUT' as const, url: url(`/boards/${taggedId}/emotion`), payload: { emotion: 'LIKE' } },
      { method: 'POST' as const, url: url(`/boards/${taggedId}/reports`), payload: { reason: 'OTHER' } },
    ];
    for (const attempt of attempts) {
      const response = await w.parentC.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const read = await w.parentC.inject({
      method: 'POST',
      url: url('/boards/reads'),
      payload: { boardIds: [taggedId] },
    });
    expect(read.json()).toEqual({ marked: 0 });
    expect(await feedTables(db)).toEqual(before);
  });

  it('cannot reach it through a teacher of another class either', async () => {
    expect((await w.otherTeacher.inject({ method: 'GET', url: url(`/boards/${taggedId}`) })).statusCode).toBe(404);
    expect((await w.otherTeacher.inject({ method: 'GET', url: taggedCard.feedImage[0].url })).statusCode).toBe(404);
  });
});

describe('secret comments', () => {
  it('are absent for another parent, in the list, the count and the files', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    await commentAs(w.parentA, instId, boardId, { content: '가윤이 약 먹는 시간 알려드려요', secret: true });
    const asB = await w.parentB.inject({ method: 'GET', url: url(`/boards/${boardId}`) });
    expect(asB.statusCode).toBe(200);
    expect(asB.body).not.toContain('약 먹는 시간');
    expect(asB.json().boardInfo.commentCnt).toBe(0);
    expect(asB.json().commentList.items).toEqual([]);
    const asTeacher = await w.teacher.inject({ method: 'GET', url: url(`/boards/${boardId}`) });
    expect(asTeacher.body).toContain('약 먹는 시간');
  });

  it('cannot be answered, edited, removed or reported by another parent (404), and nothing is written', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const secret = await commentAs(w.parentA, instId, boardId, { content: '비밀', secret: true });
    const before = await feedTables(db);
    for (const attempt of [
      {
        method: 'POST' as const,
        url: url(`/boards/${boardId}/comments/${secret}/rereplies`),
        payload: { content: '엿보기' },
      },
      {
        method: 'PATCH' as const,
        url: url(`/boards/${boardId}/comments/${secret}`),
        payload: { content: 'x', secretYn: 'N' },
      },
      { method: 'DELETE' as const, url: url(`/boards/${boardId}/comments/${secret}`) },
      {
        method: 'POST' as const,
        url: url(`/boards/${boardId}/reports`),
        payload: { reason: 'OTHER', commentId: secret },
      },
    ]) {
      const response = await w.parentB.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(await feedTables(db)).toEqual(before);
  });
});

describe('writing as someone who may not', () => {
  it('refuses a parent or a student writing a post or a 알림장 (403), and writes nothing', async () => {
    const before = await feedTables(db);
    for (const caller of [w.parentA, w.studentB]) {
      const post = await caller.inject({
        method: 'POST',
        url: url('/boards'),
        payload: { classId: w.classA, content: '학부모 글' },
      });
      expect(post.statusCode).toBe(403);
      const personal = await caller.inject({
        method: 'POST',
        url: url('/boards/personal'),
        payload: { studentId: w.students.c, content: '알림장' },
      });
      expect(personal.statusCode).toBe(403);
    }
    expect(await feedTables(db)).toEqual(before);
  });

  it('refuses a teacher posting to a class they do not teach, or tagging a student of another class', async () => {
    const before = await feedTables(db);
    const other = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classB, content: 'x' },
    });
    expect(other.statusCode).toBe(400);
    const foreignTag = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classA, content: 'x', tagList: [w.students.d] },
    });
    expect(foreignTag.statusCode).toBe(400);
    expect(await feedTables(db)).toEqual(before);
  });

  it('refuses attaching another member’s upload to a comment (400), and writes nothing', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const theirs = await uploadAs(w.parentA, instId, '남의사진.jpg', await jpegBytes(40, 30));
    const before = await feedTables(db);
    const response = await w.parentB.inject({
      method: 'POST',
      url: url(`/boards/${boardId}/comments`),
      payload: { content: '훔친 사진', replyFiles: [theirs.fileNm] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FEED_FILE_NOT_FOUND');
    // Another member's waiting upload is not readable either.
    expect((await w.parentB.inject({ method: 'GET', url: theirs.url })).statusCode).toBe(404);
    expect(await feedTables(db)).toEqual(before);
  });
});
