import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createLocalStorage } from '../../platform/adapters/storage/local';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { purgeUnattachedUploads, UNATTACHED_UPLOAD_GRACE_MS } from '../../platform/files/uploads';
import {
  type Caller,
  callerFor,
  classBody,
  createClassAs,
  multipartFile,
  PNG_BYTES,
  tempDataDir,
} from './classes.test-helpers';

/**
 * Class images go through the one upload pipeline: an `uploads` row for each stored image, the
 * same content check as every other upload, and the clean-up job for images no class uses.
 */

const { db } = await createTestDatabase();
const START = '2026-11-22T03:00:00Z';
const clock = fixedClock(START);
const dataDir = tempDataDir();
const filesDir = path.join(dataDir, 'files');
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const jobCtx = { db, clock, adapters: { storage: createLocalStorage(filesDir) } } as unknown as AppContext;

let director: Caller;
let parent: Caller;

beforeAll(async () => {
  director = await callerFor(app, db, world.users.director, clock.now());
  parent = await callerFor(app, db, world.users.parent, clock.now());
});

async function upload(caller: Caller, name = '칠판.png', content = PNG_BYTES, inst = instId) {
  return caller.inject({ method: 'POST', url: `/api/insts/${inst}/class-images`, ...multipartFile(name, content) });
}

async function uploaded(): Promise<string> {
  const response = await upload(director);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fileNm;
}

const rowOf = (fileNm: string) =>
  db.selectFrom('uploads').selectAll().where('id', '=', fileNm.slice(0, 36)).executeTakeFirst();
const objectOf = (fileNm: string) => path.join(filesDir, 'class-image', fileNm);
const imageStatus = async (fileNm: string) =>
  (await parent.inject({ method: 'GET', url: `/api/files/${instId}/class-images/${fileNm}` })).statusCode;

async function afterGracePeriod(run: () => Promise<void>) {
  clock.advance(UNATTACHED_UPLOAD_GRACE_MS + 60_000);
  try {
    await run();
  } finally {
    clock.set(START);
  }
}

async function editImages(classId: string, uploadImages: string[]) {
  const response = await director.inject({
    method: 'PATCH',
    url: `/api/insts/${instId}/classes/${classId}`,
    payload: { ...classBody(null, { uploadImages }), teacherIds: [world.users.teacher] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an uploaded class image', () => {
  it('is recorded as the academy’s class image, not attached until a class uses it', async () => {
    const fileNm = await uploaded();
    expect(await rowOf(fileNm)).toMatchObject({
      purpose: 'class-image',
      inst_id: instId,
      owner_user_id: world.users.director,
      original_nm: '칠판.png',
      content_type: 'image/png',
      size_bytes: PNG_BYTES.length,
      storage_key: `class-image/${fileNm}`,
      attached_at: null,
    });
    expect(existsSync(objectOf(fileNm))).toBe(true);
    expect(await imageStatus(fileNm)).toBe(200);
  });

  it('used by no class is removed by the clean-up job; one a class uses is kept', async () => {
    const used = await uploaded();
    const unused = await uploaded();
    await createClassAs(director, instId, classBody(world.users.teacher, { uploadImages: [used] }));
    expect((await rowOf(used))?.attached_at).toEqual(clock.now());
    expect((await rowOf(unused))?.attached_at).toBeNull();

    await afterGracePeriod(async () => {
      const { deleted } = await purgeUnattachedUploads(jobCtx);
      expect(deleted).toBeGreaterThanOrEqual(1);
    });
    expect(await rowOf(unused)).toBeUndefined();
    expect(existsSync(objectOf(unused))).toBe(false);
    expect(await imageStatus(unused)).toBe(404);
    expect(await rowOf(used)).toBeDefined();
    expect(existsSync(objectOf(used))).toBe(true);
    expect(await imageStatus(used)).toBe(200);
  });

  it('dropped by an edit is removed, unless another class still uses it', async () => {
    const onlyHere = await uploaded();
    const shared = await uploaded();
    const kept = await uploaded();
    const first = await createClassAs(
      director,
      instId,
      classBody(world.users.teacher, { uploadImages: [onlyHere, shared, kept] }),
    );
    await createClassAs(director, instId, classBody(world.users.teacher, { uploadImages: [shared] }));

    await editImages(first, [kept]);
    expect((await rowOf(onlyHere))?.attached_at).toBeNull();
    expect((await rowOf(shared))?.attached_at).not.toBeNull();
    expect((await rowOf(kept))?.attached_at).not.toBeNull();

    await afterGracePeriod(async () => {
      await purgeUnattachedUploads(jobCtx);
    });
    expect(await rowOf(onlyHere)).toBeUndefined();
    expect(existsSync(objectOf(onlyHere))).toBe(false);
    expect(await imageStatus(shared)).toBe(200);
    expect(await imageStatus(kept)).toBe(200);
  });

  it('chosen again by an edit before the job runs is attached again and kept', async () => {
    const image = await uploaded();
    const classId = await createClassAs(director, instId, classBody(world.users.teacher, { uploadImages: [image] }));
    await editImages(classId, []);
    expect((await rowOf(image))?.attached_at).toBeNull();
    await editImages(classId, [image]);
    await afterGracePeriod(async () => {
      await purgeUnattachedUploads(jobCtx);
    });
    expect(await imageStatus(image)).toBe(200);
  });
});

describe('a class saved with an image', () => {
  it('refuses a name that is not one of this academy’s images, and writes nothing', async () => {
    const outsider = await callerFor(app, db, world.users.other, clock.now());
    const theirs = await upload(outsider, '남의.png', PNG_BYTES, world.otherInstId);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirName: string = theirs.json().fileNm;
    const mine = await uploaded();
    const classesBefore = await db.selectFrom('classes').select('id').execute();

    const cases: [string[], string][] = [
      [[mine, theirName], 'uploadImages.1'],
      [[`${mine.slice(0, 36)}.jpg`], 'uploadImages.0'],
      [[`${'-'.repeat(36)}.png`], 'uploadImages.0'],
    ];
    for (const [uploadImages, field] of cases) {
      const response = await director.inject({
        method: 'POST',
        url: `/api/insts/${instId}/classes`,
        payload: classBody(world.users.teacher, { uploadImages }),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CLASS_IMAGE_NOT_FOUND',
        fields: { [field]: '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.' },
      });
    }
    expect(await db.selectFrom('classes').select('id').execute()).toEqual(classesBefore);
    // The refused saves attached nothing.
    expect((await rowOf(mine))?.attached_at).toBeNull();
    expect((await rowOf(theirName))?.attached_at).toBeNull();
  });
});

describe('a spoofed image', () => {
  it('is refused by the same content check as photos and logos, storing nothing', async () => {
    const before = await db.selectFrom('uploads').select('id').execute();
    const response = await upload(director, '몰래.png', Buffer.from('<script>alert(1)</script>'));
    expect([response.statusCode, response.json().code]).toEqual([415, 'CLASS_IMAGE_TYPE']);
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual(before);
  });
});
