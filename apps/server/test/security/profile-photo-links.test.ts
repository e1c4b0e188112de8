import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/platform/clock';
import { createTestUser, loginAs } from '../account-helpers';
import { imageUpload } from '../multipart';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * A person's photo opened by someone who only knows (or once copied) its address: the bare file
 * id, a link past its expiry, a link whose expiry was pushed forward, another photo's signature.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const DAY = 24 * 60 * 60 * 1000;

async function photoLink(): Promise<string> {
  const session = await loginAs(app, await createTestUser(db));
  const response = await session.inject({ method: 'PUT', url: '/api/account/profile-image', ...imageUpload('나.png') });
  expect(response.statusCode).toBe(200);
  return response.json().profileImageUrl;
}

const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('a profile photo', () => {
  it('opens only through the link the server signed, and that link stops working within two weeks', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const link = await photoLink();
    const { pathname, searchParams } = new URL(link, 'http://x');
    expect(await status(link)).toBe(200);
    expect(await status(pathname)).toBe(404);

    const exp = Number(searchParams.get('exp'));
    const sig = searchParams.get('sig');
    expect(await status(`${pathname}?exp=${exp + 7 * 24 * 3600}&sig=${sig}`)).toBe(404);
    expect(await status(`${pathname}?exp=${exp}&sig=${sig?.slice(0, -2)}AA`)).toBe(404);

    clock.advance(15 * DAY);
    expect(await status(link)).toBe(404);
  });

  it('cannot be opened with another photo’s signature', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const mine = new URL(await photoLink(), 'http://x');
    const theirs = new URL(await photoLink(), 'http://x');
    expect(await status(`${theirs.pathname}${mine.search}`)).toBe(404);
    expect(await status(`${theirs.pathname}${theirs.search}`)).toBe(200);
  });

  it('gets a fresh link each week; last week’s link still opens it until it expires', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const session = await loginAs(app, await createTestUser(db));
    await session.inject({ method: 'PUT', url: '/api/account/profile-image', ...imageUpload('나.png') });
    const first = (await session.inject({ method: 'GET', url: '/api/auth/me' })).json().user.profileImageUrl;
    clock.advance(8 * DAY);
    const later = (await session.inject({ method: 'GET', url: '/api/auth/me' })).json().user.profileImageUrl;
    expect(later).not.toBe(first);
    expect(await status(first)).toBe(200);
    expect(await status(later)).toBe(200);
  });
});
