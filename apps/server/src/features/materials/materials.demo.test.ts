import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor } from '../classes/classes.test-helpers';
import { materialsUrl } from './materials.test-helpers';

/** The demo academy's study materials (db/seed/demo-materials.seed.ts), as the demo accounts see them through the API. */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
const parent = await callerFor(app, db, world.users.parent, clock.now());

type Item = { materialId: string; title: string; folder: string | null; files: { fileId: string; kind: string }[] };

describe('the demo study materials', () => {
  it('show the demo family their classes’ worksheets, whose shipped PDF downloads', async () => {
    const page = (await parent.inject({ method: 'GET', url: materialsUrl(instId) })).json();
    const titles = page.items.map((item: Item) => item.title);
    expect(titles).toContain('이차함수 그래프 학습지');
    const sheet = page.items.find((item: Item) => item.title === '이차함수 그래프 학습지') as Item;
    expect(sheet.folder).toBe('3단원 이차함수');
    const file = sheet.files[0] as { fileId: string; kind: string };
    expect(file.kind).toBe('document');
    const download = await parent.inject({
      method: 'GET',
      url: materialsUrl(instId, `/${sheet.materialId}/files/${file.fileId}/download`),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('show the teacher download counts and folders', async () => {
    const page = (await teacher.inject({ method: 'GET', url: materialsUrl(instId) })).json();
    const sheet = page.items.find((item: Item) => item.title === '이차함수 그래프 학습지');
    expect(sheet.downloadCnt).toBeGreaterThanOrEqual(3);
    const folders = (await teacher.inject({ method: 'GET', url: materialsUrl(instId, '/folders') })).json();
    expect(folders.folders.map((entry: { folder: string }) => entry.folder)).toContain('3단원 이차함수');
  });
});
