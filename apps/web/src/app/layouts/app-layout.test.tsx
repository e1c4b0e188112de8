import type { MeResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetInAppHistory } from '../../lib/routing/in-app-history';
import { enterKiosk, leaveKiosk } from '../../lib/routing/kiosk-lock';
import { patchCommon, resetCommon } from '../../store/common-slice';
import { store } from '../../store/store';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { PAGES_LOADERS } from '../area-loaders';
import { createAppQueryClient } from '../query-client';
import { type AppRouteOptions, createAppRoutes } from '../router';

configure({ asyncUtilTimeout: 5_000 });

/** Every screen as the shared placeholder (its title and the header's back arrow): the layout is under test. */
const PLACEHOLDER_AREAS = Object.fromEntries(
  Object.keys(PAGES_LOADERS).map((name) => [name, async () => ({ pages: {} })]),
) as unknown as AppRouteOptions['pagesLoaders'];

const OTHER_INST = '019a0000-0000-7000-8000-0000000000bb';

const member = (role: MeResponse['memberships'][number]['role'], authCd: string | null, instId = INST_ID) => ({
  instId,
  instNm: instId === INST_ID ? INST_NM : '푸른영어학원',
  relationCd: ({ DIRECTOR: '020', MANAGER: '030', TEACHER: '050', STUDENT: '010', PARENT: null } as const)[role],
  role,
  authCd,
});

const PARENT_ME = meFixture(
  { userId: 'parent-1', userNm: '최학부모' },
  {
    memberships: [member('PARENT', null)],
    children: [
      { userId: 'child-1', userNm: '최민준', relationType: '자녀' },
      { userId: 'child-2', userNm: '최서연', relationType: '자녀' },
    ],
  },
);

function serve(me: MeResponse | null) {
  return mockApi({
    'GET /api/auth/me': me ? ok(me) : fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.'),
    'GET /api/system/config': ok({ rootRedirect: '/mainTF', gaTrackingId: null, sentryDsn: null }),
  });
}

function renderAt(url: string) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, pagesLoaders: PLACEHOLDER_AREAS }), {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

const sideNav = () => screen.findByRole('navigation', { name: '주 메뉴' });
const tabBar = () => screen.findByRole('navigation', { name: '하단 메뉴' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
const currentLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

beforeEach(() => {
  store.dispatch(resetCommon());
  resetInAppHistory();
  leaveKiosk();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  leaveKiosk();
});

describe('the side menu (tablet and desktop)', () => {
  it("lists a director's destinations by area and marks where they are", async () => {
    serve(DIRECTOR_ME);
    renderAt('/v3/StudentsList');
    const nav = await sideNav();
    for (const group of ['홈', '출결', '수업·일정', '원생·구성원', '학원 관리', '내 정보'])
      expect(within(nav).getByRole('list', { name: group })).toBeInTheDocument();
    expect(
      within(within(nav).getByRole('list', { name: '원생·구성원' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['원생 목록', '원생 등록', '구성원 목록', '직원 목록', '직원 등록', '권한 관리']);
    expect(linkNames(nav)).toEqual(
      expect.arrayContaining([
        '출결 관리',
        '출결 데스크',
        '월간 일정',
        '원생 목록',
        '직원 목록',
        '권한 관리',
        '내 정보',
      ]),
    );
    expect(currentLinks(nav)).toEqual(['원생 목록']);
    expect(within(nav).getByRole('link', { name: '원생 목록' })).toHaveAttribute('href', '/v3/StudentsList');
    expect(within(nav).getByRole('combobox', { name: '현재 학원' })).toHaveValue(INST_ID);
    expect(within(nav).queryByRole('combobox', { name: '자녀' })).toBeNull();
  });

  it('offers 본문 바로가기 first, which moves the focus past the menu to the screen', async () => {
    serve(DIRECTOR_ME);
    renderAt('/v3/StudentsList');
    await sideNav();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: '본문 바로가기' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("marks an inner screen's destination through its logical parent", async () => {
    serve(DIRECTOR_ME);
    renderAt('/v3/StudentDetail?studentId=s1');
    expect(currentLinks(await sideNav())).toEqual(['원생 목록']);
    // Inner screens keep the side menu but not the bottom tabs.
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).toBeNull();
  });

  it('shows a manager only what their permission codes open', async () => {
    serve(meFixture({}, { memberships: [member('MANAGER', '010')] }));
    renderAt('/v3/StudentsList');
    const names = linkNames(await sideNav());
    expect(names).toEqual(expect.arrayContaining(['원생 목록', '원생 등록', '학원 정보 수정', '출결 데스크']));
    for (const hidden of ['직원 목록', '직원 등록', '권한 관리', '출결 관리', '반', '월간 일정'])
      expect(names).not.toContain(hidden);
  });

  it('never shows staff screens to a parent, who picks the child there', async () => {
    serve(PARENT_ME);
    renderAt('/mainTF');
    const nav = await sideNav();
    const names = linkNames(nav);
    expect(names).toEqual(expect.arrayContaining(['홈', '알림', '출결 기록', '반', '시간표', '가족 관리']));
    for (const hidden of ['출결 관리', '출결 데스크', '원생 목록', '직원 목록', '반 만들기', '학원 정보 수정'])
      expect(names).not.toContain(hidden);
    const child = within(nav).getByRole('combobox', { name: '자녀' });
    expect(child).toHaveValue('child-1');
    await userEvent.selectOptions(child, 'child-2');
    expect(store.getState().common.childUserId).toBe('child-2');
  });

  it('switches the current academy, and the menu with it', async () => {
    serve(meFixture({}, { memberships: [member('DIRECTOR', '000'), member('PARENT', null, OTHER_INST)] }));
    store.dispatch(patchCommon({ instId: INST_ID, instNm: INST_NM }));
    renderAt('/mainTF');
    const nav = await sideNav();
    expect(linkNames(nav)).toContain('직원 목록');
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: '현재 학원' }), OTHER_INST);
    expect(store.getState().common.instId).toBe(OTHER_INST);
    expect(store.getState().common.instNm).toBe('푸른영어학원');
    expect(linkNames(nav)).not.toContain('직원 목록');
    expect(linkNames(nav)).toContain('출결 기록');
  });
});

describe('the bottom tabs (phones)', () => {
  it.each([
    ['director', DIRECTOR_ME, ['홈', '출결', '피드', '일정', '원생', '전체']],
    [
      'teacher',
      meFixture({}, { memberships: [member('TEACHER', '020')] }),
      ['홈', '출결', '피드', '일정', '원생', '전체'],
    ],
    ['parent', PARENT_ME, ['홈', '출결', '피드', '일정', '채팅', '전체']],
    [
      'student',
      meFixture({}, { memberships: [member('STUDENT', null)] }),
      ['홈', '출결', '피드', '시간표', '채팅', '전체'],
    ],
    ['member of no academy', meFixture(), ['홈', '알림', '전체']],
  ])('give a %s their tabs, home first and 전체 last', async (_, me, labels) => {
    serve(me);
    renderAt('/mainTF');
    const tabs = await tabBar();
    expect(linkNames(tabs)).toEqual(labels);
    expect(currentLinks(tabs)).toEqual(['홈']);
    expect(within(tabs).getByRole('link', { name: '전체' })).toHaveAttribute('href', '/instManagementTF/all');
  });

  it('count a family’s unread chat messages on 채팅, beside it in the side menu too', async () => {
    mockApi({
      'GET /api/auth/me': ok(PARENT_ME),
      'GET /api/system/config': ok({ rootRedirect: '/mainTF', gaTrackingId: null, sentryDsn: null }),
      [`GET /api/insts/${INST_ID}/chat/unread`]: ok({ totalUnread: 3 }),
    });
    renderAt('/mainTF');
    const tabs = await tabBar();
    expect(await within(tabs).findByRole('link', { name: /^채팅 .*3/ })).toHaveAttribute('href', '/chatRoomListMain');
    expect(within(await sideNav()).getByRole('link', { name: /^채팅 .*3/ })).toBeInTheDocument();
  });

  it("lead a parent's 출결 to their children's record and mark it there", async () => {
    serve(PARENT_ME);
    renderAt('/v3/AttendanceHistory');
    const tabs = await tabBar();
    expect(within(tabs).getByRole('link', { name: '출결' })).toHaveAttribute('href', '/v3/AttendanceHistory');
    expect(currentLinks(tabs)).toEqual(['출결']);
  });

  it('mark 전체 on the full menu and on destinations listed only there, and show on sticky feature screens', async () => {
    serve(DIRECTOR_ME);
    const router = renderAt('/instManagementTF/all');
    expect(currentLinks(await tabBar())).toEqual(['전체']);
    await act(() => router.navigate('/v3/EmployeeList'));
    expect(currentLinks(await tabBar())).toEqual(['전체']);
    await act(() => router.navigate('/feedPageTF'));
    await screen.findByRole('heading', { level: 1, name: '피드' });
    expect(currentLinks(await tabBar())).toEqual(['피드']);
  });
});

describe('where the navigation is not shown', () => {
  it.each([
    ['to a visitor', null, '/mainTF', '홈'],
    ['on log-in and sign-up', DIRECTOR_ME, '/v3/FindId', '아이디 찾기'],
    ['inside a wizard', DIRECTOR_ME, '/classCreate', '반 만들기'],
    ["on a wizard's done screen", DIRECTOR_ME, '/classCreateDoneTF', '반 만들기 완료'],
  ])('%s', async (_, me, url, title) => {
    serve(me);
    renderAt(url);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).toBeNull();
  });
});

describe('kiosk mode', () => {
  const lock = () => enterKiosk({ instId: INST_ID, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });

  it('shows the desk with no navigation and no way back', async () => {
    serve(DIRECTOR_ME);
    lock();
    renderAt('/attendanceDeskMain');
    await screen.findByRole('heading', { level: 1, name: '출결 데스크' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelector('[data-kiosk="on"]')).not.toBeNull();
  });

  it('leads every other address back to the desk', async () => {
    serve(DIRECTOR_ME);
    lock();
    const router = renderAt('/v3/StudentsList');
    await screen.findByRole('heading', { level: 1, name: '출결 데스크' });
    expect(router.state.location.pathname).toBe('/attendanceDeskMain');
    await act(() => router.navigate('/v3/EmployeeList'));
    expect(router.state.location.pathname).toBe('/attendanceDeskMain');
  });

  it('ends when the hold expires or is left', async () => {
    serve(DIRECTOR_ME);
    enterKiosk({ instId: INST_ID, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const router = renderAt('/v3/StudentsList');
    await screen.findByRole('heading', { level: 1, name: '원생 목록' });
    expect(router.state.location.pathname).toBe('/v3/StudentsList');
    expect(await sideNav()).toBeInTheDocument();
  });
});

describe('the header back arrow in the layout', () => {
  it('goes to the logical parent when the page was opened directly', async () => {
    serve(DIRECTOR_ME);
    const router = renderAt('/v3/StudentDetail?studentId=s1');
    await screen.findByRole('heading', { level: 1, name: '원생 상세' });
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await screen.findByRole('heading', { level: 1, name: '원생 목록' });
    expect(router.state.location.pathname).toBe('/v3/StudentsList');
  });
});
