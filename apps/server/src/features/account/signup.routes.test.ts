import { TERMS_VERSION } from '@academy/domain/terms/terms.version';
import { describe, expect, it } from 'vitest';
import {
  allConsents,
  createTestUser,
  signUpTestUser,
  snapshot,
  TEST_PASSWORD,
  testAddress,
  testPerson,
  uniqueLoginId,
  verifyIdentity,
} from '../../../test/account-helpers';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { sandboxIdentityKey, sandboxPerson } from '../../platform/adapters/identity/sandbox';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';

const { db } = await createTestDatabase();
const SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
const crypto = createFieldCrypto(Buffer.from(SECRET_KEY, 'base64'));
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock, env: { SECRET_KEY } });

const signup = (payload: object, cookies?: Record<string, string>, headers = {}) =>
  app.inject({ method: 'POST', url: '/api/account/signup', payload, remoteAddress: testAddress(), cookies, headers });

const baseBody = (overrides: object = {}) => ({
  consents: allConsents,
  userInputId: uniqueLoginId('join'),
  pw: TEST_PASSWORD,
  pw_confirm: TEST_PASSWORD,
  ...overrides,
});

const verificationRow = (id: string) =>
  db.selectFrom('identity_verifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/account/login-id-availability', () => {
  it('says whether an id is free, and explains the id rule in Korean', async () => {
    const user = await createTestUser(db, { loginId: 'takenid1' });
    const ask = (id: string) =>
      app.inject({ method: 'GET', url: `/api/account/login-id-availability?userInputId=${encodeURIComponent(id)}` });
    expect((await ask('TakenId1')).json()).toEqual({ available: false });
    expect((await ask('freeid99')).json()).toEqual({ available: true });
    const bad = await ask('1abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      userInputId: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.',
    });
    expect(user.loginId).toBe('takenid1');
  });
});

describe('POST /api/account/signup (14 and over)', () => {
  it('creates the account from the verification, stores consents and sealed CI/DI, and signs in for this browser', async () => {
    const person = testPerson({ userNm: '신규원장', birthdate: '1980-03-14', genderCd: 'F' });
    const transId = await verifyIdentity(app, db, 'signup', person);
    const body = baseBody({
      transId,
      userInputId: 'NewDirector1',
      userNickNm: '원장님',
      email: 'director@example.com',
      address: '서울특별시 강남구',
      detailAddress: '3층',
      schoolNm: '',
      subjects: ['수학', '과학'],
      regions: ['11680'],
      recommendCd: 'FRIEND1',
      consents: { ...allConsents, marketing: false, night: false },
    });
    const response = await signup(body);
    expect(response.statusCode).toBe(200);
    const { userId, userInputId } = response.json();
    expect(userInputId).toBe('newdirector1');

    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      login_id: 'newdirector1',
      user_nm: '신규원장',
      birthdate: '1980-03-14',
      gender_cd: 'F',
      mobile_no: person.mobileNo,
      user_nick_nm: '원장님',
      email: 'director@example.com',
      address: '서울특별시 강남구',
      detail_address: '3층',
      school_nm: null,
      subjects: ['수학', '과학'],
      regions: ['11680'],
      recommend_cd: 'FRIEND1',
      marketing_consent: false,
      night_receive_consent: false,
      profile_file_nm: 'default01.png',
      status: 'active',
      parent_nm: null,
    });
    const expected = sandboxPerson({ ...person, name: person.userNm }, sandboxIdentityKey(testConfig().dataDir));
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.ci_enc).not.toContain(expected.ci);
    expect(crypto.decrypt(user.ci_enc ?? '', 'ci')).toBe(expected.ci);
    expect(crypto.decrypt(user.di_enc ?? '', 'di')).toBe(expected.di);
    expect(user.di_index).toBe(crypto.blindIndex(expected.di, 'di'));

    const consents = await db.selectFrom('user_consents').selectAll().where('user_id', '=', userId).execute();
    expect(consents.map((row) => [row.consent_key, row.agreed, row.given_by, row.terms_version])).toEqual([
      ['age14', true, 'self', TERMS_VERSION],
      ['useTerms', true, 'self', TERMS_VERSION],
      ['personalInfo', true, 'self', TERMS_VERSION],
      ['marketing', false, 'self', TERMS_VERSION],
      ['night', false, 'self', TERMS_VERSION],
    ]);
    expect(consents.every((row) => new Date(row.at).toISOString() === '2026-11-22T09:00:00.000Z')).toBe(true);
    expect((await verificationRow(transId)).consumed_at).not.toBeNull();

    // Signed in with a browser-session cookie (no 로그인 유지 was chosen at sign-up).
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session?.value).toBeTruthy();
    expect(session?.expires).toBeUndefined();
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: session?.value ?? '' },
    });
    expect(me.json().user).toMatchObject({ userId, userNm: '신규원장', loginMethods: ['password'] });
  });

  it('does not sign in over someone already signed in on this browser', async () => {
    const parent = await signUpTestUser(app, db);
    const cookies = Object.fromEntries(parent.response.cookies.map((cookie) => [cookie.name, cookie.value]));
    const transId = await verifyIdentity(app, db, 'signup');
    const response = await signup(baseBody({ transId }), cookies, { 'x-csrf-token': cookies[CSRF_COOKIE] });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });

  it('stops a second account for the same person, naming the first by its masked id, and writes nothing', async () => {
    const person = testPerson({ userNm: '중복가입' });
    await signUpTestUser(app, db, { person, loginId: 'academy1' });
    const transId = await verifyIdentity(app, db, 'signup', person);
    const before = await snapshot(db);
    const response = await signup(baseBody({ transId }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DUPLICATE_ACCOUNT',
      message: '이미 가입된 계정이 있습니다 (아이디: ac*****1). 아이디 찾기에서 확인해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
    expect((await verificationRow(transId)).consumed_at).toBeNull();
  });

  it('answers a taken login id on the field, before any verification is used', async () => {
    await createTestUser(db, { loginId: 'samename1' });
    const transId = await verifyIdentity(app, db, 'signup');
    const before = await snapshot(db);
    const response = await signup(baseBody({ transId, userInputId: 'samename1' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'LOGIN_ID_TAKEN',
      message: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.',
      fields: { userInputId: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.' },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('sends an under-14 person to the guardian path, writing nothing', async () => {
    const transId = await verifyIdentity(app, db, 'signup', testPerson({ birthdate: '2012-11-23' }));
    const before = await snapshot(db);
    const response = await signup(baseBody({ transId }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'SIGNUP_UNDER_14',
      message: '만 14세 미만은 법정대리인(보호자)의 동의가 필요합니다. 보호자 인증으로 가입해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
    // 14 today (born 2012-11-22) may join alone
    const fourteen = await verifyIdentity(app, db, 'signup', testPerson({ birthdate: '2012-11-22' }));
    expect((await signup(baseBody({ transId: fourteen }))).statusCode).toBe(200);
  });

  it('refuses a verification made for something else, or used already', async () => {
    const findId = await verifyIdentity(app, db, 'find-id');
    const before = await snapshot(db);
    const wrongPurpose = await signup(baseBody({ transId: findId }));
    expect(wrongPurpose.json()).toEqual({
      code: 'VERIFICATION_PURPOSE_MISMATCH',
      message: '다른 용도로 진행한 본인인증입니다. 이 화면에서 다시 인증해 주세요.',
    });
    const unknown = await signup(baseBody({ transId: '0190b7a2-1111-7000-8000-000000000000' }));
    expect(unknown.json().code).toBe('VERIFICATION_NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses bad input with Korean field messages and writes nothing', async () => {
    const before = await snapshot(db);
    const response = await signup({
      consents: { ...allConsents, useTerms: false },
      userInputId: '12',
      pw: 'short',
      pw_confirm: 'different',
      subjects: Array.from({ length: 11 }, (_, i) => `과목${i}`),
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toMatchObject({
      'consents.useTerms': expect.stringContaining('서비스 이용약관 동의'),
      userInputId: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.',
      pw: '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.',
      subjects: expect.stringContaining('10'),
      email: expect.stringContaining('이메일'),
    });
    const mismatch = await signup(baseBody({ pw_confirm: 'academy2027' }));
    expect(mismatch.json().fields).toMatchObject({ pw_confirm: '비밀번호가 일치하지 않습니다.' });
    const noVerification = await signup(baseBody());
    expect(noVerification.json().fields).toEqual({ transId: '본인인증을 완료해 주세요.' });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('POST /api/account/signup (under 14, with a legal guardian)', () => {
  it('records the guardian, keeps only what the child needs, and links a guardian who has an account', async () => {
    const guardianPerson = testPerson({ userNm: '보호자엄마', birthdate: '1982-02-02', genderCd: 'F' });
    const guardian = await signUpTestUser(app, db, { person: guardianPerson });
    const transId = await verifyIdentity(app, db, 'signup-guardian', guardianPerson);
    const response = await signup(
      baseBody({
        guardian: { transId, relationType: '어머니', userNm: '김어린이', birthdate: '2015-05-05', genderCd: 'M' },
        userInputId: 'littlekim1',
        email: 'child@example.com',
        address: '어딘가',
        schoolNm: '한빛초등학교',
        gradeYear: 5,
      }),
    );
    expect(response.statusCode).toBe(200);
    const child = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', response.json().userId)
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      login_id: 'littlekim1',
      user_nm: '김어린이',
      birthdate: '2015-05-05',
      gender_cd: 'M',
      mobile_no: null,
      email: null,
      address: null,
      school_nm: '한빛초등학교',
      grade_year: 5,
      parent_nm: '보호자엄마',
      di_index: null,
    });
    expect(child.guardian_consented_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    const guardianCi = sandboxPerson(
      { ...guardianPerson, name: guardianPerson.userNm },
      sandboxIdentityKey(testConfig().dataDir),
    ).ci;
    expect(crypto.decrypt(child.parent_ci_enc ?? '', 'ci')).toBe(guardianCi);
    const consents = await db.selectFrom('user_consents').selectAll().where('user_id', '=', child.id).execute();
    expect(consents.map((row) => [row.consent_key, row.agreed, row.given_by])).toEqual(
      expect.arrayContaining([
        ['guardian', true, 'guardian'],
        ['age14', false, 'guardian'],
        ['useTerms', true, 'guardian'],
        ['personalInfo', true, 'guardian'],
      ]),
    );
    expect(consents.every((row) => row.given_by === 'guardian')).toBe(true);
    const link = await db.selectFrom('family_links').selectAll().where('child_user_id', '=', child.id).execute();
    expect(link).toMatchObject([{ parent_user_id: guardian.id, relation_type: '어머니' }]);
  });

  it('ends signed in as the child, with a browser session cookie that GET /api/auth/me accepts', async () => {
    const guardianPerson = testPerson({ userNm: '보호자아빠', birthdate: '1980-01-01', genderCd: 'M' });
    const transId = await verifyIdentity(app, db, 'signup-guardian', guardianPerson);
    const response = await signup(
      baseBody({
        guardian: { transId, relationType: '아버지', userNm: '이어린이', birthdate: '2016-06-06', genderCd: 'F' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session?.value).toBeTruthy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires).toBeUndefined();
    expect(response.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value).toBeTruthy();
    const sessions = await db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', response.json().userId)
      .execute();
    expect(sessions).toHaveLength(1);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: session?.value ?? '' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ userId: response.json().userId, userNm: '이어린이', mobileNo: null });
  });

  it('keeps the guardian signed in when they make the child’s account from their own session', async () => {
    const guardianPerson = testPerson({ userNm: '보호자엄마둘', birthdate: '1983-03-03', genderCd: 'F' });
    const guardian = await signUpTestUser(app, db, { person: guardianPerson });
    const cookies = Object.fromEntries(guardian.response.cookies.map((cookie) => [cookie.name, cookie.value]));
    const transId = await verifyIdentity(app, db, 'signup-guardian', guardianPerson);
    const response = await signup(
      baseBody({
        guardian: { transId, relationType: '어머니', userNm: '박어린이', birthdate: '2017-07-07', genderCd: 'M' },
      }),
      cookies,
      { 'x-csrf-token': cookies[CSRF_COOKIE] },
    );
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    const childSessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', response.json().userId)
      .execute();
    expect(childSessions).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(me.json().user).toMatchObject({ userId: guardian.id });
  });

  it('needs an adult guardian and a child under 14, writing nothing otherwise', async () => {
    const teen = await verifyIdentity(app, db, 'signup-guardian', testPerson({ birthdate: '2008-01-01' }));
    const adult = await verifyIdentity(app, db, 'signup-guardian', testPerson({ birthdate: '1970-01-01' }));
    const before = await snapshot(db);
    const young = await signup(
      baseBody({
        guardian: { transId: teen, relationType: '기타', userNm: '동생', birthdate: '2016-01-01', genderCd: 'F' },
      }),
    );
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      code: 'GUARDIAN_UNDER_AGE',
      message: '법정대리인은 만 19세 이상이어야 합니다. 성인 보호자가 본인인증을 해 주세요.',
    });

    const grownChild = await signup(
      baseBody({
        guardian: { transId: adult, relationType: '아버지', userNm: '큰아이', birthdate: '2012-11-22', genderCd: 'M' },
      }),
    );
    expect(grownChild.json()).toEqual({
      code: 'SIGNUP_NOT_UNDER_14',
      message: '만 14세 이상은 보호자 동의 없이 가입할 수 있습니다. 본인 명의로 본인인증을 해 주세요.',
      fields: {
        'guardian.birthdate': '만 14세 이상은 보호자 동의 없이 가입할 수 있습니다. 본인 명의로 본인인증을 해 주세요.',
      },
    });
    const unborn = await signup(
      baseBody({
        guardian: { transId: adult, relationType: '아버지', userNm: '미래', birthdate: '2027-01-01', genderCd: 'M' },
      }),
    );
    expect(unborn.json().fields).toEqual({ 'guardian.birthdate': '생년월일을 다시 확인해 주세요.' });
    const both = await signup(
      baseBody({
        transId: adult,
        guardian: { transId: adult, relationType: '아버지', userNm: '둘다', birthdate: '2016-01-01', genderCd: 'M' },
      }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({ transId: '본인인증을 완료해 주세요.' });
    const badRelation = await signup(
      baseBody({
        guardian: { transId: adult, relationType: '이웃', userNm: '아이', birthdate: '2016-01-01', genderCd: 'M' },
      }),
    );
    expect(badRelation.json().fields).toEqual({ 'guardian.relationType': '관계를 선택해 주세요' });
    expect(await snapshot(db)).toEqual(before);
  });
});
