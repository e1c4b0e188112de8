import type { StudentDetailResponse, StudentsListResponse } from '@academy/domain/students/students.schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, createAcademy, insertTestStudent, studentTables } from './students.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z'); // 2026-11-22 12:00 in Seoul
const app = await createTestApp(db, { clock });

const academy = await createAcademy(db, {
  manager: { authCd: '010', userNm: '이실장' },
  teacher: { authCd: '020', userNm: '박강사' },
  parent: { userNm: '최보호' },
  student: { userNm: '최학생' },
});
const director = await callerFor(app, db, academy.director.id, clock.now());
const manager = await callerFor(app, db, academy.manager?.id as string, clock.now());
const base = `/api/insts/${academy.instId}`;

let mobileCounter = 0;
const mobile = () => {
  mobileCounter += 1;
  return `0107${String(mobileCounter).padStart(7, '0')}`;
};

async function register(body: Record<string, unknown>) {
  const response = await director.inject({ method: 'POST', url: `${base}/students`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { student: StudentDetailResponse; invitations: { guardianId: string; result: string }[] };
}

describe('register (StudentRegister)', () => {
  it('saves the student with guardians in one go, audits it, and texts each guardian a code and link', async () => {
    const guardianMobile = mobile();
    const { student, invitations } = await register({
      studentNm: '김 민준',
      birthdate: '2012-03-15',
      genderCd: 'M',
      schoolNm: '한빛중학교',
      gradeYear: 8,
      mobileNo: '010-2222-0001',
      memo: '수학 심화',
      guardians: [{ guardianNm: '김보호', mobileNo: guardianMobile, relationType: '어머니' }],
      classIds: [],
      inviteGuardians: true,
    });
    expect(student).toMatchObject({
      studentNm: '김민준',
      birthdate: '2012-03-15',
      genderCd: 'M',
      schoolNm: '한빛중학교',
      gradeYear: 8,
      mobileNo: '01022220001',
      status: 'enrolled',
      statusSince: '2026-11-22',
      memo: '수학 심화',
      connected: false,
      memoCount: 0,
      canManage: true,
    });
    expect(student.guardians).toHaveLength(1);
    expect(student.guardians[0]).toMatchObject({
      guardianNm: '김보호',
      mobileNo: guardianMobile,
      relationType: '어머니',
      connected: false,
      invitation: { state: 'usable' },
    });
    expect(invitations).toEqual([
      { guardianId: student.guardians[0]?.guardianId, guardianNm: '김보호', result: 'sent' },
    ]);

    const row = await db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', student.studentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ inst_id: academy.instId, created_by: academy.director.id });
    expect((row as unknown as { student_nm_choseong: string }).student_nm_choseong).toBe('ㄱㅁㅈ');

    const invite = await db
      .selectFrom('invites')
      .selectAll()
      .where('student_id', '=', student.studentId)
      .executeTakeFirstOrThrow();
    expect(invite).toMatchObject({ purpose: 'parent', target_nm: '김보호', target_mobile_no: guardianMobile });
    const sms = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', guardianMobile)
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(`초대 코드: ${invite.code}`);
    expect(sms.body).toContain(`/v3/InstConnect?code=${invite.code}`);
    expect(sms.body).toContain('김민준 학생의 보호자로 초대했습니다');
    expect(sms.purpose).toBe('invitation');

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target', '=', `student:${student.studentId}`)
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['student.create', 'student.guardian.invite']);
    expect(audit.every((entry) => entry.actor_user_id === academy.director.id)).toBe(true);
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const before = await studentTables(db);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { studentNm: '', birthdate: '2012-13-01', mobileNo: '02-123-4567', gradeYear: 0 },
        {
          studentNm: '이름을 입력해 주세요',
          birthdate: '생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
          mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
          gradeYear: '학년은 1 이상으로 입력해 주세요.',
        },
      ],
      [
        {
          studentNm: '이서연',
          birthdate: '2014-09-17',
          guardians: [{ guardianNm: '이보호', mobileNo: '0101234', relationType: '이모' }],
        },
        {
          'guardians.0.mobileNo': '보호자 휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
          'guardians.0.relationType': '관계를 선택해 주세요',
        },
      ],
      [
        { studentNm: '이서연', birthdate: '2026-11-23' },
        { birthdate: '생년월일은 오늘보다 이전 날짜로 입력해 주세요.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await director.inject({ method: 'POST', url: `${base}/students`, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    // A class id the academy does not have: not found, nothing written (students.register-classes.test.ts has the rest).
    const unknownClass = await director.inject({
      method: 'POST',
      url: `${base}/students`,
      payload: { studentNm: '이서연', birthdate: '2014-09-17', classIds: [newId()] },
    });
    expect(unknownClass.statusCode).toBe(404);
    expect(unknownClass.json()).toMatchObject({
      code: 'CLASS_NOT_FOUND',
      fields: { classIds: '선택한 반을 찾을 수 없습니다.' },
    });
    expect(await studentTables(db)).toEqual(before);
  });
});

describe('duplicates (StudentRegisterCheck)', () => {
  it('finds students by name + birth date, or by mobile, and says which matched', async () => {
    const sameName = await insertTestStudent(db, academy.instId, { studentNm: '홍길동', birthdate: '2013-01-01' });
    const sameMobile = await insertTestStudent(db, academy.instId, {
      studentNm: '홍길순',
      birthdate: '2010-10-10',
      mobileNo: '01033330001',
    });
    await insertTestStudent(db, academy.instId, { studentNm: '홍길동', birthdate: '2015-05-05' });
    const response = await manager.inject({
      method: 'POST',
      url: `${base}/students/duplicates`,
      payload: { studentNm: '홍길동', birthdate: '2013-01-01', mobileNo: '010-3333-0001' },
    });
    expect(response.statusCode).toBe(200);
    const { candidates } = response.json() as { candidates: { studentId: string; matchedBy: string[] }[] };
    expect(candidates.map((c) => [c.studentId, c.matchedBy]).sort()).toEqual(
      [
        [sameName.id, ['name_birthdate']],
        [sameMobile.id, ['mobile']],
      ].sort(),
    );
    const none = await manager.inject({
      method: 'POST',
      url: `${base}/students/duplicates`,
      payload: { studentNm: '홍길동', birthdate: '2000-01-01' },
    });
    expect(none.json()).toEqual({ candidates: [] });
  });
});

describe('list (StudentsList)', () => {
  it('searches by initial consonants in SQL, so pages and totals stay right', async () => {
    const other = await createAcademy(db);
    const names = ['강민수', '고민성', '김민서', '구만세', '김민수', '나민수', '강모성'];
    for (const name of names) await insertTestStudent(db, other.instId, { studentNm: name });
    await insertTestStudent(db, other.instId, { studentNm: '곽마술', status: 'left' });
    const caller = await callerFor(app, db, other.director.id, clock.now());
    const page = async (query: string) => {
      const response = await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/students?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as StudentsListResponse;
    };
    const first = await page('q=ㄱㅁㅅ&size=2&page=1');
    expect(first.total).toBe(7);
    expect(first.items.map((item) => item.studentNm)).toEqual(['강모성', '강민수']);
    expect(first.counts).toEqual({ enrolled: 6, paused: 0, left: 1 });
    const pages = [first];
    for (const n of [2, 3, 4]) pages.push(await page(`q=ㄱㅁㅅ&size=2&page=${n}`));
    expect(pages.map((p) => p.items.map((i) => i.studentNm))).toEqual([
      ['강모성', '강민수'],
      ['고민성', '곽마술'],
      ['구만세', '김민서'],
      ['김민수'],
    ]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    const enrolledOnly = await page('q=ㄱㅁㅅ&status=enrolled&size=10');
    expect(enrolledOnly.total).toBe(6);
    expect(enrolledOnly.items.map((item) => item.studentNm)).not.toContain('곽마술');
    expect((await page('q=ㄱ ㅁ ㅅ&status=left')).items.map((item) => item.studentNm)).toEqual(['곽마술']);
    expect((await page('q=민수')).items.map((item) => item.studentNm)).toEqual(['강민수', '김민수', '나민수']);
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('status=enrolled&size=100')).total).toBe(7);
  });

  it('finds by mobile digits and shows guardians on each row', async () => {
    const { id } = await insertTestStudent(db, academy.instId, {
      studentNm: '전화번',
      mobileNo: '01055557777',
      guardians: [{ guardianNm: '전보호', mobileNo: mobile(), relationType: '아버지' }],
    });
    const response = await manager.inject({ method: 'GET', url: `${base}/students?q=5555-7777` });
    const list = response.json() as StudentsListResponse;
    expect(list.items.map((item) => item.studentId)).toEqual([id]);
    expect(list.items[0]?.guardians).toEqual([
      { guardianNm: '전보호', relationType: '아버지', mobileNo: expect.any(String), connected: false },
    ]);
  });

  it('shows a teacher without classes no students, and refuses parents and students', async () => {
    const teacher = await callerFor(app, db, academy.teacher?.id as string, clock.now());
    const response = await teacher.inject({ method: 'GET', url: `${base}/students` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0, counts: { enrolled: 0, paused: 0, left: 0 } });
    const parent = await callerFor(app, db, academy.parent?.id as string, clock.now());
    expect((await parent.inject({ method: 'GET', url: `${base}/students` })).statusCode).toBe(403);
  });

  it('refuses bad paging in Korean', async () => {
    const response = await manager.inject({ method: 'GET', url: `${base}/students?size=1000&status=gone` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      size: '페이지 크기은/는 100 이하로 입력해 주세요.'.replace('은/는', '는'),
      status: '상태를 선택해 주세요',
    });
  });
});

describe('edit (ModifyStudentInfo, ModifyInstInfo)', () => {
  it('changes the person and the academy record, keeps the search key in step and audits only what changed', async () => {
    const { student } = await register({ studentNm: '박지훈', birthdate: '2011-02-02' });
    const url = `${base}/students/${student.studentId}`;
    const edited = await manager.inject({
      method: 'PATCH',
      url,
      payload: { studentNm: '정지훈', birthdate: '2011-02-02', genderCd: 'M', mobileNo: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ studentNm: '정지훈', genderCd: 'M', mobileNo: null });
    const search = await manager.inject({ method: 'GET', url: `${base}/students?q=ㅈㅈㅎ` });
    expect((search.json() as StudentsListResponse).items.map((item) => item.studentId)).toContain(student.studentId);

    const inst = await manager.inject({
      method: 'PATCH',
      url: `${url}/inst-info`,
      payload: { schoolNm: '새솔중학교', gradeYear: 9, memo: '' },
    });
    expect(inst.json()).toMatchObject({ schoolNm: '새솔중학교', gradeYear: 9, memo: null });

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `student:${student.studentId}`)
      .where('action', 'in', ['student.update', 'student.inst-info'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'student.update',
        before: { studentNm: '박지훈', genderCd: null },
        after: { studentNm: '정지훈', genderCd: 'M' },
      },
      {
        action: 'student.inst-info',
        before: { schoolNm: null, gradeYear: null },
        after: { schoolNm: '새솔중학교', gradeYear: 9 },
      },
    ]);

    const same = await director.inject({
      method: 'PATCH',
      url,
      payload: { studentNm: '정지훈', birthdate: '2011-02-02', genderCd: 'M', mobileNo: '' },
    });
    expect(same.statusCode).toBe(200);
    const count = await db
      .selectFrom('audit_log')
      .select(db.fn.countAll<number>().as('n'))
      .where('target', '=', `student:${student.studentId}`)
      .where('action', '=', 'student.update')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a birth date in the future and an unknown student, writing nothing', async () => {
    const { id } = await insertTestStudent(db, academy.instId);
    const before = await studentTables(db);
    const future = await manager.inject({
      method: 'PATCH',
      url: `${base}/students/${id}`,
      payload: { studentNm: '김미래', birthdate: '2030-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ birthdate: '생년월일은 오늘보다 이전 날짜로 입력해 주세요.' });
    const unknown = await manager.inject({
      method: 'PATCH',
      url: `${base}/students/${newId()}`,
      payload: { studentNm: '김없음', birthdate: '2012-01-01' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('STUDENT_NOT_FOUND');
    expect(await studentTables(db)).toEqual(before);
  });
});

describe('guardians and connections (ModifyConnect)', () => {
  it('adds, invites, unlinks and removes guardians; refuses duplicates and a fifth guardian', async () => {
    const parentUser = academy.parent?.id as string;
    const { id, guardianIds } = await insertTestStudent(db, academy.instId, {
      guardians: [{ guardianNm: '한어머', mobileNo: '01044440001', userId: parentUser }],
    });
    const url = `${base}/students/${id}`;

    const added = await manager.inject({
      method: 'POST',
      url: `${url}/guardians`,
      payload: { guardianNm: '한아버', mobileNo: '010-4444-0002', relationType: '아버지', invite: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = added.json() as StudentDetailResponse;
    expect(detail.guardians.map((g) => [g.guardianNm, g.connected, g.invitation?.state ?? null])).toEqual([
      ['한어머', true, null],
      ['한아버', false, 'usable'],
    ]);
    const firstCode = detail.guardians[1]?.invitation?.code as string;

    const duplicate = await manager.inject({
      method: 'POST',
      url: `${url}/guardians`,
      payload: { guardianNm: '한중복', mobileNo: '01044440002', relationType: '기타' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'GUARDIAN_DUPLICATE', fields: { mobileNo: expect.any(String) } });

    // Inviting again revokes the earlier code.
    const newGuardianId = detail.guardians[1]?.guardianId as string;
    const again = await manager.inject({ method: 'POST', url: `${url}/guardians/${newGuardianId}/invite` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().invitation.code).not.toBe(firstCode);
    const old = await db
      .selectFrom('invites')
      .select('revoked_at')
      .where('code', '=', firstCode)
      .executeTakeFirstOrThrow();
    expect(old.revoked_at).not.toBeNull();

    const connected = await manager.inject({ method: 'POST', url: `${url}/guardians/${guardianIds[0]}/invite` });
    expect(connected.statusCode).toBe(409);
    expect(connected.json().code).toBe('GUARDIAN_ALREADY_CONNECTED');

    const unlinked = await manager.inject({ method: 'DELETE', url: `${url}/guardians/${guardianIds[0]}/connection` });
    expect(unlinked.statusCode).toBe(200);
    expect((unlinked.json() as StudentDetailResponse).guardians[0]).toMatchObject({
      guardianNm: '한어머',
      connected: false,
    });
    const row = await db
      .selectFrom('student_guardians')
      .select('user_id')
      .where('id', '=', guardianIds[0] as string)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    const twice = await manager.inject({ method: 'DELETE', url: `${url}/guardians/${guardianIds[0]}/connection` });
    expect(twice.json().code).toBe('GUARDIAN_NOT_CONNECTED');

    const removed = await manager.inject({ method: 'DELETE', url: `${url}/guardians/${newGuardianId}` });
    expect((removed.json() as StudentDetailResponse).guardians.map((g) => g.guardianNm)).toEqual(['한어머']);
    const live = await db
      .selectFrom('invites')
      .select('id')
      .where('student_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    for (let n = 3; n <= 5; n += 1) {
      await manager.inject({
        method: 'POST',
        url: `${url}/guardians`,
        payload: { guardianNm: '한보호', mobileNo: `0104444000${n}`, relationType: '기타' },
      });
    }
    const fifth = await manager.inject({
      method: 'POST',
      url: `${url}/guardians`,
      payload: { guardianNm: '한다섯', mobileNo: '01044440009', relationType: '기타' },
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().code).toBe('GUARDIANS_FULL');
  });

  it('invites the student by their own mobile, and refuses without one', async () => {
    const withMobile = await insertTestStudent(db, academy.instId, { mobileNo: '01066660001' });
    const sent = await manager.inject({ method: 'POST', url: `${base}/students/${withMobile.id}/invite` });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = await db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', '01066660001')
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(sent.json().invitation.code);
    const without = await insertTestStudent(db, academy.instId, { mobileNo: null });
    const refused = await manager.inject({ method: 'POST', url: `${base}/students/${without.id}/invite` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('STUDENT_NO_MOBILE');

    const linked = await insertTestStudent(db, academy.instId, { userId: academy.student?.id as string });
    const unlinked = await manager.inject({ method: 'DELETE', url: `${base}/students/${linked.id}/connection` });
    expect(unlinked.json()).toMatchObject({ connected: false });
  });
});

describe('status (StudentChangeStatus, StudentLeave) and history (StudentHistory)', () => {
  it('pauses, brings back and lets a student leave, each with a history row and an audit row', async () => {
    const { student } = await register({ studentNm: '윤하늘', birthdate: '2012-06-06' });
    const url = `${base}/students/${student.studentId}`;
    const change = (payload: Record<string, unknown>) =>
      manager.inject({ method: 'POST', url: `${url}/status`, payload });

    // Today is 11-22: every change below is dated ahead, so the student stays 재원 for now.
    const paused = await change({ toStatus: 'paused', effectiveDate: '2026-11-25', reason: '겨울방학 여행' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      status: 'enrolled',
      statusSince: '2026-11-22',
      scheduledStatuses: [{ status: 'paused', effectiveDate: '2026-11-25' }],
    });
    clock.advance(60_000);
    expect((await change({ toStatus: 'enrolled', effectiveDate: '2026-12-01' })).json()).toMatchObject({
      status: 'enrolled',
    });
    clock.advance(60_000);
    expect((await change({ toStatus: 'left', effectiveDate: '2026-12-10', reason: '이사' })).json()).toMatchObject({
      status: 'enrolled',
      scheduledStatuses: [
        { status: 'paused', effectiveDate: '2026-11-25' },
        { status: 'enrolled', effectiveDate: '2026-12-01' },
        { status: 'left', effectiveDate: '2026-12-10' },
      ],
    });
    const detailOn = async (iso: string) => {
      const saved = clock.now();
      clock.set(iso);
      try {
        return (await manager.inject({ method: 'GET', url })).json() as StudentDetailResponse;
      } finally {
        clock.set(saved);
      }
    };
    expect(await detailOn('2026-11-26T03:00:00Z')).toMatchObject({
      status: 'paused',
      statusSince: '2026-11-25',
      scheduledStatuses: [
        { status: 'enrolled', effectiveDate: '2026-12-01' },
        { status: 'left', effectiveDate: '2026-12-10' },
      ],
    });
    expect(await detailOn('2026-12-10T03:00:00Z')).toMatchObject({
      status: 'left',
      statusSince: '2026-12-10',
      scheduledStatuses: [],
    });

    const changes = await db
      .selectFrom('student_status_changes')
      .select(['from_status', 'to_status', 'effective_date', 'reason', 'changed_by'])
      .where('student_id', '=', student.studentId)
      .orderBy('at')
      .execute();
    expect(changes).toEqual([
      {
        from_status: 'enrolled',
        to_status: 'paused',
        effective_date: '2026-11-25',
        reason: '겨울방학 여행',
        changed_by: academy.manager?.id,
      },
      {
        from_status: 'paused',
        to_status: 'enrolled',
        effective_date: '2026-12-01',
        reason: null,
        changed_by: academy.manager?.id,
      },
      {
        from_status: 'enrolled',
        to_status: 'left',
        effective_date: '2026-12-10',
        reason: '이사',
        changed_by: academy.manager?.id,
      },
    ]);
    const audits = await db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `student:${student.studentId}`)
      .where('action', '=', 'student.status')
      .execute();
    expect(audits).toHaveLength(3);

    const history = await director.inject({ method: 'GET', url: `${url}/history` });
    expect(history.statusCode).toBe(200);
    const entries = history.json().entries as Array<Record<string, unknown>>;
    expect(entries.map((entry) => [entry.kind, entry.actorNm, entry.reason])).toEqual([
      ['status', '이실장', '이사'],
      ['status', '이실장', null],
      ['status', '이실장', '겨울방학 여행'],
      ['created', '한원장', null],
    ]);
    expect(entries[2]).toMatchObject({
      changes: [{ field: 'status', before: 'enrolled', after: 'paused' }],
      effectiveDate: '2026-11-25',
    });
  });

  it('keeps a student whose 휴원 is dated ahead on the roll until that day: list, filter and counts', async () => {
    const { student } = await register({ studentNm: '문봄날', birthdate: '2012-04-04' });
    const url = `${base}/students/${student.studentId}`;
    const list = async (query: string) =>
      (
        await manager.inject({ method: 'GET', url: `${base}/students?q=문봄날&${query}` })
      ).json() as StudentsListResponse;
    const countsBefore = (await list('')).counts;
    expect(countsBefore).toMatchObject({ enrolled: 1, paused: 0 });

    const paused = await manager.inject({
      method: 'POST',
      url: `${url}/status`,
      payload: { toStatus: 'paused', effectiveDate: '2026-11-24', reason: '가족 여행' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const today = await list('');
    expect(today.counts).toEqual(countsBefore);
    expect(today.items[0]).toMatchObject({
      status: 'enrolled',
      scheduledStatuses: [{ status: 'paused', effectiveDate: '2026-11-24' }],
    });
    expect((await list('status=paused')).items).toEqual([]);
    expect((await list('status=enrolled')).items.map((item) => item.studentNm)).toEqual(['문봄날']);

    // Asking for it again, or for a day before it, is answered with what is scheduled.
    const again = await manager.inject({
      method: 'POST',
      url: `${url}/status`,
      payload: { toStatus: 'paused', effectiveDate: '2026-11-25', reason: '가족 여행' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 11월 24일부터 휴원 예정입니다.');
    const earlier = await manager.inject({
      method: 'POST',
      url: `${url}/status`,
      payload: { toStatus: 'enrolled', effectiveDate: '2026-11-23' },
    });
    expect(earlier.json().fields).toEqual({
      effectiveDate: '적용일은 휴원 예정일인 2026.11.24 이후로 선택해 주세요.',
    });

    clock.set('2026-11-24T03:00:00Z');
    try {
      const onTheDay = await list('status=paused');
      expect(onTheDay.items.map((item) => [item.studentNm, item.status, item.statusSince])).toEqual([
        ['문봄날', 'paused', '2026-11-24'],
      ]);
      expect(onTheDay.counts).toMatchObject({ enrolled: 0, paused: 1 });
    } finally {
      clock.set('2026-11-22T03:00:00Z');
    }
  });

  it('refuses a change the rules do not allow, a missing reason and dates out of range, writing nothing', async () => {
    const left = await insertTestStudent(db, academy.instId, { status: 'left', statusSince: '2026-10-01' });
    const enrolled = await insertTestStudent(db, academy.instId, { statusSince: '2026-11-01' });
    const before = await studentTables(db);
    const post = (id: string, payload: Record<string, unknown>) =>
      manager.inject({ method: 'POST', url: `${base}/students/${id}/status`, payload });

    const toPaused = await post(left.id, { toStatus: 'paused', effectiveDate: '2026-11-22', reason: '방학' });
    expect(toPaused.statusCode).toBe(409);
    expect(toPaused.json().message).toBe('퇴원한 원생은 휴원으로 바꿀 수 없습니다. 먼저 재원으로 바꿔 주세요.');
    const same = await post(enrolled.id, { toStatus: 'enrolled', effectiveDate: '2026-11-22' });
    expect(same.json().message).toBe('이미 재원 상태입니다.');
    const noReason = await post(enrolled.id, { toStatus: 'left', effectiveDate: '2026-11-22', reason: ' ' });
    expect(noReason.json().fields).toEqual({ reason: '사유를 입력해 주세요' });
    const tooLate = await post(enrolled.id, { toStatus: 'paused', effectiveDate: '2027-01-15', reason: '방학' });
    expect(tooLate.json().fields).toEqual({
      effectiveDate: '적용일은 2025.11.22부터 2026.12.22 사이로 선택해 주세요.',
    });
    const beforeSince = await post(enrolled.id, { toStatus: 'paused', effectiveDate: '2026-10-31', reason: '방학' });
    expect(beforeSince.json().fields).toEqual({
      effectiveDate: '적용일은 지금 상태가 시작된 2026.11.01 이후로 선택해 주세요.',
    });
    expect(await studentTables(db)).toEqual(before);
  });

  it('records edits, guardian events and accepted invitations in the history with who did them', async () => {
    const { student } = await register({
      studentNm: '서바다',
      birthdate: '2013-03-03',
      guardians: [{ guardianNm: '서보호', mobileNo: mobile(), relationType: '아버지' }],
      inviteGuardians: true,
    });
    const url = `${base}/students/${student.studentId}`;
    clock.advance(60_000);
    await manager.inject({ method: 'PATCH', url: `${url}/inst-info`, payload: { schoolNm: '바다중', gradeYear: 7 } });
    clock.advance(60_000);
    await db
      .updateTable('invites')
      .set({ accepted_at: clock.now(), accepted_by: academy.parent?.id as string })
      .where('student_id', '=', student.studentId)
      .execute();
    const history = await manager.inject({ method: 'GET', url: `${url}/history` });
    const entries = history.json().entries as Array<{
      kind: string;
      actorNm: string | null;
      subject: string | null;
      changes: unknown[];
    }>;
    expect(entries.map((entry) => [entry.kind, entry.actorNm, entry.subject])).toEqual([
      ['guardian-connected', '최보호', '서보호'],
      ['inst-info', '이실장', null],
      ['guardian-invited', '한원장', '서보호'],
      ['created', '한원장', null],
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'schoolNm', before: null, after: '바다중' },
      { field: 'gradeYear', before: null, after: '7' },
    ]);
  });
});

describe('memos (StudentMemo)', () => {
  it('lets staff write dated notes; the author or a 010 holder edits and deletes them', async () => {
    const viewerOnly = await createAcademy(db, { manager: { authCd: '020', userNm: '조실장' } });
    const { id } = await insertTestStudent(db, viewerOnly.instId);
    const boss = await callerFor(app, db, viewerOnly.director.id, clock.now());
    const viewer = await callerFor(app, db, viewerOnly.manager?.id as string, clock.now());
    const url = `/api/insts/${viewerOnly.instId}/students/${id}/memos`;

    const written = await viewer.inject({
      method: 'POST',
      url,
      payload: { memoDate: '2026-11-20', content: ' 상담: 진도 빠름 ' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const [mine] = written.json().memos;
    expect(mine).toMatchObject({
      memoDate: '2026-11-20',
      content: '상담: 진도 빠름',
      authorNm: '조실장',
      editable: true,
    });
    const bosses = await boss.inject({
      method: 'POST',
      url,
      payload: { memoDate: '2026-11-21', content: '원장 메모' },
    });
    const list = bosses.json().memos as Array<{ memoId: string; content: string; editable: boolean }>;
    expect(list.map((memo) => memo.content)).toEqual(['원장 메모', '상담: 진도 빠름']);

    const asViewer = (await viewer.inject({ method: 'GET', url })).json().memos as typeof list;
    expect(asViewer.map((memo) => memo.editable)).toEqual([false, true]);
    const bossMemo = list[0]?.memoId as string;
    const before = await studentTables(db);
    const refused = await viewer.inject({
      method: 'PATCH',
      url: `${url}/${bossMemo}`,
      payload: { memoDate: '2026-11-21', content: '고침' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('직접 쓴 메모만 고치거나 지울 수 있습니다.');
    expect((await viewer.inject({ method: 'DELETE', url: `${url}/${bossMemo}` })).statusCode).toBe(403);
    const empty = await viewer.inject({ method: 'POST', url, payload: { memoDate: '2026-11-21', content: '' } });
    expect(empty.json().fields).toEqual({ content: '메모 내용을 입력해 주세요' });
    expect(await studentTables(db)).toEqual(before);

    const edited = await viewer.inject({
      method: 'PATCH',
      url: `${url}/${mine.memoId}`,
      payload: { memoDate: '2026-11-19', content: '상담: 진도 아주 빠름' },
    });
    expect(edited.json().memos[1]).toMatchObject({ memoDate: '2026-11-19', content: '상담: 진도 아주 빠름' });
    const deleted = await boss.inject({ method: 'DELETE', url: `${url}/${mine.memoId}` });
    expect(deleted.json().memos.map((memo: { content: string }) => memo.content)).toEqual(['원장 메모']);
    const detail = await boss.inject({ method: 'GET', url: `/api/insts/${viewerOnly.instId}/students/${id}` });
    expect(detail.json().memoCount).toBe(1);
    const missing = await boss.inject({ method: 'DELETE', url: `${url}/${newId()}` });
    expect(missing.json().code).toBe('MEMO_NOT_FOUND');
  });
});

describe('birthdays (StudentBirthday)', () => {
  it("lists this month's birthdays and the next 30 days across the year end, in Seoul dates", async () => {
    const other = await createAcademy(db);
    const add = (studentNm: string, birthdate: string, status: 'enrolled' | 'paused' | 'left' = 'enrolled') =>
      insertTestStudent(db, other.instId, { studentNm, birthdate, status });
    await add('가십이', '2012-12-31');
    await add('나새해', '2013-01-01');
    await add('다일월', '2014-01-20');
    await add('라이월', '2014-02-05');
    await add('마퇴원', '2012-12-31', 'left');
    await add('바휴원', '2011-12-05', 'paused');
    // 2026-12-31 15:30 UTC is already 2027-01-01 00:30 in Seoul.
    clock.set('2026-12-31T15:30:00Z');
    let caller = await callerFor(app, db, other.director.id, clock.now());
    const response = await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/students/birthdays` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.month).toBe('2027-01');
    expect(body.today).toBe('2027-01-01');
    expect(body.thisMonth.map((b: { studentNm: string; date: string }) => [b.studentNm, b.date])).toEqual([
      ['나새해', '2027-01-01'],
      ['다일월', '2027-01-20'],
    ]);
    expect(
      body.upcoming.map((b: { studentNm: string; daysUntil: number; turns: number }) => [
        b.studentNm,
        b.daysUntil,
        b.turns,
      ]),
    ).toEqual([
      ['나새해', 0, 14],
      ['다일월', 19, 13],
    ]);

    clock.set('2026-12-15T03:00:00Z');
    caller = await callerFor(app, db, other.director.id, clock.now());
    const december = (
      await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/students/birthdays` })
    ).json();
    expect(december.thisMonth.map((b: { studentNm: string; daysUntil: number }) => [b.studentNm, b.daysUntil])).toEqual(
      [
        ['바휴원', -10],
        ['가십이', 16],
      ],
    );
    expect(december.upcoming.map((b: { studentNm: string; date: string }) => [b.studentNm, b.date])).toEqual([
      ['가십이', '2026-12-31'],
      ['나새해', '2027-01-01'],
    ]);
    const february = (
      await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/students/birthdays?month=2027-02` })
    ).json();
    expect(february.thisMonth.map((b: { studentNm: string }) => b.studentNm)).toEqual(['라이월']);
    const bad = await caller.inject({
      method: 'GET',
      url: `/api/insts/${other.instId}/students/birthdays?month=2027-13`,
    });
    expect(bad.json().fields).toEqual({ month: '월 형식이 올바르지 않습니다. 다시 입력해 주세요.' });
    clock.set('2026-11-22T03:00:00Z');
  });
});

describe('desk numbers (출결 번호)', () => {
  it('gives a student without a mobile a 4-digit number at registration; one with a mobile uses its last 4 digits', async () => {
    const first = await register({ studentNm: '노번호', birthdate: '2013-01-01' });
    const second = await register({ studentNm: '노번둘', birthdate: '2013-01-02' });
    const withMobile = await register({ studentNm: '유번호', birthdate: '2013-01-03', mobileNo: '010-2222-0099' });
    expect(first.student.deskPin).toMatch(/^\d{4}$/);
    expect(second.student.deskPin).toMatch(/^\d{4}$/);
    expect(second.student.deskPin).not.toBe(first.student.deskPin);
    expect(withMobile.student.deskPin).toBe('0099');
    const stored = await db
      .selectFrom('students')
      .select(['id', 'desk_pin'])
      .where('id', 'in', [first.student.studentId, withMobile.student.studentId])
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.id, row.desk_pin]))).toEqual({
      [first.student.studentId]: first.student.deskPin,
      [withMobile.student.studentId]: null,
    });
    const detail = await director.inject({ method: 'GET', url: `${base}/students/${first.student.studentId}` });
    expect(detail.json().deskPin).toBe(first.student.deskPin);
  });

  it('keeps the number a student knows when their mobile changes or is removed', async () => {
    const { student } = await register({ studentNm: '모바일', birthdate: '2013-02-02', mobileNo: '01022220077' });
    const url = `${base}/students/${student.studentId}`;
    const person = { studentNm: '모바일', birthdate: '2013-02-02' };
    const changed = await manager.inject({ method: 'PATCH', url, payload: { ...person, mobileNo: '01022228888' } });
    expect(changed.json()).toMatchObject({ mobileNo: '01022228888', deskPin: '0077' });
    const removed = await manager.inject({ method: 'PATCH', url, payload: { ...person, mobileNo: '' } });
    expect(removed.json()).toMatchObject({ mobileNo: null, deskPin: '0077' });
  });

  it('never gives a number an active student already uses (a student who left does not count)', async () => {
    const crowded = await createAcademy(db);
    const boss = await callerFor(app, db, crowded.director.id, clock.now());
    // Every 4-digit number is taken by an active student but 1234 and 5678; 1234 only by one who left.
    await sql`insert into students (inst_id, id, student_nm, desk_pin, status)
      select ${crowded.instId}::uuid, gen_random_uuid(), '학생', lpad(g::text, 4, '0'), 'enrolled'
        from generate_series(0, 9999) g where g not in (1234, 5678)`.execute(db);
    await insertTestStudent(db, crowded.instId, { status: 'left', mobileNo: '01000001234' });
    const pins: string[] = [];
    for (const studentNm of ['가번호', '나번호']) {
      const response = await boss.inject({
        method: 'POST',
        url: `/api/insts/${crowded.instId}/students`,
        payload: { studentNm, birthdate: '2013-05-05' },
      });
      expect(response.statusCode, response.body).toBe(200);
      pins.push(response.json().student.deskPin);
    }
    expect(pins.sort()).toEqual(['1234', '5678']);
  });
});

describe('members (MemberList) and my students', () => {
  it('shows staff numbers masked, never sending or searching the number itself', async () => {
    const other = await createAcademy(db, { manager: { authCd: '020', userNm: '마실장' } });
    const caller = await callerFor(app, db, other.manager?.id as string, clock.now());
    const director = await db
      .selectFrom('users')
      .select('mobile_no')
      .where('id', '=', other.director.id)
      .executeTakeFirstOrThrow();
    const mobile = director.mobile_no as string;
    const response = await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/members?role=staff` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(mobile);
    const boss = response.json().items.find((item: { name: string }) => item.name === '한원장');
    expect(boss).toMatchObject({
      kind: 'staff',
      mobileNo: null,
      maskedMobileNo: `010-****-${mobile.slice(-4)}`,
    });
    const byDigits = await caller.inject({
      method: 'GET',
      url: `/api/insts/${other.instId}/members?q=${mobile.slice(3, 7)}`,
    });
    expect(byDigits.json().items).toEqual([]);
  });

  it('lists students, parents grouped by account or mobile, and staff, filtered by role and searched by consonants', async () => {
    const other = await createAcademy(db, {
      manager: { authCd: '020', userNm: '오실장' },
      parent: { userNm: '오부모' },
    });
    const parentUser = other.parent?.id as string;
    await insertTestStudent(db, other.instId, {
      studentNm: '오하나',
      guardians: [{ guardianNm: '오부모', mobileNo: '01077770001', userId: parentUser }],
    });
    await insertTestStudent(db, other.instId, {
      studentNm: '오두리',
      status: 'paused',
      guardians: [
        { guardianNm: '오부모', mobileNo: '01077770001', userId: parentUser },
        { guardianNm: '오삼촌', mobileNo: '01077770002', relationType: '기타' },
      ],
    });
    const caller = await callerFor(app, db, other.manager?.id as string, clock.now());
    const get = async (query = '') => {
      const response = await caller.inject({ method: 'GET', url: `/api/insts/${other.instId}/members?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await get();
    expect(all.counts).toEqual({ student: 2, parent: 2, staff: 2 });
    expect(all.total).toBe(6);
    expect(all.items.map((item: { kind: string; name: string }) => `${item.kind}:${item.name}`)).toEqual([
      'staff:오실장',
      'staff:한원장',
      'student:오두리',
      'student:오하나',
      'parent:오부모',
      'parent:오삼촌',
    ]);
    const parent = all.items.find((item: { name: string }) => item.name === '오부모');
    expect(parent).toMatchObject({ connected: true, related: ['오두리', '오하나'], role: 'PARENT' });
    expect((await get('role=student&status=paused')).items.map((item: { name: string }) => item.name)).toEqual([
      '오두리',
    ]);
    expect((await get('q=ㅇㅅ')).items.map((item: { name: string }) => item.name)).toEqual(['오실장', '오삼촌']);
    expect((await get('q=ㅎㅇㅈ')).items.map((item: { name: string }) => item.name)).toEqual(['한원장']);
    const paged = await get('size=2&page=2');
    expect(paged.items.map((item: { name: string }) => item.name)).toEqual(['오두리', '오하나']);
    expect(paged.total).toBe(6);
  });

  it('answers a parent their linked children and a student their own record, at this academy only', async () => {
    const parentUser = academy.parent?.id as string;
    const studentUser = academy.student?.id as string;
    const child = await insertTestStudent(db, academy.instId, {
      studentNm: '최자녀',
      guardians: [{ guardianNm: '최보호', mobileNo: mobile(), userId: parentUser }],
    });
    await insertTestStudent(db, academy.instId, {
      studentNm: '남의집',
      guardians: [{ guardianNm: '남보호', mobileNo: mobile() }],
    });
    const self = await insertTestStudent(db, academy.instId, { studentNm: '최학생', userId: studentUser });
    const parent = await callerFor(app, db, parentUser, clock.now());
    const mine = await parent.inject({ method: 'GET', url: `${base}/my-students` });
    expect(mine.json().students).toEqual([
      expect.objectContaining({
        studentId: child.id,
        studentNm: '최자녀',
        relation: 'guardian',
        relationType: '어머니',
        userId: null,
      }),
    ]);
    const studentCaller = await callerFor(app, db, studentUser, clock.now());
    const own = await studentCaller.inject({ method: 'GET', url: `${base}/my-students` });
    expect(own.json().students).toEqual([
      expect.objectContaining({ studentId: self.id, relation: 'self', userId: studentUser }),
    ]);
    const elsewhere = await createAcademy(db);
    const outsider = await parent.inject({ method: 'GET', url: `/api/insts/${elsewhere.instId}/my-students` });
    expect(outsider.statusCode).toBe(404);
  });
});
