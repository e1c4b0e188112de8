import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { enrol, insertStudent } from '../attendance/attendance.test-helpers';
import { tempDataDir } from '../classes/classes.test-helpers';
import {
  checkAs,
  createHomeworkWorld,
  expectStatus,
  giveAs,
  homeworkNotificationsOf,
  homeworkTables,
  jpegBytes,
  PDF_BYTES,
  submitAs,
  uploadAs,
} from './homework.test-helpers';

/**
 * Homework through HTTP on a real database: giving it to a class or chosen students, who sees what,
 * handing in with photos and files (on time, late, again), checks of 완료 and 보완 요청, the counts,
 * the lists and their cursors, editing, deleting, and the notifications each sends.
 */

const { db } = await createTestDatabase();
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createHomeworkWorld(app, db, clock.now());
const { instId } = w;
const { a: gayun, b: najun, c: dain, d: raon } = w.students;
const url = (path: string) => `/api/insts/${instId}${path}`;
/** Friday 20:00 in Seoul. */
const FRIDAY = '2026-11-27T20:00:00+09:00';

describe('giving homework', () => {
  it('gives it to everyone enrolled in the class, with files, and tells their families only', async () => {
    const sheet = await uploadAs(w.teacher, instId, 'homework', '학습지.pdf', PDF_BYTES, 'application/pdf');
    const homeworkId = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '분수의 덧셈',
      dueAt: FRIDAY,
      files: [sheet.fileNm],
    });

    const detail = await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) });
    expectStatus(detail);
    expect(detail.json()).toMatchObject({
      title: '분수의 덧셈',
      classNm: '수학A',
      dueAt: '2026-11-27T11:00:00.000Z',
      authorNm: '박강사',
      counts: { assigned: 3, submitted: 0, open: 3, missing: 0, toCheck: 0 },
      student: null,
      mayManage: true,
    });
    expect(detail.json().files).toMatchObject([{ originalNm: '학습지.pdf', kind: 'document' }]);

    for (const family of [w.parentA, w.parentB, w.studentB, w.parentC])
      expect((await homeworkNotificationsOf(db, family.userId)).map((n) => n.type)).toContain('homework-assigned');
    expect(await homeworkNotificationsOf(db, w.parentD.userId)).toEqual([]);
    const [notice] = await homeworkNotificationsOf(db, w.parentA.userId);
    expect(notice).toMatchObject({ title: '새 숙제: 분수의 덧셈', link: `/v3/homework/detail/${homeworkId}` });
    expect(notice?.body).toContain('11월 27일 20:00');

    // The family sees their child's status; the attachment opens for them, not for another class's family.
    const mine = await w.parentA.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) });
    expectStatus(mine);
    expect(mine.json()).toMatchObject({
      counts: null,
      mayManage: false,
      student: { studentId: gayun, studentNm: '김가윤', status: 'open', submission: null, maySubmit: true },
      children: [{ studentId: gayun, studentNm: '김가윤' }],
    });
    expect((await w.parentA.inject({ method: 'GET', url: sheet.url })).statusCode).toBe(200);
    for (const stranger of [w.parentD, w.otherTeacher]) {
      expect((await stranger.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) })).statusCode).toBe(404);
      expect((await stranger.inject({ method: 'GET', url: sheet.url })).statusCode).toBe(404);
    }
  });

  it('gives it to chosen students only, and refuses a student of another class or a due time gone by, writing nothing', async () => {
    const homeworkId = await giveAs(w.teacher, instId, { classId: w.classA, dueAt: FRIDAY, studentIds: [najun] });
    const submissions = await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions`) });
    expect(submissions.json().items.map((item: { studentId: string }) => item.studentId)).toEqual([najun]);
    expect((await w.parentA.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) })).statusCode).toBe(404);

    const before = await homeworkTables(db);
    const stranger = await w.teacher.inject({
      method: 'POST',
      url: url('/homework'),
      payload: { classId: w.classA, title: '숙제', dueAt: FRIDAY, studentIds: [gayun, raon] },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toHaveProperty('studentIds.1');
    const past = await w.teacher.inject({
      method: 'POST',
      url: url('/homework'),
      payload: { classId: w.classA, title: '숙제', dueAt: '2026-11-23T15:00:00+09:00' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.dueAt).toBe('마감 시각은 지금 이후로 정해 주세요.');
    // A class the teacher does not teach answers as if it did not exist.
    const foreignClass = await w.teacher.inject({
      method: 'POST',
      url: url('/homework'),
      payload: { classId: w.classB, title: '숙제', dueAt: FRIDAY },
    });
    expect(foreignClass.statusCode).toBe(404);
    expect(await homeworkTables(db)).toEqual(before);
  });

  it('offers the classes the caller teaches and a class’s students', async () => {
    const options = await w.teacher.inject({ method: 'GET', url: url(`/homework/form-options?classId=${w.classA}`) });
    expectStatus(options);
    expect(options.json()).toEqual({
      classes: [{ classId: w.classA, classNm: '수학A' }],
      students: [
        { studentId: gayun, studentNm: '김가윤' },
        { studentId: dain, studentNm: '박다인' },
        { studentId: najun, studentNm: '이나준' },
      ],
    });
    expect(
      (await w.teacher.inject({ method: 'GET', url: url(`/homework/form-options?classId=${w.classB}`) })).statusCode,
    ).toBe(404);
    const director = await w.director.inject({ method: 'GET', url: url('/homework/form-options') });
    expect(director.json().classes).toHaveLength(2);
  });
});

describe('handing in and checking', () => {
  it('goes submitted → again → 보완 요청 → again → 완료, keeping every version, and then takes no more', async () => {
    const homeworkId = await giveAs(w.teacher, instId, { classId: w.classA, title: '일기 쓰기', dueAt: FRIDAY });
    const photo = await uploadAs(w.studentB, instId, 'submission', '일기.jpg', await jpegBytes(1600, 1200));
    expect(photo.phoneUrl).not.toBeNull();

    const first = await submitAs(w.studentB, instId, homeworkId, {
      studentId: najun,
      text: '오늘의 일기',
      files: [photo.fileNm],
    });
    expectStatus(first);
    expect(first.json()).toMatchObject({
      status: 'submitted',
      submissionCnt: 1,
      submission: { version: 1, text: '오늘의 일기', late: false, submittedByNm: '최민준', submittedByRole: 'STUDENT' },
    });
    expect(first.json().submission.files).toMatchObject([{ kind: 'image', width: 1600, height: 1200 }]);

    // Replaced before any check: a second version by the parent.
    const second = await submitAs(w.parentB, instId, homeworkId, { studentId: najun, text: '고쳐 쓴 일기' });
    expect(second.json()).toMatchObject({
      status: 'submitted',
      submissionCnt: 2,
      submission: { version: 2, submittedByRole: 'PARENT' },
    });

    // 보완 요청 needs a comment.
    const bare = await checkAs(w.teacher, instId, homeworkId, najun, { result: 'revision' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields.comment).toBe('보완할 내용을 코멘트로 입력해 주세요.');
    const revision = await checkAs(w.teacher, instId, homeworkId, najun, {
      result: 'revision',
      comment: '날씨도 써 주세요',
    });
    expect(revision.json()).toMatchObject({
      status: 'revision',
      submission: { version: 2, checkResult: 'revision', checkComment: '날씨도 써 주세요', checkedByNm: '박강사' },
    });
    expect((await checkAs(w.teacher, instId, homeworkId, najun, { result: 'completed' })).statusCode).toBe(409);
    for (const family of [w.parentB, w.studentB]) {
      const last = (await homeworkNotificationsOf(db, family.userId)).at(-1);
      expect(last).toMatchObject({ type: 'homework-revision', title: '숙제 보완 요청: 일기 쓰기' });
      expect(last?.body).toContain('날씨도 써 주세요');
    }
    expect((await homeworkNotificationsOf(db, w.parentA.userId)).map((n) => n.type)).not.toContain('homework-revision');

    const third = await submitAs(w.studentB, instId, homeworkId, { studentId: najun, text: '날씨: 맑음' });
    expect(third.json()).toMatchObject({ status: 'submitted', submissionCnt: 3, submission: { checkResult: null } });
    const done = await checkAs(w.teacher, instId, homeworkId, najun, { result: 'completed', comment: '잘했어요' });
    expect(done.json()).toMatchObject({ status: 'completed', maySubmit: false });
    expect((await homeworkNotificationsOf(db, w.parentB.userId)).at(-1)).toMatchObject({ type: 'homework-checked' });

    const before = await homeworkTables(db);
    const refused = await submitAs(w.studentB, instId, homeworkId, { studentId: najun, text: '한 번 더' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('선생님이 완료로 확인한 숙제는 다시 제출할 수 없습니다.');
    expect(await homeworkTables(db)).toEqual(before);

    const history = await w.parentB.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions/${najun}`) });
    expectStatus(history);
    expect(
      history
        .json()
        .items.map((item: { version: number; checkResult: string | null }) => [item.version, item.checkResult]),
    ).toEqual([
      [3, 'completed'],
      [2, 'revision'],
      [1, null],
    ]);
    expect(history.json().items[2].files).toHaveLength(1);
  });

  it('numbers hand-ins sent at the same moment one after another', async () => {
    const homeworkId = await giveAs(w.teacher, instId, { classId: w.classA, dueAt: FRIDAY });
    const answers = await Promise.all(
      [w.parentB, w.studentB, w.parentB, w.studentB].map((family, index) =>
        submitAs(family, instId, homeworkId, { studentId: najun, text: `동시에 ${index}` }),
      ),
    );
    for (const answer of answers) expectStatus(answer);
    const history = await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions/${najun}`) });
    expect(history.json().items.map((item: { version: number }) => item.version)).toEqual([4, 3, 2, 1]);
    const [mine] = (await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions`) }))
      .json()
      .items.filter((item: { studentId: string }) => item.studentId === najun);
    expect(mine).toMatchObject({ submissionCnt: 4, submission: { version: 4 } });
  });

  it('marks a first hand-in after the due time late, and counts submitted, late, missing and to check', async () => {
    clock.set('2026-11-23T07:00:00Z');
    const homeworkId = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '단어 시험 준비',
      dueAt: '2026-11-24T20:00:00+09:00',
    });
    expectStatus(await submitAs(w.parentA, instId, homeworkId, { studentId: gayun }));
    clock.set('2026-11-24T12:00:00Z');
    const late = await submitAs(w.studentB, instId, homeworkId, { studentId: najun });
    expect(late.json()).toMatchObject({ status: 'late', submission: { late: true } });

    const counts = await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) });
    expect(counts.json().counts).toEqual({
      assigned: 3,
      submitted: 2,
      late: 1,
      missing: 1,
      open: 0,
      toCheck: 2,
      revision: 0,
      completed: 0,
    });
    const list = await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions`) });
    expect(
      list.json().items.map((item: { studentNm: string; status: string }) => [item.studentNm, item.status]),
    ).toEqual([
      ['김가윤', 'submitted'],
      ['박다인', 'missing'],
      ['이나준', 'late'],
    ]);
    // Missing can still hand in (late).
    const missing = await submitAs(w.parentC, instId, homeworkId, { studentId: dain });
    expect(missing.json().status).toBe('late');
    clock.set('2026-11-23T07:00:00Z');
  });

  it('lets only the student and their own parents hand in, and shows a submission only to staff and that family', async () => {
    const homeworkId = await giveAs(w.teacher, instId, { classId: w.classA, dueAt: FRIDAY });
    const before = await homeworkTables(db);
    // Another child's id, a child who is not an assignee, a staff member.
    expect((await submitAs(w.parentA, instId, homeworkId, { studentId: najun })).statusCode).toBe(404);
    expect((await submitAs(w.parentD, instId, homeworkId, { studentId: raon })).statusCode).toBe(404);
    expect((await submitAs(w.teacher, instId, homeworkId, { studentId: gayun })).statusCode).toBe(403);
    // An upload that is someone else's (or not a hand-in) cannot be claimed.
    const staffFile = await uploadAs(w.teacher, instId, 'homework', '자료.jpg', await jpegBytes(64, 48));
    const claimed = await submitAs(w.parentA, instId, homeworkId, { studentId: gayun, files: [staffFile.fileNm] });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().fields).toHaveProperty('files.0');
    const after = await homeworkTables(db);
    expect({ ...after, uploads: before.uploads, homework_files: before.homework_files }).toEqual(before);

    const photo = await uploadAs(w.parentA, instId, 'submission', '풀이.jpg', await jpegBytes(64, 48));
    expectStatus(await submitAs(w.parentA, instId, homeworkId, { studentId: gayun, files: [photo.fileNm] }));
    for (const reader of [w.parentA, w.teacher, w.director])
      expect((await reader.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    for (const stranger of [w.parentB, w.studentB, w.parentD, w.otherTeacher])
      expect((await stranger.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    for (const stranger of [w.parentB, w.otherTeacher])
      expect(
        (await stranger.inject({ method: 'GET', url: url(`/homework/${homeworkId}/submissions/${gayun}`) })).statusCode,
      ).toBe(404);
    // A parent may not read another child's status through the detail either.
    expect(
      (await w.parentB.inject({ method: 'GET', url: url(`/homework/${homeworkId}?studentId=${gayun}`) })).statusCode,
    ).toBe(404);
  });
});

describe('lists', () => {
  it('pages the staff list newest due first, filters those to check, and keeps a teacher to their classes', async () => {
    const { db: ownDb } = await createTestDatabase();
    const ownClock = fixedClock('2026-11-23T07:00:00Z');
    const ownApp = await createTestApp(ownDb, { clock: ownClock, env: { DATA_DIR: tempDataDir() } });
    const x = await createHomeworkWorld(ownApp, ownDb, ownClock.now());
    const ids: string[] = [];
    for (const day of [24, 25, 26, 27])
      ids.push(
        await giveAs(x.teacher, x.instId, {
          classId: x.classA,
          title: `${day}일 숙제`,
          dueAt: `2026-11-${day}T20:00:00+09:00`,
        }),
      );
    const english = await giveAs(x.otherTeacher, x.instId, { classId: x.classB, title: '영어', dueAt: FRIDAY });
    expectStatus(await submitAs(x.parentA, x.instId, ids[1] as string, { studentId: x.students.a }));

    const page1 = await x.teacher.inject({ method: 'GET', url: `/api/insts/${x.instId}/homework?limit=3` });
    expectStatus(page1);
    expect(page1.json().items.map((item: { homeworkId: string }) => item.homeworkId)).toEqual([ids[3], ids[2], ids[1]]);
    const page2 = await x.teacher.inject({
      method: 'GET',
      url: `/api/insts/${x.instId}/homework?limit=3&cursor=${encodeURIComponent(page1.json().nextCursor)}`,
    });
    expect(page2.json()).toMatchObject({ items: [{ homeworkId: ids[0] }], nextCursor: null });

    const toCheck = await x.teacher.inject({ method: 'GET', url: `/api/insts/${x.instId}/homework?state=toCheck` });
    expect(toCheck.json().items).toMatchObject([{ homeworkId: ids[1], counts: { toCheck: 1, submitted: 1 } }]);
    const all = await x.director.inject({ method: 'GET', url: `/api/insts/${x.instId}/homework` });
    expect(all.json().items.map((item: { homeworkId: string }) => item.homeworkId)).toContain(english);
    const other = await x.otherTeacher.inject({ method: 'GET', url: `/api/insts/${x.instId}/homework` });
    expect(other.json().items.map((item: { homeworkId: string }) => item.homeworkId)).toEqual([english]);
  });

  it('lists a student’s homework for their family, the due ones soonest first, and 404 for another child', async () => {
    const { db: ownDb } = await createTestDatabase();
    const ownClock = fixedClock('2026-11-23T07:00:00Z');
    const ownApp = await createTestApp(ownDb, { clock: ownClock, env: { DATA_DIR: tempDataDir() } });
    const x = await createHomeworkWorld(ownApp, ownDb, ownClock.now());
    const later = await giveAs(x.teacher, x.instId, {
      classId: x.classA,
      title: '나중',
      dueAt: '2026-11-28T20:00:00+09:00',
    });
    const sooner = await giveAs(x.teacher, x.instId, {
      classId: x.classA,
      title: '먼저',
      dueAt: '2026-11-24T20:00:00+09:00',
    });
    const handed = await giveAs(x.teacher, x.instId, {
      classId: x.classA,
      title: '낸 것',
      dueAt: '2026-11-25T20:00:00+09:00',
    });
    const revised = await giveAs(x.teacher, x.instId, {
      classId: x.classA,
      title: '보완',
      dueAt: '2026-11-26T20:00:00+09:00',
    });
    const b = x.students.b;
    expectStatus(await submitAs(x.studentB, x.instId, handed, { studentId: b }));
    expectStatus(await submitAs(x.studentB, x.instId, revised, { studentId: b }));
    expectStatus(await checkAs(x.teacher, x.instId, revised, b, { result: 'revision', comment: '다시' }));

    const due = await x.studentB.inject({
      method: 'GET',
      url: `/api/insts/${x.instId}/students/${b}/homework?state=due`,
    });
    expectStatus(due);
    expect(
      due.json().items.map((item: { homeworkId: string; status: string }) => [item.homeworkId, item.status]),
    ).toEqual([
      [sooner, 'open'],
      [revised, 'revision'],
      [later, 'open'],
    ]);
    expect(due.json().items[1].checkComment).toBe('다시');
    const done = await x.parentB.inject({
      method: 'GET',
      url: `/api/insts/${x.instId}/students/${b}/homework?state=done`,
    });
    expect(done.json().items).toMatchObject([{ homeworkId: handed, status: 'submitted' }]);
    const pageOne = await x.parentB.inject({
      method: 'GET',
      url: `/api/insts/${x.instId}/students/${b}/homework?limit=2`,
    });
    expect(pageOne.json().items.map((item: { homeworkId: string }) => item.homeworkId)).toEqual([later, revised]);
    expect(pageOne.json().nextCursor).not.toBeNull();

    for (const stranger of [x.parentA, x.otherTeacher])
      expect(
        (await stranger.inject({ method: 'GET', url: `/api/insts/${x.instId}/students/${b}/homework` })).statusCode,
      ).toBe(404);
    expect(
      (await x.teacher.inject({ method: 'GET', url: `/api/insts/${x.instId}/students/${b}/homework` })).statusCode,
    ).toBe(200);
  });
});

describe('editing and deleting', () => {
  it('moves the due time (the reminder may go again), replaces files, and deletes with its hand-ins, audited', async () => {
    const first = await uploadAs(w.teacher, instId, 'homework', '1.jpg', await jpegBytes(64, 48));
    const second = await uploadAs(w.teacher, instId, 'homework', '2.pdf', PDF_BYTES, 'application/pdf');
    const homeworkId = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '원래 제목',
      dueAt: FRIDAY,
      files: [first.fileNm],
    });
    await db
      .updateTable('homework_assignees')
      .set({ reminded_at: clock.now() })
      .where('homework_id', '=', homeworkId)
      .execute();

    const edited = await w.teacher.inject({
      method: 'PATCH',
      url: url(`/homework/${homeworkId}`),
      payload: { title: '고친 제목', dueAt: '2026-11-28T20:00:00+09:00', files: [second.fileNm] },
    });
    expectStatus(edited);
    expect(edited.json()).toMatchObject({ title: '고친 제목', dueAt: '2026-11-28T11:00:00.000Z' });
    expect(edited.json().files).toMatchObject([{ originalNm: '2.pdf' }]);
    expect((await w.parentA.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    const reminded = await db
      .selectFrom('homework_assignees')
      .select('reminded_at')
      .where('homework_id', '=', homeworkId)
      .execute();
    expect(reminded.every((row) => row.reminded_at === null)).toBe(true);

    const photo = await uploadAs(w.parentA, instId, 'submission', '풀이.jpg', await jpegBytes(64, 48));
    expectStatus(await submitAs(w.parentA, instId, homeworkId, { studentId: gayun, files: [photo.fileNm] }));
    expect((await w.otherTeacher.inject({ method: 'DELETE', url: url(`/homework/${homeworkId}`) })).statusCode).toBe(
      404,
    );
    const removed = await w.teacher.inject({ method: 'DELETE', url: url(`/homework/${homeworkId}`) });
    expect(removed.statusCode).toBe(204);
    expect((await w.teacher.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) })).statusCode).toBe(404);
    expect((await w.parentA.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect(
      await db.selectFrom('homework_submissions').select('id').where('homework_id', '=', homeworkId).execute(),
    ).toEqual([]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target', '=', `homework:${homeworkId}`)
      .execute();
    expect(audit).toEqual([{ action: 'homework.delete', actor_user_id: w.teacher.userId }]);
  });
});

describe('a parent of two assignees', () => {
  it('lists both children and shows the one asked for, never another family’s', async () => {
    const second = await insertStudent(db, instId, { studentNm: '김가온', guardians: [{ userId: w.parentA.userId }] });
    await enrol(db, instId, w.classA, [second.id], { start: '2026-03-02' });
    const homeworkId = await giveAs(w.teacher, instId, { classId: w.classA, dueAt: FRIDAY });
    expectStatus(await submitAs(w.parentA, instId, homeworkId, { studentId: second.id, text: '가온이 숙제' }));

    const first = await w.parentA.inject({ method: 'GET', url: url(`/homework/${homeworkId}`) });
    expect(first.json().children).toEqual([
      { studentId: second.id, studentNm: '김가온' },
      { studentId: gayun, studentNm: '김가윤' },
    ]);
    expect(first.json().student).toMatchObject({ studentId: second.id, status: 'submitted' });
    const picked = await w.parentA.inject({ method: 'GET', url: url(`/homework/${homeworkId}?studentId=${gayun}`) });
    expect(picked.json().student).toMatchObject({ studentId: gayun, status: 'open' });
    expect(
      (await w.parentA.inject({ method: 'GET', url: url(`/homework/${homeworkId}?studentId=${najun}`) })).statusCode,
    ).toBe(404);
  });
});
