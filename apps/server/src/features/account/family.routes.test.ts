import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  lastCode,
  loginAs,
  signUpTestUser,
  snapshot,
  testPerson,
  verifyIdentity,
} from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('linking a child by the child’s verification', () => {
  it('links the verified child’s account; both sides and me.children see it', async () => {
    const parent = await createTestUser(db, { userNm: '김부모' });
    const childPerson = testPerson({ userNm: '김자녀', birthdate: '2010-03-03' });
    const child = await signUpTestUser(app, db, { person: childPerson });
    const parentSession = await loginAs(app, parent);
    const transId = await verifyIdentity(app, db, 'family', childPerson);
    const linked = await parentSession.inject({
      method: 'POST',
      url: '/api/account/family/children/verification',
      payload: { transId, relationType: '아버지' },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      children: [
        {
          userId: child.id,
          userNm: '김자녀',
          relationType: '아버지',
          maskedMobileNo: `010-****-${childPerson.mobileNo.slice(7)}`,
          linkedAt: '2026-11-22T09:00:00.000Z',
        },
      ],
      guardians: [],
      requests: [],
    });
    const me = await parentSession.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().children).toEqual([{ userId: child.id, userNm: '김자녀', relationType: '아버지' }]);
    const childSession = await loginAs(app, child);
    const childView = await childSession.inject({ method: 'GET', url: '/api/account/family' });
    expect(childView.json().guardians).toMatchObject([{ userId: parent.id, userNm: '김부모', relationType: '아버지' }]);

    const again = await verifyIdentity(app, db, 'family', childPerson);
    const before = await snapshot(db);
    const twice = await parentSession.inject({
      method: 'POST',
      url: '/api/account/family/children/verification',
      payload: { transId: again, relationType: '아버지' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FAMILY_ALREADY_LINKED');
    expect(await snapshot(db)).toEqual(before);
  });

  it('says so when the verified child has no account, or is the parent, writing nothing', async () => {
    const parentPerson = testPerson({ userNm: '혼자부모' });
    const parent = await signUpTestUser(app, db, { person: parentPerson });
    const session = await loginAs(app, parent);
    const nobody = await verifyIdentity(app, db, 'family');
    const self = await verifyIdentity(app, db, 'family', parentPerson);
    const before = await snapshot(db);
    const missing = await session.inject({
      method: 'POST',
      url: '/api/account/family/children/verification',
      payload: { transId: nobody, relationType: '어머니' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'FAMILY_ACCOUNT_NOT_FOUND',
      message: '본인인증한 자녀의 계정이 없습니다. 자녀가 먼저 회원가입한 뒤 다시 연결해 주세요.',
    });
    const selfLink = await session.inject({
      method: 'POST',
      url: '/api/account/family/children/verification',
      payload: { transId: self, relationType: '어머니' },
    });
    expect(selfLink.json().code).toBe('FAMILY_SELF');
    const badRelation = await session.inject({
      method: 'POST',
      url: '/api/account/family/children/verification',
      payload: { transId: self, relationType: '삼촌' },
    });
    expect(badRelation.json().fields).toEqual({ relationType: '관계를 선택해 주세요' });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('linking by a code sent to the other person’s mobile', () => {
  it('a guardian asks, the child confirms the code while signed in', async () => {
    const parent = await createTestUser(db, { userNm: '박엄마' });
    const child = await createTestUser(db, { userNm: '박아들', birthdate: '2011-01-01' });
    const parentSession = await loginAs(app, parent);
    const sent = await parentSession.inject({
      method: 'POST',
      url: '/api/account/family/children/code',
      payload: { childMobileNo: child.mobileNo, relationType: '어머니' },
    });
    expect(sent.json()).toEqual({ sent: true, expiresAt: '2026-11-23T09:00:00.000Z' });
    const sms = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', child.mobileNo)
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain('박엄마님이 가족(자녀로 연결하자는) 연결을 요청했습니다.');
    const code = await lastCode(db, child.mobileNo ?? '');

    const pending = (await parentSession.inject({ method: 'GET', url: '/api/account/family' })).json();
    expect(pending.requests).toMatchObject([
      {
        direction: 'sent',
        kind: 'child',
        otherUserNm: null,
        relationType: '어머니',
        expiresAt: '2026-11-23T09:00:00.000Z',
      },
    ]);
    const childSession = await loginAs(app, child);
    const received = (await childSession.inject({ method: 'GET', url: '/api/account/family' })).json();
    expect(received.requests).toMatchObject([{ direction: 'received', kind: 'child', otherUserNm: '박엄마' }]);

    const before = await snapshot(db, ['family_links']);
    const wrongTry = await childSession.inject({
      method: 'POST',
      url: '/api/account/family/confirm',
      payload: { code: wrong(code) },
    });
    expect(wrongTry.statusCode).toBe(400);
    expect(wrongTry.json().message).toBe(
      '인증번호와 일치하는 가족 연결 요청이 없습니다. 인증번호를 다시 확인해 주세요.',
    );
    expect(await snapshot(db, ['family_links'])).toEqual(before);
    const attempts = await db
      .selectFrom('family_requests')
      .select('attempts')
      .where('target_mobile_no', '=', child.mobileNo ?? '')
      .executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(1);

    const confirmed = await childSession.inject({
      method: 'POST',
      url: '/api/account/family/confirm',
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      guardians: [{ userId: parent.id, relationType: '어머니' }],
      requests: [],
    });
    expect((await parentSession.inject({ method: 'GET', url: '/api/auth/me' })).json().children).toEqual([
      { userId: child.id, userNm: '박아들', relationType: '어머니' },
    ]);
  });

  it('a child adds a guardian the same way (AddGuardian)', async () => {
    const child = await createTestUser(db, { userNm: '이딸', birthdate: '2012-02-02' });
    const grandma = await createTestUser(db, { userNm: '이할머니', birthdate: '1950-05-05' });
    const childSession = await loginAs(app, child);
    await childSession.inject({
      method: 'POST',
      url: '/api/account/family/guardians/code',
      payload: { guardianMobileNo: grandma.mobileNo, relationType: '조부모' },
    });
    const grandmaSession = await loginAs(app, grandma);
    const confirmed = await grandmaSession.inject({
      method: 'POST',
      url: '/api/account/family/confirm',
      payload: { code: await lastCode(db, grandma.mobileNo ?? '') },
    });
    expect(confirmed.json().children).toMatchObject([{ userId: child.id, relationType: '조부모' }]);
  });

  it('refuses one’s own number and a bad number, writing nothing', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const before = await snapshot(db);
    const self = await session.inject({
      method: 'POST',
      url: '/api/account/family/children/code',
      payload: { childMobileNo: user.mobileNo, relationType: '기타' },
    });
    expect(self.json()).toEqual({
      code: 'FAMILY_SELF',
      message: '본인과는 가족으로 연결할 수 없습니다. 가족의 정보를 입력해 주세요.',
    });
    const bad = await session.inject({
      method: 'POST',
      url: '/api/account/family/children/code',
      payload: { childMobileNo: '0212345678', relationType: '기타' },
    });
    expect(bad.json().fields).toEqual({ childMobileNo: expect.stringContaining('휴대폰 번호') });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('a member without a mobile number (a child who joined with a guardian)', () => {
  it('sees the family and confirms nothing', async () => {
    const child = await createTestUser(db, { mobileNo: null, birthdate: '2016-01-01' });
    const session = await loginAs(app, child);
    expect((await session.inject({ method: 'GET', url: '/api/account/family' })).json()).toEqual({
      children: [],
      guardians: [],
      requests: [],
    });
    const confirm = await session.inject({
      method: 'POST',
      url: '/api/account/family/confirm',
      payload: { code: '123456' },
    });
    expect(confirm.json().code).toBe('CODE_MISMATCH');
  });
});

describe('changing and removing a link', () => {
  it('either side changes the relation or removes the link; an unknown link is 404', async () => {
    const parent = await createTestUser(db, { userNm: '정부모' });
    const child = await createTestUser(db, { userNm: '정자녀' });
    await db
      .insertInto('family_links')
      .values({ parent_user_id: parent.id, child_user_id: child.id, relation_type: '기타' })
      .execute();
    const parentSession = await loginAs(app, parent);
    const changed = await parentSession.inject({
      method: 'PATCH',
      url: `/api/account/family/${child.id}`,
      payload: { relationType: '아버지' },
    });
    expect(changed.json().children).toMatchObject([{ userId: child.id, relationType: '아버지' }]);

    const stranger = await createTestUser(db);
    const before = await snapshot(db);
    const unknown = await parentSession.inject({
      method: 'PATCH',
      url: `/api/account/family/${stranger.id}`,
      payload: { relationType: '아버지' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FAMILY_LINK_NOT_FOUND');
    const notUuid = await parentSession.inject({ method: 'DELETE', url: '/api/account/family/nope' });
    expect(notUuid.statusCode).toBe(400);
    expect(await snapshot(db)).toEqual(before);

    const childSession = await loginAs(app, child);
    const removed = await childSession.inject({ method: 'DELETE', url: `/api/account/family/${parent.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ children: [], guardians: [], requests: [] });
    expect((await parentSession.inject({ method: 'GET', url: '/api/account/family' })).json().children).toEqual([]);
  });
});
