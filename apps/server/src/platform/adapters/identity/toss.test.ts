import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { createTossIdentity } from './toss';
import { startTossFake } from './toss.fake';
import { createTossCertSession, tossSessionFrom } from './toss-session';

const fake = await startTossFake();
afterAll(() => fake.close());

const client = (overrides: Partial<Parameters<typeof createTossIdentity>[0]> = {}) =>
  createTossIdentity({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    publicKey: fake.publicKey,
    oauthUrl: fake.url,
    apiUrl: fake.url,
    ...overrides,
  });

const person = {
  ci: 'Zx8CI0000000000000000000000000000000000000000000000000000000000000000000000000000000==',
  di: 'MC0GCCqGSIb3DQIJAyEA00000000000000000000000000000000000000000000',
  name: '김토스',
  birthday: '20010203',
  gender: 'FEMALE',
} as const;

describe('Toss 본인확인 client', () => {
  it('gets a token once, starts a USER_NONE request and follows the status to the result', async () => {
    const toss = client();
    const tokensBefore = fake.tokensIssued();
    const started = await toss.start({ purpose: 'signup', returnUrl: 'https://academy.example/certiResult' });
    expect(started.next).toEqual({ kind: 'redirect', url: `${fake.url}/auth/${started.transId}` });

    const token = fake.requests.find((request) => request.path === '/token');
    expect(token?.body).toEqual({
      grant_type: 'client_credentials',
      scope: 'ca',
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
    });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/api/v2/sign/user/auth/id/request');
    expect(request?.authorization).toMatch(/^Bearer .+/);
    expect(request?.body).toEqual({ requestType: 'USER_NONE', requestUrl: 'https://academy.example/certiResult' });

    expect(await toss.result(started.transId)).toEqual({ status: 'pending' });
    fake.setStatus(started.transId, 'IN_PROGRESS');
    expect(await toss.result(started.transId)).toEqual({ status: 'pending' });

    fake.complete(started.transId, person);
    expect(await toss.result(started.transId)).toEqual({
      status: 'completed',
      identity: {
        ci: person.ci,
        di: person.di,
        name: '김토스',
        birthdate: '2001-02-03',
        genderCd: 'F',
        mobileNo: null,
        carrier: null,
      },
    });
    expect(fake.tokensIssued() - tokensBefore).toBe(1);

    // Every result request carries a new session key; the answer was sealed with it.
    const results = fake.requests.filter((entry) => entry.path === '/api/v2/sign/user/auth/id/result');
    expect(results.at(-1)?.body).toMatchObject({ txId: started.transId, sessionKey: expect.stringMatching(/^v1\$/) });
  });

  it('answers expired and failed as Toss reports them', async () => {
    const toss = client();
    const { transId } = await toss.start({ purpose: 'find-id', returnUrl: 'https://academy.example/r' });
    fake.setStatus(transId, 'EXPIRED');
    expect(await toss.result(transId)).toEqual({ status: 'expired' });
    expect(await toss.result('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'failed' });

    const second = await toss.start({ purpose: 'find-id', returnUrl: 'https://academy.example/r' });
    fake.complete(second.transId, person);
    expect((await toss.result(second.transId)).status).toBe('completed');
    expect((await toss.result(second.transId)).status).toBe('completed');
    // Toss gives a result twice; the third asks in vain.
    expect(await toss.result(second.transId)).toEqual({ status: 'failed' });
  });

  it('takes a new token and retries once when Toss no longer accepts the old one', async () => {
    const toss = client();
    await toss.start({ purpose: 'signup', returnUrl: 'https://academy.example/r' });
    const issued = fake.tokensIssued();
    fake.revokeTokens();
    const started = await toss.start({ purpose: 'signup', returnUrl: 'https://academy.example/r' });
    expect(started.transId).toBeTruthy();
    expect(fake.tokensIssued()).toBe(issued + 1);
  });

  it('reports a refused client or an unreachable Toss as unavailable', async () => {
    expect(
      await refusalCode(
        client({ clientSecret: 'wrong' }).start({ purpose: 'signup', returnUrl: 'https://a.example/r' }),
      ),
    ).toBe('IDENTITY_PROVIDER_UNAVAILABLE');
    expect(
      await refusalCode(client({ oauthUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' }).result('x')),
    ).toBe('IDENTITY_PROVIDER_UNAVAILABLE');
  });

  it('seals personal data the way Toss opens it, and refuses another session', () => {
    const session = createTossCertSession(fake.publicKey);
    const sealed = session.encrypt('김토스');
    expect(sealed).toMatch(/^v1\$[0-9a-f-]{36}\$[A-Za-z0-9+/=]+$/);
    expect(session.decrypt(sealed)).toBe('김토스');
    expect(() => createTossCertSession(fake.publicKey).decrypt(sealed)).toThrow('not encrypted with this session');
    const [, id] = sealed.split('$');
    const forged = tossSessionFrom({ id: id ?? '', key: Buffer.alloc(32), iv: Buffer.alloc(12), sessionKey: '' });
    expect(() => forged.decrypt(sealed)).toThrow();
  });
});
