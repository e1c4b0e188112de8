import type { MeResponse } from '@academy/domain/account/account.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../store/store';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes } from '../../../test/render-routes';
import { InstManagementPage } from './inst-management-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const member = (role: MeResponse['memberships'][number]['role'], authCd: string | null) => ({
  instId: INST_ID,
  instNm: INST_NM,
  relationCd: ({ DIRECTOR: '020', MANAGER: '030', TEACHER: '050', STUDENT: '010', PARENT: null } as const)[role],
  role,
  authCd,
});

function open(me: MeResponse, url = '/instManagementTF/all') {
  mockApi({ 'GET /api/auth/me': ok(me), 'POST /api/auth/logout': ok({}) });
  return renderRoutes(
    [{ path: '/instManagementTF/:mng', element: <InstManagementPage /> }, landing('/mainTF', '홈 화면')],
    url,
    { academy: 'demo' },
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('전체 메뉴 (/instManagementTF/:mng)', () => {
  it('lists every destination of a director by area, each with a line that says what it is', async () => {
    open(DIRECTOR_ME);
    const people = await region('원생·구성원');
    expect(within(people).getByRole('link', { name: /직원 목록/ })).toHaveAttribute('href', '/v3/EmployeeList');
    expect(within(people).getByRole('link', { name: /권한 관리/ })).toHaveAttribute('href', '/v3/permissions');
    for (const name of ['홈', '출결', '수업·일정', '학원 관리', '내 정보'])
      expect(await region(name)).toBeInTheDocument();
    expect(screen.getByText('재원·휴원·퇴원 원생 찾기')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '현재 학원' })).toHaveValue(INST_ID);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(20);
  });

  it('filters by permission codes: a manager without 031 sees no 직원 목록', async () => {
    open(meFixture({}, { memberships: [member('MANAGER', '010#020')] }));
    const people = await region('원생·구성원');
    expect(within(people).getByRole('link', { name: /원생 목록/ })).toBeInTheDocument();
    expect(within(people).queryByRole('link', { name: /직원 목록/ })).toBeNull();
    expect(within(people).queryByRole('link', { name: /권한 관리/ })).toBeNull();
  });

  it('shows a student no staff screen, and their own timetable', async () => {
    open(meFixture({}, { memberships: [member('STUDENT', null)] }));
    expect(await region('수업·일정')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '원생·구성원' })).toBeNull();
    expect(screen.getByRole('link', { name: /시간표/ })).toHaveAttribute('href', '/timeClass');
    for (const name of [/출결 관리/, /출결 데스크/, /반 만들기/, /학원 정보 수정/])
      expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('lets a parent pick the child', async () => {
    open(
      meFixture(
        {},
        {
          memberships: [member('PARENT', null)],
          children: [
            { userId: 'c1', userNm: '최민준', relationType: '자녀' },
            { userId: 'c2', userNm: '최서연', relationType: '자녀' },
          ],
        },
      ),
    );
    const picker = await screen.findByRole('combobox', { name: '자녀' });
    await userEvent.selectOptions(picker, 'c2');
    expect(store.getState().common.childUserId).toBe('c2');
  });

  it('offers someone with no academy the ways to join one', async () => {
    mockApi({ 'GET /api/auth/me': ok(meFixture()) });
    renderRoutes([{ path: '/instManagementTF/:mng', element: <InstManagementPage /> }], '/instManagementTF/all');
    expect(await screen.findByText(/연결된 학원이 없습니다/)).toBeInTheDocument();
    const academy = await region('학원 관리');
    expect(
      within(academy)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/v3/ConnectInstList', '/v3/InstConnect', '/searchInstTF', '/instCreateTF']);
  });

  it('scrolls to the group the address names, and logs out', async () => {
    const scrolled: string[] = [];
    // jsdom does not lay out, so it has no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      open(DIRECTOR_ME, '/instManagementTF/people');
      await region('원생·구성원');
      await vi.waitFor(() => expect(scrolled).toEqual(['menu-people']));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  });
});
