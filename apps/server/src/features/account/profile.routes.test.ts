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
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('profile', () => {
  it('answers 401 signed out, for every profile route', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile'],
      ['PATCH', '/api/account/additional-info'],
      ['POST', '/api/account/password'],
      ['POST', '/api/account/email/code'],
      ['POST', '/api/account/email'],
      ['POST', '/api/account/mobile'],
    ] as const) {
      const payload =
        url.endsWith('profile') && method === 'PATCH'
          ? { userNickNm: '닉' }
          : url.endsWith('password')
            ? { currentPw: 'x', pw: 'abcd1234', pw_confirm: 'abcd1234' }
            : url.endsWith('code')
              ? { email: 'a@example.com' }
              : url.endsWith('email')
                ? { email: 'a@example.com', code: '123456' }
                : url.endsWith('mobile')
                  ? { transId: 'x' }
                  : method === 'GET'
                    ? undefined
                    : {};
      const response = await app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows the profile and edits nickname, picture and the additional info, recording consent changes', async () => {
    const user = await createTestUser(db, { userNm: '프로필', email: null });
    const session = await loginAs(app, user);
    const profile = await session.inject({ method: 'GET', url: '/api/account/profile' });
    expect(profile.json()).toMatchObject({
      userId: user.id,
      userInputId: user.loginId,
      userNm: '프로필',
      email: null,
      profileFileNm: 'default01.png',
      subjects: [],
      regions: [],
      loginMethods: ['password'],
      marketingConsent: false,
    });

    const edited = await session.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { userNickNm: '새닉네임', profileFileNm: 'me.png' },
    });
    expect(edited.json()).toMatchObject({ userNickNm: '새닉네임', profileFileNm: 'me.png' });

    const more = await session.inject({
      method: 'PATCH',
      url: '/api/account/additional-info',
      payload: {
        email: 'first@example.com',
        address: '부산광역시',
        detailAddress: '',
        schoolNm: '한빛고',
        gradeYear: 2,
        subjects: ['국어'],
        regions: ['26110'],
        genderCd: 'F',
        marketingConsent: true,
        nightReceiveConsent: false,
      },
    });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({
      email: 'first@example.com',
      address: '부산광역시',
      detailAddress: null,
      schoolNm: '한빛고',
      gradeYear: 2,
      subjects: ['국어'],
      regions: ['26110'],
      genderCd: 'F',
      marketingConsent: true,
      nightReceiveConsent: false,
    });
    const consents = await db.selectFrom('user_consents').selectAll().where('user_id', '=', user.id).execute();
    expect(consents.map((row) => [row.consent_key, row.agreed])).toEqual([['marketing', true]]);
  });

  it('refuses bad additional info and a silent email change, writing nothing', async () => {
    const user = await createTestUser(db, { email: 'kept@example.com' });
    const session = await loginAs(app, user);
    const before = await snapshot(db);
    const bad = await session.inject({
      method: 'PATCH',
      url: '/api/account/additional-info',
      payload: { gradeYear: 13, regions: ['1', '2', '3', '4', '5', '6'], genderCd: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['genderCd', 'gradeYear', 'regions']);
    const email = await session.inject({
      method: 'PATCH',
      url: '/api/account/additional-info',
      payload: { email: 'other@example.com' },
    });
    expect(email.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: { email: '이메일을 바꾸려면 이메일 변경 화면에서 인증번호로 확인해 주세요.' },
    });
    const nick = await session.inject({ method: 'PATCH', url: '/api/account/profile', payload: { userNickNm: '' } });
    expect(nick.json().fields).toEqual({ userNickNm: '닉네임을 입력해 주세요' });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('password change', () => {
  it('needs the current password; other sessions end, this one stays', async () => {
    const user = await createTestUser(db);
    const here = await loginAs(app, user);
    const elsewhere = await loginAs(app, user);
    const before = await snapshot(db);
    const wrong = await here.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPw: 'wrong-pass1', pw: 'changed123', pw_confirm: 'changed123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: '현재 비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
      fields: { currentPw: '현재 비밀번호가 올바르지 않습니다. 다시 입력해 주세요.' },
    });
    expect(await snapshot(db)).toEqual(before);

    const changed = await here.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPw: TEST_PASSWORD, pw: 'changed123', pw_confirm: 'changed123' },
    });
    expect(changed.json()).toEqual({ ok: true });
    expect((await here.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await elsewhere.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await loginAs(app, { loginId: user.loginId, password: 'changed123' })).toBeTruthy();
  });
});

describe('email change', () => {
  it('sends a code to the new address (mail outbox) and changes the email with it', async () => {
    const user = await createTestUser(db, { email: 'old@example.com' });
    const session = await loginAs(app, user);
    const sent = await session.inject({
      method: 'POST',
      url: '/api/account/email/code',
      payload: { email: 'new@example.com' },
    });
    expect(sent.json()).toEqual({ sent: true, expiresAt: '2026-11-22T09:03:00.000Z' });
    const mail = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'new@example.com')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', subject: '[학원ON] 이메일 변경 인증번호', purpose: 'email-change' });
    const code = await lastCode(db, 'new@example.com');

    const before = await snapshot(db, ['users']);
    const otherAddress = await session.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: 'sneaky@example.com', code },
    });
    expect(otherAddress.json().code).toBe('CODE_MISMATCH');
    expect(await snapshot(db, ['users'])).toEqual(before);

    const changed = await session.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: 'new@example.com', code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('new@example.com');
  });
});

describe('mobile change', () => {
  it('takes the number from a verification of the same person', async () => {
    const person = testPerson({ userNm: '번호변경' });
    const member = await signUpTestUser(app, db, { person });
    const session = await loginAs(app, member);
    const newNumber = testPerson().mobileNo;
    // The same person on a new phone: sandbox DI follows name, birth date and number, so a real
    // provider's stable DI is stood in for by giving the account the new verification's DI.
    const transId = await verifyIdentity(app, db, 'phone-change', { ...person, mobileNo: newNumber });
    const verified = await db
      .selectFrom('identity_verifications')
      .select('di_index')
      .where('id', '=', transId)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ di_index: verified.di_index }).where('id', '=', member.id).execute();

    const changed = await session.inject({ method: 'POST', url: '/api/account/mobile', payload: { transId } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mobileNo).toBe(newNumber);
  });

  it('refuses another person’s verification and writes nothing', async () => {
    const member = await signUpTestUser(app, db);
    const session = await loginAs(app, member);
    const transId = await verifyIdentity(app, db, 'phone-change', testPerson({ userNm: '남의사람' }));
    const before = await snapshot(db);
    const refused = await session.inject({ method: 'POST', url: '/api/account/mobile', payload: { transId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'IDENTITY_MISMATCH',
      message: '본인인증한 정보가 이 계정의 명의와 다릅니다. 계정 명의자 본인으로 다시 인증해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets an account made before verification change its number by name and birth date, keeping the DI', async () => {
    const user = await createTestUser(db, { userNm: '옛날회원', birthdate: '1979-01-01' });
    const session = await loginAs(app, user);
    const transId = await verifyIdentity(
      app,
      db,
      'phone-change',
      testPerson({ userNm: '옛날회원', birthdate: '1979-01-01' }),
    );
    const changed = await session.inject({ method: 'POST', url: '/api/account/mobile', payload: { transId } });
    expect(changed.statusCode).toBe(200);
    expect((await userRow(user.id)).di_index).toBeTruthy();
  });
});

describe('reactivating a dormant account', () => {
  it('wakes the account of the verified person and signs in', async () => {
    const person = testPerson({ userNm: '휴면회원' });
    const member = await signUpTestUser(app, db, { person });
    await db
      .updateTable('users')
      .set({ status: 'dormant', dormant_at: clock.now() })
      .where('id', '=', member.id)
      .execute();
    const refusedLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: member.loginId, pw: TEST_PASSWORD },
      remoteAddress: testAddress(),
    });
    expect(refusedLogin.json().code).toBe('ACCOUNT_DORMANT');

    const stranger = await verifyIdentity(app, db, 'reactivate');
    const before = await snapshot(db);
    const nobody = await app.inject({ method: 'POST', url: '/api/account/reactivate', payload: { transId: stranger } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('DORMANT_ACCOUNT_NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);

    const transId = await verifyIdentity(app, db, 'reactivate', person);
    const woken = await app.inject({
      method: 'POST',
      url: '/api/account/reactivate',
      payload: { transId, keep: false },
    });
    expect(woken.statusCode).toBe(200);
    expect(woken.json().user.userId).toBe(member.id);
    expect(woken.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBeTruthy();
    expect(await userRow(member.id)).toMatchObject({ status: 'active', dormant_at: null });
  });
});
