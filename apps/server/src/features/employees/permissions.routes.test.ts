import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { fixedClock } from '../../platform/clock';
import { addStaff, auditRowsOf, callerFor, demoAcademy, snapshotEmployees } from './employees.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T01:00:00Z');
const { instId, users } = await demoAcademy(db);
const app = await createTestApp(db, { clock });
const asDirector = await callerFor(app, db, users.director, clock.now());
const base = `/api/insts/${instId}`;

const authCdOf = async (userId: string) =>
  (
    await db
      .selectFrom('memberships')
      .select('auth_cd')
      .where('inst_id', '=', instId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).auth_cd;

const ALL_LEAVES = ['010', '020', '031', '032', '041', '042', '051', '052', '061', '062', '071', '072'];

describe('GET /permissions (/v3/permissions)', () => {
  it('lists working staff with their codes; the director is locked at 전체', async () => {
    const response = await asDirector({ method: 'GET', url: `${base}/permissions` });
    expect(response.statusCode).toBe(200);
    const staff = response.json().staff as { userNm: string }[];
    expect(staff.map((entry) => entry.userNm)).toEqual(['김원장', '이실장', '박강사', '송강사']);
    expect(staff[0]).toMatchObject({ authCd: '000', locked: true, self: true, permissionLabels: ['전체'] });
    expect(staff[2]).toMatchObject({ authCd: '020', codes: ['020'], locked: false, self: false });
  });

  it('shows one employee’s codes', async () => {
    const response = await asDirector({ method: 'GET', url: `${base}/permissions/${users.manager}` });
    expect(response.json()).toMatchObject({ codes: ['010', '020', '030', '031', '032'], relationCd: '030' });
    expect((await asDirector({ method: 'GET', url: `${base}/permissions/${users.parent}` })).statusCode).toBe(404);
  });
});

describe('PUT /permissions/:userId (the checklist editor)', () => {
  it('gives payment view-only (041) with one audit row of before and after', async () => {
    const teacher = await addStaff(db, instId);
    const response = await asDirector({
      method: 'PUT',
      url: `${base}/permissions/${teacher.id}`,
      payload: { authCd: '041' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authCd: '041', codes: ['041'], permissionLabels: ['결제 조회'] });
    expect(await authCdOf(teacher.id)).toBe('041');
    expect(await auditRowsOf(db, `user:${teacher.id}`)).toMatchObject([
      {
        inst_id: instId,
        actor_user_id: users.director,
        action: 'permission.update',
        before: { authCd: '020' },
        after: { authCd: '041' },
        at: clock.now(),
      },
    ]);
    const log = await asDirector({ method: 'GET', url: `${base}/audit-log?target=user:${teacher.id}` });
    expect(log.json()).toMatchObject({
      total: 1,
      items: [
        {
          action: 'permission.update',
          actionLabel: '권한 변경',
          actorNm: '김원장',
          targetNm: '정강사',
          before: { authCd: '020' },
          after: { authCd: '041' },
          at: '2026-11-22T01:00:00.000Z',
        },
      ],
    });
  });

  it('stores the canonical form: children complete their parent, every item is 000', async () => {
    const teacher = await addStaff(db, instId);
    const put = (authCd: string) =>
      asDirector({ method: 'PUT', url: `${base}/permissions/${teacher.id}`, payload: { authCd } });
    expect((await put('042#041')).json().authCd).toBe('040#041#042');
    expect((await put('030')).json()).toMatchObject({ authCd: '030#031#032', codes: ['030', '031', '032'] });
    expect((await put(ALL_LEAVES.join('#'))).json().authCd).toBe('000');
    expect((await put('')).json()).toMatchObject({ authCd: '', codes: [], permissionLabels: [] });
    expect((await auditRowsOf(db, `user:${teacher.id}`)).map((row) => row.after)).toEqual([
      { authCd: '040#041#042' },
      { authCd: '030#031#032' },
      { authCd: '000' },
      { authCd: '' },
    ]);
  });

  it('writes nothing when the codes do not change', async () => {
    const teacher = await addStaff(db, instId, { authCd: '041' });
    const before = await snapshotEmployees(db);
    const response = await asDirector({
      method: 'PUT',
      url: `${base}/permissions/${teacher.id}`,
      payload: { authCd: ' 041 ' },
    });
    expect(response.statusCode).toBe(200);
    expect(await snapshotEmployees(db)).toEqual(before);
  });

  it('enforces what the codes say: a parent code grants its children, removing it takes them away', async () => {
    const manager = await addStaff(db, instId, { relationCd: '030', authCd: '010' });
    const asNewManager = await callerFor(app, db, manager.id, clock.now());
    const register = () =>
      asNewManager({
        method: 'POST',
        url: `${base}/employees`,
        payload: { userNm: '권한시험', mobileNo: `0109${String(Date.now()).slice(-7)}`, relationCd: '050' },
      });
    expect((await asNewManager({ method: 'GET', url: `${base}/employees` })).statusCode).toBe(403);
    await asDirector({ method: 'PUT', url: `${base}/permissions/${manager.id}`, payload: { authCd: '030' } });
    expect((await asNewManager({ method: 'GET', url: `${base}/employees` })).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    await asDirector({ method: 'PUT', url: `${base}/permissions/${manager.id}`, payload: { authCd: '031' } });
    expect((await asNewManager({ method: 'GET', url: `${base}/employees` })).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(403);
    expect((await asNewManager({ method: 'GET', url: `${base}/permissions` })).statusCode).toBe(403);
  });

  it('lets a staff member holding 000 manage others’ codes, but never their own or the director’s', async () => {
    const almost = await addStaff(db, instId, { relationCd: '030', authCd: ALL_LEAVES.slice(0, -1).join('#') });
    const asAlmost = await callerFor(app, db, almost.id, clock.now());
    expect((await asAlmost({ method: 'GET', url: `${base}/permissions` })).statusCode).toBe(403);
    expect((await asAlmost({ method: 'GET', url: `${base}/audit-log` })).statusCode).toBe(403);

    const allHolder = await addStaff(db, instId, { relationCd: '050', authCd: '000' });
    const asAll = await callerFor(app, db, allHolder.id, clock.now());
    expect((await asAll({ method: 'GET', url: `${base}/permissions` })).statusCode).toBe(200);
    expect((await asAll({ method: 'GET', url: `${base}/audit-log` })).statusCode).toBe(200);
    const other = await addStaff(db, instId);
    const ok = await asAll({ method: 'PUT', url: `${base}/permissions/${other.id}`, payload: { authCd: '071' } });
    expect(ok.statusCode).toBe(200);
    expect(await auditRowsOf(db, `user:${other.id}`)).toMatchObject([{ actor_user_id: allHolder.id }]);

    const before = await snapshotEmployees(db);
    const own = await asAll({ method: 'PUT', url: `${base}/permissions/${allHolder.id}`, payload: { authCd: '' } });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'PERMISSION_SELF_CHANGE', message: expect.stringMatching(/본인의 권한/) });
    const director = await asAll({
      method: 'PUT',
      url: `${base}/permissions/${users.director}`,
      payload: { authCd: '010' },
    });
    expect(director.json().code).toBe('EMPLOYEE_DIRECTOR_LOCKED');
    const directorSelf = await asDirector({
      method: 'PUT',
      url: `${base}/permissions/${users.director}`,
      payload: { authCd: '010' },
    });
    expect(directorSelf.json().code).toBe('EMPLOYEE_DIRECTOR_LOCKED');
    expect(await snapshotEmployees(db)).toEqual(before);
  });

  it('refuses unknown codes, a former employee and someone who is not staff, writing nothing', async () => {
    const former = await addStaff(db, instId, { status: 'ended' });
    const before = await snapshotEmployees(db);
    const cases = [
      { userId: users.teacher, payload: { authCd: '041#099' }, status: 400, code: 'VALIDATION_FAILED' },
      { userId: users.teacher, payload: { authCd: '041,042' }, status: 400, code: 'VALIDATION_FAILED' },
      { userId: users.teacher, payload: {}, status: 400, code: 'VALIDATION_FAILED' },
      { userId: former.id, payload: { authCd: '041' }, status: 409, code: 'EMPLOYEE_ENDED' },
      { userId: users.student, payload: { authCd: '041' }, status: 404, code: 'NOT_FOUND' },
    ];
    for (const call of cases) {
      const response = await asDirector({
        method: 'PUT',
        url: `${base}/permissions/${call.userId}`,
        payload: call.payload,
      });
      expect(response.statusCode, JSON.stringify(call.payload)).toBe(call.status);
      expect(response.json().code).toBe(call.code);
    }
    const bad = await asDirector({
      method: 'PUT',
      url: `${base}/permissions/${users.teacher}`,
      payload: { authCd: '041#099' },
    });
    expect(bad.json().fields).toEqual({ authCd: '권한 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.' });
    expect(await snapshotEmployees(db)).toEqual(before);
  });
});

describe('PUT /permissions (/v3/permission/create)', () => {
  it('applies one checklist to several employees in one go, one audit row each', async () => {
    const a = await addStaff(db, instId, { userNm: '가강사' });
    const b = await addStaff(db, instId, { userNm: '나강사', authCd: '061' });
    const response = await asDirector({
      method: 'PUT',
      url: `${base}/permissions`,
      payload: { userIds: [a.id, b.id], authCd: '070#061' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toMatchObject([
      { userId: a.id, authCd: '061#070#071#072' },
      { userId: b.id, authCd: '061#070#071#072' },
    ]);
    expect(await authCdOf(a.id)).toBe('061#070#071#072');
    expect(await auditRowsOf(db, `user:${a.id}`)).toMatchObject([{ before: { authCd: '020' } }]);
    expect(await auditRowsOf(db, `user:${b.id}`)).toMatchObject([{ before: { authCd: '061' } }]);
  });

  it('changes nobody when one of them cannot be changed', async () => {
    const a = await addStaff(db, instId);
    const b = await addStaff(db, instId);
    const before = await snapshotEmployees(db);
    const cases = [
      { userIds: [a.id, users.director], status: 403, code: 'EMPLOYEE_DIRECTOR_LOCKED' },
      { userIds: [a.id, b.id, users.parent], status: 404, code: 'NOT_FOUND' },
      { userIds: [a.id, a.id], status: 400, code: 'VALIDATION_FAILED' },
      { userIds: [], status: 400, code: 'VALIDATION_FAILED' },
    ];
    for (const call of cases) {
      const response = await asDirector({
        method: 'PUT',
        url: `${base}/permissions`,
        payload: { userIds: call.userIds, authCd: '000' },
      });
      expect(response.statusCode).toBe(call.status);
      expect(response.json().code).toBe(call.code);
    }
    expect(await snapshotEmployees(db)).toEqual(before);
  });
});

describe('GET /audit-log (변경 이력)', () => {
  it('pages the academy’s changes newest first, 20 at a time', async () => {
    const teacher = await addStaff(db, instId, { userNm: '이력강사' });
    for (let i = 0; i < 22; i += 1) {
      clock.advance(1000);
      await asDirector({
        method: 'PUT',
        url: `${base}/permissions/${teacher.id}`,
        payload: { authCd: i % 2 === 0 ? '041' : '042' },
      });
    }
    const first = (await asDirector({ method: 'GET', url: `${base}/audit-log?target=user:${teacher.id}` })).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ after: { authCd: '042' }, targetNm: '이력강사' });
    const second = (
      await asDirector({ method: 'GET', url: `${base}/audit-log?target=user:${teacher.id}&page=2` })
    ).json();
    expect(second.items.map((item: { before: unknown }) => item.before)).toEqual([
      { authCd: '041' },
      { authCd: '020' },
    ]);
    const all = (await asDirector({ method: 'GET', url: `${base}/audit-log` })).json();
    expect(all.total).toBeGreaterThan(22);
    expect((await asDirector({ method: 'GET', url: `${base}/audit-log?page=0` })).statusCode).toBe(400);
  });

  it('lists only permission and membership changes, each named in Korean', async () => {
    const leaver = await addStaff(db, instId, { userNm: '떠나는강사' });
    clock.advance(1000);
    await writeAudit(db, {
      instId,
      actorUserId: users.director,
      action: 'class.create',
      target: auditTarget('class', '019a0000-0000-7000-8000-00000000c001'),
      before: null,
      after: { classNm: '수학 A반' },
      at: clock.now(),
    });
    clock.advance(1000);
    await writeAudit(db, {
      instId,
      actorUserId: leaver.id,
      action: 'membership.leave',
      target: auditTarget('user', leaver.id),
      before: { relationCd: '050', status: 'active' },
      after: { relationCd: '050', status: 'ended' },
      at: clock.now(),
    });
    const all = (await asDirector({ method: 'GET', url: `${base}/audit-log` })).json();
    const actions = all.items.map((item: { action: string }) => item.action);
    expect(actions).toContain('membership.leave');
    expect(actions).not.toContain('class.create');
    expect(all.items.find((item: { action: string }) => item.action === 'membership.leave')).toMatchObject({
      actionLabel: '학원 연결 해제',
      targetNm: '떠나는강사',
    });
    for (const item of all.items as { action: string; actionLabel: string }[]) {
      expect(item.actionLabel, item.action).toMatch(/[가-힣]/);
    }
  });
});
