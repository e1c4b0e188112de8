import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import {
  addStaff,
  addStaffInvite,
  auditRowsOf,
  callerFor,
  demoAcademy,
  snapshotEmployees,
  uniqueMobile,
} from './employees.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T01:00:00Z');
const { instId, users } = await demoAcademy(db);
const app = await createTestApp(db, { clock });
const asDirector = await callerFor(app, db, users.director, clock.now());
const asManager = await callerFor(app, db, users.manager, clock.now());
const base = `/api/insts/${instId}`;

const auditCount = async () =>
  Number((await db.selectFrom('audit_log').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /employees (EmployeeList)', () => {
  it('lists the staff with role, masked mobile, codes and since, and pending invitations as 초대 중', async () => {
    const invite = await addStaffInvite(db, instId, users.director, clock.now(), { targetNm: '오초대' });
    await addStaffInvite(db, instId, users.director, new Date('2026-10-01T00:00:00Z'), { targetNm: '만료됨' });
    const response = await asDirector({ method: 'GET', url: `${base}/employees` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byName = Object.fromEntries(body.items.map((item: { userNm: string }) => [item.userNm, item]));
    expect(byName.김원장).toMatchObject({
      kind: 'member',
      relationCd: '020',
      authCd: '000',
      permissionLabels: ['전체'],
      locked: true,
      status: 'active',
    });
    expect(byName.이실장).toMatchObject({
      relationCd: '030',
      maskedMobileNo: '010-****-3333',
      permissionLabels: ['학원 관리', '수업 관리', '직원 관리'],
      locked: false,
    });
    expect(byName.박강사).toMatchObject({ relationCd: '050', authCd: '020', since: expect.any(String) });
    expect(byName.오초대).toMatchObject({ kind: 'invite', inviteId: invite.id, status: 'invited', relationCd: '050' });
    expect(byName.만료됨).toBeUndefined();
    expect(byName.최학부모).toBeUndefined();
    expect(byName.최민준).toBeUndefined();
    expect(response.body).not.toContain(invite.code);
    expect(byName.송강사).toMatchObject({ relationCd: '050', authCd: '020' });
    expect(body.counts).toMatchObject({ active: 4, ended: 0 });
  });

  it('filters working and former staff and searches by name or initial consonants', async () => {
    await addStaff(db, instId, { userNm: '한퇴사', status: 'ended' });
    const names = async (query: string) =>
      (await asManager({ method: 'GET', url: `${base}/employees?${query}` }))
        .json()
        .items.map((item: { userNm: string }) => item.userNm);
    expect(await names('status=ended')).toEqual(['한퇴사']);
    expect(await names('q=ㅂㄱㅅ')).toEqual(['박강사']);
    expect(await names(`q=${encodeURIComponent('실장')}`)).toEqual(['이실장']);
    expect(await names('q=ㅎㅌ&status=ended')).toEqual(['한퇴사']);
    expect(await names('q=ㅎㅌ')).toEqual([]);
    const bad = await asManager({ method: 'GET', url: `${base}/employees?status=gone` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toMatch(/상태/);
  });
});

describe('POST /employees (EmployeeRegister)', () => {
  it('creates a staff invitation with a code and one audit row', async () => {
    const mobileNo = uniqueMobile();
    const before = await auditCount();
    const response = await asDirector({
      method: 'POST',
      url: `${base}/employees`,
      payload: {
        userNm: '서강사',
        mobileNo: `${mobileNo.slice(0, 3)}-${mobileNo.slice(3, 7)}-${mobileNo.slice(7)}`,
        relationCd: '050',
      },
    });
    expect(response.statusCode).toBe(200);
    const { invite } = response.json();
    expect(invite).toMatchObject({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      userNm: '서강사',
      relationCd: '050',
      mobileNo,
      state: 'usable',
      createdByNm: '김원장',
      expiresAt: '2026-12-06T01:00:00.000Z',
    });
    const row = await db.selectFrom('invites').selectAll().where('id', '=', invite.inviteId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'staff', relation_cd: '050', target_mobile_no: mobileNo, inst_id: instId });
    expect(await auditCount()).toBe(before + 1);
    const [audit] = await auditRowsOf(db, `invite:${invite.inviteId}`);
    expect(audit).toMatchObject({
      action: 'employee.invite',
      actor_user_id: users.director,
      before: null,
      after: { relationCd: '050', targetNm: '서강사', maskedMobileNo: expect.stringMatching(/^010-\*{4}-\d{4}$/) },
    });
  });

  it('refuses bad fields in Korean and writes nothing', async () => {
    const before = await snapshotEmployees(db);
    const response = await asDirector({
      method: 'POST',
      url: `${base}/employees`,
      payload: { userNm: ' ', mobileNo: '0212345678', relationCd: '020' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        userNm: '이름을 입력해 주세요',
        mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
        relationCd: '역할을 선택해 주세요',
      },
    });
    expect(await snapshotEmployees(db)).toEqual(before);
  });

  it('refuses someone already working here, or a number already invited, under the mobile field', async () => {
    const before = await snapshotEmployees(db);
    const staff = await asDirector({
      method: 'POST',
      url: `${base}/employees`,
      payload: { userNm: '박강사', mobileNo: '01033334444', relationCd: '030' },
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json()).toMatchObject({
      code: 'EMPLOYEE_ALREADY_STAFF',
      fields: { mobileNo: expect.stringMatching(/이미/) },
    });
    expect(await snapshotEmployees(db)).toEqual(before);

    const mobileNo = uniqueMobile();
    const first = await asDirector({
      method: 'POST',
      url: `${base}/employees`,
      payload: { userNm: '나초대', mobileNo, relationCd: '030' },
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = await snapshotEmployees(db);
    const again = await asManager({
      method: 'POST',
      url: `${base}/employees`,
      payload: { userNm: '나초대', mobileNo, relationCd: '050' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMPLOYEE_ALREADY_INVITED');
    expect(await snapshotEmployees(db)).toEqual(afterFirst);
  });
});

describe('GET /employees/:userId (UserDetail)', () => {
  it('shows one employee, and nobody who is not staff here', async () => {
    const response = await asManager({ method: 'GET', url: `${base}/employees/${users.teacher}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: users.teacher,
      userNm: '박강사',
      accountNm: '박강사',
      mobileNo: '01033334444',
      maskedMobileNo: '010-****-4444',
      codes: ['020'],
      locked: false,
      self: false,
      memo: null,
    });
    expect((await asManager({ method: 'GET', url: `${base}/employees/${users.manager}` })).json().self).toBe(true);
    for (const userId of [users.parent, users.student, '019a0000-0000-7000-8000-000000000000']) {
      expect((await asManager({ method: 'GET', url: `${base}/employees/${userId}` })).statusCode).toBe(404);
    }
    expect((await asManager({ method: 'GET', url: `${base}/employees/not-an-id` })).statusCode).toBe(400);
  });
});

describe('PATCH /employees/:userId/connection (ModifyUserConnect)', () => {
  it('changes a teacher into a manager with the manager defaults, one audit row and a notice', async () => {
    const teacher = await addStaff(db, instId, { authCd: '020#041' });
    const before = await auditCount();
    const response = await asDirector({
      method: 'PATCH',
      url: `${base}/employees/${teacher.id}/connection`,
      payload: { type: 'role', relationCd: '030' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ relationCd: '030', authCd: '010#020', status: 'active' });
    expect(await auditCount()).toBe(before + 1);
    expect(await auditRowsOf(db, `user:${teacher.id}`)).toMatchObject([
      {
        action: 'employee.role',
        actor_user_id: users.director,
        before: { relationCd: '050', authCd: '020#041' },
        after: { relationCd: '030', authCd: '010#020' },
      },
    ]);
    const notice = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', teacher.id)
      .executeTakeFirst();
    expect(notice?.body).toBe('한빛수학학원에서 역할이 실장으로 바뀌었습니다.');
  });

  it('ends employment: the former employee loses access at once', async () => {
    const teacher = await addStaff(db, instId, { authCd: '030' });
    const asTeacher = await callerFor(app, db, teacher.id, clock.now());
    expect((await asTeacher({ method: 'GET', url: `${base}/employees` })).statusCode).toBe(200);
    const response = await asManager({
      method: 'PATCH',
      url: `${base}/employees/${teacher.id}/connection`,
      payload: { type: 'end' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ended', endedAt: '2026-11-22T01:00:00.000Z' });
    expect(await auditRowsOf(db, `user:${teacher.id}`)).toMatchObject([
      { action: 'employee.end', before: { status: 'active' }, after: { status: 'ended' } },
    ]);
    expect((await asTeacher({ method: 'GET', url: `${base}/employees` })).statusCode).toBe(404);

    const before = await snapshotEmployees(db);
    for (const payload of [{ type: 'end' }, { type: 'role', relationCd: '030' }]) {
      const again = await asDirector({ method: 'PATCH', url: `${base}/employees/${teacher.id}/connection`, payload });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EMPLOYEE_ENDED', message: expect.stringMatching(/퇴사/) });
    }
    expect(await snapshotEmployees(db)).toEqual(before);
  });

  it('never changes a director, oneself, or into the same role; refuses bad bodies; writes nothing', async () => {
    const writer = await addStaff(db, instId, { relationCd: '030', authCd: '031#032' });
    const asWriter = await callerFor(app, db, writer.id, clock.now());
    const before = await snapshotEmployees(db);
    const cases = [
      { as: asWriter, userId: users.director, payload: { type: 'end' }, status: 403, code: 'EMPLOYEE_DIRECTOR_LOCKED' },
      {
        as: asDirector,
        userId: users.director,
        payload: { type: 'role', relationCd: '030' },
        status: 403,
        code: 'EMPLOYEE_DIRECTOR_LOCKED',
      },
      { as: asWriter, userId: writer.id, payload: { type: 'end' }, status: 403, code: 'EMPLOYEE_SELF_CHANGE' },
      {
        as: asWriter,
        userId: writer.id,
        payload: { type: 'role', relationCd: '050' },
        status: 403,
        code: 'EMPLOYEE_SELF_CHANGE',
      },
      {
        as: asWriter,
        userId: users.teacher,
        payload: { type: 'role', relationCd: '050' },
        status: 400,
        code: 'EMPLOYEE_SAME_ROLE',
      },
      {
        as: asWriter,
        userId: users.teacher,
        payload: { type: 'role', relationCd: '020' },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      { as: asWriter, userId: users.teacher, payload: { type: 'fire' }, status: 400, code: 'VALIDATION_FAILED' },
      { as: asWriter, userId: users.parent, payload: { type: 'end' }, status: 404, code: 'NOT_FOUND' },
    ] as const;
    for (const call of cases) {
      const response = await call.as({
        method: 'PATCH',
        url: `${base}/employees/${call.userId}/connection`,
        payload: call.payload,
      });
      expect(response.statusCode, JSON.stringify(call.payload)).toBe(call.status);
      expect(response.json().code).toBe(call.code);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    expect(await snapshotEmployees(db)).toEqual(before);
  });
});

describe('PATCH /employees/:userId/info (ModifyUserInfo)', () => {
  it('sets the display name and memo with one audit row; the same values again write nothing', async () => {
    const teacher = await addStaff(db, instId, { userNm: '조강사' });
    const payload = { displayNm: ' 수학 조쌤 ', memo: '화목 오후 수업' };
    const response = await asManager({ method: 'PATCH', url: `${base}/employees/${teacher.id}/info`, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userNm: '수학 조쌤',
      accountNm: '조강사',
      displayNm: '수학 조쌤',
      memo: '화목 오후 수업',
    });
    const before = await snapshotEmployees(db);
    expect(
      (await asManager({ method: 'PATCH', url: `${base}/employees/${teacher.id}/info`, payload })).statusCode,
    ).toBe(200);
    expect(await snapshotEmployees(db)).toEqual(before);

    const cleared = await asManager({
      method: 'PATCH',
      url: `${base}/employees/${teacher.id}/info`,
      payload: { displayNm: '', memo: '' },
    });
    expect(cleared.json()).toMatchObject({ userNm: '조강사', displayNm: null, memo: null });
    expect(await auditRowsOf(db, `user:${teacher.id}`)).toMatchObject([
      { action: 'employee.info', before: { displayNm: null, memo: null }, after: payloadTrimmed(payload) },
      { action: 'employee.info', before: payloadTrimmed(payload), after: { displayNm: null, memo: null } },
    ]);
  });

  it('refuses a too long memo, and a director’s info to anyone but a director', async () => {
    const before = await snapshotEmployees(db);
    const long = await asManager({
      method: 'PATCH',
      url: `${base}/employees/${users.teacher}/info`,
      payload: { displayNm: '', memo: '가'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ memo: '메모는 500자 이하로 입력해 주세요.' });
    const director = await asManager({
      method: 'PATCH',
      url: `${base}/employees/${users.director}/info`,
      payload: { displayNm: '대표', memo: '' },
    });
    expect(director.statusCode).toBe(403);
    expect(director.json().code).toBe('EMPLOYEE_DIRECTOR_LOCKED');
    expect(await snapshotEmployees(db)).toEqual(before);
    const own = await asDirector({
      method: 'PATCH',
      url: `${base}/employees/${users.director}/info`,
      payload: { displayNm: '김대표', memo: '' },
    });
    expect(own.json()).toMatchObject({ userNm: '김대표', locked: true, self: true });
  });
});

function payloadTrimmed(payload: { displayNm: string; memo: string }) {
  return { displayNm: payload.displayNm.trim(), memo: payload.memo.trim() };
}

describe('invitations (InviteCode)', () => {
  it('lists staff invitations with codes and states', async () => {
    const usable = await addStaffInvite(db, instId, users.director, clock.now(), { targetNm: '가사용' });
    const expired = await addStaffInvite(db, instId, users.director, new Date('2026-10-01T00:00:00Z'));
    const response = await asManager({ method: 'GET', url: `${base}/invites?purpose=staff` });
    expect(response.statusCode).toBe(200);
    const byId = Object.fromEntries(
      response.json().invites.map((invite: { inviteId: string }) => [invite.inviteId, invite]),
    );
    expect(byId[usable.id]).toMatchObject({ code: usable.code, state: 'usable', userNm: '가사용' });
    expect(byId[expired.id]).toMatchObject({ state: 'expired' });
    expect((await asManager({ method: 'GET', url: `${base}/invites?purpose=parent` })).statusCode).toBe(400);
  });

  it('revokes a usable invitation once, with one audit row', async () => {
    const invite = await addStaffInvite(db, instId, users.director, clock.now(), { targetNm: '취소될' });
    const response = await asManager({ method: 'DELETE', url: `${base}/invites/${invite.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().invite).toMatchObject({ inviteId: invite.id, state: 'revoked' });
    expect(await auditRowsOf(db, `invite:${invite.id}`)).toMatchObject([
      {
        action: 'employee.invite-revoke',
        before: { state: 'usable' },
        after: { state: 'revoked', targetNm: '취소될' },
      },
    ]);
    const before = await snapshotEmployees(db);
    const again = await asManager({ method: 'DELETE', url: `${base}/invites/${invite.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITE_NOT_USABLE');
    expect(await snapshotEmployees(db)).toEqual(before);
  });
});

describe('the invitation message (/inviteMessage)', () => {
  it('previews the text with the code and link, and each channel’s cost, before anything is sent', async () => {
    const invite = await addStaffInvite(db, instId, users.director, clock.now(), { targetNm: '문강사' });
    const outboxBefore = (await snapshotEmployees(db)).outbox_messages;
    const response = await asManager({ method: 'GET', url: `${base}/invites/${invite.id}/message` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.link).toBe(`http://localhost:80/v3/InstConnect?code=${invite.code}`);
    expect(body.text).toContain(`초대 코드: ${invite.code}`);
    expect(body.text).toContain('문강사님, 한빛수학학원이 강사로 초대했습니다.');
    expect(body.text).toContain(body.link);
    expect(body.channels).toEqual([
      { channel: 'sms', billedAs: 'lms', cost: 50 },
      { channel: 'alimtalk', billedAs: 'alimtalk', cost: 8 },
    ]);
    expect(body.sendable).toBe(true);
    expect((await snapshotEmployees(db)).outbox_messages).toEqual(outboxBefore);
  });

  it('sends it as AlimTalk or as a long text message to the invited number', async () => {
    const mobileNo = uniqueMobile();
    const invite = await addStaffInvite(db, instId, users.director, clock.now(), { mobileNo });
    const alimtalk = await asManager({
      method: 'POST',
      url: `${base}/invites/${invite.id}/send`,
      payload: { channel: 'alimtalk' },
    });
    expect(alimtalk.statusCode).toBe(200);
    expect(alimtalk.json()).toMatchObject({ sent: true, channel: 'alimtalk', billedAs: 'alimtalk', cost: 8 });
    const sms = await asManager({
      method: 'POST',
      url: `${base}/invites/${invite.id}/send`,
      payload: { channel: 'sms' },
    });
    expect(sms.json()).toMatchObject({
      channel: 'sms',
      billedAs: 'lms',
      cost: 50,
      maskedMobileNo: expect.stringMatching(/\*{4}/),
    });
    const sent = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', mobileNo)
      .orderBy('id')
      .execute();
    expect(sent.map((message) => [message.channel, message.template_code, message.purpose, message.inst_id])).toEqual([
      ['alimtalk', 'STAFF_INVITE_V1', 'invitation', instId],
      ['lms', null, 'invitation', instId],
    ]);
    expect(sent[0]?.body).toContain(invite.code);
  });

  it('refuses an invitation that cannot be used, one without a number, and a bad channel', async () => {
    const revoked = await addStaffInvite(db, instId, users.director, clock.now());
    await asManager({ method: 'DELETE', url: `${base}/invites/${revoked.id}` });
    const noNumber = await addStaffInvite(db, instId, users.director, clock.now(), { mobileNo: null });
    const preview = await asManager({ method: 'GET', url: `${base}/invites/${revoked.id}/message` });
    expect(preview.json()).toMatchObject({ sendable: false, invite: { state: 'revoked' } });
    const before = await snapshotEmployees(db);
    const cases = [
      { id: revoked.id, payload: { channel: 'sms' }, status: 409, code: 'INVITE_NOT_USABLE' },
      { id: noNumber.id, payload: { channel: 'sms' }, status: 400, code: 'INVITE_NO_RECIPIENT' },
      { id: noNumber.id, payload: { channel: 'fax' }, status: 400, code: 'VALIDATION_FAILED' },
    ];
    for (const call of cases) {
      const response = await asManager({
        method: 'POST',
        url: `${base}/invites/${call.id}/send`,
        payload: call.payload,
      });
      expect(response.statusCode).toBe(call.status);
      expect(response.json().code).toBe(call.code);
    }
    expect(await snapshotEmployees(db)).toEqual(before);
  });
});
