import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx';
import { addStaff, addStaffInvite, callerFor, demoAcademy, snapshotEmployees } from './employees.fixtures';

const { db } = await createTestDatabase();
// 2026-11-22 23:30 in Seoul: the file is named by the Seoul business date, not the UTC one.
const clock = fixedClock('2026-11-22T14:30:00Z');
const { instId, users } = await demoAcademy(db);
const app = await createTestApp(db, { clock });
const url = `/api/insts/${instId}/employees/export`;

/** Sets when someone joined the academy (`started_at` is written only by the database otherwise). */
async function joinedOn(inst: string, userId: string, at: string) {
  await sql`update memberships set started_at = ${new Date(at)} where inst_id = ${inst} and user_id = ${userId}`.execute(
    db,
  );
}

// Joined dates fixed for the demo staff, so the file's rows can be compared whole.
await joinedOn(instId, users.director, '2024-03-01T00:00:00Z');
await joinedOn(instId, users.manager, '2025-01-02T00:00:00Z');
await joinedOn(instId, users.teacher, '2025-09-01T03:00:00Z');
await joinedOn(instId, users.teacher2, '2025-11-03T00:00:00Z');

// A teacher who left, one shown by a display name, a manager with no codes and no mobile, a
// pending invitation (not staff yet), and another academy's teacher.
const left = await addStaff(db, instId, { userNm: '한퇴사', mobileNo: '01098765432', authCd: '020' });
await db
  .updateTable('memberships')
  .set({ status: 'ended', ended_at: new Date('2026-10-31T16:00:00Z') })
  .where('inst_id', '=', instId)
  .where('user_id', '=', left.id)
  .execute();
await joinedOn(instId, left.id, '2025-03-01T00:00:00Z');
const renamed = await addStaff(db, instId, { userNm: '정계정', mobileNo: '01087654321', authCd: '020#041' });
await db
  .updateTable('memberships')
  .set({ display_nm: '수학 정쌤' })
  .where('inst_id', '=', instId)
  .where('user_id', '=', renamed.id)
  .execute();
await joinedOn(instId, renamed.id, '2026-02-01T00:00:00Z');
const noCodes = await createTestUser(db, { userNm: '무권한', mobileNo: null, loginId: null });
await db
  .insertInto('memberships')
  .values({
    inst_id: instId,
    user_id: noCodes.id,
    relation_cd: '030',
    auth_cd: '',
  })
  .execute();
await joinedOn(instId, noCodes.id, '2026-06-15T00:00:00Z');
await addStaffInvite(db, instId, users.director, clock.now(), { targetNm: '오초대' });

const otherDirector = await createTestUser(db, { userNm: '남원장' });
const otherInstId = newId();
await db
  .insertInto('institutes')
  .values({ id: otherInstId, inst_nm: '다른학원', president_user_id: otherDirector.id } as never)
  .execute();
await db
  .insertInto('memberships')
  .values({ inst_id: otherInstId, user_id: otherDirector.id, relation_cd: '020', auth_cd: '000' })
  .execute();
await addStaff(db, otherInstId, { userNm: '남강사' });

/** The first sheet of an .xlsx answer as rows of cell texts. */
async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_unused, index) => String(row.getCell(index + 1).text)));
  });
  return { workbook, sheet, rows };
}

describe('GET /employees/export (EmployeeList 엑셀 다운로드)', () => {
  it('answers an .xlsx of this academy’s staff with Korean headers, roles, codes and status', async () => {
    const asDirector = await callerFor(app, db, users.director, clock.now());
    const response = await asDirector({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="employees\.xlsx"; filename\*=UTF-8''[\w%.-]+$/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('한빛수학학원_직원목록_20261122.xlsx');

    const { workbook, sheet, rows } = await readSheet(response.rawPayload);
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('직원');
    expect(workbook.title).toBe('한빛수학학원 직원 목록');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(rows).toEqual([
      ['이름', '역할', '휴대폰 번호', '아이디', '권한', '입사일', '상태', '퇴사일'],
      ['김원장', '원장', '010-1111-2222', 'director', '전체', '2024-03-01', '재직 중', ''],
      ['무권한', '실장', '', '', '권한 없음', '2026-06-15', '재직 중', ''],
      ['이실장', '실장', '010-2222-3333', 'manager', '학원 관리, 수업 관리, 직원 관리', '2025-01-02', '재직 중', ''],
      ['박강사', '강사', '010-3333-4444', 'teacher', '수업 관리', '2025-09-01', '재직 중', ''],
      ['송강사', '강사', '010-3333-5555', 'teacher2', '수업 관리', '2025-11-03', '재직 중', ''],
      ['수학 정쌤', '강사', '010-8765-4321', renamed.loginId, '수업 관리, 결제 조회', '2026-02-01', '재직 중', ''],
      ['한퇴사', '강사', '010-9876-5432', left.loginId, '수업 관리', '2025-03-01', '퇴사', '2026-11-01'],
    ]);
    expect(response.rawPayload.toString('latin1')).not.toContain('오초대');
    const texts = rows.flat().join('|');
    expect(texts).not.toMatch(/남강사|남원장|오초대|최학부모|최민준/);
  });

  it('lets a manager holding only 032 download it, and refuses everyone else with nothing written', async () => {
    const writer = await addStaff(db, instId, { userNm: '쓰기만', relationCd: '030', authCd: '032' });
    const asWriter = await callerFor(app, db, writer.id, clock.now());
    const allowed = await asWriter({ method: 'GET', url });
    expect(allowed.statusCode).toBe(200);
    expect((await readSheet(allowed.rawPayload)).rows.map((row) => row[0])).toContain('쓰기만');

    const viewer = await addStaff(db, instId, { userNm: '보기만', relationCd: '030', authCd: '031' });
    expect((await (await callerFor(app, db, viewer.id, clock.now()))({ method: 'GET', url })).statusCode).toBe(200);

    const noEmployeeCodes = await addStaff(db, instId, { relationCd: '030', authCd: '010#020#041' });
    const before = await snapshotEmployees(db);
    for (const userId of [noEmployeeCodes.id, users.teacher, users.parent, users.student]) {
      const refused = await (await callerFor(app, db, userId, clock.now()))({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        message: '이 작업을 할 권한이 없습니다. 학원 관리자에게 권한을 요청해 주세요.',
      });
    }
    const outsider = await (await callerFor(app, db, otherDirector.id, clock.now()))({ method: 'GET', url });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toMatch(/한빛|김원장/);
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('로그인이 필요합니다. 다시 로그인해 주세요.');
    expect(await snapshotEmployees(db)).toEqual(before);
  });

  it('gives the other academy only its own staff', async () => {
    const asOther = await callerFor(app, db, otherDirector.id, clock.now());
    const response = await asOther({ method: 'GET', url: `/api/insts/${otherInstId}/employees/export` });
    expect(response.statusCode).toBe(200);
    const { rows } = await readSheet(response.rawPayload);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['남원장', '원장'],
      ['남강사', '강사'],
    ]);
    expect(decodeURIComponent(String(response.headers['content-disposition']).split("''")[1] ?? '')).toBe(
      '다른학원_직원목록_20261122.xlsx',
    );
  });
});
