import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { DEMO_INSTITUTE } from '../../db/seed/demo-academies.data';
import { seedDemoData } from '../../db/seed/demo-data';
import { fixedClock } from '../../platform/clock';
import { callerFor, tempDataDir } from '../classes/classes.test-helpers';

/**
 * The demo academy's feed (db/seed/demo-feed.seed.ts): class posts with the shipped sample photos,
 * comments, emotions and half-full read lists, all read through the app — and the tagged post
 * stays with the tagged students' families.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-26T09:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
await seedDemoData(db, { now: clock.now() });
const users = Object.fromEntries(
  (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
);
const inst = await db
  .selectFrom('institutes')
  .select('id')
  .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
  .executeTakeFirstOrThrow();
const as = (loginId: string) => callerFor(app, db, users[loginId] as string, clock.now());

describe('the demo feed', () => {
  it('gives the demo parent photo posts, a 알림장, comments and emotions, with photos that load', async () => {
    const parent = await as('parent');
    const feed = await parent.inject({ method: 'GET', url: `/api/insts/${inst.id}/boards?limit=30` });
    expect(feed.statusCode).toBe(200);
    const items = feed.json().items as {
      kind: string;
      content: string;
      feedImage: { url: string }[];
      emotionList: unknown[];
      commentCnt: number;
      tagList: { studentNm: string }[];
    }[];
    expect(items.some((item) => item.kind === 'personal')).toBe(true);
    const tagged = items.find((item) => item.content.includes('도형 퍼즐'));
    expect(tagged?.tagList.map((tag) => tag.studentNm)).toEqual(['최서연']);
    const withPhotos = items.find((item) => item.feedImage.length === 2 && item.commentCnt > 0);
    expect(withPhotos?.emotionList.length).toBeGreaterThan(0);
    const photo = await parent.inject({ method: 'GET', url: withPhotos?.feedImage[0]?.url as string });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('leaves the read lists partly read for the staff', async () => {
    const teacher = await as('teacher');
    const feed = await teacher.inject({ method: 'GET', url: `/api/insts/${inst.id}/boards?limit=30` });
    const counts = feed
      .json()
      .items.map((item: { readCnt: number; studentMaxCnt: number }) => [item.readCnt, item.studentMaxCnt]);
    expect(counts.some(([read, max]: number[]) => (read ?? 0) > 0 && (read ?? 0) < (max ?? 0))).toBe(true);
  });
});
