import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allConsents,
  cookiesOf,
  createTestUser,
  loginAs,
  snapshot,
  TEST_PASSWORD,
  type TestSession,
  testAddress,
  uniqueLoginId,
  verifyIdentity,
} from '../../../test/account-helpers';
import { imageUpload, multipart, TINY_JPEG, TINY_PNG } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createLocalStorage } from '../../platform/adapters/storage/local';
import { startS3Fake } from '../../platform/adapters/storage/s3.fake';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { purgeUnattachedUploads } from '../../platform/files/uploads';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-profile-image-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = path.join(dataDir, 'files');
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });

const TABLES = ['users', 'uploads', 'audit_log'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function member(): Promise<TestSession> {
  const user = await createTestUser(db);
  return loginAs(app, user);
}

/** Every stored object under DATA_DIR/files/profile (without the content-type side files). */
async function storedProfileFiles(): Promise<string[]> {
  const folder = path.join(filesDir, 'profile');
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((name) => !name.endsWith('.meta.json')).sort();
}

async function putPhoto(session: TestSession, body = imageUpload('내 사진.png')) {
  return session.inject({ method: 'PUT', url: '/api/account/profile-image', ...body });
}

/** The file id in a photo's signed link (`/api/files/<id>?exp=…&sig=…`). */
const fileIdOf = (url: string) => url.replace('/api/files/', '').split('?')[0] as string;

describe('PUT /api/account/profile-image', () => {
  it('stores a PNG, shows it in the profile and /api/auth/me, and serves it to whoever holds its signed link', async () => {
    const session = await member();
    const response = await putPhoto(session);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.profileImageUrl).toMatch(/^\/api\/files\//);
    expect(profile.profileFileNm).toBe('default01.png');
    const fileId = fileIdOf(profile.profileImageUrl);
    expect(fileId).toMatch(UUID);

    const row = await db.selectFrom('uploads').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_user_id: session.userId,
      inst_id: null,
      purpose: 'profile',
      original_nm: '내 사진.png',
      content_type: 'image/png',
      size_bytes: TINY_PNG.length,
      storage_key: `profile/${fileId}.png`,
      signup_trans_id: null,
      attached_at: clock.now(),
    });
    expect(await readFile(path.join(filesDir, 'profile', `${fileId}.png`))).toEqual(TINY_PNG);
    const user = await db
      .selectFrom('users')
      .select('profile_upload_id')
      .where('id', '=', session.userId)
      .executeTakeFirst();
    expect(user?.profile_upload_id).toBe(fileId);

    const me = await session.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.profileImageUrl).toBe(profile.profileImageUrl);

    // No session needed: whoever holds the signed link the server gave sees the photo.
    const served = await app.inject({ method: 'GET', url: profile.profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_PNG);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(TINY_PNG.length));
    expect(served.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes a JPEG as image/jpeg, whatever the browser claimed', async () => {
    const session = await member();
    const response = await putPhoto(session, imageUpload('photo.JPEG', TINY_JPEG, 'application/octet-stream'));
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: response.json().profileImageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses each bad upload with its Korean message and changes nothing', async () => {
    const session = await member();
    const before = await snapshot(db, TABLES);
    const filesBefore = await storedProfileFiles();
    const tooBig = Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const cases = [
      {
        body: imageUpload('photo.gif', TINY_PNG, 'image/gif'),
        status: 415,
        code: 'IMAGE_FILE_TYPE',
        message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
      },
      {
        body: imageUpload('photo.exe', TINY_PNG),
        status: 415,
        code: 'IMAGE_FILE_TYPE',
        message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
      },
      {
        body: imageUpload('photo.png', Buffer.from('this is only text, not a picture'), 'image/png'),
        status: 415,
        code: 'IMAGE_FILE_CONTENT',
        message: '파일 내용이 이미지가 아니거나 확장자와 맞지 않습니다. 사진 파일을 다시 선택해 주세요.',
      },
      {
        body: imageUpload('photo.jpg', TINY_PNG, 'image/jpeg'),
        status: 415,
        code: 'IMAGE_FILE_CONTENT',
        message: '파일 내용이 이미지가 아니거나 확장자와 맞지 않습니다. 사진 파일을 다시 선택해 주세요.',
      },
      {
        body: imageUpload('big.png', tooBig),
        status: 413,
        code: 'IMAGE_FILE_TOO_LARGE',
        message: '이미지가 너무 큽니다. 10MB 이하의 이미지를 올려 주세요.',
      },
      {
        body: imageUpload('empty.png', Buffer.alloc(0)),
        status: 400,
        code: 'FILE_EMPTY',
        message: '내용이 없는 빈 파일입니다. 다른 파일을 선택해 주세요.',
      },
      { body: multipart(), status: 400, code: 'FILE_REQUIRED', message: '올릴 파일을 선택해 주세요.' },
      {
        body: { payload: { file: 'x' }, headers: {} },
        status: 400,
        code: 'FILE_REQUIRED',
        message: '올릴 파일을 선택해 주세요.',
      },
    ];
    for (const refused of cases) {
      const response = await putPhoto(session, refused.body as ReturnType<typeof multipart>);
      expect([refused.code, response.statusCode]).toEqual([refused.code, refused.status]);
      expect(response.json()).toEqual({ code: refused.code, message: refused.message });
    }
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(await storedProfileFiles()).toEqual(filesBefore);
  });

  it('answers 401 to a visitor, storing nothing', async () => {
    const before = await snapshot(db, TABLES);
    const filesBefore = await storedProfileFiles();
    const response = await app.inject({ method: 'PUT', url: '/api/account/profile-image', ...imageUpload('a.png') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(await storedProfileFiles()).toEqual(filesBefore);
  });

  it('deletes the replaced photo, row and object, so no orphan is left', async () => {
    const session = await member();
    const firstUrl = (await putPhoto(session, imageUpload('first.png'))).json().profileImageUrl;
    const secondUrl = (await putPhoto(session, imageUpload('second.jpg', TINY_JPEG, 'image/jpeg'))).json()
      .profileImageUrl;
    const [first, second] = [fileIdOf(firstUrl), fileIdOf(secondUrl)];
    expect(second).not.toBe(first);
    expect(await db.selectFrom('uploads').select('id').where('owner_user_id', '=', session.userId).execute()).toEqual([
      { id: second },
    ]);
    expect(existsSync(path.join(filesDir, 'profile', `${first}.png`))).toBe(false);
    expect(existsSync(path.join(filesDir, 'profile', `${second}.jpg`))).toBe(true);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });
});

describe('back to a stock picture', () => {
  it('choosing a preset on ProfileEditPage deletes the photo; editing only the nickname keeps it', async () => {
    const session = await member();
    const photoUrl = (await putPhoto(session)).json().profileImageUrl;
    const fileId = fileIdOf(photoUrl);

    const nickname = await session.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { userNickNm: '새별명' },
    });
    expect(nickname.statusCode).toBe(200);
    expect(nickname.json().profileImageUrl).toBe(photoUrl);

    const preset = await session.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { userNickNm: '새별명', profileFileNm: 'default03.png' },
    });
    expect(preset.statusCode).toBe(200);
    expect(preset.json()).toMatchObject({ profileFileNm: 'default03.png', profileImageUrl: null });
    expect(await db.selectFrom('uploads').select('id').where('id', '=', fileId).execute()).toEqual([]);
    expect(existsSync(path.join(filesDir, 'profile', `${fileId}.png`))).toBe(false);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('DELETE /api/account/profile-image removes the photo and keeps the preset', async () => {
    const session = await member();
    const fileId = fileIdOf((await putPhoto(session)).json().profileImageUrl);
    const removed = await session.inject({ method: 'DELETE', url: '/api/account/profile-image' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ profileFileNm: 'default01.png', profileImageUrl: null });
    expect(await db.selectFrom('uploads').select('id').where('id', '=', fileId).execute()).toEqual([]);
    expect(existsSync(path.join(filesDir, 'profile', `${fileId}.png`))).toBe(false);
    // Nothing to remove is not an error.
    expect((await session.inject({ method: 'DELETE', url: '/api/account/profile-image' })).statusCode).toBe(200);
  });
});

describe('withdrawal', () => {
  it('deletes the member’s photo, row and object', async () => {
    const session = await member();
    const fileId = fileIdOf((await putPhoto(session)).json().profileImageUrl);
    const response = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'Opinion', pw: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', fileId).execute()).toEqual([]);
    expect(existsSync(path.join(filesDir, 'profile', `${fileId}.png`))).toBe(false);
    const user = await db
      .selectFrom('users')
      .select(['status', 'profile_upload_id'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    expect(user).toEqual({ status: 'withdrawn', profile_upload_id: null });
  });
});

describe('the sign-up photo', () => {
  const signupBody = (transId: string, extra: Record<string, unknown> = {}) => {
    const loginId = uniqueLoginId('photo');
    return {
      loginId,
      payload: {
        consents: allConsents,
        transId,
        userInputId: loginId,
        pw: TEST_PASSWORD,
        pw_confirm: TEST_PASSWORD,
        ...extra,
      },
    };
  };
  const uploadForSignup = (transId: string, body = imageUpload('selfie.png')) =>
    app.inject({
      method: 'POST',
      url: `/api/account/signup/profile-image?transId=${transId}`,
      remoteAddress: testAddress(),
      ...body,
    });

  it('is uploaded against the verification, hidden until the sign-up claims it, then the new member’s', async () => {
    const transId = await verifyIdentity(app, db, 'signup');
    const replacedUpload = await uploadForSignup(transId, imageUpload('first.png'));
    expect(replacedUpload.statusCode, replacedUpload.body).toBe(200);
    const uploaded = await uploadForSignup(transId);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual({
      fileId: expect.stringMatching(UUID),
      contentType: 'image/png',
      size: TINY_PNG.length,
    });
    const { fileId } = uploaded.json();
    // A newer photo for the same sign-up replaces the earlier one at once.
    const earlier = replacedUpload.json().fileId;
    expect(await db.selectFrom('uploads').select('id').where('id', '=', earlier).execute()).toEqual([]);
    expect(existsSync(path.join(filesDir, 'profile', `${earlier}.png`))).toBe(false);
    // Not served while nobody owns it, and not attached: the clean-up job would remove it.
    expect((await app.inject({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(404);
    const waiting = await db.selectFrom('uploads').select('attached_at').where('id', '=', fileId).executeTakeFirst();
    expect(waiting).toEqual({ attached_at: null });

    const { payload } = signupBody(transId, { profileImageId: fileId });
    const joined = await app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload,
      remoteAddress: testAddress(),
    });
    expect(joined.statusCode).toBe(200);
    const userId = joined.json().userId;
    expect(
      await db
        .selectFrom('uploads')
        .select(['owner_user_id', 'signup_trans_id', 'attached_at'])
        .where('id', '=', fileId)
        .executeTakeFirst(),
    ).toEqual({ owner_user_id: userId, signup_trans_id: null, attached_at: clock.now() });
    const user = await db.selectFrom('users').select('profile_upload_id').where('id', '=', userId).executeTakeFirst();
    expect(user?.profile_upload_id).toBe(fileId);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: cookiesOf(joined) });
    const photoUrl = me.json().user.profileImageUrl;
    expect(fileIdOf(photoUrl)).toBe(fileId);
    expect((await app.inject({ method: 'GET', url: photoUrl })).rawPayload).toEqual(TINY_PNG);
  });

  it('refuses a photo uploaded for another sign-up, creating no account and leaving the verification usable', async () => {
    const mine = await verifyIdentity(app, db, 'signup');
    const theirs = await verifyIdentity(app, db, 'signup');
    const { fileId } = (await uploadForSignup(theirs)).json();
    const before = await snapshot(db, ['users', 'uploads', 'user_consents', 'identity_verifications']);
    const { payload } = signupBody(mine, { profileImageId: fileId });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload,
      remoteAddress: testAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'PROFILE_IMAGE_NOT_FOUND',
      message: '올린 프로필 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
      fields: { profileImageId: '올린 프로필 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.' },
    });
    expect(await snapshot(db, ['users', 'uploads', 'user_consents', 'identity_verifications'])).toEqual(before);
  });

  it('needs a completed, unused sign-up verification', async () => {
    const before = await snapshot(db, ['uploads']);
    const unknown = await uploadForSignup('0196f7c2-8a4b-7c3d-9e5f-0123456789ab');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'VERIFICATION_NOT_FOUND']);
    const other = await uploadForSignup(await verifyIdentity(app, db, 'find-id'));
    expect([other.statusCode, other.json().code]).toEqual([400, 'VERIFICATION_PURPOSE_MISMATCH']);
    const used = await verifyIdentity(app, db, 'signup');
    const joined = await app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: signupBody(used).payload,
      remoteAddress: testAddress(),
    });
    expect(joined.statusCode).toBe(200);
    const late = await uploadForSignup(used);
    expect([late.statusCode, late.json().code]).toEqual([409, 'VERIFICATION_ALREADY_USED']);
    expect(await snapshot(db, ['uploads'])).toEqual(before);
  });

  it('is deleted by the clean-up job when its sign-up never comes', async () => {
    const transId = await verifyIdentity(app, db, 'signup');
    const { fileId } = (await uploadForSignup(transId)).json();
    const ctx = { db, clock, adapters: { storage: createLocalStorage(filesDir) } } as unknown as AppContext;
    expect(await purgeUnattachedUploads(ctx)).toEqual({ deleted: 0 });
    const waiting = await db.selectFrom('uploads').select('id').where('owner_user_id', 'is', null).execute();
    expect(waiting.map((row) => row.id)).toContain(fileId);
    clock.advance(25 * 60 * 60 * 1000);
    try {
      expect(await purgeUnattachedUploads(ctx)).toEqual({ deleted: waiting.length });
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
    expect(await db.selectFrom('uploads').select('id').where('owner_user_id', 'is', null).execute()).toEqual([]);
    expect(existsSync(path.join(filesDir, 'profile', `${fileId}.png`))).toBe(false);
  });
});

describe('with FILE_STORAGE=s3', () => {
  it('keeps the photo in the bucket and deletes the replaced object there', async () => {
    const fake = await startS3Fake();
    afterAll(() => fake.close());
    const s3App = await createTestApp(db, {
      clock,
      env: {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: fake.url,
        S3_BUCKET: fake.bucket,
        S3_REGION: fake.region,
        S3_ACCESS_KEY_ID: fake.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    const user = await createTestUser(db);
    const session = await loginAs(s3App, user);
    const first = fileIdOf((await putPhoto(session)).json().profileImageUrl);
    expect([...fake.objects.keys()]).toEqual([`profile/${first}.png`]);
    const secondUrl = (await putPhoto(session, imageUpload('b.jpg', TINY_JPEG))).json().profileImageUrl;
    const second = fileIdOf(secondUrl);
    expect([...fake.objects.keys()]).toEqual([`profile/${second}.jpg`]);
    const served = await s3App.inject({ method: 'GET', url: secondUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_JPEG);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});
