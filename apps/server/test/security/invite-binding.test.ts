import { describe, expect, it } from 'vitest';
import { member, openAcademy, person, studentRecord, TABLES } from '../../src/features/institute/institute.fixtures';
import { fixedClock } from '../../src/platform/clock';
import { createInvite } from '../../src/platform/invites/invites';
import { snapshot } from '../account-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * An invitation code reaches more people than the one it was sent to (a forwarded text, a shared
 * screen, a code read over someone's shoulder). One made for a mobile number connects only the
 * account verified with that number; anyone else holding the code is refused with nothing written.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const { director, instId } = await openAcademy(app, db);
const REFUSAL = {
  code: 'INVITE_OTHER_PHONE',
  message: '다른 휴대폰 번호로 보낸 초대 코드입니다. 초대받은 휴대폰 번호로 본인인증한 계정으로 로그인해 주세요.',
};

type Someone = Awaited<ReturnType<typeof person>>;
const preview = async (who: Someone, code: string) =>
  (await who.session.inject({ method: 'GET', url: `/api/invites/${code}` })).json();
const accept = (who: Someone, code: string) =>
  who.session.inject({ method: 'POST', url: `/api/invites/${code}/accept` });

describe('an invitation sent to 010-7777-1234', () => {
  it('is refused to an account with another number or none, writing nothing, and told up front', async () => {
    const registered = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/employees`,
      payload: { userNm: '정새봄', mobileNo: '010-7777-1234', relationCd: '050' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { code } = registered.json().invite as { code: string };

    const holder = await person(app, db, '정새봄', { mobileNo: '01055556666' });
    const noNumber = await person(app, db, '정새봄', { mobileNo: null });
    const before = await snapshot(db, TABLES);
    for (const who of [holder, noNumber]) {
      expect(await preview(who, code)).toMatchObject({ forOtherPhone: true, alreadyConnected: false });
      const refused = await accept(who, code);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REFUSAL);
    }
    expect(await snapshot(db, TABLES)).toEqual(before);
    const visitor = await app.inject({ method: 'GET', url: `/api/invites/${code}` });
    expect(visitor.json().forOtherPhone).toBeNull();

    const invited = await person(app, db, '정새봄', { mobileNo: '01077771234' });
    expect(await preview(invited, code)).toMatchObject({ forOtherPhone: false });
    const accepted = await accept(invited, code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ instId, purpose: 'staff', role: 'TEACHER' });
    const joined = await db
      .selectFrom('memberships')
      .select(['user_id', 'relation_cd'])
      .where('inst_id', '=', instId)
      .where('user_id', 'in', [holder.id, noNumber.id, invited.id])
      .execute();
    expect(joined).toEqual([{ user_id: invited.id, relation_cd: '050' }]);
    const used = await db
      .selectFrom('invites')
      .select('accepted_by')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(used.accepted_by).toBe(invited.id);
  });

  it('to a guardian links neither the child nor the family for another account', async () => {
    const child = await member(app, db, instId, '010', null, '최민준');
    const { studentId, guardianIds } = await studentRecord(db, instId, {
      studentNm: '최민준',
      userId: child.id,
      guardians: [{ guardianNm: '최엄마', mobileNo: '01077771234', relationType: '어머니' }],
    });
    const sent = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/students/${studentId}/guardians/${guardianIds[0]}/invite`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = sent.json().invitation as { code: string };

    const holder = await person(app, db, '최엄마', { mobileNo: '01055557777' });
    const before = await snapshot(db, TABLES);
    const refused = await accept(holder, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await snapshot(db, TABLES)).toEqual(before);

    const mother = await person(app, db, '최엄마', { mobileNo: '01077771234' });
    expect((await accept(mother, code)).statusCode).toBe(200);
    const guardian = await db
      .selectFrom('student_guardians')
      .select('user_id')
      .where('id', '=', guardianIds[0] as string)
      .executeTakeFirstOrThrow();
    expect(guardian.user_id).toBe(mother.id);
    const family = await db
      .selectFrom('family_links')
      .select(['parent_user_id', 'child_user_id'])
      .where('child_user_id', '=', child.id)
      .execute();
    expect(family).toEqual([{ parent_user_id: mother.id, child_user_id: child.id }]);
  });
});

describe('an invitation made without a number', () => {
  it('is still accepted by whoever holds the code', async () => {
    const created = await createInvite(db, {
      instId,
      purpose: 'staff',
      relationCd: '030',
      targetNm: '한실장',
      createdBy: director.id,
      now: clock.now(),
    });
    const anyone = await person(app, db, '한실장', { mobileNo: null });
    expect(await preview(anyone, created.code)).toMatchObject({ forOtherPhone: false });
    const accepted = await accept(anyone, created.code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ instId, role: 'MANAGER' });
  });
});
