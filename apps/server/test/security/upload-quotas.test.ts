import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { UPLOAD_QUOTAS } from '@academy/domain/uploads/uploads.quotas';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  multipartFile,
  PNG_BYTES,
  tempDataDir,
} from '../../src/features/classes/classes.test-helpers';
import { fixedClock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids/new-id';
import { createMatrixWorld } from '../access-matrix';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Filling the file storage through the upload routes: many class images at once (none of them
 * ever saved with a class), images as large as allowed, and an academy whose storage is full. Each
 * limit holds under parallel requests and a refused file leaves neither a row nor bytes.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = tempDataDir();
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;

const MB = 1024 * 1024;
const { files: pendingFiles, bytes: pendingBytes } = UPLOAD_QUOTAS.pendingPerUploader;

/** A PNG of `size` bytes: the real signature and header, then padding (within the 10MB limit). */
const pngOf = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

const uploadClassImage = (caller: Caller, content = PNG_BYTES) =>
  caller.inject({ method: 'POST', url: `/api/insts/${instId}/class-images`, ...multipartFile('칠판.png', content) });

/** The files a user uploaded in this test (the demo academy's own files are attached). */
const rowsOf = async (userId: string) =>
  db
    .selectFrom('uploads')
    .select(['id', 'size_bytes'])
    .where('owner_user_id', '=', userId)
    .where('attached_at', 'is', null)
    .execute();
const storedObjects = () => {
  try {
    return readdirSync(path.join(dataDir, 'files', 'class-image')).filter((name) => !name.endsWith('.meta.json'))
      .length;
  } catch {
    return 0;
  }
};

describe('files nobody saves', () => {
  it('takes at most the pending count from one uploader, however many are sent at once', async () => {
    const teacher = await callerFor(app, db, world.users.teacher, clock.now());
    const objectsBefore = storedObjects();
    const answers = await Promise.all(Array.from({ length: pendingFiles + 8 }, () => uploadClassImage(teacher)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(pendingFiles);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(8);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ code: 'UPLOAD_PENDING_LIMIT', message: expect.stringContaining('12개') });
    }
    expect(await rowsOf(world.users.teacher)).toHaveLength(pendingFiles);
    expect(storedObjects() - objectsBefore).toBe(pendingFiles);
  });

  it('takes at most the pending bytes: 9MB images stop before the total passes it', async () => {
    const director = await callerFor(app, db, world.users.director, clock.now());
    const nineMb = pngOf(9 * MB);
    const answers = await Promise.all(Array.from({ length: 10 }, () => uploadClassImage(director, nineMb)));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(Math.floor(pendingBytes / (9 * MB)));
    const rows = await rowsOf(world.users.director);
    expect(rows.reduce((sum, row) => sum + Number(row.size_bytes), 0)).toBeLessThanOrEqual(pendingBytes);
    expect(answers.find((answer) => answer.statusCode !== 200)?.json().code).toBe('UPLOAD_PENDING_LIMIT');
  });

  it('frees the uploader once the clean-up’s grace has passed', async () => {
    const teacher = await callerFor(app, db, world.users.teacher, clock.now());
    expect((await uploadClassImage(teacher)).statusCode).toBe(429);
    clock.advance(25 * 60 * 60 * 1000);
    const later = await callerFor(app, db, world.users.teacher, clock.now());
    expect((await uploadClassImage(later)).statusCode).toBe(200);
  });
});

describe('an academy’s storage', () => {
  it('refuses a file that would pass the academy’s total, and writes nothing', async () => {
    // The academy already keeps all but 1MB of its storage (attached files of earlier months).
    const used = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.sum<string>('size_bytes').as('bytes'))
      .where('inst_id', '=', instId)
      .executeTakeFirstOrThrow();
    const room = UPLOAD_QUOTAS.perAcademyBytes - Number(used.bytes ?? 0) - MB;
    const parts = 4;
    await db
      .insertInto('uploads')
      .values(
        Array.from({ length: parts }, (_, index) => ({
          id: newId(),
          owner_user_id: world.users.director,
          inst_id: instId,
          purpose: 'class-image' as const,
          original_nm: `지난 학기 ${index + 1}.png`,
          content_type: 'image/png',
          size_bytes: index === 0 ? room - (parts - 1) * Math.floor(room / parts) : Math.floor(room / parts),
          storage_key: `class-image/${newId()}.png`,
          signup_trans_id: null,
          created_at: clock.now(),
          attached_at: clock.now(),
        })),
      )
      .execute();
    const manager = await callerFor(app, db, world.users.manager, clock.now());
    const before = await rowsOf(world.users.manager);
    const objectsBefore = storedObjects();

    const answers = await Promise.all([
      uploadClassImage(manager, pngOf(MB / 2)),
      uploadClassImage(manager, pngOf(MB / 2 + 1)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)?.json()).toMatchObject({
      code: 'UPLOAD_ACADEMY_FULL',
      message: expect.stringContaining('5GB'),
    });
    expect((await rowsOf(world.users.manager)).length - before.length).toBe(1);
    expect(storedObjects() - objectsBefore).toBe(1);

    const logo = await manager.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/logo`,
      ...multipartFile('로고.png', pngOf(MB)),
    });
    expect(logo.statusCode).toBe(413);
    const inst = await db
      .selectFrom('institutes')
      .select('logo_upload_id')
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(inst.logo_upload_id).toBeNull();
  });
});

describe('who is uploading', () => {
  it('is checked before the body is read: a body that never ends is refused at once', async () => {
    const parent = await callerFor(app, db, world.users.parent, clock.now());
    for (const [caller, status] of [
      [parent, 403],
      [null, 401],
    ] as const) {
      const endless = new PassThrough();
      endless.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n');
      endless.write(Buffer.alloc(64 * 1024));
      const request = {
        method: 'POST' as const,
        url: `/api/insts/${instId}/class-images`,
        payload: endless,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      };
      const answer = await (caller ? caller.inject(request) : app.inject(request));
      expect(answer.statusCode).toBe(status);
      endless.destroy();
    }
  });
});
