import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { academyBody, member, openAcademy, person, studentRecord, TABLES } from './institute.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const ALL_N = {
  desk: 'N',
  learningStatus: 'N',
  notice: 'N',
  feed: 'N',
  student: 'N',
  bill: 'N',
  record: 'N',
  attendance: 'N',
  liveEdu: 'N',
};

describe('POST /api/insts (instCreateTF)', () => {
  it('opens an academy whose creator is its director (020, 000) and president, with audit rows', async () => {
    const creator = await person(app, db, '김창업');
    const response = await creator.session.inject({
      method: 'POST',
      url: '/api/insts',
      payload: { ...academyBody, subjects: ['수학', '수학', '과학'], logoFileNm: 'logo.png' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      instId: expect.any(String),
      instNm: '한빛수학학원',
      instTpCd: 'ACADEMY',
      subjects: ['수학', '과학'],
      address: '서울특별시 강남구 테헤란로 123',
      detailAddress: '4층',
      telNo: '0212345678',
      bizRegNo: '124-81-00998',
      logoFileNm: 'logo.png',
      logoUrl: null,
      regions: ['11'],
      presidentUserId: creator.id,
      presidentNm: '김창업',
      createdAt: '2026-11-22T09:00:00.000Z',
      firstUse: ALL_N,
      my: { role: 'DIRECTOR', relationCd: '020', authCd: '000', isPresident: true, canEdit: true },
    });
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', body.instId)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ user_id: creator.id, relation_cd: '020', auth_cd: '000', status: 'active' });
    const stored = await db
      .selectFrom('institutes')
      .selectAll()
      .where('id', '=', body.instId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ biz_reg_no: '1248100998', tel_no: '0212345678', president_user_id: creator.id });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before', 'after'])
      .where('inst_id', '=', body.instId)
      .orderBy('action')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['institute.create', 'membership.create']);
    expect(audit[1]).toMatchObject({
      actor_user_id: creator.id,
      before: null,
      after: { relationCd: '020', authCd: '000' },
    });

    const me = await creator.session.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().memberships).toEqual([
      { instId: body.instId, instNm: '한빛수학학원', relationCd: '020', role: 'DIRECTOR', authCd: '000' },
    ]);
  });

  it('refuses bad fields in Korean and writes nothing', async () => {
    const creator = await person(app, db);
    const before = await snapshot(db, TABLES);
    const response = await creator.session.inject({
      method: 'POST',
      url: '/api/insts',
      payload: {
        instNm: '',
        instTpCd: 'SCHOOL',
        subjects: Array.from({ length: 11 }, (_, index) => `과목${index}`),
        address: ' ',
        telNo: '010-12',
        bizRegNo: '123-45-67890',
        logoFileNm: 'logo.exe',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: {
        instNm: '학원명을 입력해 주세요',
        instTpCd: '학원 유형을 선택해 주세요',
        subjects: '과목은 최대 10개까지 선택할 수 있습니다.',
        address: '주소를 입력해 주세요',
        telNo: '전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
        bizRegNo: '사업자등록번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
        logoFileNm: '로고는 이미지 파일(jpg, jpeg, png, heif, heic)만 사용할 수 있습니다.',
      },
    });
    const noSubjects = await creator.session.inject({
      method: 'POST',
      url: '/api/insts',
      payload: { ...academyBody, subjects: [] },
    });
    expect(noSubjects.json().fields).toEqual({ subjects: '과목을 선택해 주세요' });
    const visitor = await app.inject({ method: 'POST', url: '/api/insts', payload: academyBody });
    expect(visitor.statusCode).toBe(401);
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('takes no business number, and regions stay empty when the address names no 시·도', async () => {
    const { director, instId } = await openAcademy(app, db, {
      bizRegNo: '',
      address: 'Gangnam-gu, Seoul',
      detailAddress: '',
    });
    const detail = (await director.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).json();
    expect(detail).toMatchObject({ bizRegNo: null, detailAddress: null, regions: [] });
  });
});

describe('reading and editing an academy', () => {
  it('any member reads it; the director and 010 staff edit it, with an audit row', async () => {
    const { director, instId } = await openAcademy(app, db);
    const parent = await member(app, db, instId, null);
    const manager = await member(app, db, instId, '030', '010');
    const seen = await parent.session.inject({ method: 'GET', url: `/api/insts/${instId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().my).toEqual({
      role: 'PARENT',
      relationCd: null,
      authCd: null,
      isPresident: false,
      canEdit: false,
    });

    const edited = await manager.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}`,
      payload: { instNm: '한빛수학전문학원', bizRegNo: '', subjects: ['수학'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ instNm: '한빛수학전문학원', bizRegNo: null, subjects: ['수학'] });
    expect(edited.json().my).toMatchObject({ role: 'MANAGER', canEdit: true });
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'before', 'after'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'institute.update')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(manager.id);
    expect(audit.before).toMatchObject({ instNm: '한빛수학학원', bizRegNo: '1248100998' });
    expect(audit.after).toMatchObject({ instNm: '한빛수학전문학원', bizRegNo: null });

    const before = await snapshot(db, TABLES);
    const bad = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}`,
      payload: { telNo: '12', bizRegNo: '124-81-00997' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      telNo: '전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      bizRegNo: '사업자등록번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    const refused = await parent.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}`,
      payload: { instNm: '부모학원' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('이 작업을 할 권한이 없습니다. 학원 관리자에게 권한을 요청해 주세요.');
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('sets up to five regions (SettingArea), refusing a sixth or an unknown code', async () => {
    const { director, instId } = await openAcademy(app, db);
    const set = await director.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/regions`,
      payload: { regions: ['11', '41', '41', '28'] },
    });
    expect(set.json()).toEqual({ regions: ['11', '41', '28'] });
    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'institute.regions')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { regions: ['11'] }, after: { regions: ['11', '41', '28'] } });

    const before = await snapshot(db, TABLES);
    const six = await director.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/regions`,
      payload: { regions: ['11', '26', '27', '28', '29', '30'] },
    });
    expect(six.json().fields).toEqual({ regions: '지역은 최대 5개까지 선택할 수 있습니다.' });
    const unknown = await director.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/regions`,
      payload: { regions: ['99'] },
    });
    expect(unknown.json().fields).toEqual({ 'regions.0': '지역을 선택해 주세요' });
    expect(await snapshot(db, TABLES)).toEqual(before);
    const detail = (await director.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).json();
    expect(detail.regions).toEqual(['11', '41', '28']);
  });

  it('keeps an introduction (/v3/inst/extra) that members read and 010 staff write', async () => {
    const { director, instId } = await openAcademy(app, db);
    const student = await member(app, db, instId, '010');
    const empty = await student.session.inject({ method: 'GET', url: `/api/insts/${instId}/extra` });
    expect(empty.json()).toMatchObject({
      instNm: '한빛수학학원',
      intro: null,
      canEdit: false,
      subjects: ['수학', '과학'],
    });
    const written = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/extra`,
      payload: { intro: '  초등부터 고등까지 수학 전문  ' },
    });
    expect(written.json()).toMatchObject({ intro: '초등부터 고등까지 수학 전문', canEdit: true });
    const before = await snapshot(db, TABLES);
    const long = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/extra`,
      payload: { intro: '가'.repeat(2001) },
    });
    expect(long.json().fields).toEqual({ intro: '학원 소개는 2,000자 이하로 입력해 주세요.' });
    const byStudent = await student.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/extra`,
      payload: { intro: '학생이 쓴 소개' },
    });
    expect(byStudent.statusCode).toBe(403);
    expect(await snapshot(db, TABLES)).toEqual(before);
    const cleared = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/extra`,
      payload: { intro: '' },
    });
    expect(cleared.json().intro).toBeNull();
  });

  it('marks first-use flags once used, for staff only; an unknown feature is refused', async () => {
    const { director, instId } = await openAcademy(app, db);
    const teacher = await member(app, db, instId, '050', '020');
    const parent = await member(app, db, instId, null);
    const marked = await teacher.session.inject({ method: 'POST', url: `/api/insts/${instId}/first-use/notice` });
    expect(marked.json()).toEqual({ firstUse: { ...ALL_N, notice: 'Y' } });
    const again = await director.session.inject({ method: 'POST', url: `/api/insts/${instId}/first-use/notice` });
    expect(again.json()).toEqual({ firstUse: { ...ALL_N, notice: 'Y' } });
    const both = await director.session.inject({ method: 'POST', url: `/api/insts/${instId}/first-use/liveEdu` });
    expect(both.json().firstUse).toMatchObject({ notice: 'Y', liveEdu: 'Y', desk: 'N' });
    expect(
      (await parent.session.inject({ method: 'POST', url: `/api/insts/${instId}/first-use/desk` })).statusCode,
    ).toBe(403);
    const unknown = await director.session.inject({ method: 'POST', url: `/api/insts/${instId}/first-use/coupon` });
    expect(unknown.statusCode).toBe(400);
    const detail = (await parent.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).json();
    expect(detail.firstUse).toMatchObject({ notice: 'Y', liveEdu: 'Y', desk: 'N' });
  });
});

describe('my academies (ConnectInstList) and leaving', () => {
  it('lists every academy of the user with their role and whether they may leave', async () => {
    const first = await openAcademy(app, db, { instNm: '가나학원' });
    const second = await openAcademy(app, db, { instNm: '다라학원', instTpCd: 'STUDY_ROOM' });
    const teacher = await member(app, db, second.instId, '050', '020');
    await db
      .insertInto('memberships')
      .values({ inst_id: first.instId, user_id: teacher.id, relation_cd: null, auth_cd: null })
      .execute();
    const list = await teacher.session.inject({ method: 'GET', url: '/api/me/insts' });
    expect(list.json()).toEqual({
      insts: [
        expect.objectContaining({
          instId: second.instId,
          instNm: '다라학원',
          instTpCd: 'STUDY_ROOM',
          role: 'TEACHER',
          relationCd: '050',
          authCd: '020',
          isPresident: false,
          canLeave: true,
        }),
        expect.objectContaining({
          instId: first.instId,
          instNm: '가나학원',
          role: 'PARENT',
          relationCd: null,
          canLeave: true,
        }),
      ],
      pendingRequests: [],
    });
    const directorList = await first.director.session.inject({ method: 'GET', url: '/api/me/insts' });
    expect(directorList.json().insts).toEqual([
      expect.objectContaining({ instId: first.instId, role: 'DIRECTOR', isPresident: true, canLeave: false }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/me/insts' })).statusCode).toBe(401);
  });

  it('lets a member leave: the membership ends, their records are unlinked, the director is told', async () => {
    const { director, instId } = await openAcademy(app, db);
    const parent = await member(app, db, instId, null, null, '최학부모');
    const { studentId, guardianIds } = await studentRecord(db, instId, {
      guardians: [{ guardianNm: '최학부모', userId: parent.id }],
    });
    const left = await parent.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ left: true, instId });
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', parent.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ status: 'ended', ended_at: clock.now() });
    const guardian = await db
      .selectFrom('student_guardians')
      .select('user_id')
      .where('id', '=', guardianIds[0] as string)
      .executeTakeFirstOrThrow();
    expect(guardian.user_id).toBeNull();
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target', 'before', 'after'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'membership.leave')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      actor_user_id: parent.id,
      target: `user:${parent.id}`,
      before: { relationCd: null, authCd: null, status: 'active' },
      after: { status: 'ended', unlinkedStudentIds: [], unlinkedGuardianIds: guardianIds },
    });
    const notice = await db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', director.id)
      .where('type', '=', 'member-left')
      .executeTakeFirstOrThrow();
    expect(notice.body).toBe('최학부모님이 한빛수학학원에서 나갔습니다.');
    expect(studentId).toBeTruthy();

    // Gone: the academy is invisible now, and leaving again is 404.
    expect((await parent.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).statusCode).toBe(404);
    expect((await parent.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` })).statusCode).toBe(
      404,
    );
    expect((await parent.session.inject({ method: 'GET', url: '/api/me/insts' })).json().insts).toEqual([]);
  });

  it('keeps a director, and the president, from leaving, with a Korean message and nothing written', async () => {
    const { director, instId } = await openAcademy(app, db);
    const coDirector = await member(app, db, instId, '020', '000');
    const before = await snapshot(db, TABLES);
    for (const who of [director, coDirector]) {
      const refused = await who.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'INST_LEAVE_DIRECTOR',
        message: '원장은 학원을 나갈 수 없습니다. 학원을 다른 원장에게 넘긴 뒤 다시 시도해 주세요.',
      });
    }
    // A president whose code was changed is still the president.
    await db.updateTable('memberships').set({ relation_cd: '030' }).where('user_id', '=', director.id).execute();
    const president = await director.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` });
    expect(president.json().code).toBe('INST_LEAVE_DIRECTOR');
    await db.updateTable('memberships').set({ relation_cd: '020' }).where('user_id', '=', director.id).execute();
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('a student who leaves is no longer the account of their student record', async () => {
    const { instId } = await openAcademy(app, db);
    const student = await member(app, db, instId, '010');
    const { studentId } = await studentRecord(db, instId, { userId: student.id });
    await student.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` });
    const row = await db
      .selectFrom('students')
      .select(['user_id', 'student_nm'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, student_nm: '최민준' });
  });
});
