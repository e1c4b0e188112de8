import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { EmployeeRegisterPage } from '../pages/employee-register-page';
import { renderRoutes } from '../testing/render-employees';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const INVITE = {
  inviteId: '019a0000-0000-7000-8000-0000000000bb',
  code: 'K7M2Q9XA',
  userNm: '서강사',
  relationCd: '050',
  mobileNo: '01012345678',
  maskedMobileNo: '010-****-5678',
  state: 'usable',
  createdAt: '2026-11-22T01:00:00.000Z',
  expiresAt: '2026-12-06T01:00:00.000Z',
  createdByNm: '김원장',
};

function renderPage(answer = () => ok({ invite: INVITE })) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`POST /api/insts/${INST_ID}/employees`]: answer,
  });
  renderRoutes([{ path: '/v3/EmployeeRegister', element: <EmployeeRegisterPage /> }], '/v3/EmployeeRegister');
  return api;
}

describe('EmployeeRegister for a member who may not invite', () => {
  it('tells a teacher, before any typing, that only the director or staff with 직원 등록·수정 may invite', async () => {
    const api = mockApi({
      'GET /api/auth/me': () =>
        ok(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '050', role: 'TEACHER', authCd: '020' }])),
    });
    renderRoutes([{ path: '/v3/EmployeeRegister', element: <EmployeeRegisterPage /> }], '/v3/EmployeeRegister');
    expect(await screen.findByText('직원을 초대할 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByText(/원장이나 직원 등록·수정 권한이 있는 직원만/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /이름/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '초대 코드 만들기' })).toBeNull();
    // A teacher does not see the staff list either, so no way there is offered.
    expect(screen.queryByRole('link', { name: '직원 목록으로' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\(\d{3}\)/);
    expect(api.callsTo(`POST /api/insts/${INST_ID}/employees`)).toHaveLength(0);
  });

  it('leads a manager who may only view staff back to the list', async () => {
    mockApi({
      'GET /api/auth/me': () =>
        ok(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd: '031' }])),
    });
    renderRoutes([{ path: '/v3/EmployeeRegister', element: <EmployeeRegisterPage /> }], '/v3/EmployeeRegister');
    expect(await screen.findByRole('link', { name: '직원 목록으로' })).toHaveAttribute('href', '/v3/EmployeeList');
    expect(screen.queryByRole('button', { name: '초대 코드 만들기' })).toBeNull();
  });
});

describe('EmployeeRegister', () => {
  it('explains missing and malformed fields in Korean without calling the server', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: '초대 코드 만들기' }));
    expect(await screen.findByText('이름을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('휴대폰 번호를 입력해 주세요')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '0212345678');
    await user.click(screen.getByRole('button', { name: '초대 코드 만들기' }));
    expect(await screen.findByText('휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/employees`)).toHaveLength(0);
  });

  it('sends name, digits-only mobile and role, then shows the code and the way to /inviteMessage', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /이름/ }), '서강사');
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '010-1234-5678');
    await user.click(screen.getByRole('radio', { name: /실장/ }));
    await user.click(screen.getByRole('radio', { name: /강사/ }));
    await user.click(screen.getByRole('button', { name: '초대 코드 만들기' }));

    expect(await screen.findByRole('heading', { name: '초대 코드를 만들었습니다' })).toBeInTheDocument();
    expect(screen.getByText('K7M2Q9XA')).toBeInTheDocument();
    expect(screen.getByText('2026.12.06까지 사용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '초대 메시지 보내기' })).toHaveAttribute(
      'href',
      `/inviteMessage?inviteId=${INVITE.inviteId}`,
    );
    expect(api.callsTo(`POST /api/insts/${INST_ID}/employees`)[0]?.body).toEqual({
      userNm: '서강사',
      mobileNo: '01012345678',
      relationCd: '050',
    });

    await user.click(screen.getByRole('button', { name: '한 명 더 등록' }));
    expect(screen.getByRole('textbox', { name: /이름/ })).toHaveValue('');
  });

  it('shows the server’s refusal under the mobile field', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      fail(409, 'EMPLOYEE_ALREADY_STAFF', '이미 이 학원에서 일하고 있는 직원의 휴대폰 번호입니다.', {
        mobileNo: '이미 이 학원에서 일하고 있는 직원의 휴대폰 번호입니다.',
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /이름/ }), '박강사');
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '01033334444');
    await user.click(screen.getByRole('button', { name: '초대 코드 만들기' }));
    expect(await screen.findByText('이미 이 학원에서 일하고 있는 직원의 휴대폰 번호입니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /휴대폰 번호/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
