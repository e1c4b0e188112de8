import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemoData } from '../../db/seed/demo-data';
import { fixedClock } from '../clock';
import { newId } from '../ids/new-id';
import {
  createInvite,
  findInviteByCode,
  inviteState,
  newInviteCode,
  normalizeInviteCode,
  revokeInvite,
} from './invites';

const { db } = await createTestDatabase();
await seedDemoData(db);
const inst = await db.selectFrom('institutes').select(['id', 'president_user_id']).executeTakeFirstOrThrow();
const clock = fixedClock('2026-11-22T00:00:00Z');

describe('invite codes', () => {
  it('are 8 unambiguous capitals and digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newInviteCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
  });

  it('are read back whatever the case or separators typed', () => {
    expect(normalizeInviteCode(' abcd-2345 ')).toBe('ABCD2345');
  });
});

describe('invites', () => {
  it('creates a staff invitation that is found by its code, usable until it expires', async () => {
    const invite = await createInvite(db, {
      instId: inst.id,
      purpose: 'staff',
      relationCd: '030',
      createdBy: inst.president_user_id,
      now: clock.now(),
      days: 7,
    });
    const found = await findInviteByCode(db, invite.code.toLowerCase());
    expect(found).toMatchObject({ id: invite.id, purpose: 'staff', relation_cd: '030', inst_nm: '한빛수학학원' });
    expect(inviteState(found as never, clock.now())).toBe('usable');
    expect(inviteState(found as never, new Date('2026-11-29T00:00:00Z'))).toBe('expired');
  });

  it('is revoked only by its own institute', async () => {
    const invite = await createInvite(db, {
      instId: inst.id,
      purpose: 'parent',
      createdBy: inst.president_user_id,
      now: clock.now(),
    });
    expect(await revokeInvite(db, newId(), invite.id, clock.now())).toBe(false);
    expect(await revokeInvite(db, inst.id, invite.id, clock.now())).toBe(true);
    expect(await revokeInvite(db, inst.id, invite.id, clock.now())).toBe(false);
    const found = await findInviteByCode(db, invite.code);
    expect(inviteState(found as never, clock.now())).toBe('revoked');
  });

  it('refuses a staff invitation without a role at the database', async () => {
    await expect(
      db
        .insertInto('invites')
        .values({
          inst_id: inst.id,
          id: newId(),
          code: 'ZZZZ2222',
          purpose: 'staff',
          relation_cd: null,
          created_by: inst.president_user_id,
          expires_at: clock.now(),
        })
        .execute(),
    ).rejects.toThrow(/invites_staff_role/);
  });
});
