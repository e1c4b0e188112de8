import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import { newId } from '../ids/new-id';
import { requireMember } from './access';

const { db } = await createTestDatabase();
await seedDemoData(db);
const users = Object.fromEntries(
  (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
);
const inst = await db.selectFrom('institutes').select('id').executeTakeFirstOrThrow();

const codeOf = (promise: Promise<unknown>) =>
  promise.then(() => 'ALLOWED').catch((error: { code?: string }) => error.code);

describe('requireMember', () => {
  it('gives the member their role from the relation code', async () => {
    const member = await requireMember(db, users.teacher as string, inst.id);
    expect(member).toMatchObject({ role: 'TEACHER', relationCd: '050', instId: inst.id });
    expect((await requireMember(db, users.parent as string, inst.id)).role).toBe('PARENT');
  });

  it('answers 404 for an institute the user does not belong to', async () => {
    expect(await codeOf(requireMember(db, users.director as string, newId()))).toBe('NOT_FOUND');
  });

  it('checks the role and the permission code', async () => {
    const need = { roles: ['DIRECTOR', 'MANAGER'] as const, perm: '041' as const };
    expect(await codeOf(requireMember(db, users.director as string, inst.id, need))).toBe('ALLOWED');
    // The demo manager holds 010#020#030#031#032: no payment view.
    expect(await codeOf(requireMember(db, users.manager as string, inst.id, need))).toBe('FORBIDDEN');
    expect(await codeOf(requireMember(db, users.manager as string, inst.id, { perm: '031' }))).toBe('ALLOWED');
    expect(await codeOf(requireMember(db, users.teacher as string, inst.id, need))).toBe('FORBIDDEN');
    expect(await codeOf(requireMember(db, users.student as string, inst.id, { perm: '020' }))).toBe('FORBIDDEN');
  });

  it('does not count an ended membership', async () => {
    await db
      .updateTable('memberships')
      .set({ status: 'ended', ended_at: new Date() })
      .where('user_id', '=', users.teacher as string)
      .execute();
    expect(await codeOf(requireMember(db, users.teacher as string, inst.id))).toBe('NOT_FOUND');
  });
});
