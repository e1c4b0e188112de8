import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestUser, TEST_PASSWORD, testAddress } from '../account-helpers';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Cookies a plain-http page or a sibling subdomain could plant or read, a client choosing its own
 * address through X-Forwarded-For to slip past the rate limits, and limits that reset by reaching
 * another server process.
 */

const { db } = await createTestDatabase();

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, logger: false, jobs: false });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const ORIGIN = 'https://academy.example.kr';
const local = await appWith({});
const real = await appWith({
  HOST: '0.0.0.0',
  ALLOW_SANDBOX_FOR_REAL: 'true',
  TRUSTED_PROXY: '10.255.0.2',
  PUBLIC_ORIGIN: ORIGIN,
});
const secondProcess = await appWith({
  HOST: '0.0.0.0',
  ALLOW_SANDBOX_FOR_REAL: 'true',
  TRUSTED_PROXY: '10.255.0.2',
  PUBLIC_ORIGIN: ORIGIN,
});

const login = (app: FastifyInstance, loginId: string, remoteAddress = testAddress(), headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: loginId, pw: TEST_PASSWORD, keep: true },
    remoteAddress,
    headers,
  });

const setCookies = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header]).map(String);
};

describe('cookies', () => {
  it('are Secure and __Host- named when the server runs for real, even over the proxy’s plain http', async () => {
    const user = await createTestUser(db);
    const response = await login(real, user.loginId);
    expect(response.statusCode).toBe(200);
    const [session, csrf] = setCookies(response);
    expect(session).toMatch(/^__Host-academy_session=[^;]+; .*Path=\//);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).not.toMatch(/Domain=/i);
    expect(csrf).toMatch(/^__Host-academy_csrf=[^;]+; /);
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).not.toMatch(/HttpOnly/);

    const token = response.cookies.find((cookie) => cookie.name === '__Host-academy_session')?.value as string;
    const me = await real.inject({ method: 'GET', url: '/api/auth/me', cookies: { '__Host-academy_session': token } });
    expect(me.statusCode).toBe(200);
    // The plain name is what a page on http:// or a subdomain could set: the real server ignores it.
    const planted = await real.inject({ method: 'GET', url: '/api/auth/me', cookies: { academy_session: token } });
    expect(planted.statusCode).toBe(401);
  });

  it('keep their plain names on a local server over http', async () => {
    const user = await createTestUser(db);
    const [session] = setCookies(await login(local, user.loginId));
    expect(session).toMatch(/^academy_session=/);
    expect(session).not.toMatch(/; Secure/);
  });
});

describe('proxies', () => {
  it('refuses to trust any proxy at all', () => {
    expect(() => loadConfig({ TRUSTED_PROXY: 'true' })).toThrow(/TRUSTED_PROXY/);
    expect(() => loadConfig({ TRUSTED_PROXY: '*' })).toThrow(/TRUSTED_PROXY/);
  });

  it('counts a client that is not the proxy by its socket, whatever X-Forwarded-For it sends', async () => {
    const attacker = testAddress();
    const answers = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push(
        (await login(real, 'nobody-here', attacker, { 'x-forwarded-for': `203.0.113.${index + 1}` })).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('believes the configured proxy about who the client is', async () => {
    const clients = ['198.51.100.1', '198.51.100.2'];
    for (const client of clients) {
      for (let index = 0; index < 10; index += 1) {
        const answer = await login(real, 'nobody-here', '10.255.0.2', { 'x-forwarded-for': client });
        expect(answer.statusCode).toBe(401);
      }
    }
    expect((await login(real, 'nobody-here', '10.255.0.2', { 'x-forwarded-for': clients[0] })).statusCode).toBe(429);
  });
});

describe('rate limits', () => {
  it('hold across server processes: the requests of one client are counted together', async () => {
    const client = testAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const app = index % 2 === 0 ? real : secondProcess;
      statuses.push((await login(app, 'nobody-here', client)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
    const answer = await login(secondProcess, 'nobody-here', client);
    expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('hold under parallel requests', async () => {
    const client = testAddress();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => login(index % 2 ? real : secondProcess, 'nobody-here', client)),
    );
    expect(statuses.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(statuses.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
  });
});
