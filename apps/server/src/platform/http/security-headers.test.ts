import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const { db } = await createTestDatabase();
const app = await createTestApp(db);

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
} as const;

describe('the security headers', () => {
  it('are what helmet itself sets on a response, computed once', async () => {
    const bare = Fastify();
    bare.get('/helmet', (request, reply) => {
      helmet(OPTIONS)(request.raw, reply.raw, () => reply.send('ok'));
    });
    const byHelmet = await bare.inject({ method: 'GET', url: '/helmet' });
    const computed = securityHeaders(OPTIONS);
    expect(Object.keys(computed).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(computed)) expect(byHelmet.headers[name]).toBe(value);
    await bare.close();
  });

  it('go out on every answer of the app: a success, a refusal, an unknown address', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('refuse a directive that would depend on the request (a nonce), since they are computed once', () => {
    const bare = Fastify();
    const nonce = () => "'nonce-x'";
    expect(() =>
      registerSecurityHeaders(bare, { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } } }),
    ).toThrow(/computed once/);
  });
});
