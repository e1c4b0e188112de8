import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../test/refusal';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { sandboxIdentityKey, sandboxPerson } from '../../platform/adapters/identity/sandbox';
import { startTossFake } from '../../platform/adapters/identity/toss.fake';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { consumeVerifiedIdentity, diIndexOf, RESULT_TTL_MS } from '../../platform/identity/verified-identity';
import { confirmSandboxCode, getVerification, sendSandboxCode, startVerification } from './identity.service';

const { db } = await createTestDatabase();
const SECRET_KEY = Buffer.alloc(32, 9).toString('base64');
const ORIGIN = 'http://localhost:3000';

function context(env: Record<string, string> = {}): AppContext & { clock: ReturnType<typeof fixedClock> } {
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const config = testConfig({ SECRET_KEY, ...env });
  return { db, clock, config, adapters: createAdapters(config, db, clock) };
}

const person = {
  userNm: '김하늘',
  birthdate: '2010-02-03',
  genderCd: 'F',
  carrier: 'KT_MVNO',
  mobileNo: '01055556666',
} as const;

async function completedSandbox(ctx: AppContext, purpose: 'signup' | 'find-id' = 'signup') {
  const { transId } = await startVerification(ctx, { purpose, returnUrl: '/certiResult', origin: ORIGIN });
  await sendSandboxCode(ctx, transId, person);
  const message = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', person.mobileNo)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await confirmSandboxCode(ctx, transId, /(\d{6})/.exec(message.body)?.[1] ?? '');
  return transId;
}

const row = (id: string) =>
  db.selectFrom('identity_verifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('consumeVerifiedIdentity', () => {
  it('hands out CI/DI once, then erases the personal fields', async () => {
    const ctx = context();
    const transId = await completedSandbox(ctx);
    const expected = sandboxPerson({ ...person, name: person.userNm }, sandboxIdentityKey(testConfig().dataDir));

    const identity = await consumeVerifiedIdentity(ctx, transId, 'signup');
    expect(identity).toEqual({
      transId,
      purpose: 'signup',
      ...expected,
      diIndex: diIndexOf(ctx, expected.di),
    });
    expect(await row(transId)).toMatchObject({
      status: 'completed',
      consumed_at: new Date('2026-11-22T09:00:00Z'),
      user_nm: null,
      birthdate: null,
      mobile_no: null,
      ci_enc: null,
      di_enc: null,
      di_index: null,
    });

    const after = await row(transId);
    expect(await refusalCode(consumeVerifiedIdentity(ctx, transId, 'signup'))).toBe('VERIFICATION_ALREADY_USED');
    expect(await row(transId)).toEqual(after);
    expect(await getVerification(ctx, transId)).toMatchObject({ status: 'completed', consumed: true, identity: null });
  });

  it('refuses another purpose, an unfinished, a failed and an expired verification, writing nothing', async () => {
    const ctx = context();
    const done = await completedSandbox(ctx, 'find-id');
    const before = await row(done);
    expect(await refusalCode(consumeVerifiedIdentity(ctx, done, 'signup'))).toBe('VERIFICATION_PURPOSE_MISMATCH');
    expect(await row(done)).toEqual(before);

    const { transId: pending } = await startVerification(ctx, { purpose: 'signup', returnUrl: '/r', origin: ORIGIN });
    expect(await refusalCode(consumeVerifiedIdentity(ctx, pending, 'signup'))).toBe('VERIFICATION_INCOMPLETE');

    await db.updateTable('identity_verifications').set({ status: 'failed' }).where('id', '=', pending).execute();
    expect(await refusalCode(consumeVerifiedIdentity(ctx, pending, 'signup'))).toBe('VERIFICATION_FAILED');

    ctx.clock.advance(RESULT_TTL_MS);
    expect(await refusalCode(consumeVerifiedIdentity(ctx, done, 'find-id'))).toBe('VERIFICATION_SESSION_EXPIRED');
    expect(await row(done)).toEqual(before);
    expect((await getVerification(ctx, done)).status).toBe('expired');

    expect(await refusalCode(consumeVerifiedIdentity(ctx, '0190b7a2-1111-7000-8000-000000000000', 'signup'))).toBe(
      'VERIFICATION_NOT_FOUND',
    );
  });

  it('stays usable when the caller rolls its transaction back', async () => {
    const ctx = context();
    const transId = await completedSandbox(ctx);
    await expect(
      db.transaction().execute(async (trx) => {
        await consumeVerifiedIdentity(ctx, transId, 'signup', { db: trx });
        throw new Error('account insert failed');
      }),
    ).rejects.toThrow('account insert failed');
    expect((await row(transId)).consumed_at).toBeNull();
    expect((await consumeVerifiedIdentity(ctx, transId, 'signup')).name).toBe('김하늘');
  });
});

describe('Toss 본인확인 through the service', async () => {
  const fake = await startTossFake();
  afterAll(() => fake.close());
  const env = {
    IDENTITY_PROVIDER: 'toss',
    TOSS_CERT_CLIENT_ID: fake.clientId,
    TOSS_CERT_CLIENT_SECRET: fake.clientSecret,
    TOSS_CERT_PUBLIC_KEY: fake.publicKey,
    TOSS_CERT_OAUTH_URL: fake.url,
    TOSS_CERT_API_URL: fake.url,
  };

  it('redirects to Toss, stores the result sealed, and asks Toss for it only once', async () => {
    const ctx = context(env);
    const started = await startVerification(ctx, { purpose: 'signup', returnUrl: '/certiResult', origin: ORIGIN });
    expect(started.next.kind).toBe('redirect');
    const stored = await row(started.transId);
    expect(stored).toMatchObject({ provider: 'toss', status: 'pending', return_url: '/certiResult' });
    const request = fake.requests.find((entry) => entry.path === '/api/v2/sign/user/auth/id/request');
    expect(request?.body).toEqual({ requestType: 'USER_NONE', requestUrl: 'http://localhost:3000/certiResult' });
    expect(started.next).toEqual({ kind: 'redirect', url: `${fake.url}/auth/${stored.provider_tx_id}` });

    expect((await getVerification(ctx, started.transId)).status).toBe('pending');

    fake.complete(stored.provider_tx_id, {
      ci: 'CI-토스-0001',
      di: 'DI-토스-0001',
      name: '이토스',
      birthday: '19900101',
      gender: 'MALE',
      phone: '01077778888',
    });
    const read = await getVerification(ctx, started.transId);
    expect(read).toMatchObject({
      status: 'completed',
      identity: { name: '이토스', birthdate: '1990-01-01', genderCd: 'M', mobileNo: '01077778888' },
    });
    const completed = await row(started.transId);
    expect(completed.ci_enc).not.toContain('CI-토스');
    expect(completed.di_index).toBe(diIndexOf(ctx, 'DI-토스-0001'));

    await getVerification(ctx, started.transId);
    const identity = await consumeVerifiedIdentity(ctx, started.transId, 'signup');
    expect(identity).toMatchObject({ ci: 'CI-토스-0001', di: 'DI-토스-0001', carrier: null });
    const resultCalls = fake.requests.filter((entry) => entry.path === '/api/v2/sign/user/auth/id/result');
    expect(resultCalls).toHaveLength(1);
  });

  it('marks a verification Toss let expire', async () => {
    const ctx = context(env);
    const started = await startVerification(ctx, { purpose: 'find-id', returnUrl: '/findId', origin: ORIGIN });
    fake.setStatus((await row(started.transId)).provider_tx_id, 'EXPIRED');
    expect((await getVerification(ctx, started.transId)).status).toBe('expired');
    expect(await refusalCode(consumeVerifiedIdentity(ctx, started.transId, 'find-id'))).toBe(
      'VERIFICATION_SESSION_EXPIRED',
    );
  });

  it('has no sandbox code steps while Toss is the provider', async () => {
    const ctx = context(env);
    const started = await startVerification(ctx, { purpose: 'signup', returnUrl: '/r', origin: ORIGIN });
    expect(await refusalCode(sendSandboxCode(ctx, started.transId, person))).toBe('VERIFICATION_NOT_FOUND');
  });
});
