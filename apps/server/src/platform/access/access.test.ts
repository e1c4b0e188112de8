import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import { newId } from '../ids/new-id';
import { ANY_MEMBER, resolveCaller } from './access';

const { db } = await createTestDatabase();
await seedDemoData(db);
const users = Object.fromEntries(
  (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
);
const inst = await db
  .selectFrom('memberships')
  .select('inst_id')
  .where('user_id', '=', users.teacher as string)
  .executeTakeFirstOrThrow();
const instId = inst.inst_id;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(() => 'ALLOWED').catch((error: { code?: string }) => error.code);

describe('resolveCaller', () => {
  it('gives the member their role and the scope the rule admits them with', async () => {
    const teacher = await resolveCaller(db, users.teacher as string, instId, ANY_MEMBER);
    expect(teacher).toMatchObject({ role: 'TEACHER', relationCd: '050', instId, scope: 'own-classes' });
    expect((await resolveCaller(db, users.parent as string, instId, ANY_MEMBER)).scope).toBe('linked');
    expect((await resolveCaller(db, users.director as string, instId, ANY_MEMBER)).scope).toBe('all');
  });

  it('answers 404 for an academy the user does not belong to, or an id that is not an academy id', async () => {
    expect(await codeOf(resolveCaller(db, users.director as string, newId(), ANY_MEMBER))).toBe('NOT_FOUND');
    expect(await codeOf(resolveCaller(db, users.director as string, 'not-an-id', ANY_MEMBER))).toBe('NOT_FOUND');
  });

  it('refuses with 403 whom the rule does not admit', async () => {
    const payments: MemberRule = { staff: 'office', perm: PERM.paymentView };
    expect(await codeOf(resolveCaller(db, users.director as string, instId, payments))).toBe('ALLOWED');
    // The demo manager holds 010#020#030#031#032: no payment view.
    expect(await codeOf(resolveCaller(db, users.manager as string, instId, payments))).toBe('FORBIDDEN');
    const staffView: MemberRule = { staff: 'staff', perm: PERM.staffView };
    expect(await codeOf(resolveCaller(db, users.manager as string, instId, staffView))).toBe('ALLOWED');
    expect(await codeOf(resolveCaller(db, users.teacher as string, instId, payments))).toBe('FORBIDDEN');
    expect(await codeOf(resolveCaller(db, users.student as string, instId, staffView))).toBe('FORBIDDEN');
  });

  it('does not count an ended membership', async () => {
    await db
      .updateTable('memberships')
      .set({ status: 'ended', ended_at: new Date() })
      .where('user_id', '=', users.teacher as string)
      .execute();
    expect(await codeOf(resolveCaller(db, users.teacher as string, instId, ANY_MEMBER))).toBe('NOT_FOUND');
  });
});
