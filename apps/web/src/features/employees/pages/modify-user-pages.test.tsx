import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-employees';
import { ModifyUserConnectPage } from './modify-user-connect-page';
import { ModifyUserInfoPage } from './modify-user-info-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const TEACHER_ID = '019a0000-0000-7000-8000-000000000003';
/** A manager who may look at staff (031) but not change them (032). */
const VIEWER_ME = meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd: '031' }]);

describe('employee forms for a member who may only look', () => {
  it.each([
    ['ModifyUserConnect', <ModifyUserConnectPage key="connect" />, '역할 변경'],
    ['ModifyUserInfo', <ModifyUserInfoPage key="info" />, '저장'],
  ])('%s explains why instead of a form refused on submit', async (path, element, submit) => {
    const api = mockApi({ 'GET /api/auth/me': () => ok(VIEWER_ME) });
    renderRoutes([{ path: `/v3/${path}`, element }], `/v3/${path}?userId=${TEACHER_ID}`);
    expect(await screen.findByText('직원 정보를 바꿀 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직원 목록으로' })).toHaveAttribute('href', '/v3/EmployeeList');
    expect(screen.queryByRole('button', { name: submit })).toBeNull();
    expect(api.callsTo(`GET /api/insts/${INST_ID}/employees/${TEACHER_ID}`)).toHaveLength(0);
  });
});
