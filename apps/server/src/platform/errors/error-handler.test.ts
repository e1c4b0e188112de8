import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCatalog } from '@academy/domain/errors/error-catalog';
import { errorResponseSchema } from '@academy/domain/errors/error-response.schema';
import { INVALID_CHARACTER_MESSAGE } from '@academy/domain/validation/validation.messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';

const { db } = await createTestDatabase();

/** The real app plus probe routes that would hand what they receive to PostgreSQL. */
async function appWithProbes(): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1' }), db, logger: false });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const echo = async (text: string) =>
    (await db.selectNoFrom((eb) => eb.val(text).as('text')).executeTakeFirstOrThrow()).text;
  typed.get(
    '/api/test/things/:thingId',
    {
      config: { access: 'public' },
      schema: { params: z.object({ thingId: z.string() }), querystring: z.object({ q: z.string().optional() }) },
    },
    async (request) => ({ thingId: await echo(request.params.thingId), q: await echo(request.query.q ?? '') }),
  );
  typed.post(
    '/api/test/things',
    { config: { access: 'public' }, schema: { body: z.object({ names: z.array(z.object({ name: z.string() })) }) } },
    async (request) => ({ names: await Promise.all(request.body.names.map(({ name }) => echo(name))) }),
  );
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWithProbes();
});
afterAll(() => app.close());

function expectContract(response: { statusCode: number; json: () => unknown }, code: keyof typeof errorCatalog) {
  expect(response.statusCode).toBe(errorCatalog[code].status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[가-힣]/);
  return body;
}

describe('a NUL character never reaches PostgreSQL', () => {
  it('is refused in a path parameter, a query value and a query key', async () => {
    const inPath = await app.inject({ method: 'GET', url: '/api/test/things/a%00b' });
    expect(expectContract(inPath, 'VALIDATION_FAILED').fields).toEqual({ thingId: INVALID_CHARACTER_MESSAGE });
    const inQuery = await app.inject({ method: 'GET', url: '/api/test/things/a?q=%00' });
    expect(expectContract(inQuery, 'VALIDATION_FAILED').fields).toEqual({ q: INVALID_CHARACTER_MESSAGE });
    const inKey = await app.inject({ method: 'GET', url: '/api/test/things/a?x%00=1' });
    expect(expectContract(inKey, 'VALIDATION_FAILED').fields).toEqual({ 'x\u0000': INVALID_CHARACTER_MESSAGE });
  });

  it('is refused anywhere in a JSON body, with the path of the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      payload: { names: [{ name: '김민수' }, { name: '박\u0000서연' }] },
    });
    expect(expectContract(response, 'VALIDATION_FAILED').fields).toEqual({ 'names.1.name': INVALID_CHARACTER_MESSAGE });
  });

  it('refuses a lone UTF-16 surrogate in a JSON body the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"names":[{"name":"김\\ud800민수"}]}',
    });
    expect(expectContract(response, 'VALIDATION_FAILED').fields).toEqual({ 'names.0.name': INVALID_CHARACTER_MESSAGE });
  });

  it('lets the same requests through without one', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/test/things/a%25b?q=%EA%B9%80' });
    expect(read.json()).toEqual({ thingId: 'a%b', q: '김' });
    const write = await app.inject({
      method: 'POST',
      url: '/api/test/things',
      payload: { names: [{ name: '김민수' }] },
    });
    expect(write.json()).toEqual({ names: ['김민수'] });
  });

  it('is refused on the open login route before anything is looked up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: 'director\u0000', pw: 'x' },
    });
    expect(expectContract(response, 'VALIDATION_FAILED').fields).toEqual({ userInputId: INVALID_CHARACTER_MESSAGE });
  });
});

describe('framework refusals answer in the contract', () => {
  it('an address the router cannot decode is a bad request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/things/%zz' });
    expectContract(response, 'BAD_REQUEST');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('a path parameter longer than the router takes is a 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/test/things/${'a'.repeat(500)}` });
    expectContract(response, 'URI_TOO_LONG');
  });

  it('malformed JSON, an empty JSON body, an unknown content type and a body over the limit', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/api/test/things', headers: { 'content-type': contentType }, payload });
    expectContract(await post('{"names":', 'application/json'), 'BAD_REQUEST');
    expectContract(await post('', 'application/json'), 'BAD_REQUEST');
    expectContract(await post('names=a', 'text/csv'), 'UNSUPPORTED_MEDIA_TYPE');
    expectContract(
      await post(JSON.stringify({ names: [{ name: 'a'.repeat(2 * 1024 * 1024) }] }), 'application/json'),
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('an unknown API route', async () => {
    expectContract(await app.inject({ method: 'DELETE', url: '/api/nothing/here' }), 'ROUTE_NOT_FOUND');
  });
});

describe("Node's HTTP parser refusals answer in the contract", () => {
  let origin: { host: string; port: number };
  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as AddressInfo;
    origin = { host: address.address, port: address.port };
  });

  /** A raw request over a real socket (inject does not pass through Node's parser). */
  function send(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ ...origin, path, method: 'GET', headers }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('an address larger than the header limit is 431 with a Korean message', async () => {
    const response = await send(`/api/test/things/a?q=${encodeURIComponent('가'.repeat(3_000))}`);
    expect(response.status).toBe(431);
    expect(errorResponseSchema.parse(JSON.parse(response.body))).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: errorCatalog.HEADERS_TOO_LARGE.message,
    });
  });

  it('headers larger than the limit are 431 too', async () => {
    const response = await send('/api/health', { 'x-filler': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body).code).toBe('HEADERS_TOO_LARGE');
  });
});
