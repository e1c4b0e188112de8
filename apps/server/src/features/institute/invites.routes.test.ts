import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { createInvite, type NewInvite, revokeInvite } from '../../platform/invites/invites';
import { member, openAcademy, person, studentRecord, TABLES } from './institute.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const DAY = 24 * 60 * 60 * 1000;

async function invite(input: Omit<NewInvite, 'now'>) {
  return createInvite(db, { ...input, now: clock.now() });
}

const dashed = (code: string) => `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`;

describe('GET /api/invites/:code (InstConnectCheck)', () => {
  it('previews a usable code typed in lower case with a hyphen', async () => {
    const { director, instId } = await openAcademy(app, db);
    const { studentId } = await studentRecord(db, instId, { studentNm: '최민준' });
    const code = (
      await invite({
        instId,
        purpose: 'parent',
        studentId,
        targetNm: '최엄마',
        targetMobileNo: '01012345678',
        createdBy: director.id,
      })
    ).code;
    const visitor = await app.inject({ method: 'GET', url: `/api/invites/${dashed(code)}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      code,
      instId,
      instNm: '한빛수학학원',
      instTpCd: 'ACADEMY',
      purpose: 'parent',
      relationCd: null,
      targetNm: '최엄마',
      studentNm: '최민준',
      expiresAt: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
      alreadyConnected: null,
      forOtherPhone: null,
    });
    const someone = await person(app, db);
    const seen = async (who: { session: { inject: typeof someone.session.inject } }, what: string) =>
      (await who.session.inject({ method: 'GET', url: `/api/invites/${what}` })).json().alreadyConnected;
    expect(await seen(someone, code)).toBe(false);
    // The director belongs to the academy, but is not this child's guardian: accepting would link them.
    expect(await seen(director, code)).toBe(false);
    const staff = await invite({ instId, purpose: 'staff', relationCd: '050', createdBy: director.id });
    expect(await seen(director, staff.code)).toBe(true);
    // A parent already linked to this child has nothing left to accept.
    const mother = await member(app, db, instId, null);
    await db
      .insertInto('student_guardians')
      .values({ inst_id: instId, id: newId(), student_id: studentId, guardian_nm: '최엄마', user_id: mother.id })
      .execute();
    expect(await seen(mother, code)).toBe(true);
  });

  it('says in Korean why a code cannot be used', async () => {
    const { director, instId } = await openAcademy(app, db);
    const expired = await createInvite(db, {
      instId,
      purpose: 'staff',
      relationCd: '050',
      createdBy: director.id,
      now: new Date(clock.now().getTime() - 15 * DAY),
    });
    const revoked = await invite({ instId, purpose: 'staff', relationCd: '050', createdBy: director.id });
    await revokeInvite(db, instId, revoked.id, clock.now());
    const used = await invite({ instId, purpose: 'staff', relationCd: '050', createdBy: director.id });
    const teacher = await person(app, db);
    await teacher.session.inject({ method: 'POST', url: `/api/invites/${used.code}/accept` });

    const cases = [
      [expired.code, 410, 'INVITE_EXPIRED', '유효 기간이 지난 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'],
      [revoked.code, 410, 'INVITE_REVOKED', '학원에서 취소한 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'],
      [used.code, 409, 'INVITE_USED', '이미 사용된 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'],
      ['ZZZZ9999', 404, 'INVITE_NOT_FOUND', '초대 코드를 찾을 수 없습니다. 받은 코드를 다시 확인해 주세요.'],
    ] as const;
    for (const [code, status, errorCode, message] of cases) {
      const preview = await app.inject({ method: 'GET', url: `/api/invites/${code}` });
      expect(preview.statusCode, code).toBe(status);
      expect(preview.json()).toEqual({ code: errorCode, message });
    }
    const malformed = await app.inject({ method: 'GET', url: '/api/invites/abc' });
    expect(malformed.json().fields).toEqual({ code: '초대 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.' });
  });
});

describe('POST /api/invites/:code/accept (InstConnectResult)', () => {
  it('staff: a manager joins with 010#020, a teacher with no codes; the invite is used; audit and notice', async () => {
    const { director, instId } = await openAcademy(app, db);
    for (const [relationCd, authCd, role] of [
      ['030', '010#020', 'MANAGER'],
      ['050', '', 'TEACHER'],
    ] as const) {
      const staff = await person(app, db, '이직원');
      const created = await invite({
        instId,
        purpose: 'staff',
        relationCd,
        targetNm: '이직원',
        createdBy: director.id,
      });
      const accepted = await staff.session.inject({
        method: 'POST',
        url: `/api/invites/${dashed(created.code)}/accept`,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({
        instId,
        instNm: '한빛수학학원',
        purpose: 'staff',
        role,
        relationCd,
        studentNm: null,
      });
      const membership = await db
        .selectFrom('memberships')
        .selectAll()
        .where('inst_id', '=', instId)
        .where('user_id', '=', staff.id)
        .executeTakeFirstOrThrow();
      expect(membership).toMatchObject({ relation_cd: relationCd, auth_cd: authCd, status: 'active' });
      const used = await db.selectFrom('invites').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(used).toMatchObject({ accepted_by: staff.id, accepted_at: clock.now() });
      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('inst_id', '=', instId)
        .where('actor_user_id', '=', staff.id)
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({
        action: 'invite.accept',
        before: null,
        after: { inviteId: created.id, purpose: 'staff', relationCd, authCd, status: 'active' },
      });
    }
    const notices = await db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', director.id)
      .where('type', '=', 'invite-accepted')
      .orderBy('body')
      .execute();
    expect(notices.map((n) => n.body)).toEqual([
      '이직원님이 강사 초대를 수락해 한빛수학학원에 연결되었습니다.',
      '이직원님이 실장 초대를 수락해 한빛수학학원에 연결되었습니다.',
    ]);
  });

  it('student: a student membership, the student record becomes the account, connected guardians become family', async () => {
    const { director, instId } = await openAcademy(app, db);
    const mother = await member(app, db, instId, null, null, '최엄마');
    const { studentId } = await studentRecord(db, instId, {
      studentNm: '최민준',
      guardians: [
        { guardianNm: '최엄마', userId: mother.id, relationType: '어머니' },
        { guardianNm: '최아빠', mobileNo: '01099998888' },
      ],
    });
    const child = await person(app, db, '최민준');
    const created = await invite({ instId, purpose: 'student', studentId, targetNm: '최민준', createdBy: director.id });
    const accepted = await child.session.inject({ method: 'POST', url: `/api/invites/${created.code}/accept` });
    expect(accepted.json()).toEqual({
      instId,
      instNm: '한빛수학학원',
      purpose: 'student',
      role: 'STUDENT',
      relationCd: '010',
      studentNm: '최민준',
    });
    const student = await db
      .selectFrom('students')
      .select('user_id')
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(student.user_id).toBe(child.id);
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ relation_cd: '010', auth_cd: null, status: 'active' });
    const family = await db.selectFrom('family_links').selectAll().where('child_user_id', '=', child.id).execute();
    expect(family).toEqual([expect.objectContaining({ parent_user_id: mother.id, relation_type: '어머니' })]);
    const home = (await child.session.inject({ method: 'GET', url: `/api/insts/${instId}/home` })).json();
    expect(home.me).toMatchObject({ studentId, studentNm: '최민준' });
  });

  it('parent: a parent membership, the matching guardian record, and family with the child’s account', async () => {
    const { director, instId } = await openAcademy(app, db);
    const child = await member(app, db, instId, '010', null, '최민준');
    const { studentId, guardianIds } = await studentRecord(db, instId, {
      studentNm: '최민준',
      userId: child.id,
      guardians: [
        { guardianNm: '최아빠', mobileNo: '01011112222', relationType: '아버지' },
        { guardianNm: '최엄마', mobileNo: '01033334444', relationType: '어머니' },
      ],
    });
    const mother = await person(app, db, '최엄마', { mobileNo: '01033334444' });
    const created = await invite({
      instId,
      purpose: 'parent',
      studentId,
      targetNm: '최엄마',
      targetMobileNo: '01033334444',
      createdBy: director.id,
    });
    const accepted = await mother.session.inject({ method: 'POST', url: `/api/invites/${created.code}/accept` });
    expect(accepted.json()).toEqual({
      instId,
      instNm: '한빛수학학원',
      purpose: 'parent',
      role: 'PARENT',
      relationCd: null,
      studentNm: '최민준',
    });
    const guardians = await db
      .selectFrom('student_guardians')
      .select(['id', 'user_id'])
      .where('student_id', '=', studentId)
      .orderBy('created_at')
      .execute();
    expect(guardians.find((g) => g.id === guardianIds[1])?.user_id).toBe(mother.id);
    expect(guardians.find((g) => g.id === guardianIds[0])?.user_id).toBeNull();
    expect(guardians).toHaveLength(2);
    const family = await db.selectFrom('family_links').selectAll().where('parent_user_id', '=', mother.id).execute();
    expect(family).toEqual([expect.objectContaining({ child_user_id: child.id, relation_type: '어머니' })]);
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', mother.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ relation_cd: null, status: 'active' });
    const home = (await mother.session.inject({ method: 'GET', url: `/api/insts/${instId}/home` })).json();
    expect(home).toMatchObject({ view: 'parent', children: [{ student: { studentId, studentNm: '최민준' } }] });
  });

  it('parent: no matching guardian gives a new guardian record; a second child at the same academy links too', async () => {
    const { director, instId } = await openAcademy(app, db);
    const first = await studentRecord(db, instId, { studentNm: '김첫째', guardians: [{ guardianNm: '김아빠' }] });
    const second = await studentRecord(db, instId, { studentNm: '김둘째' });
    const parent = await person(app, db, '김보호');
    const one = await invite({
      instId,
      purpose: 'parent',
      studentId: first.studentId,
      targetNm: '박이모',
      createdBy: director.id,
    });
    const two = await invite({ instId, purpose: 'parent', studentId: second.studentId, createdBy: director.id });
    expect((await parent.session.inject({ method: 'POST', url: `/api/invites/${one.code}/accept` })).statusCode).toBe(
      200,
    );
    expect((await parent.session.inject({ method: 'POST', url: `/api/invites/${two.code}/accept` })).statusCode).toBe(
      200,
    );
    const mine = await db
      .selectFrom('student_guardians')
      .select(['student_id', 'guardian_nm', 'mobile_no'])
      .where('user_id', '=', parent.id)
      .orderBy('guardian_nm')
      .execute();
    expect(mine).toEqual([
      { student_id: second.studentId, guardian_nm: '김보호', mobile_no: parent.mobileNo },
      { student_id: first.studentId, guardian_nm: '박이모', mobile_no: parent.mobileNo },
    ]);
    const home = (await parent.session.inject({ method: 'GET', url: `/api/insts/${instId}/home` })).json();
    expect(home.children.map((c: { student: { studentNm: string } }) => c.student.studentNm)).toEqual([
      '김둘째',
      '김첫째',
    ]);
    // The untouched guardian row of 김아빠 stays free.
    const free = await db
      .selectFrom('student_guardians')
      .select('user_id')
      .where('guardian_nm', '=', '김아빠')
      .executeTakeFirstOrThrow();
    expect(free.user_id).toBeNull();
  });

  it('refuses a second use, an expired or revoked code, a linked student and an existing member, writing nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const teacher = await person(app, db);
    const staffInvite = await invite({ instId, purpose: 'staff', relationCd: '050', createdBy: director.id });
    expect(
      (await teacher.session.inject({ method: 'POST', url: `/api/invites/${staffInvite.code}/accept` })).statusCode,
    ).toBe(200);

    const expired = await createInvite(db, {
      instId,
      purpose: 'parent',
      createdBy: director.id,
      now: new Date(clock.now().getTime() - 30 * DAY),
    });
    const revoked = await invite({ instId, purpose: 'parent', createdBy: director.id });
    await revokeInvite(db, instId, revoked.id, clock.now());
    const otherChild = await person(app, db);
    const { studentId } = await studentRecord(db, instId, { userId: otherChild.id });
    const linkedStudent = await invite({ instId, purpose: 'student', studentId, createdBy: director.id });
    const forTeacher = await invite({ instId, purpose: 'staff', relationCd: '030', createdBy: director.id });

    const someone = await person(app, db);
    const before = await snapshot(db, TABLES);
    const attempts = [
      [someone, staffInvite.code, 'INVITE_USED'],
      [teacher, staffInvite.code, 'INVITE_USED'],
      [someone, expired.code, 'INVITE_EXPIRED'],
      [someone, revoked.code, 'INVITE_REVOKED'],
      [someone, linkedStudent.code, 'INVITE_STUDENT_LINKED'],
      [teacher, forTeacher.code, 'ALREADY_MEMBER'],
      [director, forTeacher.code, 'ALREADY_MEMBER'],
      [someone, 'QQQQ2222', 'INVITE_NOT_FOUND'],
    ] as const;
    for (const [who, code, errorCode] of attempts) {
      const response = await who.session.inject({ method: 'POST', url: `/api/invites/${code}/accept` });
      expect(response.json().code, `${code}`).toBe(errorCode);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    expect((await app.inject({ method: 'POST', url: `/api/invites/${forTeacher.code}/accept` })).statusCode).toBe(401);
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('brings back a membership that had ended', async () => {
    const { director, instId } = await openAcademy(app, db);
    const teacher = await member(app, db, instId, '050', '020');
    await teacher.session.inject({ method: 'POST', url: `/api/me/insts/${instId}/leave` });
    const again = await invite({ instId, purpose: 'staff', relationCd: '030', createdBy: director.id });
    const accepted = await teacher.session.inject({ method: 'POST', url: `/api/invites/${again.code}/accept` });
    expect(accepted.json().role).toBe('MANAGER');
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ relation_cd: '030', auth_cd: '010#020', status: 'active', ended_at: null });
    const audit = await db
      .selectFrom('audit_log')
      .select('before')
      .where('actor_user_id', '=', teacher.id)
      .where('action', '=', 'invite.accept')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ relationCd: '050', authCd: '020', status: 'ended' });
  });

  it('accepting the same code twice at once makes one member only', async () => {
    const { director, instId } = await openAcademy(app, db);
    const created = await invite({ instId, purpose: 'staff', relationCd: '050', createdBy: director.id });
    const a = await person(app, db);
    const b = await person(app, db);
    const answers = await Promise.all([
      a.session.inject({ method: 'POST', url: `/api/invites/${created.code}/accept` }),
      b.session.inject({ method: 'POST', url: `/api/invites/${created.code}/accept` }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const members = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('inst_id', '=', instId)
      .where('user_id', 'in', [a.id, b.id])
      .execute();
    expect(members).toHaveLength(1);
  });
});
