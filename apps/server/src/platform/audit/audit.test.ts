import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import { newId } from '../ids/new-id';
import { auditTarget, listAudit, writeAudit } from './audit';

const { db } = await createTestDatabase();
await seedDemoData(db);
// An academy of its own, so the demo academy's history (its notices' changes …) is not counted here.
const demo = await db.selectFrom('institutes').select(['id', 'president_user_id']).executeTakeFirstOrThrow();
const inst = { id: newId(), president_user_id: demo.president_user_id };
await db
  .insertInto('institutes')
  .values({ id: inst.id, inst_nm: '기록학원', president_user_id: inst.president_user_id })
  .execute();
const otherInstId = newId();
await db
  .insertInto('institutes')
  .values({ id: otherInstId, inst_nm: '다른학원', president_user_id: inst.president_user_id })
  .execute();

describe('audit log', () => {
  it('writes one row with who, what, before, after and when, and reads it back', async () => {
    const at = new Date('2026-11-22T01:00:00Z');
    const id = await writeAudit(db, {
      instId: inst.id,
      actorUserId: inst.president_user_id,
      action: 'permission.update',
      target: auditTarget('user', 'u1'),
      before: { authCd: '020' },
      after: { authCd: '041' },
      at,
    });
    const { rows, total } = await listAudit(db, inst.id, { page: 1, pageSize: 10 });
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id,
      action: 'permission.update',
      target: 'user:u1',
      actorUserId: inst.president_user_id,
      actorNm: '김원장',
      before: { authCd: '020' },
      after: { authCd: '041' },
      at,
    });
  });

  it('keeps null before/after as null, filters by target and action, pages newest first', async () => {
    for (let i = 0; i < 5; i += 1) {
      await writeAudit(db, {
        instId: inst.id,
        actorUserId: null,
        action: i % 2 === 0 ? 'employee.invite' : 'employee.end',
        target: auditTarget('invite', `i${i}`),
        before: null,
        after: i % 2 === 0 ? { n: i } : null,
        at: new Date(Date.UTC(2026, 10, 23, 0, i)),
      });
    }
    const page1 = await listAudit(db, inst.id, { page: 1, pageSize: 2 });
    expect(page1.total).toBe(6);
    expect(page1.rows.map((row) => row.target)).toEqual(['invite:i4', 'invite:i3']);
    const page3 = await listAudit(db, inst.id, { page: 3, pageSize: 2 });
    expect(page3.rows.map((row) => row.target)).toEqual(['invite:i0', 'user:u1']);
    const one = await listAudit(db, inst.id, { target: 'invite:i3', page: 1, pageSize: 10 });
    expect(one.rows).toHaveLength(1);
    expect(one.rows[0]).toMatchObject({ before: null, after: null, actorNm: null });
    const invites = await listAudit(db, inst.id, { actions: ['employee.invite'], page: 1, pageSize: 10 });
    expect(invites.total).toBe(3);
  });

  it('shows one institute only its own rows', async () => {
    await writeAudit(db, {
      instId: otherInstId,
      actorUserId: null,
      action: 'employee.end',
      target: 'user:x',
      before: null,
      after: null,
      at: new Date(),
    });
    expect((await listAudit(db, otherInstId, { page: 1, pageSize: 10 })).total).toBe(1);
    expect((await listAudit(db, inst.id, { target: 'user:x', page: 1, pageSize: 10 })).total).toBe(0);
  });
});
