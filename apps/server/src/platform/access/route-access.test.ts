import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';
import { registerRouteAccess } from './route-access';

const { db } = await createTestDatabase();
await seedDemoData(db);
const app = await createTestApp(db);
const instId = (await db.selectFrom('institutes').select('id').executeTakeFirstOrThrow()).id;

describe('the access layer', () => {
  it('stops the server when an /api route declares no rule, or a member rule has no academy in its path', async () => {
    const bare = Fastify();
    registerRouteAccess(bare, { db } as unknown as AppContext);
    expect(() => bare.get('/api/forgotten', async () => 'x')).toThrow(/declares no access rule/);
    expect(() => bare.get('/api/no-academy', { config: { access: { staff: 'director' } } }, async () => 'x')).toThrow(
      /no :instId/,
    );
    expect(() => bare.get('/api/open', { config: { access: 'public' } }, async () => 'x')).not.toThrow();
    await bare.close();
  });

  it('refuses a visitor before reading the body: a malformed body gets 401, not a parse error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/insts/${instId}/classes`,
      headers: { 'content-type': 'application/json' },
      payload: '{"className": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a visitor on a signed-in route and lets public routes through', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/insts/${newId()}/classes` })).statusCode).toBe(401);
  });

  it('writes each route’s rule and refusals into the API document', async () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const list = document.paths['/api/insts/{instId}/classes']?.get;
    expect(list?.description).toContain('접근: 학원 구성원: 원장·실장·강사 (원장 외 권한 020 필요)');
    expect(list?.description).toContain('강사는 담당 반과 그 원생만');
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    const refused = list?.responses['403'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(refused.content['application/json']?.schema.properties).toMatchObject({
      code: { enum: ['FORBIDDEN', 'CSRF_FAILED', 'CROSS_SITE_REQUEST'] },
      message: { type: 'string' },
    });
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.description).toContain('접근: 누구나');
    expect(Object.keys(login?.responses ?? {})).not.toContain('401');
  });
});
