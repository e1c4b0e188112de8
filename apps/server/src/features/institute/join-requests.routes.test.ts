import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { MessageSender } from '../../platform/adapters/messaging/messaging';
import { fixedClock } from '../../platform/clock';
import { academyBody, member, openAcademy, type Person, person, TABLES } from './institute.fixtures';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

describe('GET /api/insts/search (searchInst)', () => {
  it('finds academies by part of the name, by initial consonants and by region, public facts only', async () => {
    const hanbit = await openAcademy(app, db, { instNm: '한빛 수학학원' });
    await openAcademy(app, db, { instNm: '한빛영어', address: '경기도 성남시 분당구' });
    await openAcademy(app, db, { instNm: '푸른 100% 과학', address: '부산광역시 해운대구' });

    const byName = await app.inject({ method: 'GET', url: `/api/insts/search?q=${encodeURIComponent('빛수학')}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      items: [
        {
          instId: hanbit.instId,
          instNm: '한빛 수학학원',
          instTpCd: 'ACADEMY',
          subjects: ['수학', '과학'],
          address: '서울특별시 강남구 테헤란로 123',
          telNo: '0212345678',
          regions: ['11'],
          logoFileNm: null,
          logoUrl: null,
          joined: false,
          requested: false,
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      hasNext: false,
    });
    expect(byName.body).not.toContain('1248100998');
    expect(byName.body).not.toContain(hanbit.director.id);

    const names = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/insts/search?${query}` }))
        .json()
        .items.map((item: { instNm: string }) => item.instNm);
    expect(await names(`q=${encodeURIComponent('ㅎㅂ')}`)).toEqual(['한빛 수학학원', '한빛영어']);
    expect(await names(`q=${encodeURIComponent('ㅎㅂ ㅅㅎ')}`)).toEqual(['한빛 수학학원']);
    expect(await names(`q=${encodeURIComponent('ㅇㅇ')}`)).toEqual(['한빛영어']);
    expect(await names(`q=${encodeURIComponent('ㅎㅂ')}&region=41`)).toEqual(['한빛영어']);
    expect(await names('region=26')).toEqual(['푸른 100% 과학']);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['푸른 100% 과학']);
    expect(await names(`q=${encodeURIComponent('%')}&region=11`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('한빛')}&region=50`)).toEqual([]);
  });

  it('pages through results and marks where the searcher belongs or waits', async () => {
    // One person opens them all (logging in is the slow part).
    const owner = await person(app, db, '페이지원장');
    const opened: { instId: string }[] = [];
    for (let index = 0; index < 22; index += 1) {
      const response = await owner.session.inject({
        method: 'POST',
        url: '/api/insts',
        payload: { ...academyBody, instNm: `페이지학원${String(index).padStart(2, '0')}` },
      });
      opened.push(response.json());
    }
    const first = (
      await app.inject({ method: 'GET', url: `/api/insts/search?q=${encodeURIComponent('페이지')}` })
    ).json();
    expect(first).toMatchObject({ page: 1, total: 22, hasNext: true });
    expect(first.items).toHaveLength(20);
    const second = (
      await app.inject({ method: 'GET', url: `/api/insts/search?q=${encodeURIComponent('페이지')}&page=2` })
    ).json();
    expect(second.items.map((item: { instNm: string }) => item.instNm)).toEqual(['페이지학원20', '페이지학원21']);
    expect(second.hasNext).toBe(false);

    const someone = await person(app, db);
    await db
      .insertInto('memberships')
      .values({
        inst_id: opened[20]?.instId as string,
        user_id: someone.id,
        relation_cd: null,
        auth_cd: null,
      })
      .execute();
    await someone.session.inject({
      method: 'POST',
      url: `/api/insts/${opened[21]?.instId as string}/join-requests`,
      payload: { role: 'parent' },
    });
    const mine = (
      await someone.session.inject({ method: 'GET', url: `/api/insts/search?q=${encodeURIComponent('페이지')}&page=2` })
    ).json();
    expect(mine.items.map((item: { joined: boolean; requested: boolean }) => [item.joined, item.requested])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('needs a query or a region, and refuses a bad region or page in Korean', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/insts/search' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ q: '검색어를 입력하거나 지역을 선택해 주세요' });
    const region = await app.inject({ method: 'GET', url: '/api/insts/search?region=99' });
    expect(region.json().fields).toEqual({ region: '지역을 선택해 주세요' });
    const page = await app.inject({ method: 'GET', url: '/api/insts/search?q=a&page=0' });
    expect(page.json().fields).toEqual({ page: '페이지는 1 이상으로 입력해 주세요.' });
  });

  it('shows one academy’s public card to anyone (requestInstTF)', async () => {
    const { instId } = await openAcademy(app, db, { instNm: '공개카드학원' });
    const card = await app.inject({ method: 'GET', url: `/api/insts/${instId}/public` });
    expect(card.json()).toMatchObject({ instId, instNm: '공개카드학원', joined: false, requested: false });
    expect(card.body).not.toContain('bizRegNo');
    const unknown = await app.inject({ method: 'GET', url: '/api/insts/01900000-0000-7000-8000-000000000000/public' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('asking to join (requestInstTF)', () => {
  it('records the request and tells the director and the managers holding 010', async () => {
    const { director, instId } = await openAcademy(app, db);
    const office = await member(app, db, instId, '030', '010#020');
    const noCode = await member(app, db, instId, '030', '020');
    const requester = await person(app, db, '정학부모');
    const asked = await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'parent', message: '  초등 4학년 아이 등록 문의드립니다  ' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      requestId: expect.any(String),
      instId,
      instNm: '한빛수학학원',
      role: 'parent',
      status: 'pending',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    const stored = await db
      .selectFrom('join_requests')
      .selectAll()
      .where('id', '=', asked.json().requestId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: requester.id,
      requested_role: 'parent',
      message: '초등 4학년 아이 등록 문의드립니다',
    });
    const told = await db
      .selectFrom('notifications')
      .select(['user_id', 'body'])
      .where('type', '=', 'join-request')
      .where('inst_id', '=', instId)
      .execute();
    expect(told.map((row) => row.user_id).sort()).toEqual([director.id, office.id].sort());
    expect(told.map((row) => row.user_id)).not.toContain(noCode.id);
    expect(told[0]?.body).toBe('정학부모님이 학부모로 한빛수학학원 가입을 요청했습니다.');

    const mine = (await requester.session.inject({ method: 'GET', url: '/api/me/insts' })).json();
    expect(mine.pendingRequests).toEqual([
      {
        requestId: asked.json().requestId,
        instId,
        instNm: '한빛수학학원',
        role: 'parent',
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ]);
  });

  it('refuses a member, a second request, an unknown academy and bad input, writing nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const requester = await person(app, db);
    await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'staff' },
    });
    const before = await snapshot(db, TABLES);
    const twice = await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'student' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'JOIN_REQUEST_PENDING',
      message: '이미 가입 요청을 보냈습니다. 학원의 승인을 기다려 주세요.',
    });
    const own = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'parent' },
    });
    expect(own.json().code).toBe('ALREADY_MEMBER');
    const someone = await person(app, db);
    const unknown = await someone.session.inject({
      method: 'POST',
      url: '/api/insts/01900000-0000-7000-8000-000000000000/join-requests',
      payload: { role: 'parent' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await someone.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'director', message: '가'.repeat(201) },
    });
    expect(bad.json().fields).toEqual({
      role: '가입 유형을 선택해 주세요',
      message: '요청 메시지는 200자 이하로 입력해 주세요.',
    });
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'parent' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await snapshot(db, TABLES)).toEqual(before);
  });
});

describe('deciding on join requests', () => {
  async function ask(instId: string, role: 'staff' | 'student' | 'parent', userNm = '요청자') {
    const requester = await person(app, db, userNm);
    const response = await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role },
    });
    return { requester, requestId: response.json().requestId as string };
  }

  it('lists waiting requests for the director and a 010 manager, not for a teacher', async () => {
    const { director, instId } = await openAcademy(app, db);
    const { requester } = await ask(instId, 'parent', '한학부모');
    const list = await director.session.inject({ method: 'GET', url: `/api/insts/${instId}/join-requests` });
    expect(list.json()).toEqual({
      items: [
        {
          requestId: expect.any(String),
          userId: requester.id,
          userNm: '한학부모',
          maskedMobileNo: `010-****-${requester.mobileNo?.slice(7)}`,
          role: 'parent',
          message: null,
          status: 'pending',
          createdAt: '2026-11-22T09:00:00.000Z',
          decidedAt: null,
        },
      ],
      pendingCount: 1,
    });
    const teacher = await member(app, db, instId, '050', '010#020');
    expect(
      (await teacher.session.inject({ method: 'GET', url: `/api/insts/${instId}/join-requests` })).statusCode,
    ).toBe(403);
  });

  it('approving makes the member, tells them in the app and by SMS, and writes an audit row', async () => {
    const { director, instId } = await openAcademy(app, db);
    const parent = await ask(instId, 'parent', '최학부모');
    const approved = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${parent.requestId}/approve`,
      payload: {},
    });
    expect(approved.json()).toEqual({
      requestId: parent.requestId,
      status: 'approved',
      decidedAt: '2026-11-22T09:00:00.000Z',
      smsSent: true,
    });
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', parent.requester.id)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ relation_cd: null, auth_cd: null, status: 'active' });
    const notice = await db
      .selectFrom('notifications')
      .select(['title', 'body', 'link'])
      .where('user_id', '=', parent.requester.id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      title: '가입 요청이 승인되었습니다',
      body: '한빛수학학원에서 학부모로 가입 요청을 승인했습니다. 이제 학원 소식을 받아 볼 수 있습니다.',
      link: '/v3/ConnectInstList',
    });
    const sms = await db
      .selectFrom('outbox_messages')
      .select(['channel', 'body', 'purpose', 'inst_id'])
      .where('recipient', '=', parent.requester.mobileNo as string)
      .executeTakeFirstOrThrow();
    expect(sms).toEqual({
      channel: 'sms',
      body: '[학원ON] 한빛수학학원에서 학부모로 가입 요청을 승인했습니다. 이제 학원 소식을 받아 볼 수 있습니다.',
      purpose: 'join-request-decision',
      inst_id: instId,
    });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target', 'before', 'after'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'join-request.approve')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'join-request.approve',
      actor_user_id: director.id,
      target: `user:${parent.requester.id}`,
      before: { requestId: parent.requestId, requestStatus: 'pending', membership: null },
      after: {
        requestId: parent.requestId,
        requestStatus: 'approved',
        membership: { relationCd: null, authCd: null, status: 'active' },
      },
    });
    const mine = (await parent.requester.session.inject({ method: 'GET', url: '/api/me/insts' })).json();
    expect(mine).toMatchObject({ insts: [{ instId, role: 'PARENT' }], pendingRequests: [] });
  });

  it('approves staff as a teacher or a chosen manager, and a student with a student record', async () => {
    const { instId } = await openAcademy(app, db);
    const office = await member(app, db, instId, '030', '010');
    const teacher = await ask(instId, 'staff', '강선생');
    const manager = await ask(instId, 'staff', '실장님');
    const student = await ask(instId, 'student', '김학생');
    const approve = (requestId: string, payload?: object) =>
      office.session.inject({
        method: 'POST',
        url: `/api/insts/${instId}/join-requests/${requestId}/approve`,
        ...(payload ? { payload } : {}),
      });
    expect((await approve(teacher.requestId)).statusCode).toBe(200);
    expect((await approve(manager.requestId, { relationCd: '030' })).statusCode).toBe(200);
    expect((await approve(student.requestId, {})).statusCode).toBe(200);
    const rows = await db
      .selectFrom('memberships')
      .select(['user_id', 'relation_cd', 'auth_cd'])
      .where('inst_id', '=', instId)
      .where('user_id', 'in', [teacher.requester.id, manager.requester.id, student.requester.id])
      .execute();
    const byUser = Object.fromEntries(rows.map((row) => [row.user_id, [row.relation_cd, row.auth_cd]]));
    expect(byUser[teacher.requester.id]).toEqual(['050', '']);
    expect(byUser[manager.requester.id]).toEqual(['030', '010#020']);
    expect(byUser[student.requester.id]).toEqual(['010', null]);
    const record = await db
      .selectFrom('students')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('user_id', '=', student.requester.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      student_nm: '김학생',
      status: 'enrolled',
      status_since: '2026-11-22',
      created_by: office.id,
    });
    const home = (await student.requester.session.inject({ method: 'GET', url: `/api/insts/${instId}/home` })).json();
    expect(home.me).toMatchObject({ studentNm: '김학생', status: 'enrolled' });
  });

  it('rejecting makes no member, tells the requester with the reason, and writes an audit row', async () => {
    const { director, instId } = await openAcademy(app, db);
    const { requester, requestId } = await ask(instId, 'staff', '거절될분');
    const rejected = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${requestId}/reject`,
      payload: { reason: '채용 계획이 없습니다' },
    });
    expect(rejected.json()).toMatchObject({ requestId, status: 'rejected', smsSent: true });
    const membership = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('inst_id', '=', instId)
      .where('user_id', '=', requester.id)
      .executeTakeFirst();
    expect(membership).toBeUndefined();
    const notice = await db
      .selectFrom('notifications')
      .select(['type', 'body'])
      .where('user_id', '=', requester.id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      type: 'join-request-rejected',
      body: '한빛수학학원에서 가입 요청을 거절했습니다. 사유: 채용 계획이 없습니다',
    });
    const sms = await db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', requester.mobileNo as string)
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain('가입 요청을 거절했습니다');
    const audit = await db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'join-request.reject')
      .where('inst_id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      requestId,
      requestStatus: 'rejected',
      membership: null,
      reason: '채용 계획이 없습니다',
    });
    const history = await director.session.inject({
      method: 'GET',
      url: `/api/insts/${instId}/join-requests?status=rejected`,
    });
    expect(history.json()).toMatchObject({ items: [{ requestId, status: 'rejected' }], pendingCount: 0 });
  });

  it('refuses deciding twice, a request that became a member, and bad input, writing nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const done = await ask(instId, 'parent');
    await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${done.requestId}/approve`,
    });
    const raced = await ask(instId, 'parent');
    await db
      .insertInto('memberships')
      .values({ inst_id: instId, user_id: raced.requester.id, relation_cd: null, auth_cd: null })
      .execute();
    const open = await ask(instId, 'staff');
    const before = await snapshot(db, TABLES);
    for (const verb of ['approve', 'reject']) {
      const again = await director.session.inject({
        method: 'POST',
        url: `/api/insts/${instId}/join-requests/${done.requestId}/${verb}`,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'JOIN_REQUEST_DECIDED',
        message: '이미 처리된 가입 요청입니다. 목록을 새로고침해 주세요.',
      });
    }
    const already = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${raced.requestId}/approve`,
    });
    expect(already.json().code).toBe('ALREADY_MEMBER');
    const badRole = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${open.requestId}/approve`,
      payload: { relationCd: '020' },
    });
    expect(badRole.json().fields).toEqual({ relationCd: '직책을 선택해 주세요' });
    const longReason = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${open.requestId}/reject`,
      payload: { reason: '가'.repeat(201) },
    });
    expect(longReason.json().fields).toEqual({ reason: '거절 사유는 200자 이하로 입력해 주세요.' });
    const unknown = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/01900000-0000-7000-8000-000000000000/approve`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('keeps the decision when the SMS cannot go, and says so', async () => {
    const failing: MessageSender = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    const { db: quietDb } = await createTestDatabase();
    const quietApp = await createTestApp(quietDb, { clock, adapters: { messaging: failing } });
    const director = await person(quietApp, quietDb, '김원장');
    const created = await director.session.inject({
      method: 'POST',
      url: '/api/insts',
      payload: {
        instNm: '문자없는학원',
        instTpCd: 'TUTORING',
        subjects: ['영어'],
        address: '대전 유성구',
        telNo: '0421234567',
      },
    });
    const instId = created.json().instId as string;
    const requester = await person(quietApp, quietDb);
    const { requestId } = (
      await requester.session.inject({
        method: 'POST',
        url: `/api/insts/${instId}/join-requests`,
        payload: { role: 'parent' },
      })
    ).json();
    const approved = await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${requestId}/approve`,
    });
    expect(approved.json()).toMatchObject({ status: 'approved', smsSent: false });
    const notice = await quietDb
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', requester.id)
      .executeTakeFirstOrThrow();
    expect(notice.type).toBe('join-request-approved');
  });
});

describe('cancelling a join request (the requester)', () => {
  async function ask(instId: string, role: 'staff' | 'student' | 'parent' = 'parent', userNm = '취소할분') {
    const requester = await person(app, db, userNm);
    const response = await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role },
    });
    return { requester, requestId: response.json().requestId as string };
  }
  const cancel = (who: Pick<Person, 'session'>, instId: string, requestId: string) =>
    who.session.inject({ method: 'POST', url: `/api/insts/${instId}/join-requests/${requestId}/cancel` });

  it('takes the request off the director’s list and the requester’s, and writes an audit row', async () => {
    const { director, instId } = await openAcademy(app, db);
    const { requester, requestId } = await ask(instId, 'staff', '마음바뀐분');

    const cancelled = await cancel(requester, instId, requestId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      requestId,
      instId,
      instNm: '한빛수학학원',
      role: 'staff',
      status: 'cancelled',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    const stored = await db
      .selectFrom('join_requests')
      .select(['status', 'decided_by', 'decided_at'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      status: 'cancelled',
      decided_by: requester.id,
      decided_at: new Date('2026-11-22T09:00:00.000Z'),
    });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target', 'before', 'after'])
      .where('inst_id', '=', instId)
      .where('action', 'like', 'join-request.%')
      .execute();
    expect(audit).toEqual([
      {
        action: 'join-request.cancel',
        actor_user_id: requester.id,
        target: `user:${requester.id}`,
        before: { requestId, requestStatus: 'pending', role: 'staff' },
        after: { requestId, requestStatus: 'cancelled', role: 'staff' },
      },
    ]);
    // No membership comes of it.
    expect(
      await db
        .selectFrom('memberships')
        .select('user_id')
        .where('inst_id', '=', instId)
        .where('user_id', '=', requester.id)
        .executeTakeFirst(),
    ).toBeUndefined();

    const waiting = await director.session.inject({ method: 'GET', url: `/api/insts/${instId}/join-requests` });
    expect(waiting.json()).toEqual({ items: [], pendingCount: 0 });
    const home = (await director.session.inject({ method: 'GET', url: `/api/insts/${instId}/home` })).json();
    expect(home.joinRequests).toEqual({ pendingCount: 0 });
    const history = await director.session.inject({
      method: 'GET',
      url: `/api/insts/${instId}/join-requests?status=cancelled`,
    });
    expect(history.json()).toMatchObject({ items: [{ requestId, userNm: '마음바뀐분', status: 'cancelled' }] });
    const log = (await director.session.inject({ method: 'GET', url: `/api/insts/${instId}/audit-log` })).json();
    expect(log.items[0]).toMatchObject({
      action: 'join-request.cancel',
      actionLabel: '가입 요청 취소',
      actorNm: '마음바뀐분',
    });

    const mine = (await requester.session.inject({ method: 'GET', url: '/api/me/insts' })).json();
    expect(mine.pendingRequests).toEqual([]);
    const card = (await requester.session.inject({ method: 'GET', url: `/api/insts/${instId}/public` })).json();
    expect(card).toMatchObject({ joined: false, requested: false });
    // Having taken it back, they may ask again.
    const again = await requester.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests`,
      payload: { role: 'parent' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses the director approving or rejecting a cancelled request, writing nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const { requester, requestId } = await ask(instId);
    expect((await cancel(requester, instId, requestId)).statusCode).toBe(200);
    const before = await snapshot(db, TABLES);
    for (const verb of ['approve', 'reject']) {
      const refused = await director.session.inject({
        method: 'POST',
        url: `/api/insts/${instId}/join-requests/${requestId}/${verb}`,
        payload: {},
      });
      expect(refused.statusCode, verb).toBe(409);
      expect(refused.json()).toEqual({
        code: 'JOIN_REQUEST_CANCELLED',
        message: '요청한 분이 취소한 가입 요청이라 승인하거나 거절할 수 없습니다. 목록을 새로고침해 주세요.',
      });
    }
    expect(await snapshot(db, TABLES)).toEqual(before);
  });

  it('answers 404 for someone else’s request and refuses a decided one, writing nothing', async () => {
    const { director, instId } = await openAcademy(app, db);
    const other = await openAcademy(app, db, { instNm: '다른학원' });
    const open = await ask(instId, 'parent', '기다리는분');
    const approved = await ask(instId, 'student', '승인된분');
    const rejected = await ask(instId, 'staff', '거절된분');
    const twice = await ask(instId, 'parent', '두번취소');
    await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${approved.requestId}/approve`,
      payload: {},
    });
    await director.session.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${rejected.requestId}/reject`,
      payload: {},
    });
    expect((await cancel(twice.requester, instId, twice.requestId)).statusCode).toBe(200);
    const stranger = await person(app, db, '남의요청');
    const before = await snapshot(db, TABLES);

    const notFound = [
      await cancel(stranger, instId, open.requestId),
      await cancel(director, instId, open.requestId),
      await cancel(approved.requester, instId, open.requestId),
      // The right person, through another academy's address.
      await cancel(open.requester, other.instId, open.requestId),
      await cancel(open.requester, instId, '01900000-0000-7000-8000-000000000000'),
    ];
    for (const response of notFound) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.',
      });
      expect(response.body).not.toContain('기다리는분');
    }
    for (const done of [approved, rejected, twice]) {
      const refused = await cancel(done.requester, instId, done.requestId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'JOIN_REQUEST_NOT_CANCELLABLE',
        message: '이미 처리되었거나 취소된 가입 요청이라 취소할 수 없습니다. 내 학원 목록을 새로고침해 주세요.',
      });
    }
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/insts/${instId}/join-requests/${open.requestId}/cancel`,
    });
    expect(visitor.statusCode).toBe(401);
    const badId = await cancel(open.requester, instId, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(await snapshot(db, TABLES)).toEqual(before);

    // The waiting request is still there for the director.
    const waiting = (
      await director.session.inject({ method: 'GET', url: `/api/insts/${instId}/join-requests` })
    ).json();
    expect(waiting.items.map((item: { requestId: string }) => item.requestId)).toEqual([open.requestId]);
  });
});
