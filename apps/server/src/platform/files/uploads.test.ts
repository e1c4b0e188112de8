import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_PURPOSE_RULES, UPLOAD_PURPOSES, type UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { TINY_JPEG, TINY_PNG } from '../../../test/multipart';
import { createTestDatabase } from '../../../test/test-database';
import { createLocalStorage } from '../adapters/storage/local';
import { fixedClock } from '../clock';
import type { AppContext } from '../context';
import { createFieldCrypto } from '../crypto/field-crypto';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import { attachInstUploads } from './files.queries';
import { signedFileLink } from './signed-links';
import {
  checkFile,
  openInstUpload,
  openUpload,
  purgeUnattachedUploads,
  recordUpload,
  type StoredFile,
  storeFile,
  UNATTACHED_UPLOAD_GRACE_MS,
} from './uploads';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'academy-uploads-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const storage = createLocalStorage(filesDir);
const ctx = { db, clock, adapters: { storage, crypto: createFieldCrypto(randomBytes(32)) } } as unknown as AppContext;

const owner = await createTestUser(db);
const instId = newId();
await db
  .insertInto('institutes')
  .values({ id: instId, inst_nm: '파일학원', president_user_id: owner.id } as never)
  .execute();

const refusalOf = (run: () => unknown): { code: string; status: number } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status };
  }
};

/** Stores a PNG for the purpose and records its row (attached or not) at the clock's time. */
async function stored(purpose: UploadPurpose, attached: boolean): Promise<StoredFile> {
  const file = checkFile(purpose, { fileName: '그림.png', buffer: TINY_PNG });
  return storeFile(ctx, file, async (done) => {
    await recordUpload(db, done, { ownerUserId: owner.id, instId, signupTransId: null, attached }, clock.now());
    return done;
  });
}

const rowOf = (id: string) => db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
const objectExists = (file: StoredFile) => existsSync(path.join(filesDir, file.storageKey));

describe('checking a file for its purpose', () => {
  it('refuses a PNG name over bytes that are not an image, for every purpose, with that purpose’s 415', () => {
    const spoofs = [Buffer.from('<script>alert(1)</script>'), Buffer.from('MZ\x90\x00'), TINY_JPEG];
    for (const purpose of UPLOAD_PURPOSES) {
      for (const buffer of spoofs) {
        expect(refusalOf(() => checkFile(purpose, { fileName: '사진.png', buffer }))).toEqual({
          code: UPLOAD_PURPOSE_RULES[purpose].refusals.content,
          status: 415,
        });
      }
    }
  });

  it('answers each purpose’s own error for a missing, empty or too large file', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      const { refusals, maxBytes } = UPLOAD_PURPOSE_RULES[purpose];
      expect(refusalOf(() => checkFile(purpose, null))?.code).toBe(refusals.missing);
      expect(refusalOf(() => checkFile(purpose, { fileName: 'a.png', buffer: Buffer.alloc(0) }))?.code).toBe(
        refusals.empty,
      );
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(maxBytes)]);
      expect(refusalOf(() => checkFile(purpose, { fileName: 'a.png', buffer: big }))).toEqual({
        code: refusals['too-large'],
        status: 413,
      });
    }
    expect(refusalOf(() => checkFile('class-image', null))?.code).toBe('CLASS_IMAGE_REQUIRED');
    expect(refusalOf(() => checkFile('profile', null))?.code).toBe('FILE_REQUIRED');
  });

  it('keeps a JPEG as .jpg with its real type, whatever the name’s case', () => {
    expect(checkFile('inst-logo', { fileName: 'LOGO.JPEG', buffer: TINY_JPEG })).toMatchObject({
      purpose: 'inst-logo',
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
  });
});

describe('storing a file', () => {
  it('puts the bytes under <purpose>/<id>.<ext> with a row beside them', async () => {
    const file = await stored('class-image', false);
    expect(file.storageKey).toBe(`class-image/${file.id}.png`);
    expect(file.storedName).toBe(`${file.id}.png`);
    expect(objectExists(file)).toBe(true);
    expect(await rowOf(file.id)).toMatchObject({
      purpose: 'class-image',
      inst_id: instId,
      owner_user_id: owner.id,
      original_nm: '그림.png',
      content_type: 'image/png',
      size_bytes: TINY_PNG.length,
      attached_at: null,
    });
  });

  it('deletes the bytes again when the row cannot be written, leaving nothing', async () => {
    const before = await db.selectFrom('uploads').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    const file = checkFile('profile', { fileName: 'a.png', buffer: TINY_PNG });
    let key = '';
    await expect(
      storeFile(ctx, file, async (done) => {
        key = done.storageKey;
        throw new AppError('CONFLICT');
      }),
    ).rejects.toThrow(AppError);
    expect(existsSync(path.join(filesDir, key))).toBe(false);
    expect(await db.selectFrom('uploads').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()).toEqual(
      before,
    );
  });
});

describe('reading a file back', () => {
  it('serves logos in use to anyone and photos through a signed link, never a class image or a file not attached', async () => {
    const logo = await stored('inst-logo', true);
    expect(await openUpload(ctx, logo.id, {})).toMatchObject({ contentType: 'image/png', cacheScope: 'public' });
    const photo = await stored('profile', true);
    await expect(openUpload(ctx, photo.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const link = new URL(signedFileLink(ctx, photo.id), 'http://x').searchParams;
    const signed = { exp: Number(link.get('exp')), sig: link.get('sig') ?? '' };
    expect(await openUpload(ctx, photo.id, signed)).toMatchObject({ contentType: 'image/png', cacheScope: 'private' });
    await expect(openUpload(ctx, logo.id, { ...signed })).resolves.toBeDefined();
    await expect(openUpload(ctx, photo.id, { ...signed, exp: signed.exp + 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const waiting = await stored('profile', false);
    await expect(openUpload(ctx, waiting.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const classImage = await stored('class-image', true);
    await expect(openUpload(ctx, classImage.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('finds an academy’s file by its stored name only in that academy and purpose', async () => {
    const image = await stored('class-image', false);
    const opened = await openInstUpload(ctx, { instId, purpose: 'class-image', storedName: image.storedName });
    expect(opened).toMatchObject({ contentType: 'image/png', size: TINY_PNG.length });
    opened.body.destroy();
    for (const input of [
      { instId: newId(), purpose: 'class-image' as const, storedName: image.storedName },
      { instId, purpose: 'inst-logo' as const, storedName: image.storedName },
      { instId, purpose: 'class-image' as const, storedName: `${image.id}.jpg` },
      { instId, purpose: 'class-image' as const, storedName: '../../secret.key' },
    ]) {
      await expect(openInstUpload(ctx, input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('the clean-up job', () => {
  it('removes files never attached once the grace period is over, and keeps attached and young ones', async () => {
    const old = await stored('class-image', false);
    const oldAttached = await stored('inst-logo', true);
    clock.advance(UNATTACHED_UPLOAD_GRACE_MS - 60_000);
    const young = await stored('class-image', false);
    clock.advance(2 * 60_000);
    try {
      const { deleted } = await purgeUnattachedUploads(ctx);
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect(await rowOf(old.id)).toBeUndefined();
      expect(objectExists(old)).toBe(false);
      expect(await rowOf(oldAttached.id)).toBeDefined();
      expect(objectExists(oldAttached)).toBe(true);
      expect(await rowOf(young.id)).toBeDefined();
      expect(objectExists(young)).toBe(true);
      expect(await purgeUnattachedUploads(ctx)).toEqual({ deleted: 0 });
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
  });

  it('keeps a file that a class attaches while the job waits for it', async () => {
    const image = await stored('class-image', false);
    clock.advance(UNATTACHED_UPLOAD_GRACE_MS + 60_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attachedRows = 0;
    const attaching = db.transaction().execute(async (trx) => {
      attachedRows = (
        await attachInstUploads(trx, { instId, purpose: 'class-image', ids: [image.id], now: clock.now() })
      ).length;
      await held;
    });
    try {
      while (attachedRows === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const purging = purgeUnattachedUploads(ctx);
      // The job's DELETE waits for the attaching transaction's row lock…
      let blocked = false;
      for (let tries = 0; tries < 300 && !blocked; tries += 1) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        blocked = waiting.rows[0]?.n === 1;
        if (!blocked) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(blocked).toBe(true);
      release();
      await attaching;
      // …then re-checks the row it waited for, which is attached now.
      await purging;
      expect(await rowOf(image.id)).toMatchObject({ attached_at: expect.any(Date) });
      expect(objectExists(image)).toBe(true);
    } finally {
      release();
      clock.set('2026-11-22T09:00:00Z');
    }
  });
});
