import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  loginAs,
  sessionFrom,
  signUpTestUser,
  snapshot,
  TEST_PASSWORD,
  testAddress,
  testPerson,
  verifyIdentity,
} from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { SOCIAL_STATE_COOKIE } from './auth.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function openInstitute(presidentId: string, instNm: string) {
  const instId = newId();
  await db.insertInto('institutes').values({ id: instId, inst_nm: instNm, president_user_id: presidentId }).execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: presidentId, relation_cd: '020', auth_cd: '000' })
    .execute();
  return instId;
}

/** A member signed up through the real path, with an institute membership, a family link and a kakao link. */
async function fullMember() {
  const person = testPerson({ userNm: '떠날사람' });
  const member = await signUpTestUser(app, db, { person, body: { email: 'leaver@example.com', address: '서울' } });
  const director = await createTestUser(db, { userNm: '다른원장' });
  const instId = await openInstitute(director.id, '남는학원');
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: member.id, relation_cd: '050', auth_cd: '020' })
    .execute();
  const child = await createTestUser(db, { userNm: '남는아이' });
  await db
    .insertInto('family_links')
    .values({ parent_user_id: member.id, child_user_id: child.id, relation_type: '어머니' })
    .execute();
  await db
    .insertInto('social_accounts')
    .values({
      provider: 'kakao',
      provider_user_id: `kakao-${member.id}`,
      user_id: member.id,
      email: null,
      linked_at: clock.now(),
    })
    .execute();
  return { member, person, instId, child };
}

describe('withdrawal', () => {
  it('tells a director to hand over the academy first, then lets them leave once they have', async () => {
    const director = await createTestUser(db, { userNm: '원장님' });
    const instId = await openInstitute(director.id, '한빛수학학원');
    const session = await loginAs(app, director);

    const check = await session.inject({ method: 'GET', url: '/api/account/withdrawal/check' });
    expect(check.json()).toEqual({
      blockers: [
        {
          kind: 'owns-institute',
          instId,
          instNm: '한빛수학학원',
          message:
            "'한빛수학학원'의 원장으로 등록되어 있어 탈퇴할 수 없습니다. 학원을 다른 원장에게 넘기거나 폐원한 뒤 다시 시도해 주세요.",
        },
      ],
      confirmWith: 'password',
    });
    const before = await snapshot(db);
    const blocked = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'OurService', pw: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ code: 'WITHDRAWAL_BLOCKED', message: check.json().blockers[0].message });
    expect(await snapshot(db)).toEqual(before);

    // Handed over: another director now runs the academy.
    const successor = await createTestUser(db);
    await db.updateTable('institutes').set({ president_user_id: successor.id }).where('id', '=', instId).execute();
    await db
      .updateTable('memberships')
      .set({ relation_cd: null })
      .where('inst_id', '=', instId)
      .where('user_id', '=', director.id)
      .execute();
    expect((await session.inject({ method: 'GET', url: '/api/account/withdrawal/check' })).json().blockers).toEqual([]);
    const done = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'Opinion', reasonText: '감사했습니다', pw: TEST_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect((await userRow(director.id)).status).toBe('withdrawn');
  });

  it('checks the password, writing nothing when it is wrong, and validates the reason', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const before = await snapshot(db);
    const wrong = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'BugReport', pw: 'not-mine-1' },
    });
    expect(wrong.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
      fields: { pw: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.' },
    });
    const noProof = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'BugReport' },
    });
    expect(noProof.json().fields).toEqual({ pw: '비밀번호를 입력하거나 본인인증을 완료해 주세요.' });
    const badReason = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'Boredom', pw: TEST_PASSWORD },
    });
    expect(badReason.json().fields).toEqual({ reason: '탈퇴 사유를 선택해 주세요' });
    // The wrong password counts toward the login lock (test/security/passwords.test.ts); nothing else changed.
    const counted = await db
      .selectFrom('users')
      .select('login_failures')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(counted.login_failures).toBe(1);
    await db.updateTable('users').set({ login_failures: 0 }).where('id', '=', user.id).execute();
    expect(await snapshot(db)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/account/withdrawal/check' })).statusCode).toBe(401);
  });

  it('erases the person in one go: anonymised row, memberships ended, links gone, sessions ended, feedback without the id', async () => {
    const { member, person, instId, child } = await fullMember();
    const session = await loginAs(app, member);
    const other = await loginAs(app, member);
    const response = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'Security', reasonText: '개인정보가 걱정돼요', pw: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name)).toContain(
      SESSION_COOKIE,
    );

    const row = await userRow(member.id);
    expect(row).toMatchObject({
      status: 'withdrawn',
      user_nm: '탈퇴회원',
      login_id: null,
      password_hash: null,
      user_nick_nm: null,
      mobile_no: null,
      email: null,
      birthdate: null,
      gender_cd: null,
      address: null,
      ci_enc: null,
      di_enc: null,
      di_index: null,
      subjects: [],
      profile_file_nm: 'default01.png',
    });
    expect(row.withdrawn_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ inst_id: instId, status: 'ended' });
    expect(await db.selectFrom('family_links').selectAll().where('parent_user_id', '=', member.id).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('social_accounts').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);
    const sessions = await db.selectFrom('sessions').select('revoked_at').where('user_id', '=', member.id).execute();
    expect(sessions.every((entry) => entry.revoked_at !== null)).toBe(true);
    expect((await other.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await userRow(child.id)).status).toBe('active');

    const feedback = await db.selectFrom('withdrawal_feedback').selectAll().execute();
    expect(feedback.at(-1)).toMatchObject({ reason: 'Security', reason_text: '개인정보가 걱정돼요' });
    expect(JSON.stringify(feedback)).not.toContain(member.id);
    const audit = await db.selectFrom('audit_log').selectAll().where('actor_user_id', '=', member.id).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['account.withdraw', 'membership.end']);
    expect(JSON.stringify(audit)).not.toContain(person.mobileNo);

    // Gone for good: the old id does not log in, and the person may sign up again.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: member.loginId, pw: TEST_PASSWORD },
      remoteAddress: testAddress(),
    });
    expect(login.json().code).toBe('LOGIN_FAILED');
    const again = await signUpTestUser(app, db, { person, loginId: member.loginId });
    expect(again.id).not.toBe(member.id);
  });

  it('asks a social-only member to verify instead, and refuses another person’s verification', async () => {
    const person = testPerson({ userNm: '소셜탈퇴' });
    const start = await app.inject({
      method: 'GET',
      url: '/api/auth/social/kakao/start',
      remoteAddress: testAddress(),
    });
    const authorize = new URL(String(start.headers.location));
    const approve = new URL('/dev/oauth/kakao/approve', 'http://localhost');
    for (const name of ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method']) {
      approve.searchParams.set(name, authorize.searchParams.get(name) ?? '');
    }
    approve.searchParams.set('name', '소셜탈퇴');
    const back = new URL(
      String((await app.inject({ method: 'GET', url: approve.pathname + approve.search })).headers.location),
    );
    const state = back.searchParams.get('state') ?? '';
    const callback = await app.inject({
      method: 'POST',
      url: '/api/auth/social/kakao/callback',
      payload: { code: back.searchParams.get('code'), state },
      cookies: { [SOCIAL_STATE_COOKIE]: state },
    });
    const joined = await app.inject({
      method: 'POST',
      url: '/api/auth/social/complete',
      payload: {
        socialToken: callback.json().socialToken,
        transId: await verifyIdentity(app, db, 'signup', person),
        consents: { age14: true, useTerms: true, personalInfo: true, marketing: false, night: false },
      },
    });
    const userId = (
      await db.selectFrom('users').select('id').where('user_nm', '=', '소셜탈퇴').executeTakeFirstOrThrow()
    ).id;
    const session = sessionFrom(app, joined, userId);
    expect((await session.inject({ method: 'GET', url: '/api/account/withdrawal/check' })).json()).toEqual({
      blockers: [],
      confirmWith: 'verification',
    });

    const withPassword = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'OurService', pw: 'anything1' },
    });
    expect(withPassword.json().code).toBe('NO_PASSWORD');
    const stranger = await verifyIdentity(app, db, 'withdrawal');
    const before = await snapshot(db);
    const mismatch = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'OurService', transId: stranger },
    });
    expect(mismatch.json().code).toBe('IDENTITY_MISMATCH');
    expect(await snapshot(db)).toEqual(before);

    const transId = await verifyIdentity(app, db, 'withdrawal', person);
    const done = await session.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'OurService', transId },
    });
    expect(done.statusCode).toBe(200);
    expect((await userRow(userId)).status).toBe('withdrawn');
  });
});
