import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { imageUpload } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { type Caller, callerFor, insertClass } from '../attendance/attendance.test-helpers';
import { createNoticesWorld, noticeBody, noticeTables, tempDataDir } from './notices.test-helpers';

/**
 * Attacks on notices, each performed against the app: the refusal, and nothing written. A parent
 * opening, confirming or downloading from a notice not sent to them; a teacher writing to a class not
 * theirs, to the whole academy or to staff; a director of another academy editing, deleting,
 * reminding or reading the list of this academy's notice.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createNoticesWorld(app, db, clock.now());
const base = `/api/insts/${world.instId}`;

/** Another academy, with its own director. */
const stranger = await createTestUser(db, { userNm: '남원장' });
const strangerInst = newId();
await db
  .insertInto('institutes')
  .values({ id: strangerInst, inst_nm: '남의학원', president_user_id: stranger.id } as never)
  .execute();
await db
  .insertInto('memberships')
  .values({ inst_id: strangerInst, user_id: stranger.id, relation_cd: '020', auth_cd: '000' })
  .execute();
const strangerDirector = await callerFor(app, db, stranger.id, clock.now());
const strangerClass = await insertClass(db, strangerInst, { classNm: '남의 반', teacherIds: [stranger.id] });

async function write(caller: Caller, overrides: Record<string, unknown>) {
  const response = await caller.inject({ method: 'POST', url: `${base}/notices`, payload: noticeBody(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().noticeId as string;
}

/** The answer of `attack`, after proving it changed none of the notices' tables. */
async function refusedWithoutWriting(attack: () => Promise<{ statusCode: number; body: string }>) {
  const before = await noticeTables(db);
  const response = await attack();
  expect(await noticeTables(db)).toEqual(before);
  return response;
}

const image = await world.director.inject({ method: 'POST', url: `${base}/notice-images`, ...imageUpload('비밀.png') });
const toClassC = await write(world.director, {
  title: '고1 반 상담 안내',
  confirmRequested: true,
  audience: { kind: 'classes', classIds: [world.classC] },
  imageIds: [image.json().id],
});
const fileNm = image.json().fileNm as string;

describe('a parent and a notice not sent to them', () => {
  it('cannot open it: 404, no read recorded', async () => {
    const response = await refusedWithoutWriting(() =>
      world.parent.inject({ method: 'GET', url: `${base}/notices/${toClassC}` }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('고1 반 상담 안내');
  });

  it('cannot confirm it, read its pictures, its read list or its history', async () => {
    for (const call of [
      { method: 'POST' as const, url: `${base}/notices/${toClassC}/confirm` },
      { method: 'GET' as const, url: `${base}/notices/${toClassC}/files/${fileNm}` },
    ]) {
      const response = await refusedWithoutWriting(() => world.parent.inject(call));
      expect(response.statusCode, call.url).toBe(404);
    }
    for (const url of [`${base}/notices/${toClassC}/reads`, `${base}/notices/${toClassC}/history`]) {
      const response = await refusedWithoutWriting(() => world.parent.inject({ method: 'GET', url }));
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('does not find it in any list, nor under its class', async () => {
    for (const url of [`${base}/notices`, `${base}/notices?classId=${world.classC}`]) {
      const response = await world.parent.inject({ method: 'GET', url });
      expect(response.json().items.map((item: { noticeId: string }) => item.noticeId)).not.toContain(toClassC);
    }
  });

  it('cannot reach a picture of one notice through another that was sent to them', async () => {
    const mine = await write(world.director, { audience: { kind: 'classes', classIds: [world.classB] } });
    const response = await world.parent.inject({ method: 'GET', url: `${base}/notices/${mine}/files/${fileNm}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('a teacher writing beyond her classes', () => {
  it('is refused another teacher’s class (404) and nothing is written', async () => {
    const response = await refusedWithoutWriting(() =>
      world.teacher.inject({
        method: 'POST',
        url: `${base}/notices`,
        payload: noticeBody({ audience: { kind: 'classes', classIds: [world.classA, world.classB] } }),
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).code).toBe('NOTICE_TARGET_NOT_FOUND');
  });

  it('is refused a student of another teacher’s class (404), the whole academy and staff (403)', async () => {
    const cases = [
      { audience: { kind: 'people', studentIds: [world.seoyeon] }, status: 404 },
      { audience: { kind: 'academy' }, status: 403 },
      {
        audience: { kind: 'people', studentIds: [world.minjun], staffUserIds: [world.academy.manager.id] },
        status: 403,
      },
    ];
    for (const { audience, status } of cases) {
      for (const url of [`${base}/notices`, `${base}/notices/cost`]) {
        const response = await refusedWithoutWriting(() =>
          world.teacher.inject({ method: 'POST', url, payload: noticeBody({ audience }) }),
        );
        expect(response.statusCode, `${url} ${JSON.stringify(audience)}`).toBe(status);
      }
    }
  });

  it('cannot re-address her waiting notice to a class not hers', async () => {
    const sendAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const noticeId = await write(world.teacher, { audience: { kind: 'classes', classIds: [world.classA] }, sendAt });
    const response = await refusedWithoutWriting(() =>
      world.teacher.inject({
        method: 'PUT',
        url: `${base}/notices/${noticeId}`,
        payload: noticeBody({ audience: { kind: 'classes', classIds: [world.classC] } }),
      }),
    );
    expect(response.statusCode).toBe(404);
  });

  it('is refused a class of another academy (404)', async () => {
    const response = await refusedWithoutWriting(() =>
      world.director.inject({
        method: 'POST',
        url: `${base}/notices`,
        payload: noticeBody({ audience: { kind: 'classes', classIds: [strangerClass] } }),
      }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('another academy’s director and this academy’s notice', () => {
  it('cannot edit, delete, remind, read, list or confirm it: 404, nothing changed', async () => {
    const theirs = `/api/insts/${strangerInst}/notices/${toClassC}`;
    for (const call of [
      { method: 'PUT' as const, url: theirs, payload: { title: '바꿈', content: '바꿈' } },
      { method: 'DELETE' as const, url: theirs },
      { method: 'POST' as const, url: `${theirs}/remind` },
      { method: 'GET' as const, url: `${theirs}/reads` },
      { method: 'GET' as const, url: `${theirs}/history` },
      { method: 'GET' as const, url: theirs },
      { method: 'GET' as const, url: `${theirs}/files/${fileNm}` },
    ]) {
      const response = await refusedWithoutWriting(() => strangerDirector.inject(call));
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // On this academy's own path they are no member: 404 too.
    const direct = await refusedWithoutWriting(() =>
      strangerDirector.inject({
        method: 'PUT',
        url: `${base}/notices/${toClassC}`,
        payload: { title: '바꿈', content: '바꿈' },
      }),
    );
    expect(direct.statusCode).toBe(404);
  });

  it('cannot attach this academy’s upload to a notice of theirs', async () => {
    const fresh = await world.director.inject({
      method: 'POST',
      url: `${base}/notice-images`,
      ...imageUpload('a.png'),
    });
    const response = await refusedWithoutWriting(() =>
      strangerDirector.inject({
        method: 'POST',
        url: `/api/insts/${strangerInst}/notices`,
        payload: noticeBody({ imageIds: [fresh.json().id] }),
      }),
    );
    expect(response.statusCode).toBe(400);
  });
});
