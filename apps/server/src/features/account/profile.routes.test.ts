import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  lastCode,
  loginAs,
  signUpTestUser,
  snapshot,
  TEST_PASSWORD,
  type TestSession,
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
                  ? { transId: '0190b7a2-0000-7000-8000-000000000001' }
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

/** Exactly one wrong password was counted for the account; the count is set back for the comparison. */
async function expectOneCountedFailure(userId: string) {
  const counted = await db
    .selectFrom('users')
    .select('login_failures')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(counted.login_failures).toBe(1);
  await db.updateTable('users').set({ login_failures: 0 }).where('id', '=', userId).execute();
}

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
    // The wrong guess counts toward the login lock (test/security/passwords.test.ts); nothing else changed.
    await expectOneCountedFailure(user.id);
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
  const phoneChange = (session: TestSession, transId: string) =>
    session.inject({ method: 'POST', url: '/api/account/mobile', payload: { transId } });
  const verificationRow = (id: string) =>
    db.selectFrom('identity_verifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes the new number from a verification of the same person on the new phone, keeping the CI/DI', async () => {
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const session = await loginAs(app, member);
    const before = await userRow(member.id);
    expect(before.di_index).toBeTruthy();
    expect(before.mobile_no).toBe(person.mobileNo);

    const newNumber = testPerson().mobileNo;
    const transId = await verifyIdentity(app, db, 'phone-change', { ...person, mobileNo: newNumber, carrier: 'KT' });
    const changed = await phoneChange(session, transId);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userId: member.id, userNm: person.userNm, mobileNo: newNumber });

    const after = await userRow(member.id);
    expect(after.mobile_no).toBe(newNumber);
    expect(after.updated_at).toEqual(clock.now());
    // The account is still the same person's: the very same sealed CI/DI and blind index.
    expect(after).toMatchObject({ ci_enc: before.ci_enc, di_enc: before.di_enc, di_index: before.di_index });
    expect((await verificationRow(transId)).consumed_at).toEqual(clock.now());
    const profile = await session.inject({ method: 'GET', url: '/api/account/profile' });
    expect(profile.json().mobileNo).toBe(newNumber);

    // The old number no longer reaches the account; the new one does (password reset by SMS).
    const reset = (mobileNo: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/password-reset/code',
        payload: { userInputId: member.loginId, mobileNo },
        remoteAddress: testAddress(),
      });
    expect((await reset(person.mobileNo)).statusCode).toBe(200);
    expect((await reset(newNumber)).statusCode).toBe(200);
    const texts = await db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('purpose', '=', 'password-reset-code')
      .where('recipient', 'in', [person.mobileNo, newNumber])
      .execute();
    expect(texts.map((text) => text.recipient)).toEqual([newNumber]);

    // A verification is used once.
    const again = await phoneChange(session, transId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFICATION_ALREADY_USED');
  });

  it('refuses a verification of another person (even on the member’s own phone) and writes nothing', async () => {
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const session = await loginAs(app, member);
    const strangers = [
      testPerson(),
      // Same name and phone, another birth date: someone else holding the member's phone.
      { ...person, birthdate: testPerson().birthdate },
      // Same name and birth date, the other gender.
      {
        ...person,
        genderCd: person.genderCd === 'M' ? ('F' as const) : ('M' as const),
        mobileNo: testPerson().mobileNo,
      },
    ];
    for (const stranger of strangers) {
      const transId = await verifyIdentity(app, db, 'phone-change', stranger);
      const before = await snapshot(db);
      const refused = await phoneChange(session, transId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'IDENTITY_MISMATCH',
        message: '본인인증한 정보가 이 계정의 명의와 다릅니다. 계정 명의자 본인으로 다시 인증해 주세요.',
      });
      expect(await snapshot(db)).toEqual(before);
      expect((await verificationRow(transId)).consumed_at).toBeNull();
    }
    expect((await userRow(member.id)).mobile_no).toBe(person.mobileNo);
  });

  it('refuses a verification made for something else, writing nothing', async () => {
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const session = await loginAs(app, member);
    const transId = await verifyIdentity(app, db, 'find-id', { ...person, mobileNo: testPerson().mobileNo });
    const before = await snapshot(db);
    const refused = await phoneChange(session, transId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VERIFICATION_PURPOSE_MISMATCH',
      message: '다른 용도로 진행한 본인인증입니다. 이 화면에서 다시 인증해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('answers 401 signed out, leaving the verification usable and the account as it was', async () => {
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const transId = await verifyIdentity(app, db, 'phone-change', { ...person, mobileNo: testPerson().mobileNo });
    const before = await snapshot(db);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/account/mobile',
      payload: { transId },
      remoteAddress: testAddress(),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다. 다시 로그인해 주세요.' });
    expect(await snapshot(db)).toEqual(before);
    expect((await userRow(member.id)).mobile_no).toBe(person.mobileNo);
  });

  it('takes a number another account still lists: numbers are reassigned, and the verification proves who holds it now', async () => {
    // Mobile numbers are not unique among accounts (none of sign-up, social login or this route
    // requires it); the other account is left as it was.
    const previousHolder = await signUpTestUser(app, db);
    const person = testPerson();
    const member = await signUpTestUser(app, db, { person });
    const session = await loginAs(app, member);
    const heldBefore = await userRow(previousHolder.id);
    const transId = await verifyIdentity(app, db, 'phone-change', {
      ...person,
      mobileNo: previousHolder.mobileNo ?? '',
    });
    const changed = await phoneChange(session, transId);
    expect(changed.statusCode).toBe(200);
    expect((await userRow(member.id)).mobile_no).toBe(previousHolder.mobileNo);
    expect(await userRow(previousHolder.id)).toEqual(heldBefore);
  });

  it('lets an account made before verification change its number by name and birth date, taking the CI/DI', async () => {
    const user = await createTestUser(db, { userNm: '옛날회원', birthdate: '1979-01-01' });
    const session = await loginAs(app, user);
    const person = testPerson({ userNm: '옛날회원', birthdate: '1979-01-01' });
    const transId = await verifyIdentity(app, db, 'phone-change', person);
    const changed = await phoneChange(session, transId);
    expect(changed.statusCode).toBe(200);
    const after = await userRow(user.id);
    expect(after.mobile_no).toBe(person.mobileNo);
    expect(after.di_index).toBeTruthy();

    // From then on the account is that person's: the same person on yet another phone is recognised.
    const newer = testPerson().mobileNo;
    const again = await phoneChange(
      session,
      await verifyIdentity(app, db, 'phone-change', { ...person, mobileNo: newer }),
    );
    expect(again.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ mobile_no: newer, di_index: after.di_index });
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
