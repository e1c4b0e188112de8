import type { FamilyResponse } from '@academy/domain/account/family.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { ME } from '../testing/mypage-fixtures';
import { FamilyRelationChangePage } from './family-relation-change-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CHILD_ID = '22222222-2222-4222-8222-222222222222';

const FAMILY: FamilyResponse = {
  children: [
    {
      userId: CHILD_ID,
      userNm: '김하늘',
      relationType: '어머니',
      maskedMobileNo: '010-****-5678',
      linkedAt: '2026-11-01T03:00:00.000Z',
    },
  ],
  guardians: [],
  requests: [],
};

function renderPage(url = `/v3/FamilyRelationChange?userId=${CHILD_ID}`) {
  let family = FAMILY;
  const api = mockApi({
    'GET /api/auth/me': () => ok(ME),
    'GET /api/account/family': () => ok(family),
    [`PATCH /api/account/family/${CHILD_ID}`]: (call) => {
      const { relationType } = call.body as { relationType: '조부모' };
      family = { ...family, children: family.children.map((child) => ({ ...child, relationType })) };
      return ok(family);
    },
    [`DELETE /api/account/family/${CHILD_ID}`]: () => {
      family = { ...family, children: [] };
      return ok(family);
    },
  });
  renderRoutes(
    [
      { path: '/v3/FamilyRelationChange', element: <FamilyRelationChangePage /> },
      landing('/v3/FamilyRelation', '가족 관계 화면'),
    ],
    url,
  );
  return api;
}

describe('FamilyRelationChange', () => {
  it('changes the relation type of a linked child', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    expect(await screen.findByRole('heading', { name: '김하늘' })).toBeInTheDocument();
    expect(screen.getByText(/010-\*\*\*\*-5678/)).toBeInTheDocument();
    const relation = screen.getByRole('group', { name: /관계/ });
    expect(within(relation).getByRole('radio', { name: '어머니' })).toBeChecked();

    await user.click(within(relation).getByRole('radio', { name: '조부모' }));
    await user.click(screen.getByRole('button', { name: '관계 변경' }));
    expect(await screen.findByText('가족 관계 화면')).toBeInTheDocument();
    const patches = api.callsTo(`PATCH /api/account/family/${CHILD_ID}`);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ relationType: '조부모' });
  });

  it('unlinks only after the confirmation is accepted', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: '연결 해제' }));

    let dialog = await screen.findByRole('alertdialog', { name: '가족 연결 해제' });
    expect(dialog).toHaveTextContent('김하늘님과의 가족 연결을 해제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(`DELETE /api/account/family/${CHILD_ID}`)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: '김하늘' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '연결 해제' }));
    dialog = await screen.findByRole('alertdialog', { name: '가족 연결 해제' });
    await user.click(within(dialog).getByRole('button', { name: '해제' }));
    expect(await screen.findByText('가족 관계 화면')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/account/family/${CHILD_ID}`)).toHaveLength(1);
  });

  it('says so when the family member is not linked (any more)', async () => {
    renderPage('/v3/FamilyRelationChange?userId=33333333-3333-4333-8333-333333333333');
    expect(await screen.findByText('연결된 가족을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '가족 관계로' })).toHaveAttribute('href', '/v3/FamilyRelation');
  });
});
