import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/account-helpers';
import { imageUpload, TINY_JPEG, TINY_PNG } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { member, openAcademy, person } from './institute.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-logo-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const logoDir = path.join(dataDir, 'files', 'inst-logo');
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });

const TABLES = ['institutes', 'uploads', 'audit_log'] as const;

async function storedLogos(): Promise<string[]> {
  if (!existsSync(logoDir)) return [];
  return (await readdir(logoDir)).filter((name) => !name.endsWith('.meta.json')).sort();
}

const fileIdOf = (url: string) => url.replace('/api/files/', '');

describe('PUT /api/insts/:instId/logo', () => {
  it('lets the director upload the logo, shown on the detail, in my academies and in search', async () => {
    const { director, instId } = await openAcademy(app, db, { instNm: '로고수학학원' });
    const response = await director.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/logo`,
      ...imageUpload('한빛 로고.png'),
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      instId,
      logoFileNm: '한빛 로고.png',
      logoUrl: expect.stringMatching(/^\/api\/files\//),
    });
    const fileId = fileIdOf(detail.logoUrl);
    expect(await db.selectFrom('uploads').selectAll().where('id', '=', fileId).executeTakeFirst()).toMatchObject({
      owner_user_id: director.id,
      inst_id: instId,
      purpose: 'inst-logo',
      content_type: 'image/png',
      storage_key: `inst-logo/${fileId}.png`,
      attached_at: clock.now(),
    });
    expect(await readFile(path.join(logoDir, `${fileId}.png`))).toEqual(TINY_PNG);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'institute.logo')
      .execute();
    expect(audit).toEqual([{ action: 'institute.logo', after: { logoFileNm: '한빛 로고.png', logoUploadId: fileId } }]);

    expect((await director.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).json().logoUrl).toBe(
      detail.logoUrl,
    );
    const mine = (await director.session.inject({ method: 'GET', url: '/api/me/insts' })).json();
    expect(mine.insts.find((inst: { instId: string }) => inst.instId === instId).logoUrl).toBe(detail.logoUrl);
    const found = (
      await director.session.inject({ method: 'GET', url: `/api/insts/search?q=${encodeURIComponent('로고수학')}` })
    ).json();
    expect(found.items.map((item: { logoUrl: string | null }) => item.logoUrl)).toEqual([detail.logoUrl]);

    const served = await app.inject({ method: 'GET', url: detail.logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_PNG);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a manager holding 010 replace it, deleting the old logo’s row and object', async () => {
    const { director, instId } = await openAcademy(app, db);
    const first = fileIdOf(
      (
        await director.session.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('a.png') })
      ).json().logoUrl,
    );
    const manager = await member(app, db, instId, '030', '010#020');
    const replaced = await manager.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/logo`,
      ...imageUpload('b.jpg', TINY_JPEG, 'image/jpeg'),
    });
    expect(replaced.statusCode).toBe(200);
    const second = fileIdOf(replaced.json().logoUrl);
    expect(await db.selectFrom('uploads').select('id').where('inst_id', '=', instId).execute()).toEqual([
      { id: second },
    ]);
    expect(existsSync(path.join(logoDir, `${first}.png`))).toBe(false);
    expect(existsSync(path.join(logoDir, `${second}.jpg`))).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/files/${first}` })).statusCode).toBe(404);
  });

  it('refuses a manager without 010 (403), another academy’s director (404) and a visitor (401), storing nothing', async () => {
    const { instId } = await openAcademy(app, db);
    const manager = await member(app, db, instId, '030', '020#031');
    const outsider = await openAcademy(app, db, { instNm: '다른학원' });
    const before = await snapshot(db, TABLES);
    const logosBefore = await storedLogos();

    const forbidden = await manager.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/logo`,
      ...imageUpload('a.png'),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const elsewhere = await outsider.director.session.inject({
      method: 'PUT',
      url: `/api/insts/${instId}/logo`,
      ...imageUpload('a.png'),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      code: 'NOT_FOUND',
      message: '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.',
    });
    const visitor = await app.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('a.png') });
    expect(visitor.statusCode).toBe(401);
    const removal = await manager.session.inject({ method: 'DELETE', url: `/api/insts/${instId}/logo` });
    expect(removal.statusCode).toBe(403);

    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(await storedLogos()).toEqual(logosBefore);
  });

  it('refuses files that are not images, with their Korean messages, and changes nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const before = await snapshot(db, TABLES);
    const logosBefore = await storedLogos();
    const put = (body: ReturnType<typeof imageUpload>) =>
      director.session.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...body });
    expect(
      (await put(imageUpload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).json().code,
    ).toBe('IMAGE_FILE_TYPE');
    expect((await put(imageUpload('logo.png', Buffer.from('<html><script>alert(1)</script>')))).json().code).toBe(
      'IMAGE_FILE_CONTENT',
    );
    expect((await put(imageUpload('logo.png', Buffer.alloc(0)))).json().code).toBe('FILE_EMPTY');
    expect((await put(imageUpload('logo.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1)))).statusCode).toBe(413);
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(await storedLogos()).toEqual(logosBefore);
  });
});

describe('removing the logo', () => {
  it('DELETE /api/insts/:instId/logo and clearing the name on instEditInfoN both delete the file', async () => {
    const { director, instId } = await openAcademy(app, db);
    const upload = () =>
      director.session
        .inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('a.png') })
        .then((response) => fileIdOf(response.json().logoUrl));

    const first = await upload();
    const removed = await director.session.inject({ method: 'DELETE', url: `/api/insts/${instId}/logo` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ logoFileNm: null, logoUrl: null });
    expect(await db.selectFrom('uploads').select('id').where('id', '=', first).execute()).toEqual([]);
    expect(existsSync(path.join(logoDir, `${first}.png`))).toBe(false);

    const second = await upload();
    const cleared = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}`,
      payload: { logoFileNm: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ logoFileNm: null, logoUrl: null });
    expect(await db.selectFrom('uploads').select('id').where('id', '=', second).execute()).toEqual([]);
    expect(existsSync(path.join(logoDir, `${second}.png`))).toBe(false);
  });

  it('keeps the logo when other details change', async () => {
    const { director, instId } = await openAcademy(app, db);
    const logo = (
      await director.session.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('a.png') })
    ).json().logoUrl;
    const edited = await director.session.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}`,
      payload: { instNm: '새이름학원' },
    });
    expect(edited.json()).toMatchObject({ instNm: '새이름학원', logoUrl: logo, logoFileNm: 'a.png' });
  });
});

describe('a member who is not staff', () => {
  it('sees the logo on the detail but cannot change it', async () => {
    const { director, instId } = await openAcademy(app, db);
    const logo = (
      await director.session.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('a.png') })
    ).json().logoUrl;
    const parent = await member(app, db, instId, null);
    expect((await parent.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).json().logoUrl).toBe(logo);
    expect(
      (await parent.session.inject({ method: 'PUT', url: `/api/insts/${instId}/logo`, ...imageUpload('b.png') }))
        .statusCode,
    ).toBe(403);
    const stranger = await person(app, db);
    expect((await stranger.session.inject({ method: 'GET', url: `/api/insts/${instId}` })).statusCode).toBe(404);
  });
});
