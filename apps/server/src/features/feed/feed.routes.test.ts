import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { multipartFile, tempDataDir } from '../classes/classes.test-helpers';
import {
  commentAs,
  createFeedWorld,
  expectOk,
  feedIdsOf,
  feedNotificationsOf,
  jpegBytes,
  PDF_BYTES,
  postAs,
  uploadAs,
} from './feed.test-helpers';

/**
 * The class feed through HTTP on a real database: posting with photos and tags, who sees what, the
 * feed pages and their cursors, comments and secret re-replies, emotions, the read list, editing,
 * removing, hiding and reports, and the notifications each sends.
 */

const { db } = await createTestDatabase();
// A Monday, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createFeedWorld(app, db, clock.now());
const { instId } = w;
const url = (path: string) => `/api/insts/${instId}${path}`;

describe('posting to a class', () => {
  it('stores photos with a phone-sized copy and reaches every family of the class when it tags nobody', async () => {
    const photo = await uploadAs(w.teacher, instId, '운동회.jpg', await jpegBytes(3000, 2000));
    expect(photo.phoneUrl).toMatch(/^\/api\/insts\/.+\/feed-files\/.+\.jpg$/);
    const created = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classA, content: '오늘은 운동회!', feedImage: [photo.fileNm] },
    });
    expectOk(created);
    const { boardId } = created.json();

    for (const family of [w.parentA, w.parentB, w.parentC, w.studentB])
      expect(await feedIdsOf(family, instId)).toContain(boardId);
    expect(await feedIdsOf(w.parentD, instId)).not.toContain(boardId);
    expect(await feedIdsOf(w.otherTeacher, instId)).not.toContain(boardId);
    expect(await feedIdsOf(w.director, instId)).toContain(boardId);

    const detail = await w.parentA.inject({ method: 'GET', url: url(`/boards/${boardId}`) });
    expectOk(detail);
    const { boardInfo } = detail.json();
    expect(boardInfo).toMatchObject({ content: '오늘은 운동회!', kind: 'class', classNm: '수학A', readCnt: null });
    expect(boardInfo.feedImage).toHaveLength(1);
    expect(boardInfo.feedImage[0]).toMatchObject({ kind: 'image', width: 3000, height: 2000 });

    // The phone copy is a JPEG at most 1080px wide; the original is there too.
    const phone = await w.parentA.inject({ method: 'GET', url: boardInfo.feedImage[0].phoneUrl });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/jpeg');
    const { default: sharp } = await import('sharp');
    expect((await sharp(phone.rawPayload).metadata()).width).toBe(1080);
    const original = await w.parentA.inject({ method: 'GET', url: boardInfo.feedImage[0].url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.length).toBeGreaterThan(phone.rawPayload.length / 10);

    const told = await feedNotificationsOf(db, w.parentC.userId);
    expect(told).toContainEqual(expect.objectContaining({ type: 'feed-post', link: `/v3/BoardDetailPage/${boardId}` }));
    expect(await feedNotificationsOf(db, w.parentD.userId)).toEqual([]);
    const subject = await db
      .selectFrom('notifications')
      .select(['subject_kind', 'subject_id'])
      .where('user_id', '=', w.parentC.userId)
      .where('type', '=', 'feed-post')
      .executeTakeFirstOrThrow();
    expect(subject).toEqual({ subject_kind: 'board', subject_id: boardId });
  });

  it('shows a tagged post only to the tagged students’ families and the staff, and tells only them', async () => {
    const boardId = await postAs(w.teacher, instId, {
      classId: w.classA,
      tagList: [w.students.a, w.students.b],
      photos: 2,
    });
    expect(await feedIdsOf(w.parentA, instId)).toContain(boardId);
    expect(await feedIdsOf(w.parentB, instId)).toContain(boardId);
    expect(await feedIdsOf(w.studentB, instId)).toContain(boardId);
    expect(await feedIdsOf(w.parentC, instId)).not.toContain(boardId);
    expect((await w.parentC.inject({ method: 'GET', url: url(`/boards/${boardId}`) })).statusCode).toBe(404);
    const parentCTold = await feedNotificationsOf(db, w.parentC.userId);
    expect(parentCTold.map((n) => n.link)).not.toContain(`/v3/BoardDetailPage/${boardId}`);
    expect((await feedNotificationsOf(db, w.parentB.userId)).map((n) => n.link)).toContain(
      `/v3/BoardDetailPage/${boardId}`,
    );

    // A family sees only their own child among the tags; staff see both.
    const asA = await w.parentA.inject({ method: 'GET', url: url(`/boards/${boardId}`) });
    expect(asA.json().boardInfo.tagList.map((tag: { studentNm: string }) => tag.studentNm)).toEqual(['김가윤']);
    const asTeacher = await w.teacher.inject({ method: 'GET', url: url(`/boards/${boardId}`) });
    expect(asTeacher.json().boardInfo.tagList).toHaveLength(2);
    expect(asTeacher.json().boardInfo).toMatchObject({ readCnt: 0, studentMaxCnt: 2, mayEdit: true });
  });

  it('refuses a tag outside the class and a file that is not the writer’s own waiting upload', async () => {
    const outside = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classA, content: '태그', tagList: [w.students.d] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('FEED_TAG_NOT_IN_CLASS');
    const theirs = await uploadAs(w.director, instId, 'a.jpg', await jpegBytes(40, 30));
    const stolen = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classA, content: '사진', feedImage: [theirs.fileNm] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'FEED_FILE_NOT_FOUND', fields: { 'feedImage.0': expect.any(String) } });
    const notMine = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classB, content: '남의 반' },
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().code).toBe('FEED_CLASS_NOT_FOUND');
    const empty = await w.teacher.inject({ method: 'POST', url: url('/boards'), payload: { classId: w.classA } });
    expect(empty.statusCode).toBe(400);
  });

  it('sends a 알림장 to one student’s family, in the app and by AlimTalk', async () => {
    const response = await w.teacher.inject({
      method: 'POST',
      url: url('/boards/personal'),
      payload: { studentId: w.students.c, content: '다인이가 오늘 발표를 아주 잘했어요.' },
    });
    expectOk(response);
    const { boardId } = response.json();
    expect(await feedIdsOf(w.parentC, instId)).toContain(boardId);
    expect(await feedIdsOf(w.parentA, instId)).not.toContain(boardId);
    expect(await feedIdsOf(w.parentC, instId, `?scope=UH&studentId=${w.students.c}`)).toContain(boardId);
    const row = await db
      .selectFrom('notifications')
      .select(['type', 'message_template'])
      .where('user_id', '=', w.parentC.userId)
      .where('type', '=', 'feed-personal')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'feed-personal', message_template: 'feed-personal' });
    // Another teacher's student is not this teacher's to write to.
    const refused = await w.teacher.inject({
      method: 'POST',
      url: url('/boards/personal'),
      payload: { studentId: w.students.d, content: '안녕하세요' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FEED_STUDENT_NOT_FOUND');
  });
});

describe('the feed pages', () => {
  it('pages newest first with a cursor, and narrows to a class (EA) or a student (UH)', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(await postAs(w.otherTeacher, instId, { classId: w.classB, content: `영어 ${index}` }));
    const first = await w.parentD.inject({ method: 'GET', url: url('/boards?limit=2') });
    expectOk(first);
    expect(first.json().items.map((item: { boardId: string }) => item.boardId)).toEqual([ids[2], ids[1]]);
    const next = await w.parentD.inject({
      method: 'GET',
      url: url(`/boards?limit=2&before=${first.json().nextBefore}`),
    });
    expect(next.json().items[0].boardId).toBe(ids[0]);
    const ea = await feedIdsOf(w.director, instId, `?scope=EA&classId=${w.classB}`);
    expect(ea.slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
    expect(await feedIdsOf(w.director, instId, `?scope=EA&classId=${w.classA}`)).not.toContain(ids[0]);
    // UH of another family's child answers 404.
    const foreignChild = await w.parentD.inject({
      method: 'GET',
      url: url(`/boards?scope=UH&studentId=${w.students.a}`),
    });
    expect(foreignChild.statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('keeps secret comments and secret re-replies to their author, the one answered and the staff', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA, tagList: [w.students.a, w.students.b] });
    const open = await commentAs(w.parentA, instId, boardId, { content: '사진 감사합니다!' });
    const secretAnswer = await commentAs(w.teacher, instId, boardId, {
      content: '가윤이 잘 지내요',
      secret: true,
      parentId: open,
    });
    const secretComment = await commentAs(w.parentB, instId, boardId, { content: '상담 부탁드려요', secret: true });

    const commentsOf = async (caller: typeof w.parentA) => {
      const response = await caller.inject({ method: 'GET', url: url(`/boards/${boardId}/comments`) });
      expectOk(response);
      return response.json().items as { commentId: string; rereplyList: { commentId: string }[] }[];
    };
    const idsOf = (items: Awaited<ReturnType<typeof commentsOf>>) =>
      items.flatMap((item) => [item.commentId, ...item.rereplyList.map((r) => r.commentId)]);

    expect(idsOf(await commentsOf(w.parentA))).toEqual([open, secretAnswer]);
    expect(idsOf(await commentsOf(w.parentB))).toEqual([open, secretComment]);
    expect(idsOf(await commentsOf(w.teacher))).toEqual([open, secretAnswer, secretComment]);
    expect(idsOf(await commentsOf(w.director))).toEqual([open, secretAnswer, secretComment]);
    const asB = JSON.stringify(await commentsOf(w.parentB));
    expect(asB).not.toContain('가윤이 잘 지내요');

    // The answered parent heard of the answer; the teacher of both comments.
    expect((await feedNotificationsOf(db, w.parentA.userId)).map((n) => n.title)).toContain(
      '내 댓글에 답글이 달렸습니다',
    );
    expect(
      (await feedNotificationsOf(db, w.teacher.userId)).filter((n) => n.link === `/v3/BoardDetailPage/${boardId}`),
    ).toHaveLength(2);
    // The card counts what each reader sees.
    const card = async (caller: typeof w.parentA) =>
      (await caller.inject({ method: 'GET', url: url(`/boards/${boardId}`) })).json().boardInfo.commentCnt;
    expect(await card(w.parentA)).toBe(2);
    expect(await card(w.teacher)).toBe(3);
  });

  it('lets only the author edit, the author or staff remove, and staff hide (audited)', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const mine = await commentAs(w.parentC, instId, boardId, { content: '처음 글' });
    const edit = (caller: typeof w.parentA) =>
      caller.inject({
        method: 'PATCH',
        url: url(`/boards/${boardId}/comments/${mine}`),
        payload: { content: '고친 글', secretYn: 'N' },
      });
    expect((await edit(w.parentA)).statusCode).toBe(403);
    expectOk(await edit(w.parentC));
    const hidden = await w.teacher.inject({
      method: 'POST',
      url: url(`/boards/${boardId}/comments/${mine}/hide`),
      payload: { hidden: true },
    });
    expectOk(hidden);
    const asC = await w.parentC.inject({ method: 'GET', url: url(`/boards/${boardId}/comments`) });
    expect(asC.json().items).toEqual([]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target', '=', `comment:${mine}`)
      .execute();
    expect(audit).toEqual([{ action: 'feed.comment.hide', actor_user_id: w.teacher.userId }]);
    const removed = await w.teacher.inject({ method: 'DELETE', url: url(`/boards/${boardId}/comments/${mine}`) });
    expectOk(removed);
    expect(await db.selectFrom('board_comments').select('id').where('id', '=', mine).execute()).toEqual([]);
  });

  it('takes files on comments and serves them only to who sees the comment', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const pdf = await uploadAs(w.parentA, instId, '확인서.pdf', PDF_BYTES, 'application/pdf');
    const response = await w.parentA.inject({
      method: 'POST',
      url: url(`/boards/${boardId}/comments`),
      payload: { content: '서류 보냅니다', secretYn: 'Y', replyFiles: [pdf.fileNm] },
    });
    expectOk(response);
    expect((await w.teacher.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(200);
    expect((await w.parentA.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(200);
    expect((await w.parentB.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
  });
});

describe('emotions, reads and the read list', () => {
  it('keeps one emotion per person, changeable, with counts', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const put = (caller: typeof w.parentA, emotion: string) =>
      caller.inject({ method: 'PUT', url: url(`/boards/${boardId}/emotion`), payload: { emotion } });
    expectOk(await put(w.parentA, 'LIKE'));
    expectOk(await put(w.parentB, 'LIKE'));
    const changed = await put(w.parentA, 'LOVE');
    expect(changed.json()).toEqual({
      emotionList: [
        { emotion: 'LIKE', count: 1 },
        { emotion: 'LOVE', count: 1 },
      ],
      myEmotion: 'LOVE',
    });
    const cleared = await w.parentB.inject({ method: 'DELETE', url: url(`/boards/${boardId}/emotion`) });
    expect(cleared.json()).toEqual({ emotionList: [{ emotion: 'LOVE', count: 1 }], myEmotion: null });
  });

  it('counts a student read when they or a connected guardian read it', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const read = (caller: typeof w.parentA) =>
      caller.inject({ method: 'POST', url: url('/boards/reads'), payload: { boardIds: [boardId] } });
    expect((await read(w.parentA)).json()).toEqual({ marked: 1 });
    expect((await read(w.parentA)).json()).toEqual({ marked: 0 });
    expect((await read(w.studentB)).json()).toEqual({ marked: 1 });
    // A family who may not see the post marks nothing.
    expect((await read(w.parentD)).json()).toEqual({ marked: 0 });
    const list = await w.teacher.inject({ method: 'GET', url: url(`/boards/${boardId}/read-list`) });
    expectOk(list);
    expect(list.json()).toMatchObject({ readCnt: 2, studentMaxCnt: 3 });
    const byName = Object.fromEntries(
      list.json().students.map((s: { studentNm: string; read: boolean }) => [s.studentNm, s.read]),
    );
    expect(byName).toEqual({ 김가윤: true, 이나준: true, 박다인: false });
    // Each family account and how it was told of the post: in the app, read or not yet.
    type Member = { userNm: string; relation: string; deliveries: { channel: string; status: string }[] };
    const families = Object.fromEntries(
      list
        .json()
        .students.map((s: { studentNm: string; family: Member[] }) => [
          s.studentNm,
          s.family.map((member) => [
            member.userNm,
            member.relation,
            member.deliveries.map((d) => `${d.channel} ${d.status}`),
          ]),
        ]),
    );
    expect(families.이나준).toEqual([
      [expect.any(String), '학생', ['app read']],
      ['나준아빠', '기타', ['app sent']],
    ]);
    expect(families.박다인).toEqual([['다인엄마', '기타', ['app sent']]]);
    expect((await w.parentA.inject({ method: 'GET', url: url(`/boards/${boardId}/read-list`) })).statusCode).toBe(403);
  });
});

describe('editing, moderation and reports', () => {
  it('lets the author edit the text, tags and photos; dropped photos are deleted', async () => {
    const photo = await uploadAs(w.teacher, instId, 'a.jpg', await jpegBytes(80, 60));
    const created = await w.teacher.inject({
      method: 'POST',
      url: url('/boards'),
      payload: { classId: w.classA, content: '처음', feedImage: [photo.fileNm] },
    });
    const { boardId } = created.json();
    const other = await uploadAs(w.teacher, instId, 'b.jpg', await jpegBytes(80, 60));
    const edited = await w.teacher.inject({
      method: 'PATCH',
      url: url(`/boards/${boardId}`),
      payload: { content: '고침', feedImage: [other.fileNm], tagList: [w.students.c] },
    });
    expectOk(edited);
    expect(await feedIdsOf(w.parentA, instId)).not.toContain(boardId);
    expect(await feedIdsOf(w.parentC, instId)).toContain(boardId);
    expect((await w.teacher.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const byDirector = await w.director.inject({
      method: 'PATCH',
      url: url(`/boards/${boardId}`),
      payload: { content: '원장이 고침' },
    });
    expect(byDirector.statusCode).toBe(403);
    expect(byDirector.json().code).toBe('FEED_NOT_AUTHOR');
  });

  it('takes a family’s report, and staff hide the post from the families (audited, report resolved)', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA });
    const report = () =>
      w.parentB.inject({ method: 'POST', url: url(`/boards/${boardId}/reports`), payload: { reason: 'PRIVACY' } });
    expectOk(await report());
    expect((await report()).statusCode).toBe(409);
    const open = await w.director.inject({ method: 'GET', url: url('/boards/reports') });
    expect(open.json().items.map((item: { boardId: string }) => item.boardId)).toContain(boardId);
    expectOk(
      await w.director.inject({ method: 'POST', url: url(`/boards/${boardId}/hide`), payload: { hidden: true } }),
    );
    expect(await feedIdsOf(w.parentB, instId)).not.toContain(boardId);
    expect((await w.parentB.inject({ method: 'GET', url: url(`/boards/${boardId}`) })).statusCode).toBe(404);
    expect(await feedIdsOf(w.teacher, instId)).toContain(boardId);
    const after = await w.director.inject({ method: 'GET', url: url('/boards/reports') });
    expect(after.json().items.map((item: { boardId: string }) => item.boardId)).not.toContain(boardId);
    const audit = await db.selectFrom('audit_log').select('action').where('target', '=', `board:${boardId}`).execute();
    expect(audit.map((row) => row.action)).toEqual(['feed.board.hide']);
  });

  it('removes a post with its comments and files; the removal is audited', async () => {
    const boardId = await postAs(w.teacher, instId, { classId: w.classA, photos: 1 });
    await commentAs(w.parentA, instId, boardId, { content: '좋아요' });
    const uploadsBefore = await db.selectFrom('uploads').select('id').execute();
    expectOk(await w.manager.inject({ method: 'DELETE', url: url(`/boards/${boardId}`) }));
    expect(await db.selectFrom('boards').select('id').where('id', '=', boardId).execute()).toEqual([]);
    expect(await db.selectFrom('board_comments').select('id').where('board_id', '=', boardId).execute()).toEqual([]);
    const uploadsAfter = await db.selectFrom('uploads').select('id').execute();
    // The photo and its phone copy went.
    expect(uploadsBefore.length - uploadsAfter.length).toBe(2);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target', '=', `board:${boardId}`)
      .execute();
    expect(audit).toEqual([{ action: 'feed.board.delete', actor_user_id: w.manager.userId }]);
  });

  it('refuses an upload that is not on the allow-lists, and reads back what it stored', async () => {
    const script = await w.parentA.inject({
      method: 'POST',
      url: url('/feed-files'),
      ...multipartFile('hack.exe', Buffer.from('MZ\x90\x00'), 'application/octet-stream'),
    });
    expect(script.statusCode).toBe(415);
    expect(script.json().code).toBe('FEED_FILE_TYPE');
    const disguised = await w.parentA.inject({
      method: 'POST',
      url: url('/feed-files'),
      ...multipartFile('photo.jpg', Buffer.from('<script>alert(1)</script>'), 'image/jpeg'),
    });
    expect(disguised.statusCode).toBe(415);
  });
});
