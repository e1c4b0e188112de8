import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loopbackTestAddress } from '../../../test/account-helpers';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { sandboxIdentityKey, sandboxPerson } from '../../platform/adapters/identity/sandbox';
import { fixedClock } from '../../platform/clock';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';

const { db } = await createTestDatabase();
const SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const crypto = createFieldCrypto(Buffer.from(SECRET_KEY, 'base64'));

/**
 * A fresh app per test, calling from an address of its own: the code route allows five requests a
 * minute per address, counted in the database across every app.
 */
async function setup() {
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const app = await createTestApp(db, { clock, env: { SECRET_KEY } });
  const remoteAddress = loopbackTestAddress();
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) => inject({ remoteAddress, ...options })) as typeof app.inject;
  return { app, clock };
}
type App = Awaited<ReturnType<typeof setup>>['app'];

const person = {
  userNm: '홍길동',
  birthdate: '1985-04-12',
  genderCd: 'M',
  carrier: 'SKT',
  mobileNo: '01012345678',
} as const;

async function start(app: App, purpose = 'signup', returnUrl = '/certiResult?step=join') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/verifications',
    payload: { purpose, returnUrl },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { transId: string; next: { kind: string } };
}

const sendCode = (app: App, transId: string, body: object = person) =>
  app.inject({ method: 'POST', url: `/api/identity/sandbox/${transId}/code`, payload: body });

const confirm = (app: App, transId: string, code: string) =>
  app.inject({ method: 'POST', url: `/api/identity/sandbox/${transId}/confirm`, payload: { code } });

/** The code the sandbox texted, read from the outbox like a developer would. */
async function lastCode(mobileNo: string): Promise<string> {
  const message = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', mobileNo)
    .orderBy('id', 'desc') // UUIDv7: creation order, whatever each test's clock says
    .executeTakeFirstOrThrow();
  const code = /인증번호는 (\d{6})입니다/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

const row = (id: string) =>
  db.selectFrom('identity_verifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxCount = async () =>
  Number(
    (
      await db
        .selectFrom('outbox_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sandbox identity verification', () => {
  it('texts a code, confirms it, and keeps CI/DI only encrypted', async () => {
    const { app } = await setup();
    const started = await start(app);
    expect(started.next).toEqual({ kind: 'sandbox' });
    expect((await row(started.transId)).status).toBe('pending');

    const sent = await sendCode(app, started.transId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresAt: '2026-11-22T09:03:00.000Z' });
    const message = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', person.mobileNo)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ channel: 'sms', purpose: 'verification-code' });
    expect(message.body).toMatch(/^\[학원ON\] 본인확인 인증번호는 \d{6}입니다\.$/);
    const pending = await row(started.transId);
    expect(pending).toMatchObject({
      req_user_nm: '홍길동',
      req_mobile_no: person.mobileNo,
      codes_sent: 1,
      attempts: 0,
    });
    expect(pending.code_hash).not.toContain(await lastCode(person.mobileNo));

    const confirmed = await confirm(app, started.transId, await lastCode(person.mobileNo));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'completed', returnUrl: '/certiResult?step=join' });

    const expected = sandboxPerson({ ...person, name: person.userNm }, sandboxIdentityKey(testConfig().dataDir));
    const stored = await row(started.transId);
    expect(stored).toMatchObject({
      status: 'completed',
      user_nm: '홍길동',
      birthdate: '1985-04-12',
      gender_cd: 'M',
      mobile_no: person.mobileNo,
      carrier: 'SKT',
      req_user_nm: null,
      req_mobile_no: null,
      code_hash: null,
      consumed_at: null,
    });
    expect(stored.ci_enc).not.toContain(expected.ci);
    expect(stored.di_enc).not.toContain(expected.di);
    expect(crypto.decrypt(stored.ci_enc ?? '', 'ci')).toBe(expected.ci);
    expect(crypto.decrypt(stored.di_enc ?? '', 'di')).toBe(expected.di);
    expect(stored.di_index).toBe(crypto.blindIndex(expected.di, 'di'));
    expect(stored.expires_at.toISOString()).toBe('2026-11-22T09:30:00.000Z');

    const read = await app.inject({ method: 'GET', url: `/api/identity/verifications/${started.transId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      transId: started.transId,
      status: 'completed',
      purpose: 'signup',
      consumed: false,
      expiresAt: '2026-11-22T09:30:00.000Z',
      identity: { name: '홍길동', birthdate: '1985-04-12', genderCd: 'M', mobileNo: person.mobileNo },
    });
    expect(read.body).not.toContain(expected.ci);
    expect(read.body).not.toContain(expected.di);
  });

  it('gives the same person the same DI on any phone, and another person another', async () => {
    const { app } = await setup();
    const first = await start(app);
    await sendCode(app, first.transId);
    await confirm(app, first.transId, await lastCode(person.mobileNo));
    // The same person on a new phone and carrier: the DI names the person, not the phone.
    const again = await start(app, 'phone-change');
    await sendCode(app, again.transId, { ...person, mobileNo: '01099990000', carrier: 'KT' });
    await confirm(app, again.transId, await lastCode('01099990000'));
    // Someone else on the first person's phone.
    const other = await start(app);
    await sendCode(app, other.transId, { ...person, birthdate: '1985-04-13' });
    await confirm(app, other.transId, await lastCode(person.mobileNo));

    const [a, b, c] = await Promise.all([row(first.transId), row(again.transId), row(other.transId)]);
    expect(a.di_index).toBeTruthy();
    expect(b.di_index).toBe(a.di_index);
    expect(b.di_enc).not.toBe(a.di_enc); // sealed with a fresh nonce each time
    expect(b.mobile_no).toBe('01099990000');
    expect(c.di_index).not.toBe(a.di_index);
  });

  it('counts wrong codes, says how many are left, and fails the fifth', async () => {
    const { app } = await setup();
    const { transId } = await start(app);
    await sendCode(app, transId);
    const code = await lastCode(person.mobileNo);
    const before = await row(transId);

    const wrong = await confirm(app, transId, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VERIFICATION_CODE_MISMATCH',
      message: '인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 4회)',
      fields: { code: '인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 4회)' },
    });
    expect(await row(transId)).toEqual({ ...before, attempts: 1 });

    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect((await confirm(app, transId, wrongCode(code))).json().code).toBe('VERIFICATION_CODE_MISMATCH');
    }
    const fifth = await confirm(app, transId, wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({
      code: 'VERIFICATION_TOO_MANY_ATTEMPTS',
      message: '인증번호를 5회 잘못 입력하여 본인인증이 중단되었습니다. 처음부터 다시 인증해 주세요.',
    });
    const failed = await row(transId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, code_hash: null, req_user_nm: null, ci_enc: null });

    const late = await confirm(app, transId, code);
    expect(late.json().code).toBe('VERIFICATION_TOO_MANY_ATTEMPTS');
    expect(await row(transId)).toEqual(failed);
    const read = await app.inject({ method: 'GET', url: `/api/identity/verifications/${transId}` });
    expect(read.json()).toMatchObject({ status: 'failed', identity: null });
  });

  it('expires a code after three minutes; a new code works', async () => {
    const { app, clock } = await setup();
    const { transId } = await start(app);
    await sendCode(app, transId);
    const oldCode = await lastCode(person.mobileNo);
    clock.advance(3 * 60 * 1000);
    const before = await row(transId);
    const late = await confirm(app, transId, oldCode);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'VERIFICATION_EXPIRED',
      message: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
    });
    expect(await row(transId)).toEqual(before);

    await sendCode(app, transId);
    const ok = await confirm(app, transId, await lastCode(person.mobileNo));
    expect(ok.statusCode).toBe(200);
    expect((await row(transId)).codes_sent).toBe(2);
  });

  it('ends a verification left for 30 minutes', async () => {
    const { app, clock } = await setup();
    const { transId } = await start(app);
    clock.advance(30 * 60 * 1000);
    const count = await outboxCount();
    const response = await sendCode(app, transId);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('VERIFICATION_SESSION_EXPIRED');
    expect((await row(transId)).status).toBe('expired');
    expect(await outboxCount()).toBe(count);
    const read = await app.inject({ method: 'GET', url: `/api/identity/verifications/${transId}` });
    expect(read.json()).toMatchObject({ status: 'expired', identity: null });
  });

  it('refuses bad person details with Korean field messages and writes nothing', async () => {
    const { app } = await setup();
    const { transId } = await start(app);
    const before = await row(transId);
    const count = await outboxCount();

    const bad = await sendCode(app, transId, { ...person, mobileNo: '0101234', carrier: 'SK', userNm: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().fields).toEqual({
      userNm: '이름을 입력해 주세요.',
      carrier: '통신사를 선택해 주세요.',
      mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    const future = await sendCode(app, transId, { ...person, birthdate: '2030-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ birthdate: '생년월일을 다시 확인해 주세요.' });

    expect(await row(transId)).toEqual(before);
    expect(await outboxCount()).toBe(count);
  });

  it('refuses confirming before a code, and twice', async () => {
    const { app } = await setup();
    const { transId } = await start(app);
    const early = await confirm(app, transId, '123456');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ code: 'VERIFICATION_CODE_REQUIRED', message: '인증번호를 먼저 요청해 주세요.' });
    expect((await row(transId)).attempts).toBe(0);

    await sendCode(app, transId);
    const code = await lastCode(person.mobileNo);
    expect((await confirm(app, transId, code)).statusCode).toBe(200);
    const done = await row(transId);
    const again = await confirm(app, transId, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFICATION_NOT_PENDING');
    expect(await row(transId)).toEqual(done);
  });

  it('only returns to this site, and checks the purpose', async () => {
    const { app } = await setup();
    const countRows = async () =>
      Number(
        (
          await db
            .selectFrom('identity_verifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countRows();
    for (const returnUrl of ['https://evil.example/certiResult', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/verifications',
        payload: { purpose: 'signup', returnUrl },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ returnUrl: '돌아갈 주소가 올바르지 않습니다.' });
    }
    const badPurpose = await app.inject({
      method: 'POST',
      url: '/api/identity/verifications',
      payload: { purpose: 'lottery', returnUrl: '/x' },
    });
    expect(badPurpose.json().fields).toEqual({ purpose: '본인인증 용도가 올바르지 않습니다.' });
    expect(await countRows()).toBe(before);

    const sameOrigin = await start(app, 'phone-change', 'http://localhost/myPhoneNoChangeTF');
    expect((await row(sameOrigin.transId)).return_url).toBe('http://localhost/myPhoneNoChangeTF');
  });

  it('answers 404 for an unknown verification and 400 for a malformed id', async () => {
    const { app } = await setup();
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/identity/verifications/0190b7a2-1111-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'VERIFICATION_NOT_FOUND',
      message: '본인인증 요청을 찾을 수 없습니다. 처음부터 다시 인증해 주세요.',
    });
    const code = await sendCode(app, '0190b7a2-1111-7000-8000-000000000000');
    expect(code.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: '/api/identity/verifications/nope' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['transId']);
  });

  it('lets one address ask for five codes a minute, then answers 429', async () => {
    const { app } = await setup();
    const { transId } = await start(app);
    const count = await outboxCount();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(app, transId)).statusCode).toBe(200);
    const sixth = await sendCode(app, transId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'RATE_LIMITED',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(await outboxCount()).toBe(count + 5);
    expect((await row(transId)).codes_sent).toBe(5);
  });
});
