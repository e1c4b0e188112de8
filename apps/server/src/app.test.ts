import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { buildApp } from './app';
import { AppError } from './platform/errors/app-error';

const { db } = await createTestDatabase();

/** The real app plus a few probe routes that fail in each way the error contract covers. */
async function appWithProbes(env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), db, logger: false });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ userNm: z.string().min(1), mobileNo: z.string().regex(/^010\d{8}$/) }) },
    },
    async (request) => request.body,
  );
  typed.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  typed.get('/api/test/forbidden', { config: { access: 'public' } }, async () => {
    throw new AppError('FORBIDDEN');
  });
  typed.get(
    '/api/test/limited',
    { config: { access: 'public', rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const app = await appWithProbes();

describe('error contract', () => {
  it('answers unknown API paths with a Korean 404 body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: '존재하지 않는 API 주소입니다.' });
  });

  it('lists the fields of a request that fails its schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { userNm: '', mobileNo: '02-123' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/[가-힣]/);
    expect(Object.keys(body.fields).sort()).toEqual(['mobileNo', 'userNm']);
  });

  it('answers malformed JSON as a bad request, not a server error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"userNm":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('hides the internals of a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message:
        '일시적인 오류가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다. 지속적으로 발생할 경우 고객센터로 문의해 주세요.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('maps an AppError to its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('rate-limits a route that asks for it, with the Korean message', async () => {
    const ok1 = await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '198.51.100.20' });
    const ok2 = await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '198.51.100.20' });
    const refused = await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '198.51.100.20' });
    expect([ok1.statusCode, ok2.statusCode]).toEqual([200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('platform plugins', () => {
  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/system/ip']));
    expect(
      document.paths['/api/system/ip'].get.responses['200'].content['application/json'].schema.properties.ip,
    ).toEqual(expect.objectContaining({ type: 'string' }));
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('parses cookies', async () => {
    expect(app.hasDecorator('parseCookie')).toBe(true);
  });
});

describe('web app', () => {
  it('redirects the root path to ROOT_REDIRECT', async () => {
    const redirected = await buildApp({ config: testConfig({ ROOT_REDIRECT: '/instMainTF' }), db, logger: false });
    const response = await redirected.inject({ method: 'GET', url: '/' });
    await redirected.close();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/instMainTF');
  });

  it('serves index.html for page paths and 404 JSON for missing assets', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>학원</title>');
    await writeFile(path.join(dist, 'app.js'), 'console.log(1)');
    const web = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), db, logger: false });
    const page = await web.inject({ method: 'GET', url: '/v3/permission/employees/42?tab=1' });
    const asset = await web.inject({ method: 'GET', url: '/app.js' });
    const missingAsset = await web.inject({ method: 'GET', url: '/missing.js' });
    const api = await web.inject({ method: 'GET', url: '/api/missing' });
    await web.close();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>학원</title>');
    expect(asset.body).toBe('console.log(1)');
    expect(missingAsset.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('sends the build’s Brotli or gzip copy to browsers that accept it, and keeps hashed assets a year', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    await mkdir(path.join(dist, 'assets'));
    const script = 'console.log("학원");'.repeat(200);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>학원</title>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    const web = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), db, logger: false });
    const get = (encoding?: string) =>
      web.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const [br, gz, plain] = [await get('gzip, deflate, br'), await get('gzip'), await get()];
    const page = await web.inject({ method: 'GET', url: '/loginMainTF', headers: { 'accept-encoding': 'br' } });
    await web.close();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends a landing screen's prerendered page at its address (query included), index.html elsewhere", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    await mkdir(path.join(dist, 'prerendered'));
    const landing = `<!doctype html><title>로그인 | 학원</title><div id="prerendered">${'<p>로그인</p>'.repeat(100)}</div>`;
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>학원</title>');
    await writeFile(path.join(dist, 'prerendered', 'loginMainTF.html'), landing);
    await writeFile(path.join(dist, 'prerendered', 'loginMainTF.html.br'), brotliCompressSync(landing));
    const web = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), db, logger: false });
    const login = await web.inject({ method: 'GET', url: '/loginMainTF?next=/mainTF' });
    const compressed = await web.inject({ method: 'GET', url: '/loginMainTF', headers: { 'accept-encoding': 'br' } });
    const other = await web.inject({ method: 'GET', url: '/mainTF' });
    await web.close();
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
    expect(login.body).toBe(landing);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(landing);
    expect(other.body).toBe('<!doctype html><title>학원</title>');
  });
});
