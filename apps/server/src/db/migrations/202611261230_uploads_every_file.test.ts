import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { callerFor, createAcademy, insertClass } from '../../features/attendance/attendance.test-helpers';
import { createLocalStorage } from '../../platform/adapters/storage/local';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { recordStoredClassImages } from './202611261230_uploads_every_file';

/**
 * Class images stored before every upload had a row (under `<instId>/class-images/<file>`) get
 * one from this migration when a class uses them, so they keep being served and are never taken
 * for unused files by the clean-up job.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-uploads-migration-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });

const rowsOf = (instId: string) =>
  db.selectFrom('uploads').selectAll().where('inst_id', '=', instId).orderBy('original_nm').execute();

describe('recording the class images stored before uploads had rows', () => {
  it('gives each image a class uses one attached row at its old key, once, and skips names that are not ours', async () => {
    const academy = await createAcademy(db);
    const png = `${newId()}.png`;
    const jpg = `${newId()}.jpg`;
    const first = await insertClass(db, academy.instId);
    const second = await insertClass(db, academy.instId);
    await db
      .updateTable('classes')
      .set({ upload_images: [png, jpg] })
      .where('id', '=', first)
      .execute();
    await db
      .updateTable('classes')
      .set({ upload_images: [png, 'class001.jpg', 'not-an-upload.png'] })
      .where('id', '=', second)
      .execute();
    await createLocalStorage(path.join(dataDir, 'files')).put(
      `${academy.instId}/class-images/${png}`,
      TINY_PNG,
      'image/png',
    );

    await recordStoredClassImages(db);
    await recordStoredClassImages(db);

    const rows = await rowsOf(academy.instId);
    expect(rows.map((row) => row.original_nm).sort()).toEqual([jpg, png].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        id: row.original_nm.slice(0, 36),
        purpose: 'class-image',
        owner_user_id: academy.director.id,
        storage_key: `${academy.instId}/class-images/${row.original_nm}`,
        content_type: row.original_nm.endsWith('.png') ? 'image/png' : 'image/jpeg',
        size_bytes: 0,
        attached_at: expect.any(Date),
      });
    }

    const member = await callerFor(app, db, academy.parent.id, clock.now());
    const served = await member.inject({ method: 'GET', url: `/api/files/${academy.instId}/class-images/${png}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
