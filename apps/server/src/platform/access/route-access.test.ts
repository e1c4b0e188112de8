import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../auth/sessions';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';
import { registerRouteAccess } from './route-access';

const { db, url } = await createTestDatabase();
await seedDemoData(db);
const app = await createTestApp(db);
const instId = (await db.selectFrom('institutes').select('id').executeTakeFirstOrThrow()).id;
const counted = countedDatabase(url);
const countedApp = await createTestApp(counted.db);

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

  it('reads the session and the membership of the path’s academy in one statement, then judges the rule', async () => {
    const member = async (loginId: string) => {
      const user = await db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow();
      const session = await createSession(db, { userId: user.id, persistent: true, now: new Date() });
      return (path: string) =>
        countedApp.inject({
          method: 'GET',
          url: path,
          cookies: { [SESSION_COOKIE]: session.token },
          headers: { [CSRF_HEADER]: session.csrfToken },
        });
    };
    const director = await member('director');
    await director(`/api/insts/${instId}/classes`); // the hour's activity write, out of the way
    await counted.count(() => director(`/api/insts/${instId}/classes`));
    const [first, ...rest] = counted.lastStatements();
    expect(first).toMatch(/from "sessions" .*left join "memberships"/);
    // No second look-up of the membership (the access layer's own query reads from "memberships").
    expect(rest.filter((text) => /from "memberships"/.test(text))).toEqual([]);
    // The rule is still the rule: another academy's id is 404, a refused role 403, with no other read.
    const elsewhere = await director(`/api/insts/${newId()}/classes`);
    expect(elsewhere.statusCode).toBe(404);
    const parent = await member('parent');
    const refused = await parent(`/api/insts/${instId}/employees`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
