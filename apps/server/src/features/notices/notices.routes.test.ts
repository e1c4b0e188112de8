import type {
  NoticeDetailResponse,
  NoticeListResponse,
  NoticeReadListResponse,
} from '@academy/domain/notice/notice.schema';
import { describe, expect, it } from 'vitest';
import { imageUpload, multipart, TINY_PNG } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../attendance/attendance.test-helpers';
import { sendDueNotices } from './notices.send';
import { createNoticesWorld, noticeBody, noticeNotificationsOf, tempDataDir } from './notices.test-helpers';

/**
 * Notices through HTTP on a real database: sending to classes (per child, a parent of two children
 * told once), reading per child, 확인했습니다, what each person sees, the scheduled send, editing
 * and deleting with history, reminding, pictures and files, and the cost before a send.
 */

const { db } = await createTestDatabase();
// A Monday, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createNoticesWorld(app, db, clock.now());
const { instId } = world;
const base = `/api/insts/${instId}`;

async function write(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await caller.inject({ method: 'POST', url: `${base}/notices`, payload: noticeBody(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { noticeId: string; sentAt: string | null; told: number | null };
}

const view = (caller: Caller, noticeId: string) => caller.inject({ method: 'GET', url: `${base}/notices/${noticeId}` });
const readList = async (caller: Caller, noticeId: string) => {
  const response = await caller.inject({ method: 'GET', url: `${base}/notices/${noticeId}/reads` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NoticeReadListResponse;
};
const list = async (caller: Caller, query = '') => {
  const response = await caller.inject({ method: 'GET', url: `${base}/notices${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NoticeListResponse;
};

describe('sending a notice with 확인 요청 to two classes', () => {
  it('addresses every child of both classes once, tells each person once, and the class teachers', async () => {
    const { noticeId, told } = await write(world.director, {
      audience: { kind: 'classes', classIds: [world.classA, world.classB] },
      confirmRequested: true,
    });
    // 최민준 (own account + the parent), 최서연 (the parent), 김도윤 (no account); both teachers.
    expect(told).toBe(4);
    const children = await db
      .selectFrom('notice_students')
      .select('student_id')
      .where('notice_id', '=', noticeId)
      .execute();
    expect(children.map((row) => row.student_id).sort()).toEqual([world.minjun, world.seoyeon, world.doyun].sort());
    const parentTold = await noticeNotificationsOf(db, world.academy.parent.id);
    expect(parentTold).toEqual([
      {
        type: 'notice',
        title: `[${world.academy.instNm}] 새 공지`,
        body: '겨울방학 보강 안내',
        link: `/noticeView/${noticeId}`,
        subject_kind: 'notice',
        subject_id: noticeId,
        advertising: false,
        message_template: null,
      },
    ]);
    expect(await noticeNotificationsOf(db, world.academy.teacher.id)).toHaveLength(1);
    expect(await noticeNotificationsOf(db, world.academy.director.id)).toHaveLength(0);
    expect(await noticeNotificationsOf(db, world.outsider.id)).toHaveLength(0);

    const before = await readList(world.director, noticeId);
    expect(before).toMatchObject({ readCnt: 0, studentMaxCnt: 3, confirmCnt: 0, staffReadCnt: 0 });
    expect(before.staff.map((member) => member.userId).sort()).toEqual(
      [world.academy.teacher.id, world.academy.otherTeacher.id].sort(),
    );
    const doyun = before.students.find((student) => student.studentId === world.doyun);
    expect(doyun).toMatchObject({ read: false, recipients: [] });
    const minjun = before.students.find((student) => student.studentId === world.minjun);
    expect(minjun?.recipients.map((recipient) => recipient.relation).sort()).toEqual(['본인', '어머니']);
    expect(minjun?.recipients[0]?.deliveries.map((delivery) => delivery.channel)).toContain('app');

    // The parent opens it once: both of her children have read it; opening again changes nothing.
    const opened = await view(world.parent, noticeId);
    expect(opened.statusCode, opened.body).toBe(200);
    const detail = opened.json() as NoticeDetailResponse;
    expect(detail).toMatchObject({
      readCnt: null,
      studentMaxCnt: null,
      me: { recipient: true, canConfirm: true, confirmedAt: null },
      abilities: { canEdit: false, canManage: false },
      audience: { kind: 'classes', classes: [], students: [] },
    });
    const firstRead = await db
      .selectFrom('notice_reads')
      .select('read_at')
      .where('notice_id', '=', noticeId)
      .where('user_id', '=', world.academy.parent.id)
      .executeTakeFirstOrThrow();
    clock.advance(60_000);
    await view(world.parent, noticeId);
    const reads = await db.selectFrom('notice_reads').selectAll().where('notice_id', '=', noticeId).execute();
    expect(reads).toHaveLength(1);
    expect(reads[0]?.read_at).toEqual(firstRead.read_at);
    // Her notification of it is read too.
    const bell = await db
      .selectFrom('notifications')
      .select('read_at')
      .where('user_id', '=', world.academy.parent.id)
      .where('subject_id', '=', noticeId)
      .executeTakeFirstOrThrow();
    expect(bell.read_at).not.toBeNull();

    const afterRead = await readList(world.director, noticeId);
    expect(afterRead).toMatchObject({ readCnt: 2, studentMaxCnt: 3, confirmCnt: 0 });
    expect(afterRead.students.find((student) => student.studentId === world.seoyeon)).toMatchObject({
      read: true,
      readBy: '최학부모 (어머니)',
    });

    // 확인했습니다 counts for both children; the second tap keeps the first time.
    const confirm = await world.parent.inject({ method: 'POST', url: `${base}/notices/${noticeId}/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    clock.advance(60_000);
    const again = await world.parent.inject({ method: 'POST', url: `${base}/notices/${noticeId}/confirm` });
    expect(again.json()).toEqual(confirm.json());
    const confirmed = await readList(world.director, noticeId);
    expect(confirmed).toMatchObject({ readCnt: 2, confirmCnt: 2 });
    expect(confirmed.students.find((student) => student.studentId === world.doyun)).toMatchObject({ confirmed: false });

    // Staff do not confirm; a parent it did not go to does not see it.
    expect(
      (await world.teacher.inject({ method: 'POST', url: `${base}/notices/${noticeId}/confirm` })).statusCode,
    ).toBe(403);
    expect(
      (await world.outsiderParent.inject({ method: 'POST', url: `${base}/notices/${noticeId}/confirm` })).statusCode,
    ).toBe(404);

    // The teacher who got it reads it: listed among the staff as read.
    await view(world.teacher, noticeId);
    expect((await readList(world.director, noticeId)).staffReadCnt).toBe(1);
  });

  it('refuses 확인했습니다 on a notice that asks for none', async () => {
    const { noticeId } = await write(world.director, { audience: { kind: 'classes', classIds: [world.classA] } });
    const response = await world.parent.inject({ method: 'POST', url: `${base}/notices/${noticeId}/confirm` });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOTICE_NOT_CONFIRMABLE');
  });
});

describe('what each person sees', () => {
  it('shows a family only the notices sent to them, pinned first, a page at a time', async () => {
    const toClassC = await write(world.director, {
      title: '고1 반 공지',
      audience: { kind: 'classes', classIds: [world.classC] },
    });
    const pinned = await write(world.director, { title: '상단 고정 공지', pinned: true });
    const byName = await write(world.director, {
      title: '최서연 학부모님께',
      audience: { kind: 'people', studentIds: [world.seoyeon] },
    });

    const parentList = await list(world.parent);
    const titles = parentList.items.map((item) => item.title);
    expect(titles[0]).toBe('상단 고정 공지');
    expect(titles).toContain('최서연 학부모님께');
    expect(titles).not.toContain('고1 반 공지');
    expect(parentList.items.every((item) => item.readCnt === null)).toBe(true);
    const item = parentList.items.find((entry) => entry.noticeId === byName.noticeId);
    expect(item).toMatchObject({ audienceLabel: '개별 공지', read: false });

    expect((await view(world.parent, toClassC.noticeId)).statusCode).toBe(404);
    expect((await view(world.outsiderParent, toClassC.noticeId)).statusCode).toBe(200);
    expect((await view(world.outsiderParent, byName.noticeId)).statusCode).toBe(404);
    // The other teacher teaches class C, so got it; the teacher did not.
    expect((await view(world.teacher, toClassC.noticeId)).statusCode).toBe(404);
    expect((await view(world.otherTeacher, toClassC.noticeId)).statusCode).toBe(200);

    // A class's notices (/v3/class/notice).
    const classC = await list(world.director, `?classId=${world.classC}`);
    expect(classC.items.map((entry) => entry.noticeId)).toEqual([toClassC.noticeId]);
    // The outsider opened it above: her child has read it.
    expect(classC.items[0]).toMatchObject({ audienceLabel: '고1 수학', readCnt: 1, studentMaxCnt: 1 });
    void pinned;
  });

  it('shows a manager without 020 only the notices sent to her', async () => {
    const toClass = await write(world.director, {
      title: '반 공지',
      audience: { kind: 'classes', classIds: [world.classA] },
    });
    const toAll = await write(world.director, { title: '전체 공지' });
    const setCodes = (authCd: string) =>
      db
        .updateTable('memberships')
        .set({ auth_cd: authCd })
        .where('inst_id', '=', instId)
        .where('user_id', '=', world.academy.manager.id)
        .execute();
    await setCodes('010');
    try {
      expect((await view(world.manager, toClass.noticeId)).statusCode).toBe(404);
      const seen = (await view(world.manager, toAll.noticeId)).json() as NoticeDetailResponse;
      expect(seen).toMatchObject({ readCnt: null, abilities: { canEdit: false, canManage: false } });
      const titles = (await list(world.manager)).items.map((item) => item.noticeId);
      expect(titles).toContain(toAll.noticeId);
      expect(titles).not.toContain(toClass.noticeId);
    } finally {
      await setCodes('020');
    }
  });

  it('pages by cursor without repeating or skipping a notice', async () => {
    for (let index = 0; index < 22; index += 1) {
      clock.advance(1000);
      await write(world.director, { title: `페이지 공지 ${index}` });
    }
    const first = await list(world.student);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list(world.student, `?cursor=${encodeURIComponent(cursor)}`);
      rest.push(...next.items.map((item) => item.noticeId));
      cursor = next.nextCursor;
    }
    const all = [...first.items.map((item) => item.noticeId), ...rest];
    expect(new Set(all).size).toBe(all.length);
    const publishOrder = (await list(world.student)).items.filter((item) => !item.pinned).map((item) => item.publishAt);
    expect([...publishOrder].sort().reverse()).toEqual(publishOrder);

    // A home's card asks for the newest few: the same first notices, and the rest by its cursor.
    const few = await list(world.student, '?limit=3');
    expect(few.items.map((item) => item.noticeId)).toEqual(first.items.slice(0, 3).map((item) => item.noticeId));
    expect(few.nextCursor).not.toBeNull();
    const after = await list(world.student, `?limit=3&cursor=${encodeURIComponent(few.nextCursor ?? '')}`);
    expect(after.items.map((item) => item.noticeId)).toEqual(first.items.slice(3, 6).map((item) => item.noticeId));
  });

  it('lists the notices the caller manages with their counts (NoticeList)', async () => {
    const mine = await write(world.teacher, {
      title: '강사 공지',
      audience: { kind: 'classes', classIds: [world.classA] },
    });
    const teacherManaged = await world.teacher.inject({ method: 'GET', url: `${base}/notices/manage` });
    expect(teacherManaged.statusCode).toBe(200);
    const items = (teacherManaged.json() as NoticeListResponse).items;
    expect(items.map((item) => item.noticeId)).toEqual([mine.noticeId]);
    expect(items[0]).toMatchObject({ readCnt: 0, studentMaxCnt: 2 });
    const directorManaged = (
      (await world.director.inject({ method: 'GET', url: `${base}/notices/manage` })).json() as NoticeListResponse
    ).items;
    expect(directorManaged.map((item) => item.noticeId)).toContain(mine.noticeId);
    expect((await world.parent.inject({ method: 'GET', url: `${base}/notices/manage` })).statusCode).toBe(403);
  });
});

describe('a scheduled notice', () => {
  it('stays unseen and unsent until its time, then the job sends it once', async () => {
    const sendAt = new Date(clock.now().getTime() + 2 * 3_600_000);
    const { noticeId, sentAt } = await write(world.director, {
      title: '예약 공지',
      audience: { kind: 'classes', classIds: [world.classB] },
      sendAt: sendAt.toISOString(),
    });
    expect(sentAt).toBeNull();
    expect((await view(world.parent, noticeId)).statusCode).toBe(404);
    expect((await list(world.parent)).items.map((item) => item.noticeId)).not.toContain(noticeId);
    expect(await db.selectFrom('notifications').select('id').where('subject_id', '=', noticeId).execute()).toHaveLength(
      0,
    );
    // The director sees it waiting.
    const waiting = (await view(world.director, noticeId)).json() as NoticeDetailResponse;
    expect(waiting).toMatchObject({ sentAt: null, sendAt: sendAt.toISOString() });

    const ctx = { db, clock, config: {} } as unknown as AppContext;
    expect(await sendDueNotices(ctx)).toEqual({ sent: 0 });
    clock.set(sendAt);
    // Two senders at once (two processes): it goes out once.
    const results = await Promise.all([sendDueNotices(ctx), sendDueNotices(ctx)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    const notifications = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject_id', '=', noticeId)
      .execute();
    expect(notifications.map((row) => row.user_id).sort()).toEqual(
      [world.academy.parent.id, world.academy.otherTeacher.id].sort(),
    );
    expect((await view(world.parent, noticeId)).statusCode).toBe(200);
    const history = await world.director.inject({ method: 'GET', url: `${base}/notices/${noticeId}/history` });
    expect((history.json() as { entries: { action: string; actorNm: string | null }[] }).entries).toEqual([
      expect.objectContaining({ action: 'send', actorNm: null }),
      expect.objectContaining({ action: 'create', actorNm: '한원장' }),
    ]);
  });

  it('refuses a send time in the past or too far ahead', async () => {
    for (const sendAt of [
      new Date(clock.now().getTime() - 60_000),
      new Date(clock.now().getTime() + 91 * 86_400_000),
    ]) {
      const response = await world.director.inject({
        method: 'POST',
        url: `${base}/notices`,
        payload: noticeBody({ sendAt: sendAt.toISOString() }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('sendAt');
    }
  });

  it('can be changed, re-addressed or sent now while it waits, never once sent', async () => {
    const sendAt = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const { noticeId } = await write(world.director, { title: '바꿀 예약 공지', sendAt });
    const readdressed = await world.director.inject({
      method: 'PUT',
      url: `${base}/notices/${noticeId}`,
      payload: noticeBody({
        title: '바꿀 예약 공지',
        audience: { kind: 'classes', classIds: [world.classC] },
        sendAt: null,
      }),
    });
    expect(readdressed.statusCode, readdressed.body).toBe(200);
    expect(readdressed.json()).toMatchObject({ told: 2 });
    const refused = await world.director.inject({
      method: 'PUT',
      url: `${base}/notices/${noticeId}`,
      payload: noticeBody({ audience: { kind: 'academy' } }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOTICE_ALREADY_SENT');
  });
});

describe('editing and deleting', () => {
  it('keeps who changed what and when; a deleted notice disappears for readers, its history stays', async () => {
    const { noticeId } = await write(world.director, { audience: { kind: 'classes', classIds: [world.classA] } });
    clock.advance(60_000);
    const edited = await world.manager.inject({
      method: 'PUT',
      url: `${base}/notices/${noticeId}`,
      payload: { title: '겨울방학 보강 안내 (시간 변경)', content: '보강은 오후 3시에 시작합니다.', pinned: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await view(world.parent, noticeId)).json() as NoticeDetailResponse;
    expect(detail).toMatchObject({ title: '겨울방학 보강 안내 (시간 변경)', pinned: true });
    expect(detail.editedAt).not.toBeNull();

    // The teacher got it but did not write it: may read, not change.
    const byTeacher = await world.teacher.inject({
      method: 'PUT',
      url: `${base}/notices/${noticeId}`,
      payload: { title: '바꿔 봄', content: '내용' },
    });
    expect(byTeacher.statusCode).toBe(403);
    expect((await world.teacher.inject({ method: 'DELETE', url: `${base}/notices/${noticeId}` })).statusCode).toBe(403);

    const removed = await world.director.inject({ method: 'DELETE', url: `${base}/notices/${noticeId}` });
    expect(removed.statusCode).toBe(200);
    expect((await view(world.parent, noticeId)).statusCode).toBe(404);
    expect((await view(world.director, noticeId)).statusCode).toBe(404);
    expect((await list(world.parent)).items.map((item) => item.noticeId)).not.toContain(noticeId);

    const history = await world.director.inject({ method: 'GET', url: `${base}/notices/${noticeId}/history` });
    expect(history.statusCode).toBe(200);
    const entries = (history.json() as { entries: { action: string; actorNm: string; changes: string[] }[] }).entries;
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'send', 'create']);
    expect(entries[1]).toMatchObject({ actorNm: '이실장', changes: ['제목', '내용', '상단 고정'] });
    expect((await world.teacher.inject({ method: 'GET', url: `${base}/notices/${noticeId}/history` })).statusCode).toBe(
      404,
    );
  });
});

describe('reminding those who have not read it', () => {
  it('shows whom and what it costs, then tells only the unread', async () => {
    const { noticeId } = await write(world.director, {
      audience: { kind: 'classes', classIds: [world.classA, world.classC] },
      alimTalk: true,
    });
    // Parent reads → 최민준 read; 한하윤's family (the outsider) and the teachers have not.
    await view(world.parent, noticeId);
    const preview = await world.director.inject({ method: 'GET', url: `${base}/notices/${noticeId}/remind` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      unreadStudents: 2,
      unreadStaff: 2,
      cost: { recipients: 3, alimTalk: 3, totalWon: 39 },
    });
    const remind = await world.director.inject({ method: 'POST', url: `${base}/notices/${noticeId}/remind` });
    expect(remind.json()).toEqual({ reminded: 3 });
    const reminded = await db
      .selectFrom('notifications')
      .select(['user_id', 'message_template'])
      .where('subject_id', '=', noticeId)
      .where('type', '=', 'notice-remind')
      .execute();
    expect(reminded.map((row) => row.user_id).sort()).toEqual(
      [world.outsider.id, world.academy.teacher.id, world.academy.otherTeacher.id].sort(),
    );
    expect(reminded.every((row) => row.message_template === 'notice-remind')).toBe(true);
    // 최민준's family read it: he is not reminded.
    const toMinjun = await db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', world.academy.studentUser.id)
      .where('subject_id', '=', noticeId)
      .execute();
    expect(toMinjun).toEqual([{ type: 'notice' }]);
  });
});

describe('pictures and files', () => {
  it('go through the upload pipeline, are attached on save and read only through the notice', async () => {
    const image = await world.director.inject({
      method: 'POST',
      url: `${base}/notice-images`,
      ...imageUpload('포스터.png'),
    });
    expect(image.statusCode, image.body).toBe(200);
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'binary');
    const file = await world.director.inject({
      method: 'POST',
      url: `${base}/notice-files`,
      ...multipart({ filename: '안내문.pdf', content: pdf, contentType: 'application/pdf' }),
    });
    expect(file.statusCode, file.body).toBe(200);
    const script = await world.director.inject({
      method: 'POST',
      url: `${base}/notice-files`,
      ...multipart({ filename: 'run.exe', content: Buffer.from('MZ\x90\x00', 'binary') }),
    });
    expect(script.statusCode).toBe(415);

    const { noticeId } = await write(world.director, {
      audience: { kind: 'classes', classIds: [world.classB] },
      imageIds: [image.json().id],
      fileIds: [file.json().id],
    });
    const uploads = await db
      .selectFrom('uploads')
      .select(['id', 'attached_at'])
      .where('inst_id', '=', instId)
      .execute();
    expect(uploads.every((row) => row.attached_at !== null)).toBe(true);

    const detail = (await view(world.parent, noticeId)).json() as NoticeDetailResponse;
    expect(detail.images).toEqual([expect.objectContaining({ name: '포스터.png', contentType: 'image/png' })]);
    expect(detail.files).toEqual([expect.objectContaining({ name: '안내문.pdf', contentType: 'application/pdf' })]);
    const picture = await world.parent.inject({ method: 'GET', url: detail.images[0]?.url as string });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(TINY_PNG)).toBe(true);
    const download = await world.parent.inject({ method: 'GET', url: detail.files[0]?.url as string });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    // Not the outsider, whom it did not go to.
    expect(
      (await world.outsiderParent.inject({ method: 'GET', url: detail.images[0]?.url as string })).statusCode,
    ).toBe(404);

    // An upload used by a notice cannot be taken into another.
    const reuse = await world.director.inject({
      method: 'POST',
      url: `${base}/notices`,
      payload: noticeBody({ imageIds: [image.json().id] }),
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('NOTICE_ATTACHMENT_NOT_FOUND');

    // Dropping the picture on an edit lets it go (the clean-up job removes it).
    await world.director.inject({
      method: 'PUT',
      url: `${base}/notices/${noticeId}`,
      payload: { title: '사진 뺀 공지', content: '내용', fileIds: [file.json().id] },
    });
    const dropped = await db
      .selectFrom('uploads')
      .select('attached_at')
      .where('id', '=', image.json().id)
      .executeTakeFirstOrThrow();
    expect(dropped.attached_at).toBeNull();
  });
});

describe('whom the write screen offers', () => {
  it('offers a teacher her classes and their students only, the director everyone', async () => {
    const teacher = (await world.teacher.inject({ method: 'GET', url: `${base}/notices/audience` })).json();
    expect(teacher).toEqual({
      canAddressAcademy: false,
      classes: [{ classId: world.classA, classNm: '중3 수학 심화반', studentCnt: 2 }],
      students: [
        { studentId: world.doyun, studentNm: '김도윤', classNms: ['중3 수학 심화반'] },
        { studentId: world.minjun, studentNm: '최민준', classNms: ['중3 수학 심화반'] },
      ],
      staff: [],
    });
    const director = (await world.director.inject({ method: 'GET', url: `${base}/notices/audience` })).json();
    expect(director.canAddressAcademy).toBe(true);
    expect(director.classes).toHaveLength(3);
    expect(director.students).toHaveLength(4);
    expect(director.staff.map((member: { roleLabel: string }) => member.roleLabel).sort()).toEqual(
      ['강사', '강사', '실장'].sort(),
    );
  });
});

describe('the message cost before a send', () => {
  it('counts the children and staff an audience reaches and prices the AlimTalks', async () => {
    const response = await world.director.inject({
      method: 'POST',
      url: `${base}/notices/cost`,
      payload: { audience: { kind: 'classes', classIds: [world.classA, world.classB] }, alimTalk: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      studentMaxCnt: 3,
      staffCnt: 2,
      cost: { recipients: 4, appOnly: 0, alimTalk: 4, sms: 0, lms: 0, totalWon: 52 },
    });
    const free = await world.director.inject({
      method: 'POST',
      url: `${base}/notices/cost`,
      payload: { audience: { kind: 'classes', classIds: [world.classA] }, advertising: true },
    });
    expect(free.json().cost).toMatchObject({ appOnly: 3, totalWon: 0 });
  });

  it('marks advertising for the consent and night rules, and never sends it by AlimTalk', async () => {
    const { noticeId } = await write(world.director, {
      title: '겨울 특강 설명회',
      audience: { kind: 'classes', classIds: [world.classB] },
      advertising: true,
    });
    const rows = await db
      .selectFrom('notifications')
      .select(['advertising', 'message_template'])
      .where('subject_id', '=', noticeId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.advertising && row.message_template === null)).toBe(true);
    const both = await world.director.inject({
      method: 'POST',
      url: `${base}/notices`,
      payload: noticeBody({ advertising: true, alimTalk: true }),
    });
    expect(both.statusCode).toBe(400);
  });
});
