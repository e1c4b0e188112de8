import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/platform/auth/password';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../src/platform/auth/sessions';
import { newId } from '../src/platform/ids/new-id';

/**
 * Helpers for tests that need people: verified identities through the sandbox routes, users made
 * directly (fast) or through sign-up (the real path), and signed-in sessions that send their
 * cookies and CSRF header. Each request comes from its own client address unless one is given,
 * so per-address rate limits only bite where a test means them to.
 */

/** The password of users made by these helpers (meets the policy). */
export const TEST_PASSWORD = 'academy2026';

let addressCounter = 0;
/** A fresh client address (10.x.y.z) for `remoteAddress`. */
export function testAddress(): string {
  addressCounter += 1;
  const n = addressCounter + Math.floor(Math.random() * 1000) * 50_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A fresh loopback client address (127.x.y.z) for the local-only sandbox routes, which answer loopback only. */
export function loopbackTestAddress(): string {
  return testAddress().replace(/^10\./, '127.');
}

export type Person = {
  userNm: string;
  birthdate: string;
  genderCd: 'M' | 'F';
  carrier: 'SKT' | 'KT' | 'LGU+' | 'SKT_MVNO' | 'KT_MVNO' | 'LGU_MVNO';
  mobileNo: string;
};

let personCounter = 0;
/** Syllables of the made-up given names. */
const GIVEN_NAME_SYLLABLES = '민서지현준우예도하은윤수진영';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Birth dates are spread over 40 years from 1960-01-01 (adults at any test clock from 2019 on). */
const BIRTH_DAYS = 14_600;
const BIRTH_DAY_STRIDE = 373; // shares no factor with BIRTH_DAYS, so 14,600 calls give 14,600 days

/**
 * A made-up adult, a different person on every call: the sandbox's CI/DI follow name, birth date
 * and gender, so each call gets its own birth date (and its own name, for tests that fix the
 * birth date) and a unique mobile number. Override any field; tests that fix both name and birth
 * date mean one person.
 */
export function testPerson(overrides: Partial<Person> = {}): Person {
  personCounter += 1;
  const suffix = String((Date.now() % 10_000) * 1000 + personCounter)
    .padStart(8, '0')
    .slice(-8);
  const syllable = (n: number) => GIVEN_NAME_SYLLABLES[n % GIVEN_NAME_SYLLABLES.length];
  const day = (personCounter * BIRTH_DAY_STRIDE) % BIRTH_DAYS;
  return {
    userNm: `김${syllable(Math.floor(personCounter / GIVEN_NAME_SYLLABLES.length))}${syllable(personCounter)}`,
    birthdate: new Date(Date.UTC(1960, 0, 1) + day * DAY_MS).toISOString().slice(0, 10),
    genderCd: personCounter % 2 === 0 ? 'F' : 'M',
    carrier: 'SKT',
    mobileNo: `010${suffix}`,
    ...overrides,
  };
}

/** The 6-digit code most recently sent to a mobile number or email address (the sandbox outbox). */
export async function lastCode(db: Database, recipient: string): Promise<string> {
  const message = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /(\d{6})/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/**
 * A completed sandbox identity verification for `purpose`, done through the routes as the web
 * does (start → the sandbox page's code → confirm); answers the transId.
 */
export async function verifyIdentity(
  app: FastifyInstance,
  db: Database,
  purpose: string,
  person: Person = testPerson(),
): Promise<string> {
  const remoteAddress = loopbackTestAddress();
  const started = await app.inject({
    method: 'POST',
    url: '/api/identity/verifications',
    payload: { purpose, returnUrl: '/certiResult' },
    remoteAddress,
  });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const { transId } = started.json() as { transId: string };
  const sent = await app.inject({
    method: 'POST',
    url: `/api/identity/sandbox/${transId}/code`,
    payload: person,
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`code failed: ${sent.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/identity/sandbox/${transId}/confirm`,
    payload: { code: await lastCode(db, person.mobileNo) },
    remoteAddress,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return transId;
}

let hashOnce: Promise<string> | undefined;
/** scrypt of TEST_PASSWORD with the test apps' parameters, computed once per test file. */
export const testPasswordHash = () => {
  hashOnce ??= hashPassword(TEST_PASSWORD, 'fast-for-tests');
  return hashOnce;
};

let loginCounter = 0;
export const uniqueLoginId = (prefix = 'user') => {
  loginCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${loginCounter}`.toLowerCase().slice(0, 20);
};

export type TestUser = { id: string; loginId: string; password: string; mobileNo: string | null; userNm: string };

/** A user inserted directly (no verification, no DI), with TEST_PASSWORD: the quick way to get someone. */
export async function createTestUser(
  db: Database,
  overrides: Partial<{
    loginId: string | null;
    userNm: string;
    mobileNo: string | null;
    birthdate: string | null;
    status: 'active' | 'dormant' | 'withdrawn';
    lastActiveAt: Date | null;
    createdAt: Date;
    email: string | null;
  }> = {},
): Promise<TestUser> {
  const id = newId();
  const loginId = overrides.loginId === undefined ? uniqueLoginId() : overrides.loginId;
  const userNm = overrides.userNm ?? '이테스트';
  const mobileNo = overrides.mobileNo === undefined ? testPerson().mobileNo : overrides.mobileNo;
  await db
    .insertInto('users')
    .values({
      id,
      login_id: loginId,
      password_hash: loginId ? await testPasswordHash() : null,
      user_nm: userNm,
      user_nick_nm: userNm,
      mobile_no: mobileNo,
      email: overrides.email === undefined ? `${loginId ?? id.slice(-8)}@example.com` : overrides.email,
      birthdate: overrides.birthdate === undefined ? '1985-04-12' : overrides.birthdate,
      status: overrides.status ?? 'active',
      last_active_at: overrides.lastActiveAt ?? null,
      created_at: overrides.createdAt,
    })
    .execute();
  return { id, loginId: loginId ?? '', password: TEST_PASSWORD, mobileNo, userNm };
}

/** Sign-up consents with everything given. */
export const allConsents = { age14: true, useTerms: true, personalInfo: true, marketing: true, night: true } as const;

/** A member who signed up through the real path (verification → POST /api/account/signup). */
export async function signUpTestUser(
  app: FastifyInstance,
  db: Database,
  options: { person?: Person; loginId?: string; body?: Record<string, unknown> } = {},
): Promise<TestUser & { person: Person; response: LightMyRequestResponse }> {
  const person = options.person ?? testPerson();
  const loginId = options.loginId ?? uniqueLoginId();
  const transId = await verifyIdentity(app, db, 'signup', person);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: {
      consents: allConsents,
      transId,
      userInputId: loginId,
      pw: TEST_PASSWORD,
      pw_confirm: TEST_PASSWORD,
      ...options.body,
    },
    remoteAddress: testAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { userId } = response.json() as { userId: string };
  return {
    id: userId,
    loginId,
    password: TEST_PASSWORD,
    mobileNo: person.mobileNo,
    userNm: person.userNm,
    person,
    response,
  };
}

/** The cookies a response set, by name (an empty value: cleared). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export type TestSession = {
  userId: string;
  cookies: Record<string, string>;
  csrf: string;
  /** app.inject with this session's cookies and CSRF header (and a fresh client address). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** A session from a response that signed someone in (login, token login, social, reactivation). */
export function sessionFrom(app: FastifyInstance, response: LightMyRequestResponse, userId: string): TestSession {
  const set = cookiesOf(response);
  const cookies = { [SESSION_COOKIE]: set[SESSION_COOKIE] ?? '', [CSRF_COOKIE]: set[CSRF_COOKIE] ?? '' };
  if (!cookies[SESSION_COOKIE]) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  const csrf = cookies[CSRF_COOKIE] as string;
  return {
    userId,
    cookies,
    csrf,
    inject: (options) =>
      app.inject({
        remoteAddress: testAddress(),
        ...options,
        cookies: { ...cookies, ...(options.cookies as Record<string, string> | undefined) },
        headers: { [CSRF_HEADER]: csrf, ...options.headers },
      }),
  };
}

/** Logs in through POST /api/auth/login and answers the session. */
export async function loginAs(
  app: FastifyInstance,
  user: { loginId: string; password?: string },
  options: { keep?: boolean } = {},
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: user.loginId, pw: user.password ?? TEST_PASSWORD, keep: options.keep ?? true },
    remoteAddress: testAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return sessionFrom(app, response, (response.json() as { user: { userId: string } }).user.userId);
}

/** The tables the account flows write. */
export const ACCOUNT_TABLES = [
  'users',
  'user_consents',
  'social_accounts',
  'account_tokens',
  'account_codes',
  'family_links',
  'family_requests',
  'sessions',
  'identity_verifications',
  'memberships',
  'withdrawal_feedback',
  'audit_log',
  'outbox_messages',
] as const;

/** Every row of the given tables (sorted), to assert that a refused request changed nothing. */
export async function snapshot(
  db: Database,
  tables: readonly string[] = ACCOUNT_TABLES,
): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}
