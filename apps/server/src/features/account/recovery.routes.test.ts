import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  lastCode,
  loginAs,
  signUpTestUser,
  snapshot,
  TEST_PASSWORD,
  testAddress,
  testPerson,
  verifyIdentity,
} from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const post = (url: string, payload: object, remoteAddress = testAddress()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const outboxTo = (recipient: string) =>
  db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).execute();

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const CODE_MISMATCH = {
  code: 'CODE_MISMATCH',
  message: '인증번호가 일치하지 않거나 유효 시간이 지났습니다. 인증번호를 확인하거나 새로 받아 주세요.',
  fields: { code: '인증번호가 일치하지 않거나 유효 시간이 지났습니다. 인증번호를 확인하거나 새로 받아 주세요.' },
};

describe('find id by identity verification', () => {
  it('shows the masked ids and login methods of the verified person', async () => {
    const person = testPerson({ userNm: '찾는사람' });
    const member = await signUpTestUser(app, db, { person, loginId: 'finder2026' });
    const transId = await verifyIdentity(app, db, 'find-id', person);
    const response = await post('/api/account/find-id/verification', { transId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accounts: [{ maskedLoginId: 'fi*******6', loginMethods: ['password'], joinedAt: '2026-11-22T09:00:00.000Z' }],
    });
    expect(member.loginId).toBe('finder2026');
    const again = await post('/api/account/find-id/verification', { transId });
    expect(again.json().code).toBe('VERIFICATION_ALREADY_USED');
  });

  it('finds a pre-verification account (no DI) by verified name and mobile, and nothing for a stranger', async () => {
    const legacy = await createTestUser(db, { loginId: 'legacy01', userNm: '옛회원', birthdate: '1985-04-12' });
    const transId = await verifyIdentity(
      app,
      db,
      'find-id',
      testPerson({ userNm: '옛회원', birthdate: '1985-04-12', mobileNo: legacy.mobileNo ?? '' }),
    );
    expect((await post('/api/account/find-id/verification', { transId })).json().accounts).toHaveLength(1);
    const stranger = await verifyIdentity(app, db, 'find-id');
    expect((await post('/api/account/find-id/verification', { transId: stranger })).json()).toEqual({ accounts: [] });
  });
});

describe('find id by SMS code', () => {
  it('texts a code only when an account matches, answers the same either way, and shows the ids for the right code', async () => {
    const user = await createTestUser(db, { loginId: 'smsfinder1', userNm: '문자찾기' });
    const mobileNo = user.mobileNo ?? '';
    const sent = await post('/api/account/find-id/code', {
      userNm: '문자찾기',
      mobileNo: `${mobileNo.slice(0, 3)}-${mobileNo.slice(3, 7)}-${mobileNo.slice(7)}`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresAt: '2026-11-22T09:03:00.000Z' });
    expect(await outboxTo(mobileNo)).toHaveLength(1);

    const stranger = testPerson().mobileNo;
    const noMatch = await post('/api/account/find-id/code', { userNm: '문자찾기', mobileNo: stranger });
    expect(noMatch.json()).toEqual(sent.json());
    expect(await outboxTo(stranger)).toHaveLength(0);
    expect(
      (await post('/api/account/find-id/sms', { userNm: '문자찾기', mobileNo: stranger, code: '123456' })).json(),
    ).toEqual(CODE_MISMATCH);

    const code = await lastCode(db, mobileNo);
    expect((await outboxTo(mobileNo))[0]?.body).toBe(
      `[학원ON] 아이디 찾기 인증번호는 ${code}입니다. 3분 안에 입력해 주세요.`,
    );
    const found = await post('/api/account/find-id/sms', { userNm: '문자찾기', mobileNo, code });
    expect(found.json()).toEqual({
      accounts: [{ maskedLoginId: 'sm*******1', loginMethods: ['password'], joinedAt: expect.any(String) }],
    });
    expect((await post('/api/account/find-id/sms', { userNm: '문자찾기', mobileNo, code })).json()).toEqual(
      CODE_MISMATCH,
    );
  });

  it('allows five wrong codes, then the code is spent; a code lasts three minutes', async () => {
    const user = await createTestUser(db, { userNm: '오답자' });
    const mobileNo = user.mobileNo ?? '';
    await post('/api/account/find-id/code', { userNm: '오답자', mobileNo });
    const code = await lastCode(db, mobileNo);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/account/find-id/sms', { userNm: '오답자', mobileNo, code: wrong(code) })).json(),
      ).toEqual(CODE_MISMATCH);
    }
    expect((await post('/api/account/find-id/sms', { userNm: '오답자', mobileNo, code })).json()).toEqual(
      CODE_MISMATCH,
    );

    await post('/api/account/find-id/code', { userNm: '오답자', mobileNo });
    const fresh = await lastCode(db, mobileNo);
    clock.advance(3 * 60 * 1000);
    expect((await post('/api/account/find-id/sms', { userNm: '오답자', mobileNo, code: fresh })).json()).toEqual(
      CODE_MISMATCH,
    );
    clock.set('2026-11-22T09:00:00Z');
  });

  it('lets one address ask for five codes a minute, then answers 429', async () => {
    const remoteAddress = testAddress();
    const body = { userNm: '누군가', mobileNo: testPerson().mobileNo };
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/account/find-id/code', body, remoteAddress)).statusCode).toBe(200);
    const sixth = await post('/api/account/find-id/code', body, remoteAddress);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    for (let i = 0; i < 10; i += 1) await post('/api/account/find-id/sms', { ...body, code: '000000' }, remoteAddress);
    expect((await post('/api/account/find-id/sms', { ...body, code: '000000' }, remoteAddress)).statusCode).toBe(429);
  });

  it('refuses bad input in Korean and writes nothing', async () => {
    const before = await snapshot(db);
    const response = await post('/api/account/find-id/code', { userNm: '', mobileNo: '0212345678' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['mobileNo', 'userNm']);
    const badCode = await post('/api/account/find-id/sms', { userNm: '이름', mobileNo: '01012345678', code: '12ab' });
    expect(badCode.json().fields).toEqual({ code: expect.stringContaining('인증번호') });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('password reset', () => {
  it('by verification: a 15-minute token, then the new password, and every session ends', async () => {
    const person = testPerson({ userNm: '재설정' });
    const member = await signUpTestUser(app, db, { person });
    const phone = await loginAs(app, member);
    const laptop = await loginAs(app, member);
    const transId = await verifyIdentity(app, db, 'find-password', person);
    const token = await post('/api/account/password-reset/verification', { userInputId: member.loginId, transId });
    expect(token.statusCode).toBe(200);
    expect(token.json().expiresAt).toBe('2026-11-22T09:15:00.000Z');

    const reset = await post('/api/account/password-reset', {
      resetToken: token.json().resetToken,
      pw: 'newpassword9',
      pw_confirm: 'newpassword9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    for (const session of [phone, laptop]) {
      expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    }
    const sessions = await db.selectFrom('sessions').select('revoked_at').where('user_id', '=', member.id).execute();
    expect(sessions.every((row) => row.revoked_at !== null)).toBe(true);
    expect((await post('/api/auth/login', { userInputId: member.loginId, pw: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { userInputId: member.loginId, pw: 'newpassword9' })).statusCode).toBe(200);

    const reused = await post('/api/account/password-reset', {
      resetToken: token.json().resetToken,
      pw: 'another1234',
      pw_confirm: 'another1234',
    });
    expect(reused.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('by verification refuses another person for this id, writing nothing', async () => {
    const member = await signUpTestUser(app, db);
    const transId = await verifyIdentity(app, db, 'find-password');
    const before = await snapshot(db);
    const response = await post('/api/account/password-reset/verification', { userInputId: member.loginId, transId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_NOT_FOUND',
      message: '입력한 정보와 일치하는 계정이 없습니다. 아이디를 다시 확인해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('by SMS code: texts only the account’s own number, then answers a token for the right code', async () => {
    const user = await createTestUser(db);
    const mobileNo = user.mobileNo ?? '';
    const other = testPerson().mobileNo;
    expect(
      (await post('/api/account/password-reset/code', { userInputId: user.loginId, mobileNo: other })).json().sent,
    ).toBe(true);
    expect(await outboxTo(other)).toHaveLength(0);
    await post('/api/account/password-reset/code', { userInputId: user.loginId, mobileNo });
    const code = await lastCode(db, mobileNo);
    const wrongTry = await post('/api/account/password-reset/sms', {
      userInputId: user.loginId,
      mobileNo,
      code: wrong(code),
    });
    expect(wrongTry.json()).toEqual(CODE_MISMATCH);
    const token = await post('/api/account/password-reset/sms', { userInputId: user.loginId, mobileNo, code });
    expect(token.statusCode).toBe(200);
    expect(token.json().resetToken).toEqual(expect.any(String));
  });

  it('refuses an expired token and a password against the policy, writing nothing', async () => {
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const transId = await verifyIdentity(app, db, 'find-password', person);
    const { resetToken } = (
      await post('/api/account/password-reset/verification', { userInputId: member.loginId, transId })
    ).json();
    const before = await snapshot(db);
    const weak = await post('/api/account/password-reset', {
      resetToken,
      pw: 'onlyletters',
      pw_confirm: 'onlyletters',
    });
    expect(weak.json().fields).toEqual({ pw: '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.' });
    clock.advance(15 * 60 * 1000);
    const late = await post('/api/account/password-reset', {
      resetToken,
      pw: 'newpassword9',
      pw_confirm: 'newpassword9',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: '비밀번호 재설정 시간이 지났거나 이미 사용한 요청입니다. 비밀번호 찾기를 처음부터 다시 진행해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
    clock.set('2026-11-22T09:00:00Z');
  });
});
