import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ACADEMY_EXPORT_AREAS,
  ACADEMY_EXPORT_FORMAT_VERSION,
  type AcademyExportAreaKey,
} from '@academy/domain/academy-export/academy-export.rules';
import type { StartAcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createLocalStorage } from '../../platform/adapters/storage/local';
import type { FileStorage } from '../../platform/adapters/storage/storage';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import { cleanUpAcademyExports } from './academy-export.cleanup';
import { exportStorageKey } from './academy-export.run';
import { STALE_EXPORT_MS } from './academy-export.service';
import { type Auth, exportTrail, insertExport, signedIn, waitForExport } from './academy-export.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-export-routes-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = path.join(dataDir, 'files');
const storage = createLocalStorage(filesDir);
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
// The demo data: 한빛수학학원 (the director's) and 새솔영어학원, plus a third academy of another director.
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const director = await signedIn(db, world.users.director, clock.now());
const base = `/api/insts/${instId}/exports`;

const HOUR_MS = 60 * 60 * 1000;

// ── rows the demo data has none of, so every area of the academy holds something ──────────────────

async function firstOf(table: 'students' | 'classes', otherThan?: string): Promise<string> {
  let query = db.selectFrom(table).select('id').where('inst_id', '=', instId).orderBy('id');
  if (otherThan) query = query.where('id', '<>', otherThan);
  return (await query.executeTakeFirstOrThrow()).id;
}

const INVITE_CODE = 'EXPORTCODE1';
const DEVICE_TOKEN_HASH = 'device-token-hash-that-must-stay-inside';
{
  const studentId = await firstOf('students');
  const fromClassId = await firstOf('classes');
  const toClassId = await firstOf('classes', fromClassId);
  const now = clock.now();
  const inviteId = newId();
  await db
    .insertInto('invites')
    .values({
      inst_id: instId,
      id: inviteId,
      code: INVITE_CODE,
      purpose: 'staff',
      relation_cd: '050',
      target_nm: '초대강사',
      target_mobile_no: '01077778888',
      created_by: world.users.director,
      created_at: now,
      expires_at: new Date(now.getTime() + 72 * HOUR_MS),
    })
    .execute();
  await db
    .insertInto('class_pending_teachers')
    .values({ inst_id: instId, class_id: fromClassId, invite_id: inviteId, teacher_nm: '초대강사' })
    .execute();
  await db
    .insertInto('class_moves')
    .values({
      inst_id: instId,
      id: newId(),
      student_id: studentId,
      from_class_id: fromClassId,
      to_class_id: toClassId,
      move_date: '2026-11-20',
      moved_by: world.users.director,
    })
    .execute();
  await db
    .insertInto('desk_devices')
    .values({
      inst_id: instId,
      id: newId(),
      token_hash: DEVICE_TOKEN_HASH,
      unlocked_by: world.users.director,
      expires_at: new Date(now.getTime() + 12 * HOUR_MS),
    })
    .execute();
  const visitId = newId();
  await db
    .insertInto('desk_visits')
    .values({
      inst_id: instId,
      id: visitId,
      student_id: studentId,
      business_date: '2026-11-21',
      check_in_at: '2026-11-21T07:00:00Z',
    })
    .execute();
  await db
    .insertInto('desk_breaks')
    .values({ inst_id: instId, id: newId(), visit_id: visitId, out_at: '2026-11-21T08:00:00Z' })
    .execute();
  await db
    .insertInto('uploads')
    .values({
      id: newId(),
      owner_user_id: world.users.director,
      inst_id: instId,
      purpose: 'inst-logo',
      original_nm: '한빛로고.png',
      content_type: 'image/png',
      size_bytes: 1234,
      storage_key: `inst-logo/${newId()}.png`,
      created_at: now,
      attached_at: now,
    })
    .execute();
}

/** Per area, the academy's rows counted straight from its table (after the first export): what it must hold. */
const AREA_ROWS: Record<AcademyExportAreaKey, RawBuilder<{ count: number }>> = (() => {
  const count = (table: string, where: RawBuilder<unknown> = sql`true`) =>
    sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.table(table)} where inst_id = ${instId} and ${where}`;
  return {
    institute: sql<{ count: number }>`select count(*)::int as count from institutes where id = ${instId}`,
    staff: count('memberships', sql`relation_cd in ('020', '030', '050')`),
    familyMembers: count('memberships', sql`(relation_cd is null or relation_cd = '010')`),
    students: count('students'),
    guardians: count('student_guardians'),
    studentStatusChanges: count('student_status_changes'),
    studentMemos: count('student_memos'),
    tuitions: count('tuitions'),
    classes: count('classes'),
    classLectures: count('class_lectures'),
    classTeachers: count('class_teachers'),
    classPendingTeachers: count('class_pending_teachers'),
    enrolments: count('class_students'),
    classMoves: count('class_moves'),
    classSessions: count('class_sessions'),
    makeupStudents: count('class_session_students'),
    attendance: count('attendance'),
    deskVisits: count('desk_visits'),
    deskBreaks: count('desk_breaks'),
    deskDevices: count('desk_devices'),
    invites: count('invites'),
    joinRequests: count('join_requests'),
    // Written after the export's snapshot: its own notice and the download's audit row.
    notifications: count('notifications', sql`type <> 'academy-export-ready'`),
    files: count('uploads'),
    auditLog: count('audit_log', sql`action <> 'academy-export.download'`),
  };
})();

/** Ids of every row other academies own, in every table keyed by academy. */
async function otherAcademiesIds(): Promise<string[]> {
  const tables = [
    'students',
    'student_guardians',
    'student_status_changes',
    'student_memos',
    'tuitions',
    'classes',
    'class_lectures',
    'class_students',
    'class_moves',
    'class_sessions',
    'attendance',
    'desk_visits',
    'desk_breaks',
    'desk_devices',
    'invites',
    'join_requests',
    'notifications',
    'uploads',
    'audit_log',
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ id: string }>`
      select id::text from ${sql.table(table)} where inst_id is not null and inst_id <> ${instId}`.execute(db);
    ids.push(...rows.map((row) => row.id));
  }
  const others = await db.selectFrom('institutes').select('id').where('id', '<>', instId).execute();
  return [...ids, ...others.map((row) => row.id)];
}

/** Values that must never leave the database: password hashes, sessions, codes, tokens, sealed identities. */
async function secrets(): Promise<string[]> {
  const users = await db
    .selectFrom('users')
    .select(['password_hash', 'ci_enc', 'di_enc', 'di_index', 'parent_ci_enc'])
    .execute();
  const sessions = await db.selectFrom('sessions').select(['token_hash', 'csrf_token']).execute();
  const invites = await db.selectFrom('invites').select('code').where('inst_id', '=', instId).execute();
  const devices = await db.selectFrom('desk_devices').select('token_hash').where('inst_id', '=', instId).execute();
  return [
    ...users.flatMap((user) => [user.password_hash, user.ci_enc, user.di_enc, user.di_index, user.parent_ci_enc]),
    ...sessions.flatMap((session) => [session.token_hash, session.csrf_token]),
    ...invites.map((invite) => invite.code),
    ...devices.map((device) => device.token_hash),
    (director.cookies as Record<string, string>)[SESSION_COOKIE],
  ].filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

type ExportJson = {
  format: string;
  version: number;
  exportedAt: string;
  instId: string;
  instNm: string;
  areas: Record<string, { sheet: string; columns: { key: string; header: string }[]; rows: Record<string, unknown>[] }>;
};

async function startAndFinish(auth: Auth = director): Promise<StartAcademyExportResponse & { status: string }> {
  const started = await app.inject({ method: 'POST', url: base, ...auth });
  expect(started.statusCode).toBe(200);
  const body = started.json<StartAcademyExportResponse>();
  const finished = await waitForExport(app, auth, instId, body.exportId);
  return { ...body, status: finished.status };
}

async function download(exportId: string, auth: Auth = director) {
  return app.inject({ method: 'GET', url: `${base}/${exportId}/download`, ...auth });
}

async function sheetText(sheet: ExcelJS.Worksheet): Promise<string> {
  const lines: string[] = [];
  sheet.eachRow((row) => {
    lines.push(
      (row.values as unknown[]).map((value) => (value === null || value === undefined ? '' : String(value))).join('\t'),
    );
  });
  return lines.join('\n');
}

describe('exporting the whole academy', () => {
  it('puts every area of the academy in academy.xlsx and academy.json, and nothing of another academy or any secret', async () => {
    const started = await app.inject({ method: 'POST', url: base, ...director });
    expect(started.statusCode).toBe(200);
    const start = started.json<StartAcademyExportResponse>();
    expect(start).toMatchObject({ started: true, status: 'running', done: 0, fileName: null });

    const finished = await waitForExport(app, director, instId, start.exportId);
    expect(finished).toMatchObject({ status: 'ready', fileName: '한빛수학학원_학원데이터_20261122.zip' });
    expect(finished.total).toBeGreaterThan(100);
    expect(finished.done).toBe(finished.total);
    expect(finished.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString());

    const latest = await app.inject({ method: 'GET', url: `${base}/latest`, ...director });
    expect(latest.json()).toEqual({ latest: finished });

    const response = await download(start.exportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('한빛수학학원_학원데이터_20261122.zip')}`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['academy.json', 'academy.xlsx']);

    // academy.json: the format, then every area with exactly the academy's rows of its table.
    const jsonText = await zip.file('academy.json')?.async('string');
    const archive = JSON.parse(jsonText ?? '') as ExportJson;
    expect(archive).toMatchObject({
      format: 'academy-export',
      version: ACADEMY_EXPORT_FORMAT_VERSION,
      instId,
      instNm: '한빛수학학원',
    });
    expect(Object.keys(archive.areas)).toEqual(ACADEMY_EXPORT_AREAS.map((area) => area.key));
    let rowsInAll = 0;
    for (const area of ACADEMY_EXPORT_AREAS) {
      const expected = (await AREA_ROWS[area.key].execute(db)).rows[0]?.count;
      const rows = archive.areas[area.key]?.rows ?? [];
      expect(rows.length, area.key).toBe(expected);
      expect(rows.length, `${area.key} has rows`).toBeGreaterThan(0);
      expect(archive.areas[area.key]?.sheet).toBe(area.sheet);
      rowsInAll += rows.length;
    }
    expect(finished.total).toBe(rowsInAll);
    const students = archive.areas.students?.rows ?? [];
    expect(students.map((row) => row.studentNm)).toEqual(expect.arrayContaining(['최민준', '김도윤']));
    expect(students.find((row) => row.studentNm === '최민준')).toMatchObject({
      studentId: expect.any(String),
      status: 'enrolled',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((archive.areas.classes?.rows ?? []).map((row) => row.classNm)).toEqual(
      expect.arrayContaining(['중3 수학 심화반', '초등 사고력 수학']),
    );

    // academy.xlsx: one sheet per area, Korean headers and labels, the same rows.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('academy.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(ACADEMY_EXPORT_AREAS.map((area) => area.sheet));
    for (const area of ACADEMY_EXPORT_AREAS) {
      const sheet = workbook.getWorksheet(area.sheet);
      expect(sheet?.actualRowCount, area.sheet).toBe((archive.areas[area.key]?.rows.length ?? 0) + 1);
    }
    const studentSheet = workbook.getWorksheet('원생') as ExcelJS.Worksheet;
    const headers = (studentSheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['이름', '생년월일', '휴대폰 번호', '상태 (오늘)', '출결 번호']));
    expect(headers.join(' ')).not.toMatch(/[a-z]{3,}/);
    const studentText = await sheetText(studentSheet);
    expect(studentText).toContain('최민준');
    expect(studentText).toContain('재원');
    expect(studentText).not.toContain('enrolled');
    expect(studentText).toMatch(/010-\d{4}-\d{4}/);
    expect(await sheetText(workbook.getWorksheet('반') as ExcelJS.Worksheet)).toContain('중3 수학 심화반');
    expect(await sheetText(workbook.getWorksheet('출결') as ExcelJS.Worksheet)).toMatch(/출석|지각|결석/);

    // Nothing of another academy: none of its rows' ids, none of its own students or classes.
    const workbookText = (await Promise.all(workbook.worksheets.map(sheetText))).join('\n');
    const foreignIds = await otherAcademiesIds();
    expect(foreignIds.length).toBeGreaterThan(50);
    for (const id of foreignIds) {
      expect(jsonText, id).not.toContain(id);
      expect(workbookText, id).not.toContain(id);
    }
    for (const name of ['새솔영어학원', '배수아', '홍지민', '남도현', '다른학원']) {
      expect(jsonText).not.toContain(name);
      expect(workbookText).not.toContain(name);
    }

    // No secrets: no password hash, session, invitation code, device token or sealed CI/DI.
    const hidden = await secrets();
    expect(hidden).toEqual(expect.arrayContaining([INVITE_CODE, DEVICE_TOKEN_HASH]));
    for (const value of hidden) {
      expect(jsonText).not.toContain(value);
      expect(workbookText).not.toContain(value);
    }
    expect(jsonText).not.toMatch(/password|token|"code"|ci_enc|di_enc|scrypt/i);

    // Both steps audited; the director told in the bell.
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target'])
      .where('target', '=', `academy-export:${start.exportId}`)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['academy-export.start', world.users.director],
      ['academy-export.download', world.users.director],
    ]);
    const notice = await db
      .selectFrom('notifications')
      .select(['user_id', 'inst_id', 'title', 'link'])
      .where('type', '=', 'academy-export-ready')
      .execute();
    expect(notice).toEqual([
      { user_id: world.users.director, inst_id: instId, title: '학원 데이터 내보내기 완료', link: '/v3/inst/export' },
    ]);

    // The temporary files are gone; the stored .zip is the only copy.
    expect(existsSync(path.join(filesDir, exportStorageKey({ instId, exportId: start.exportId })))).toBe(true);
  });
});

describe('one export at a time', () => {
  it('answers requests arriving together with one export', async () => {
    const before = await exportTrail(db);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: base, ...director })),
    );
    const bodies = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<StartAcademyExportResponse>();
    });
    expect(new Set(bodies.map((body) => body.exportId)).size).toBe(1);
    expect(bodies.filter((body) => body.started)).toHaveLength(1);
    const after = await exportTrail(db);
    expect(after.exports.length - before.exports.length).toBe(1);
    expect(after.audit.length - before.audit.length).toBe(1);
    expect((await waitForExport(app, director, instId, bodies[0]?.exportId as string)).status).toBe('ready');
  });

  it('answers the running export to a second start, starting nothing', async () => {
    const runningId = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'running',
      now: clock.now(),
    });
    const before = await exportTrail(db);
    const response = await app.inject({ method: 'POST', url: base, ...director });
    expect(response.json()).toMatchObject({
      exportId: runningId,
      status: 'running',
      started: false,
      done: 3,
      total: 10,
    });
    expect(await exportTrail(db)).toEqual(before);
    await db.updateTable('academy_exports').set({ status: 'failed' }).where('id', '=', runningId).execute();
  });

  it('takes a run that stopped moving for stopped, and starts a new one', async () => {
    const stoppedId = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'running',
      now: new Date(clock.now().getTime() - STALE_EXPORT_MS - 60_000),
      heartbeatAt: new Date(clock.now().getTime() - STALE_EXPORT_MS - 1000),
    });
    const response = await app.inject({ method: 'POST', url: base, ...director });
    expect(response.json()).toMatchObject({ started: true, status: 'running' });
    expect(response.json<StartAcademyExportResponse>().exportId).not.toBe(stoppedId);
    const stopped = await db.selectFrom('academy_exports').selectAll().where('id', '=', stoppedId).executeTakeFirst();
    expect(stopped).toMatchObject({ status: 'failed', storage_key: null });
    await waitForExport(app, director, instId, response.json<StartAcademyExportResponse>().exportId);
  });
});

describe('downloading', () => {
  it('refuses an export still running, failed, expired or unknown, and audits nothing', async () => {
    const cases = [
      { status: 'running' as const, code: 'ACADEMY_EXPORT_NOT_READY', http: 409 },
      { status: 'failed' as const, code: 'ACADEMY_EXPORT_FAILED', http: 409 },
      { status: 'expired' as const, code: 'ACADEMY_EXPORT_EXPIRED', http: 410 },
    ];
    const before = await exportTrail(db);
    for (const { status, code, http } of cases) {
      // A running row of its own would be the academy's one running export: the others are fine.
      const exportId = await insertExport(db, storage, {
        instId,
        requestedBy: world.users.director,
        status,
        now: clock.now(),
      });
      const response = await download(exportId);
      expect(response.statusCode, status).toBe(http);
      expect(response.json()).toEqual({ code, message: expect.stringMatching(/[가-힣]/) });
      if (status === 'running')
        await db.updateTable('academy_exports').set({ status: 'failed' }).where('id', '=', exportId).execute();
    }
    const unknown = await download(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ACADEMY_EXPORT_NOT_FOUND' });
    const after = await exportTrail(db);
    expect(after.audit).toEqual(before.audit);
  });
});

describe('keeping the file for a limited time', () => {
  it('deletes the file a day after it was made, and then answers 410', async () => {
    const ctx = { db, clock, adapters: { storage } } as unknown as AppContext;
    const { exportId } = await startAndFinish();
    const file = path.join(filesDir, exportStorageKey({ instId, exportId }));
    const fresh = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'ready',
      now: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 48 * HOUR_MS),
    });
    expect(existsSync(file)).toBe(true);

    expect((await cleanUpAcademyExports(ctx)).expired).toBe(0);
    expect(existsSync(file)).toBe(true);

    clock.advance(24 * HOUR_MS + 60_000);
    try {
      const cleaned = await cleanUpAcademyExports(ctx);
      expect(cleaned.expired).toBeGreaterThanOrEqual(1);
      expect(existsSync(file)).toBe(false);
      const row = await db
        .selectFrom('academy_exports')
        .selectAll()
        .where('id', '=', exportId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'expired', storage_key: null });
      const gone = await download(exportId);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ code: 'ACADEMY_EXPORT_EXPIRED' });
      // One kept for longer stays downloadable; a second clean-up finds nothing more.
      expect((await download(fresh)).statusCode).toBe(200);
      expect((await cleanUpAcademyExports(ctx)).expired).toBe(0);
    } finally {
      clock.set('2026-11-22T03:00:00Z');
    }
  });
});

describe('a run that fails', () => {
  it('is marked failed, keeps no file, and the director can start again', async () => {
    const broken: FileStorage = {
      ...storage,
      put: async () => {
        throw new Error('storage is down');
      },
    };
    const failingApp = await createTestApp(db, { clock, env: { DATA_DIR: dataDir }, adapters: { storage: broken } });
    const started = await failingApp.inject({ method: 'POST', url: base, ...director });
    const { exportId } = started.json<StartAcademyExportResponse>();
    const finished = await waitForExport(failingApp, director, instId, exportId);
    expect(finished.status).toBe('failed');
    expect(existsSync(path.join(filesDir, exportStorageKey({ instId, exportId })))).toBe(false);
    expect((await download(exportId)).json()).toMatchObject({ code: 'ACADEMY_EXPORT_FAILED' });
    const again = await startAndFinish();
    expect(again).toMatchObject({ started: true, status: 'ready' });
  });
});
