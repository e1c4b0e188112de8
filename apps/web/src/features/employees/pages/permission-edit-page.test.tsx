import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-employees';
import { PermissionEditPage } from './permission-edit-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const MANAGER_ID = '019a0000-0000-7000-8000-000000000002';
const ENTRY = {
  userId: MANAGER_ID,
  userNm: '이실장',
  relationCd: '030',
  authCd: '010#020#030#031#032',
  codes: ['010', '020', '030', '031', '032'],
  permissionLabels: ['학원 관리', '수업 관리', '직원 관리'],
  locked: false,
  self: false,
};
const HISTORY = {
  items: [
    {
      id: 'a1',
      at: '2026-11-22T01:00:00.000Z',
      action: 'permission.update',
      actionLabel: '권한 변경',
      actorUserId: DIRECTOR_ME.user.userId,
      actorNm: '김원장',
      target: `user:${MANAGER_ID}`,
      targetNm: '이실장',
      before: { authCd: '020' },
      after: { authCd: '010#020#030#031#032' },
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

describe('/v3/permission/employees/:id', () => {
  it('loads the stored codes, lets the director leave only 결제 조회 (041), saves them and moves to the detail', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET /api/insts/${INST_ID}/permissions/${MANAGER_ID}`]: () => ok(ENTRY),
      [`PUT /api/insts/${INST_ID}/permissions/${MANAGER_ID}`]: (call) =>
        ok({ ...ENTRY, authCd: (call.body as { authCd: string }).authCd }),
      [`GET /api/insts/${INST_ID}/audit-log`]: () => ok(HISTORY),
    });
    renderRoutes(
      [
        { path: '/v3/permission/employees/:id', element: <PermissionEditPage /> },
        { path: '/permission/detail/:id', element: <p>권한 상세 화면</p> },
      ],
      `/v3/permission/employees/${MANAGER_ID}`,
    );
    const editor = await screen.findByRole('group', { name: '권한 선택' });
    const box = (name: string) => within(editor).getByRole('checkbox', { name });
    expect(box('직원 관리')).toBeChecked();
    expect(box('결제 조회')).not.toBeChecked();
    expect(
      await screen.findByText(/변경 전: 수업 관리 → 변경 후: 학원 관리, 수업 관리, 직원 관리/),
    ).toBeInTheDocument();

    await user.click(box('전체'));
    await user.click(box('전체'));
    await user.click(box('결제 조회'));
    await user.click(screen.getByRole('button', { name: '권한 저장' }));

    expect(await screen.findByText('권한 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/insts/${INST_ID}/permissions/${MANAGER_ID}`)[0]?.body).toEqual({ authCd: '041' });
    expect(api.callsTo(`GET /api/insts/${INST_ID}/audit-log`)[0]?.search).toBe(`?target=user%3A${MANAGER_ID}&page=1`);
  });

  it('shows a director’s codes without a way to change them', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET /api/insts/${INST_ID}/permissions/${MANAGER_ID}`]: () =>
        ok({ ...ENTRY, relationCd: '020', authCd: '000', locked: true, self: true }),
      [`GET /api/insts/${INST_ID}/audit-log`]: () => ok({ ...HISTORY, items: [], total: 0 }),
    });
    renderRoutes(
      [{ path: '/v3/permission/employees/:id', element: <PermissionEditPage /> }],
      `/v3/permission/employees/${MANAGER_ID}`,
    );
    expect(await screen.findByText('원장은 항상 전체 권한을 가지며 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '전체' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '권한 저장' })).toBeNull();
  });
});
