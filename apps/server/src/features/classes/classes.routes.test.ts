import { beforeAll, describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import {
  type Caller,
  callerFor,
  classBody,
  classTables,
  createClassAs,
  insertStudent,
  multipartFile,
  PNG_BYTES,
  studentOfUser,
  tempDataDir,
} from './classes.test-helpers';

const { db } = await createTestDatabase();
// Sunday 2026-11-22, 12:00 in Seoul.
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const url = (path = '') => `/api/insts/${instId}/classes${path}`;

let director: Caller;
let teacher: Caller;
let manager: Caller;
let parent: Caller;
let student: Caller;

beforeAll(async () => {
  director = await callerFor(app, db, world.users.director, clock.now());
  teacher = await callerFor(app, db, world.users.teacher, clock.now());
  manager = await callerFor(app, db, world.users.manager, clock.now());
  parent = await callerFor(app, db, world.users.parent, clock.now());
  student = await callerFor(app, db, world.users.student, clock.now());
});

async function setTeacherCodes(authCd: string) {
  await db
    .updateTable('memberships')
    .set({ auth_cd: authCd })
    .where('inst_id', '=', instId)
    .where('user_id', '=', world.users.teacher)
    .execute();
}

describe('creating a class through the wizard', () => {
  it('writes the class, its slots, a new teacher’s invitation and a new tuition in one go', async () => {
    const before = await classTables(db);
    const response = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(null, {
        classNm: '중등 수학 심화반',
        fixed: 123456,
        lectureList: [
          { day: 1, start: '16:00', end: '17:30', room: '201호' },
          { day: 3, start: '16:00', end: '17:30', room: '' },
        ],
        newTeacher: { name: '정새봄', number: '010-7777-1234' },
        newTuition: { name: '중등 심화 월 수강료', amount: 320000 },
        showYn: 'Y#Y#Y#N',
        classIntroContent: '  내신과 심화를 함께 다룹니다.  ',
        tags: ['중등', '심화', '중등'],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.class).toMatchObject({
      classNm: '중등 수학 심화반',
      classTpCd: '010',
      fixed: 9999,
      lecDay: [1, 3],
      lecStartDt: '2026-11-02',
      status: 'open',
      teachers: [],
      pendingTeachers: [{ teacherNm: '정새봄', maskedMobileNo: '010-****-1234', state: 'usable' }],
      tuition: { tuitionNm: '중등 심화 월 수강료', amount: 320000, billingUnit: 'MONTH', roundInfo: null },
      payDtTpCd: '010',
      appointedDt: '1',
      imageUrls: ['/class-images/class001.jpg'],
      classIntroContent: '내신과 심화를 함께 다룹니다.',
      tags: ['중등', '심화'],
      abilities: { canEdit: true, canEnrol: true, canClose: true },
    });
    expect(body.class.lectureList).toEqual([
      expect.objectContaining({ day: 1, start: '16:00', end: '17:30', room: '201호' }),
      expect.objectContaining({ day: 3, start: '16:00', end: '17:30', room: null }),
    ]);
    expect(body.teacherInvite).toMatchObject({ teacherNm: '정새봄', code: expect.stringMatching(/^[A-Z2-9]{8}$/) });

    const invite = await db
      .selectFrom('invites')
      .selectAll()
      .where('id', '=', body.teacherInvite.inviteId)
      .executeTakeFirstOrThrow();
    expect(invite).toMatchObject({
      purpose: 'staff',
      relation_cd: '050',
      target_nm: '정새봄',
      target_mobile_no: '01077771234',
    });
    const after = await classTables(db);
    expect(after.classes - before.classes).toBe(1);
    expect(after.class_lectures - before.class_lectures).toBe(2);
    expect(after.class_pending_teachers - before.class_pending_teachers).toBe(1);
    expect(after.tuitions - before.tuitions).toBe(1);
    const actions = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', world.users.director)
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['class.create', 'tuition.create', 'employee.invite']),
    );
  });

  it('makes the invited teacher the class’s teacher when they accept', async () => {
    const response = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(null, { newTeacher: { name: '한가람', number: '01088881234' } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { class: created, teacherInvite } = response.json();
    const newcomer = newId();
    await db
      .insertInto('users')
      .values({
        id: newcomer,
        login_id: `garam${Date.now() % 100000}`,
        user_nm: '한가람',
        mobile_no: '01088881234',
      } as never)
      .execute();
    const caller = await callerFor(app, db, newcomer, clock.now());
    const accepted = await caller.inject({ method: 'POST', url: `/api/invites/${teacherInvite.code}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const detail = await director.inject({ method: 'GET', url: url(`/${created.classId}`) });
    expect(detail.json()).toMatchObject({
      teachers: [{ userId: newcomer, userNm: '한가람', isMain: true }],
      pendingTeachers: [],
    });
    const mine = await caller.inject({ method: 'GET', url: url() });
    expect(mine.json().items.map((item: { classId: string }) => item.classId)).toEqual([created.classId]);
  });

  it('reuses a staff member or a live invitation when the typed number is known', async () => {
    const staff = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(null, { newTeacher: { name: '박강사', number: '010-3333-4444' } }),
    });
    expect(staff.json().class.teachers).toEqual([{ userId: world.users.teacher, userNm: '박강사', isMain: true }]);
    expect(staff.json().teacherInvite).toBeNull();

    const first = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(null, { newTeacher: { name: '오늘봄', number: '01099990001' } }),
    });
    const second = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(null, { newTeacher: { name: '오늘봄', number: '01099990001' } }),
    });
    expect(second.json().teacherInvite.inviteId).toBe(first.json().teacherInvite.inviteId);
  });

  it('takes an existing teacher and tuition, and tells the teacher', async () => {
    const tuition = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/tuitions`,
      payload: { name: '8회권', billingUnit: 'ROUND', amount: 240000, round: 8 },
    });
    expect(tuition.statusCode, tuition.body).toBe(200);
    const { tuitionId } = tuition.json().tuition;
    expect(tuition.json().tuition.roundInfo).toEqual({ round: 8, tuition: 240000 });
    const response = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(world.users.teacher, { tuitionId, payDtTpCd: '030', imageFileNm: 'class004.jpg' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().class).toMatchObject({
      teachers: [{ userId: world.users.teacher, isMain: true }],
      tuition: { tuitionId, billingUnit: 'ROUND' },
      payDtTpCd: '030',
      imageUrls: ['/class-images/class004.jpg'],
    });
    const told = await db
      .selectFrom('notifications')
      .select(['title', 'body', 'link'])
      .where('user_id', '=', world.users.teacher)
      .where('type', '=', 'class-teacher-assigned')
      .execute();
    expect(told.at(-1)).toMatchObject({
      title: '담당 반이 생겼습니다',
      link: `/classDetail?classId=${response.json().class.classId}`,
    });
  });

  it('refuses bad input in Korean and writes nothing', async () => {
    const otherTuition = newId();
    await db
      .insertInto('tuitions')
      .values({ inst_id: world.otherInstId, id: otherTuition, tuition_nm: '남의 수강료', amount: 1 })
      .execute();
    const monthly = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/tuitions`,
      payload: { name: '월 20만', amount: 200000 },
    });
    const before = await classTables(db);
    const cases: Array<[Record<string, unknown>, number, Record<string, string>]> = [
      [
        {
          lectureList: [
            { day: 1, start: '16:00', end: '17:30' },
            { day: 1, start: '17:00', end: '18:00' },
            { day: 3, start: '16:00', end: '17:30' },
          ],
        },
        400,
        { 'lectureList.1.start': '같은 요일의 다른 수업 시간과 겹칩니다. 시간을 다시 확인해 주세요.' },
      ],
      [
        {
          lectureList: [
            { day: 1, start: '18:00', end: '17:00' },
            { day: 3, start: '16:00', end: '17:30' },
          ],
        },
        400,
        { 'lectureList.0.end': '끝나는 시간은 시작 시간보다 늦어야 합니다.' },
      ],
      [{ classTpCd: '020', fixed: 3 }, 400, { fixed: '1:1 수업의 정원은 1명입니다.' }],
      [{ classNm: '  ' }, 400, { classNm: '반 이름을 입력해 주세요' }],
      [{ teacherId: world.users.parent }, 400, { teacherId: '선택한 강사를 찾을 수 없습니다.' }],
      [
        { teacherId: null, newTeacher: { name: '김', number: '02-123-4567' } },
        400,
        {
          'newTeacher.number': '강사 휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
        },
      ],
      [{ tuitionId: otherTuition }, 400, { tuitionId: '선택한 수강료를 찾을 수 없습니다.' }],
      [
        { tuitionId: monthly.json().tuition.tuitionId, payDtTpCd: '030' },
        400,
        { payDtTpCd: '회차 소진 시 청구는 회차 단위 수강료에서만 쓸 수 있습니다. 다른 청구 기준을 선택해 주세요.' },
      ],
      [
        { uploadImages: [`${newId()}.png`] },
        400,
        { 'uploadImages.0': '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.' },
      ],
      [
        { newTuition: { name: '8회권', billingUnit: 'ROUND', amount: 1000 } },
        400,
        {
          'newTuition.round': '회차 단위 수강료는 회차 수를 입력해 주세요.',
        },
      ],
    ];
    for (const [overrides, status, fields] of cases) {
      const response = await director.inject({
        method: 'POST',
        url: url(),
        payload: { ...classBody(world.users.teacher), ...overrides },
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().fields, JSON.stringify(overrides)).toMatchObject(fields);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    expect(await classTables(db)).toEqual(before);
  });

  it('refuses a room another open class uses at the same time, naming that class', async () => {
    await createClassAs(
      director,
      instId,
      classBody(world.users.teacher, {
        classNm: '고등 물리',
        lecDay: [2],
        lectureList: [{ day: 2, start: '19:00', end: '21:00', room: '301호' }],
      }),
    );
    const before = await classTables(db);
    const clash = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(world.users.teacher, {
        lecDay: [2],
        lectureList: [{ day: 2, start: '20:00', end: '21:30', room: '301 호' }],
        newTuition: { name: '새 수강료', amount: 1 },
      }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'CLASS_ROOM_CONFLICT',
      message: "'고등 물리' 반이 같은 시간에 301 호를 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.",
      fields: { 'lectureList.0.room': expect.stringContaining('고등 물리') },
    });
    expect(await classTables(db)).toEqual(before);
    const later = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(world.users.teacher, {
        lecDay: [2],
        lectureList: [{ day: 2, start: '21:00', end: '22:00', room: '301호' }],
      }),
    });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('who sees and changes which class', () => {
  it('a teacher sees only the classes they teach; another teacher’s class is invisible', async () => {
    const mine = await createClassAs(director, instId, classBody(world.users.teacher, { classNm: '박강사의 반' }));
    const theirs = await createClassAs(director, instId, classBody(world.users.director, { classNm: '원장의 반' }));
    const list = await teacher.inject({ method: 'GET', url: url() });
    const ids = list.json().items.map((item: { classId: string }) => item.classId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.json().items.every((item: { isMine: boolean }) => item.isMine)).toBe(true);

    const before = await classTables(db);
    for (const call of [
      { method: 'GET' as const, url: url(`/${theirs}`) },
      { method: 'PATCH' as const, url: url(`/${theirs}`), payload: { ...classBody(null), teacherIds: [] } },
      { method: 'POST' as const, url: url(`/${theirs}/close`), payload: {} },
      { method: 'GET' as const, url: url(`/${theirs}/students`) },
    ]) {
      const response = await teacher.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('원장의 반');
    }
    expect(await classTables(db)).toEqual(before);

    const all = await director.inject({ method: 'GET', url: url() });
    expect(all.json().items.map((item: { classId: string }) => item.classId)).toEqual(
      expect.arrayContaining([mine, theirs]),
    );
    const directorsOwn = await director.inject({ method: 'GET', url: url('?mine=true') });
    expect(directorsOwn.json().items.map((item: { classId: string }) => item.classId)).toContain(theirs);
    expect(directorsOwn.json().items.map((item: { classId: string }) => item.classId)).not.toContain(mine);
  });

  it('a teacher without 020 edits their own class but cannot create, enrol or close', async () => {
    const mine = await createClassAs(director, instId, classBody(world.users.teacher, { classNm: '코드없는 반' }));
    await setTeacherCodes('');
    try {
      const create = await teacher.inject({ method: 'POST', url: url(), payload: classBody(world.users.teacher) });
      expect(create.statusCode).toBe(403);
      const edit = await teacher.inject({
        method: 'PATCH',
        url: url(`/${mine}`),
        payload: { ...classBody(null, { classNm: '이름 바꾼 반' }), teacherIds: [] },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      // A teacher editing their class stays on it.
      expect(edit.json()).toMatchObject({
        classNm: '이름 바꾼 반',
        teachers: [{ userId: world.users.teacher }],
        abilities: { canEdit: true, canEnrol: false, canClose: false },
      });
      const studentId = await insertStudent(db, instId, { studentNm: '코드학생' });
      const enrol = await teacher.inject({
        method: 'POST',
        url: url(`/${mine}/students`),
        payload: { studentIds: [studentId], startDate: '2026-11-23' },
      });
      expect(enrol.statusCode).toBe(403);
      expect(enrol.json().code).toBe('FORBIDDEN');
      const close = await teacher.inject({ method: 'POST', url: url(`/${mine}/close`), payload: {} });
      expect(close.statusCode).toBe(403);
    } finally {
      await setTeacherCodes('020');
    }
  });

  it('a teacher holding 020 who creates a class teaches it', async () => {
    const response = await teacher.inject({
      method: 'POST',
      url: url(),
      payload: classBody(world.users.director, { classNm: '강사가 만든 반' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().class.teachers.map((t: { userId: string }) => t.userId)).toEqual([
      world.users.director,
      world.users.teacher,
    ]);
  });

  it('a manager without 020 is refused; with it, sees every class', async () => {
    await db
      .updateTable('memberships')
      .set({ auth_cd: '010#031' })
      .where('inst_id', '=', instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    expect((await manager.inject({ method: 'GET', url: url() })).statusCode).toBe(403);
    await db
      .updateTable('memberships')
      .set({ auth_cd: '020' })
      .where('inst_id', '=', instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    const list = await manager.inject({ method: 'GET', url: url() });
    expect(list.statusCode).toBe(200);
    expect(list.json().canCreate).toBe(true);
  });

  it('parents and students see only their children’s classes, as the showYn flags allow', async () => {
    const childId = await studentOfUser(db, instId, world.users.student);
    const open = await createClassAs(
      director,
      instId,
      classBody(world.users.teacher, {
        classNm: '공개한 반',
        showYn: 'Y#Y#Y#Y',
        classIntroContent: '소개',
        newTuition: { name: '공개 수강료', amount: 150000 },
      }),
    );
    const hidden = await createClassAs(
      director,
      instId,
      classBody(world.users.teacher, { classNm: '숨긴 반', showYn: 'N#N#N#N', classIntroContent: '비공개 소개' }),
    );
    const notMine = await createClassAs(director, instId, classBody(world.users.teacher, { classNm: '남의 반' }));
    for (const classId of [open, hidden]) {
      const enrol = await director.inject({
        method: 'POST',
        url: url(`/${classId}/students`),
        payload: { studentIds: [childId], startDate: '2026-11-02' },
      });
      expect(enrol.statusCode, enrol.body).toBe(200);
    }
    for (const caller of [parent, student]) {
      const list = await caller.inject({ method: 'GET', url: url() });
      expect(list.statusCode).toBe(200);
      expect(list.json().canCreate).toBe(false);
      const names = list.json().items.map((item: { classNm: string }) => item.classNm);
      expect(names).toEqual(expect.arrayContaining(['공개한 반', '숨긴 반']));
      expect(names).not.toContain('남의 반');

      const shown = (await caller.inject({ method: 'GET', url: url(`/${open}`) })).json();
      expect(shown).toMatchObject({
        classIntroContent: '소개',
        teachers: [{ userNm: '박강사' }],
        tuition: { tuitionNm: '공개 수강료' },
        fixed: 10,
        studentCount: 1,
        pendingTeachers: [],
        abilities: { canEdit: false, canEnrol: false, canClose: false },
      });
      const concealed = (await caller.inject({ method: 'GET', url: url(`/${hidden}`) })).json();
      expect(concealed).toMatchObject({
        classIntroContent: null,
        teachers: [],
        tuition: null,
        payDtTpCd: null,
        fixed: null,
        studentCount: null,
      });
      expect((await caller.inject({ method: 'GET', url: url(`/${notMine}`) })).statusCode).toBe(404);
      const write = await caller.inject({
        method: 'PATCH',
        url: url(`/${open}`),
        payload: { ...classBody(null), teacherIds: [] },
      });
      expect(write.statusCode).toBe(403);
    }
  });
});

describe('editing and closing', () => {
  it('replaces the slots and teachers, and audits the change', async () => {
    const classId = await createClassAs(director, instId, classBody(world.users.teacher));
    const response = await director.inject({
      method: 'PATCH',
      url: url(`/${classId}`),
      payload: {
        ...classBody(null, {
          classNm: '바뀐 반',
          lecDay: [2, 4],
          lectureList: [
            { day: 2, start: '10:00', end: '11:00', room: 'A' },
            { day: 4, start: '10:00', end: '11:00', room: 'A' },
          ],
        }),
        teacherIds: [world.users.director, world.users.teacher],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      classNm: '바뀐 반',
      lecDay: [2, 4],
      teachers: [
        { userId: world.users.director, isMain: true },
        { userId: world.users.teacher, isMain: false },
      ],
    });
    expect(response.json().lectureList.map((slot: { day: number }) => slot.day)).toEqual([2, 4]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'class.update')
      .where('target', '=', `class:${classId}`)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ class_nm: '바뀐 반' });
    expect(audit.before).toMatchObject({ teacherIds: [world.users.teacher] });
  });

  it('closes a class: read-only, enrolments end that day, later ones removed', async () => {
    const classId = await createClassAs(director, instId, classBody(world.users.teacher));
    const a = await insertStudent(db, instId, { studentNm: '폐강가' });
    const b = await insertStudent(db, instId, { studentNm: '폐강나' });
    await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [a], startDate: '2026-11-02' },
    });
    await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [b], startDate: '2026-12-01' },
    });

    const future = await director.inject({
      method: 'POST',
      url: url(`/${classId}/close`),
      payload: { closeDate: '2026-11-30' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.closeDate).toContain('폐강일은 오늘이나 그 전이어야 합니다');

    const closed = await director.inject({ method: 'POST', url: url(`/${classId}/close`), payload: {} });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', lecEndDt: '2026-11-22', abilities: { canEdit: false } });
    const enrolments = await db
      .selectFrom('class_students')
      .select(['student_id', 'end_date'])
      .where('class_id', '=', classId)
      .execute();
    expect(enrolments).toEqual([{ student_id: a, end_date: '2026-11-22' }]);

    const before = await classTables(db);
    const edit = await director.inject({
      method: 'PATCH',
      url: url(`/${classId}`),
      payload: { ...classBody(null), teacherIds: [] },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'CLASS_CLOSED', message: expect.stringContaining('폐강한 반') });
    const again = await director.inject({ method: 'POST', url: url(`/${classId}/close`), payload: {} });
    expect(again.statusCode).toBe(409);
    expect(await classTables(db)).toEqual(before);
    const listed = await director.inject({ method: 'GET', url: url('?status=closed') });
    expect(listed.json().items.map((item: { classId: string }) => item.classId)).toContain(classId);
  });
});

describe('enrolment and the headcount', () => {
  it('enforces the headcount with a Korean message, counting who is enrolled on the same days', async () => {
    const classId = await createClassAs(director, instId, classBody(world.users.teacher, { fixed: 2 }));
    const [s1, s2, s3] = [
      await insertStudent(db, instId, { studentNm: '정원가' }),
      await insertStudent(db, instId, { studentNm: '정원나' }),
      await insertStudent(db, instId, { studentNm: '정원다' }),
    ] as [string, string, string];
    const before = await classTables(db);
    const tooMany = await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [s1, s2, s3], startDate: '2026-11-02' },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'CLASS_FULL',
      message: '정원 2명을 넘어 등록할 수 없습니다. 지금 0명이 수강 중이라 2명까지 더 등록할 수 있습니다.',
    });
    expect(await classTables(db)).toEqual(before);

    const two = await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [s1, s2], startDate: '2026-11-02' },
    });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({ fixed: 2, activeCount: 2 });
    const full = await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [s3], startDate: '2026-11-23' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('정원 2명이 모두 찼습니다.');

    const enrolment = two.json().enrolments.find((e: { studentId: string }) => e.studentId === s1);
    const ended = await director.inject({
      method: 'POST',
      url: url(`/${classId}/students/${enrolment.enrolmentId}/end`),
      payload: { endDate: '2026-11-30' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const next = await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [s3], startDate: '2026-12-01' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().enrolments).toHaveLength(3);
  });

  it('refuses a student twice, a student who left, another academy’s student and a start after the class ends', async () => {
    const classId = await createClassAs(director, instId, classBody(world.users.teacher, { lecEndDt: '2027-02-26' }));
    const here = await insertStudent(db, instId, { studentNm: '두번학생' });
    const left = await insertStudent(db, instId, { studentNm: '퇴원학생', status: 'left' });
    const elsewhere = await insertStudent(db, world.otherInstId, { studentNm: '남의학생' });
    await director.inject({
      method: 'POST',
      url: url(`/${classId}/students`),
      payload: { studentIds: [here], startDate: '2026-11-02' },
    });
    const before = await classTables(db);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { studentIds: [here], startDate: '2026-12-01' },
        409,
        '이미 이 반에 등록된 원생이 있습니다: 두번학생. 수강 기간을 확인해 주세요.',
      ],
      [{ studentIds: [left], startDate: '2026-12-01' }, 409, '퇴원한 원생은 반에 등록할 수 없습니다: 퇴원학생.'],
      [
        { studentIds: [elsewhere], startDate: '2026-12-01' },
        400,
        '선택한 원생을 찾을 수 없습니다. 원생 목록을 새로고침한 뒤 다시 선택해 주세요.',
      ],
      [
        { studentIds: [newId()], startDate: '2027-03-02' },
        400,
        '수강 시작일이 반의 수업 종료일(2027.02.26) 뒤입니다. 수업 기간 안의 날짜를 선택해 주세요.',
      ],
      [
        { studentIds: [here], startDate: '2026-12-01', endDate: '2026-11-01' },
        400,
        '입력한 내용을 다시 확인해 주세요.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await director.inject({ method: 'POST', url: url(`/${classId}/students`), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await classTables(db)).toEqual(before);
    const candidates = await director.inject({ method: 'GET', url: url(`/${classId}/student-candidates?q=학생`) });
    const names = candidates.json().students.map((s: { studentNm: string }) => s.studentNm);
    expect(names).not.toContain('두번학생');
    expect(names).not.toContain('퇴원학생');
    expect(names).not.toContain('남의학생');
  });
});

describe('class images', () => {
  it('stores an uploaded image, serves it to members, and a class can use it', async () => {
    const upload = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/class-images`,
      ...multipartFile('칠판.png', PNG_BYTES),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { fileNm, url: imageUrl } = upload.json();
    expect(fileNm).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await parent.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const other = await callerFor(app, db, world.users.other, clock.now());
    expect((await other.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(401);

    const created = await director.inject({
      method: 'POST',
      url: url(),
      payload: classBody(world.users.teacher, { uploadImages: [fileNm] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().class).toMatchObject({ imageFileNm: null, uploadImages: [fileNm], imageUrls: [imageUrl] });
  });

  it('refuses files that are not images, by name or by content', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    for (const [name, content, code] of [
      ['몰래.png', script, 'CLASS_IMAGE_TYPE'],
      ['메모.txt', Buffer.from('hello'), 'CLASS_IMAGE_TYPE'],
      ['빈.png', Buffer.alloc(0), 'CLASS_IMAGE_REQUIRED'],
    ] as const) {
      const response = await director.inject({
        method: 'POST',
        url: `/api/insts/${instId}/class-images`,
        ...multipartFile(name, content),
      });
      expect(response.json().code, name).toBe(code);
    }
    const traversal = await director.inject({
      method: 'GET',
      url: `/api/files/${instId}/class-images/..%2F..%2Fsecret.key`,
    });
    expect(traversal.statusCode).toBe(400);
    expect(
      (
        await student.inject({
          method: 'POST',
          url: `/api/insts/${instId}/class-images`,
          ...multipartFile('a.png', PNG_BYTES),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('choosing teachers and tuitions', () => {
  it('lists the staff who can teach and the academy’s tuitions', async () => {
    const teachers = await director.inject({ method: 'GET', url: `/api/insts/${instId}/class-teachers` });
    expect(teachers.statusCode).toBe(200);
    const byName = Object.fromEntries(
      teachers.json().teachers.map((t: { userNm: string; relationCd: string }) => [t.userNm, t.relationCd]),
    );
    expect(byName).toMatchObject({ 김원장: '020', 이실장: '030', 박강사: '050' });
    expect(byName).not.toHaveProperty('최학부모');
    const tuitions = await director.inject({ method: 'GET', url: `/api/insts/${instId}/tuitions` });
    expect(tuitions.json().tuitions.map((t: { tuitionNm: string }) => t.tuitionNm)).toContain('8회권');
    expect(tuitions.json().tuitions.map((t: { tuitionNm: string }) => t.tuitionNm)).not.toContain('남의 수강료');
  });
});
