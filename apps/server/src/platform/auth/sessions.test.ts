import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { seedDemoData } from '../../db/seed/demo-data';
import { requireSession } from '../access/access';
import { fixedClock } from '../clock';
import { newId } from '../ids/new-id';
import {
  createSession,
  findSession,
  findSessionWithMembership,
  PERSISTENT_SESSION_MS,
  revokeSession,
  revokeUserSessions,
  SESSION_COOKIE,
} from './sessions';

const { db } = await createTestDatabase();
await seedDemoData(db);
const director = await db.selectFrom('users').select('id').where('login_id', '=', 'director').executeTakeFirstOrThrow();
const clock = fixedClock('2026-11-22T00:00:00Z');

const app = await buildApp({ config: testConfig(), db, clock, logger: false });
app.get('/api/test/me', { config: { access: 'signed-in' } }, async (request) => ({
  userId: requireSession(request).userId,
}));
app.post('/api/test/change', { config: { access: 'signed-in' } }, async (request) => ({
  userId: requireSession(request).userId,
}));
await app.ready();

describe('sessions', () => {
  it('stores only a hash of the token and finds the session by the token', async () => {
    const session = await createSession(db, { userId: director.id, persistent: true, now: clock.now() });
    const row = await db.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(session.token);
    expect((await findSession(db, session.token, clock.now()))?.userId).toBe(director.id);
    expect(session.expiresAt.getTime() - clock.now().getTime()).toBe(PERSISTENT_SESSION_MS);
  });

  it('does not find an expired or revoked session', async () => {
    const session = await createSession(db, { userId: director.id, persistent: false, now: clock.now() });
    expect(await findSession(db, session.token, new Date(session.expiresAt.getTime() + 1))).toBeUndefined();
    const other = await createSession(db, { userId: director.id, persistent: true, now: clock.now() });
    const revoked = await revokeUserSessions(db, director.id, clock.now(), other.id);
    expect(revoked).toBeGreaterThanOrEqual(1);
    expect(await findSession(db, session.token, clock.now())).toBeUndefined();
    expect(await findSession(db, other.token, clock.now())).toBeDefined();
  });
});

describe('the session with a membership (one statement for a route of an academy)', () => {
  const memberships = async (loginId: string) => {
    const user = await db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('memberships').selectAll().where('user_id', '=', user.id).execute();
    return { userId: user.id, rows };
  };

  it('reads the member’s active membership of that academy, and none of another', async () => {
    const { userId, rows } = await memberships('teacher');
    const [membership] = rows;
    if (!membership) throw new Error('the demo teacher has a membership');
    const session = await createSession(db, { userId, persistent: true, now: clock.now() });
    const found = await findSessionWithMembership(db, session.token, clock.now(), membership.inst_id);
    expect(found?.session.userId).toBe(userId);
    expect(found?.membership).toEqual({ relation_cd: membership.relation_cd, auth_cd: membership.auth_cd });
    const elsewhere = await findSessionWithMembership(db, session.token, clock.now(), newId());
    expect(elsewhere?.session.userId).toBe(userId);
    expect(elsewhere?.membership).toBeUndefined();
  });

  it('reads no membership once it ended, and no session once it is revoked or expired', async () => {
    const { userId, rows } = await memberships('manager');
    const [membership] = rows;
    if (!membership) throw new Error('the demo manager has a membership');
    const session = await createSession(db, { userId, persistent: false, now: clock.now() });
    await db
      .updateTable('memberships')
      .set({ status: 'ended', ended_at: clock.now() })
      .where('inst_id', '=', membership.inst_id)
      .where('user_id', '=', userId)
      .execute();
    const ended = await findSessionWithMembership(db, session.token, clock.now(), membership.inst_id);
    expect(ended?.session.userId).toBe(userId);
    expect(ended?.membership).toBeUndefined();
    const later = new Date(session.expiresAt.getTime() + 1);
    expect(await findSessionWithMembership(db, session.token, later, membership.inst_id)).toBeUndefined();
    await revokeSession(db, session.id, clock.now());
    expect(await findSessionWithMembership(db, session.token, clock.now(), membership.inst_id)).toBeUndefined();
  });
});

describe('auth hooks', () => {
  it('answers 401 in Korean without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다. 다시 로그인해 주세요.' });
  });

  it('recognises the session cookie', async () => {
    const session = await createSession(db, { userId: director.id, persistent: true, now: clock.now() });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      cookies: { [SESSION_COOKIE]: session.token },
    });
    expect(response.json()).toEqual({ userId: director.id });
  });

  it('refuses a state change without the CSRF header and allows it with the header', async () => {
    const session = await createSession(db, { userId: director.id, persistent: true, now: clock.now() });
    const cookies = { [SESSION_COOKIE]: session.token };
    const refused = await app.inject({ method: 'POST', url: '/api/test/change', cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_FAILED');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      cookies,
      headers: { 'x-csrf-token': 'guess' },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      cookies,
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(allowed.json()).toEqual({ userId: director.id });
  });
});
