import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allConsents,
  createTestUser,
  lastCode,
  loginAs,
  TEST_PASSWORD,
  testAddress,
  testPerson,
  uniqueLoginId,
  verifyIdentity,
} from '../../../test/account-helpers';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { sandboxIdentityKey, sandboxPerson } from '../adapters/identity/sandbox';
import { CSRF_COOKIE, SESSION_COOKIE } from '../auth/sessions';
import { newId } from '../ids/new-id';
import { logOptions } from './log-options';

const { db } = await createTestDatabase();

/** Every line the app logs, kept in memory. */
const lines: string[] = [];
const app = await buildApp({
  config: testConfig(),
  db,
  logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
});
await app.ready();
afterAll(() => app.close());

/** The secrets among the log's text: a run of digits only where it stands alone (not inside a longer number). */
function leaked(log: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, value]) =>
      /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log) : log.includes(value),
    )
    .map(([name]) => name);
}

describe('the request log', () => {
  it('carries no personal data through a journey: sign-up, login, a name search, a verification code', async () => {
    // Sign up with the sandbox 본인확인 (its code is texted to the phone), as the web does.
    const person = testPerson({ userNm: '남궁하늘' });
    const loginId = uniqueLoginId('logs');
    const transId = await verifyIdentity(app, db, 'signup', person);
    const identityCode = await lastCode(db, person.mobileNo);
    const signup = await app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { consents: allConsents, transId, userInputId: loginId, pw: TEST_PASSWORD, pw_confirm: TEST_PASSWORD },
      remoteAddress: testAddress(),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const { userId } = signup.json() as { userId: string };

    // A wrong password, then the right one.
    const wrongPassword = `${TEST_PASSWORD}x`;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: loginId, pw: wrongPassword, keep: false },
      remoteAddress: testAddress(),
    });
    expect(refused.statusCode).toBe(401);
    const session = await loginAs(app, { loginId });

    // The director searches the roll by a student's name and by a phone number.
    const instId = newId();
    await db
      .insertInto('institutes')
      .values({ id: instId, inst_nm: '로그학원', president_user_id: userId } as never)
      .execute();
    await db
      .insertInto('memberships')
      .values({ inst_id: instId, user_id: userId, relation_cd: '020', auth_cd: '000' })
      .execute();
    const student = { name: '제갈서윤', mobileNo: '01048157263' };
    await db
      .insertInto('students')
      .values({ inst_id: instId, id: newId(), student_nm: student.name, mobile_no: student.mobileNo })
      .execute();
    for (const q of [student.name, student.mobileNo, '4815-7263']) {
      const search = await session.inject({
        method: 'GET',
        url: `/api/insts/${instId}/students?q=${encodeURIComponent(q)}`,
      });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().items.map((item: { studentNm: string }) => item.studentNm)).toEqual([student.name]);
    }

    // Find the id with a code texted to the phone.
    const hyphenated = `${person.mobileNo.slice(0, 3)}-${person.mobileNo.slice(3, 7)}-${person.mobileNo.slice(7)}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/account/find-id/code',
      payload: { userNm: person.userNm, mobileNo: hyphenated },
      remoteAddress: testAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const smsCode = await lastCode(db, person.mobileNo);
    const found = await app.inject({
      method: 'POST',
      url: '/api/account/find-id/sms',
      payload: { userNm: person.userNm, mobileNo: person.mobileNo, code: smsCode },
      remoteAddress: testAddress(),
    });
    expect(found.statusCode, found.body).toBe(200);

    const identity = sandboxPerson({ ...person, name: person.userNm }, sandboxIdentityKey(testConfig().dataDir));
    const log = lines.join('');
    expect(
      leaked(log, {
        phone: person.mobileNo,
        'phone with hyphens': hyphenated,
        'phone, last eight digits': person.mobileNo.slice(3),
        name: person.userNm,
        'name in the address': encodeURIComponent(person.userNm),
        'birth date': person.birthdate,
        'student name': student.name,
        'student name in the address': encodeURIComponent(student.name),
        'student phone': student.mobileNo,
        'student phone in part': '4815-7263',
        'login id': loginId,
        password: TEST_PASSWORD,
        'wrong password': wrongPassword,
        'identity code': identityCode,
        'sms code': smsCode,
        ci: identity.ci,
        di: identity.di,
        'verification transaction': transId,
        'session token': session.cookies[SESSION_COOKIE] as string,
        'csrf token': session.cookies[CSRF_COOKIE] as string,
        'session cookie name': SESSION_COOKIE,
      }),
    ).toEqual([]);

    // The journey was logged, one line per request: by route pattern, with the refusal's code.
    const entries = lines.map(
      (line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number }; code?: string },
    );
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    const urls = completed.map((entry) => entry.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/identity/sandbox/:transId/code',
        '/api/account/signup',
        '/api/auth/login',
        '/api/insts/:instId/students',
        '/api/account/find-id/sms',
      ]),
    );
    expect(completed.every((entry) => typeof entry.res?.statusCode === 'number')).toBe(true);
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    expect(entries.some((entry) => entry.msg === 'request refused' && entry.code !== undefined)).toBe(true);
  });

  it('logs an address no route matched without its query', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/no-such-route?q=%ED%99%8D%EA%B8%B8%EB%8F%99&phone=01012345678' });
    const entry = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .find((candidate) => candidate.msg === 'request completed');
    expect(entry?.req?.url).toBe('/api/no-such-route');
    expect(lines.slice(before).join('')).not.toMatch(/01012345678|%ED%99%8D|홍길동/);
  });
});

describe('the log options', () => {
  it('redact credentials, bodies and the row a database error repeats', async () => {
    const written: string[] = [];
    const logger = pino(
      logOptions('info'),
      new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk));
          done();
        },
      }),
    );
    const loginId = uniqueLoginId('dup');
    await createTestUser(db, { loginId });
    const duplicate = await createTestUser(db, { loginId }).catch((error: unknown) => error);
    expect(String((duplicate as { detail?: string }).detail)).toContain(loginId);

    logger.error({ err: duplicate }, 'request failed');
    logger.info(
      {
        headers: { authorization: 'Bearer secret-token-1', cookie: `${SESSION_COOKIE}=secret-session-2` },
        body: { pw: 'secret-password-3' },
        query: { q: '홍길동' },
      },
      'handed over by mistake',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = written.join('');
    expect(text).toContain('unique');
    expect(text).toContain('[redacted]');
    for (const secret of [loginId, 'secret-token-1', 'secret-session-2', 'secret-password-3', '홍길동']) {
      expect(text).not.toContain(secret);
    }
  });
});
