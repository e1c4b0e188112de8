import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import { createInvite } from '../../src/platform/invites/invites';
import { createMatrixWorld } from '../access-matrix';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Links a stranger could point elsewhere: a `Host` header chosen by the client written into an
 * invitation's link, and return addresses that leave the site once a URL parser drops a tab or
 * reads a backslash as a slash.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const ORIGIN = 'https://academy.example.kr';

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, clock, logger: false, jobs: false });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const real = await appWith({ NODE_ENV: 'production', ALLOW_SANDBOX_FOR_REAL: 'true', PUBLIC_ORIGIN: ORIGIN });
const local = await appWith({});
const world = await createMatrixWorld(db, clock.now());
const director = await world.asActor('director', { route: '', perm: null, expect: {} as never });
// The real mode reads the session under its __Host- name.
const realCookies = Object.fromEntries(
  Object.entries(director.cookies ?? {}).map(([name, value]) => [`__Host-${name}`, value]),
);

describe('links in messages', () => {
  it('use the public origin, never the Host header a client sends', async () => {
    const invite = await createInvite(db, {
      instId: world.instId,
      purpose: 'staff',
      relationCd: '050',
      targetNm: '정새봄',
      targetMobileNo: '01077771234',
      createdBy: world.users.director,
      now: clock.now(),
    });
    const preview = await real.inject({
      method: 'GET',
      url: `/api/insts/${world.instId}/invites/${invite.id}/message`,
      headers: { ...director.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      cookies: realCookies,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().link.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(preview.body).not.toContain('evil.example');
  });

  it('accept a page of the public origin behind a proxy that does not pass the host on', async () => {
    const fromOurPage = await real.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...director.headers, host: '10.0.0.5:3000', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      cookies: realCookies,
    });
    expect(fromOurPage.statusCode).toBe(200);
    expect(fromOurPage.headers['set-cookie']).toBeDefined();
    const fromElsewhere = await real.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: '10.0.0.5:3000', origin: 'https://evil.example' },
    });
    expect(fromElsewhere.json().code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('return addresses', () => {
  const attacks = [
    '/\t/evil.example',
    '/\\evil.example',
    '//evil.example',
    '/.//evil.example',
    'https://evil.example/x',
  ];

  it('of an identity verification are refused when they would leave the site', async () => {
    for (const returnUrl of attacks) {
      const before = await db
        .selectFrom('identity_verifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const answer = await local.inject({
        method: 'POST',
        url: '/api/identity/verifications',
        payload: { purpose: 'signup', returnUrl },
        remoteAddress: '127.0.0.1',
      });
      expect(answer.statusCode, returnUrl).toBe(400);
      expect(answer.json().fields?.returnUrl).toBeDefined();
      const after = await db
        .selectFrom('identity_verifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    }
    const ours = await local.inject({
      method: 'POST',
      url: '/api/identity/verifications',
      payload: { purpose: 'signup', returnUrl: '/certiResult?purpose=signup' },
      remoteAddress: '127.0.0.1',
    });
    expect(ours.statusCode, ours.body).toBe(200);
  });

  it('after a social login are refused when they would leave the site', async () => {
    for (const next of attacks) {
      const answer = await local.inject({
        method: 'GET',
        url: `/api/auth/social/kakao/start?next=${encodeURIComponent(next)}`,
        remoteAddress: '127.0.0.1',
      });
      expect(answer.statusCode, next).toBe(400);
    }
  });
});
