import type { MeResponse } from '@academy/domain/account/account.schema';
import type { FamilyResponse } from '@academy/domain/account/family.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { familySideOf } from '../lib/family-side';
import { ME, PROFILE } from '../testing/mypage-fixtures';
import { FamilyRelationPage } from './family-relation-page';
import { MyPage } from './my-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const MOTHER = {
  userId: '33333333-3333-4333-8333-333333333333',
  userNm: '최엄마',
  relationType: '어머니' as const,
  maskedMobileNo: '010-****-1111',
  linkedAt: '2026-11-01T03:00:00.000Z',
};
const CHILD = { ...MOTHER, userId: '22222222-2222-4222-8222-222222222222', userNm: '김하늘' };

/** 최민준, a middle-school student of the demo academy, linked to his mother. */
const STUDENT_ME: MeResponse = meFixture(
  { userNm: '최민준', birthdate: '2011-05-05' },
  {
    memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '010', role: 'STUDENT', authCd: null }],
    guardians: [{ userId: MOTHER.userId, userNm: MOTHER.userNm, relationType: '어머니' }],
  },
);
/** 김보호, a parent at the demo academy with a child linked. */
const PARENT_ME: MeResponse = {
  ...ME,
  memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }],
  children: [{ userId: CHILD.userId, userNm: CHILD.userNm, relationType: '어머니' }],
};

function renderFamily(me: MeResponse, family: FamilyResponse) {
  mockApi({ 'GET /api/auth/me': () => ok(me), 'GET /api/account/family': () => ok(family) });
  renderRoutes([{ path: '/v3/FamilyRelation', element: <FamilyRelationPage /> }], '/v3/FamilyRelation');
}

const actions = () => within(screen.getByRole('navigation', { name: '가족 연결하기' }));

describe('FamilyRelation in the reader’s words', () => {
  it('offers a student their guardians, and no 자녀 to link', async () => {
    renderFamily(STUDENT_ME, { children: [], guardians: [MOTHER], requests: [] });
    expect(await screen.findByText('최엄마')).toBeInTheDocument();
    expect(actions().getByRole('link', { name: '보호자 추가' })).toHaveAttribute('href', '/v3/AddGuardian');
    expect(actions().queryByRole('button', { name: '자녀 연결' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '자녀' })).toBeNull();
    expect(screen.queryByText(/자녀/)).toBeNull();
  });

  it('offers a parent to link children, and no guardians to add', async () => {
    renderFamily(PARENT_ME, { children: [CHILD], guardians: [], requests: [] });
    expect(await screen.findByText('김하늘')).toBeInTheDocument();
    expect(actions().getByRole('button', { name: '자녀 연결' })).toBeInTheDocument();
    expect(actions().queryByRole('link', { name: '보호자 추가' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '보호자' })).toBeNull();
  });

  it('offers both to an adult who is neither yet', async () => {
    renderFamily(ME, { children: [], guardians: [], requests: [] });
    expect(await screen.findByRole('button', { name: '자녀 연결' })).toBeInTheDocument();
    expect(actions().getByRole('link', { name: '보호자 추가' })).toBeInTheDocument();
  });
});

describe('MyPage family menu', () => {
  it('words the family entry for a student, without 자녀', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      'GET /api/account/profile': () => ok({ ...PROFILE, userNm: '최민준' }),
    });
    renderRoutes([{ path: '/v3/MyPage', element: <MyPage /> }], '/v3/MyPage');
    const menu = within(await screen.findByRole('navigation', { name: '가족 메뉴' }));
    expect(menu.getByText('보호자 연결')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: '보호자 추가' })).toBeInTheDocument();
    expect(menu.queryByText(/자녀/)).toBeNull();
  });

  it('offers a family its payments and registered cards, and staff neither', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(PARENT_ME), 'GET /api/account/profile': () => ok(PROFILE) });
    renderRoutes([{ path: '/myMain', element: <MyPage /> }], '/myMain');
    const payments = within(await screen.findByRole('navigation', { name: '결제 메뉴' }));
    expect(payments.getByRole('link', { name: /결제 내역/ })).toHaveAttribute('href', '/paymentList');
    expect(payments.getByRole('link', { name: /카드 관리/ })).toHaveAttribute('href', '/cardManagement');
  });

  it('shows staff no payment menu', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), 'GET /api/account/profile': () => ok(PROFILE) });
    renderRoutes([{ path: '/myMain', element: <MyPage /> }], '/myMain');
    expect(await screen.findByRole('navigation', { name: '가족 메뉴' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '결제 메뉴' })).toBeNull();
  });
});

describe('familySideOf', () => {
  const today = '2026-11-22';
  it('counts anyone under 19 as a child, even before joining an academy', () => {
    expect(familySideOf(meFixture({ birthdate: '2010-01-01' }), today)).toEqual({ asGuardian: false, asChild: true });
  });
  it('counts an adult with a child, or a parent’s membership, as a guardian', () => {
    expect(familySideOf(PARENT_ME, today)).toEqual({ asGuardian: true, asChild: false });
  });
  it('offers both sides to an adult with no family and no academy yet', () => {
    expect(familySideOf(meFixture({ birthdate: '1990-01-01' }), today)).toEqual({ asGuardian: true, asChild: true });
  });
});
