import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRouteHandle, pickEntry, type RouteEntry } from '../lib/routing/route-entry';
import { store } from '../store/store';
import { APP_TEXTS } from './app-texts';
import { PAGES_LOADERS } from './area-loaders';
import { createAppQueryClient } from './query-client';
import { ROUTE_MAP } from './route-map';
import { type AppRouteOptions, createAppRoutes, safeRootRedirect } from './router';
import { SPEC_ROUTE_URLS } from './spec-routes.fixture';

// The design pages belong to the UI kit (their own tests open each one); a stand-in names the design
// screen the route opened.
vi.mock('../features/design/pages/design-pages', async () => {
  const { ROUTE_MAP } = await import('./route-map');
  const { useRouteEntry } = await import('../lib/routing/route-entry');
  function DesignStandIn() {
    return <h1>{`디자인 화면 ${useRouteEntry()?.entry.id}`}</h1>;
  }
  const design = ROUTE_MAP.filter((entry) => entry.area === 'design');
  return { pages: Object.fromEntries(design.map((entry) => [entry.id, DesignStandIn])) };
});

// Screens load their area's chunk on first use (a real page, not a stub, for areas that have one):
// give them time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

/** A signed-in member (GET /api/auth/me), so screens that need sign-in open. */
const SIGNED_IN = {
  user: {
    userId: 'u-1',
    userInputId: 'director',
    userNm: '김원장',
    userNickNm: null,
    mobileNo: '01012345678',
    email: null,
    profileFileNm: 'default01.png',
    birthdate: '1980-01-01',
    genderCd: 'F',
    loginMethods: ['password'],
    marketingConsent: false,
    nightReceiveConsent: false,
  },
  memberships: [],
  children: [],
  guardians: [],
  csrfToken: 'csrf',
};

/**
 * Answers the app's calls: the configuration (root redirect) and who is signed in (null: nobody, 401),
 * to a browser that holds a session's cookies (lib/session/get-me.ts asks only then).
 */
function serve({ rootRedirect = '/mainTF', me = SIGNED_IN as unknown }: { rootRedirect?: string; me?: unknown } = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server having set the CSRF cookie
  document.cookie = 'academy_csrf=csrf; path=/';
  fetchMock.mockImplementation(async (input) => {
    if (String(input).startsWith('/api/auth/me')) {
      return me === null
        ? jsonResponse({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' }, 401)
        : jsonResponse(me);
    }
    return jsonResponse({ rootRedirect, gaTrackingId: null, sentryDsn: null });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(url: string, options: Partial<AppRouteOptions> = {}) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, ...options }), { initialEntries: [url] });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

/** The screen on display: its route id and h1, once a screen or the fallback page has rendered. */
async function shownScreen() {
  await waitFor(() => {
    expect(document.querySelector('[data-screen], [data-fallback], h1')).not.toBeNull();
  });
  return {
    id: document.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
    fallback: document.querySelector('[data-fallback]')?.getAttribute('data-fallback') ?? null,
    heading: screen.queryByRole('heading', { level: 1 })?.textContent ?? null,
  };
}

const notDesign = (entry: RouteEntry) => entry.area !== 'design';

function Broken(): never {
  throw new Error('render failure');
}

function RealFindIdPage() {
  return <h1>진짜 아이디 찾기</h1>;
}

/** Every area without its screens: each route shows the shared placeholder, so the walk tests the route table alone. */
const PLACEHOLDER_AREAS = Object.fromEntries(
  Object.keys(PAGES_LOADERS).map((name) => [name, async () => ({ pages: {} })]),
) as unknown as AppRouteOptions['pagesLoaders'];

describe('every route of the map opens its own screen', () => {
  const cases = ROUTE_MAP.filter((entry) => entry.redirectTo === undefined && notDesign(entry)).flatMap((entry) =>
    (entry.samples ?? [entry.path]).map((url) => [url, entry] as const),
  );

  it.each(cases)('%s', async (url, entry) => {
    renderAt(url, { pagesLoaders: PLACEHOLDER_AREAS });
    expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
    expect(document.querySelector('[data-screen]')).toHaveAttribute('data-screen', entry.id);
    expect(screen.getByText(APP_TEXTS.comingSoon)).toBeVisible();
    expect(document.querySelector('[data-fallback]')).toBeNull();
    expect(document.querySelector(`[data-family="${entry.family}"]`)).not.toBeNull();
  });
});

describe('every SPEC §2 path resolves to a screen, not the fallback', () => {
  it.each(SPEC_ROUTE_URLS.map((url) => [url]))('%s', async (url) => {
    renderAt(url);
    const shown = await shownScreen();
    expect(shown.fallback).toBeNull();
    expect(shown.heading).toBeTruthy();
  });

  it('no two SPEC paths share a screen, except samples of one parameterised path', () => {
    const routes = createAppRoutes({ queryClient: createAppQueryClient() });
    const screenOf = new Map<string, string[]>();
    for (const url of SPEC_ROUTE_URLS) {
      const matches = matchRoutes(routes, url) ?? [];
      const last = matches[matches.length - 1];
      const entry =
        last && isRouteHandle(last.route.handle) ? pickEntry(last.route.handle.entries, last.params) : undefined;
      expect(entry, url).toBeDefined();
      if (entry) screenOf.set(entry.id, [...(screenOf.get(entry.id) ?? []), url]);
    }
    for (const [id, urls] of screenOf) {
      if (urls.length === 1) continue;
      const path = ROUTE_MAP.find((entry) => entry.id === id)?.path ?? '';
      expect(/[:{]/.test(path), `${urls.join(', ')} share ${id}`).toBe(true);
    }
  });
});

describe('design pages route to the UI kit pages', () => {
  it.each([
    ['/v3/pub', '디자인 화면 pub'],
    ['/demo', '디자인 화면 demo'],
    ['/v3/pubButton', '디자인 화면 pubButton'],
    ['/v3/pubBottomTabs', '디자인 화면 pubBottomTabs'],
  ])('%s', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.querySelector('[data-family="v3"]')).toHaveAttribute('data-background', 'white');
  });
});

describe('root redirect', () => {
  it('forwards / to the configured ROOT_REDIRECT', async () => {
    serve({ rootRedirect: '/v3/MyPage' });
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/v3/MyPage');
    expect(fetchMock).toHaveBeenCalledWith('/api/system/config', expect.objectContaining({ method: 'GET' }));
  });

  it('falls back to /mainTF, silently, when the configuration cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mainTF');
    expect(store.getState().modal.open).toBe(false);
  });

  it('the Homepage route forwards to the root, and so to ROOT_REDIRECT', async () => {
    const router = renderAt('/v3/Homepage');
    expect(await screen.findByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mainTF');
  });

  it.each([
    ['/v3/MyPage', '/v3/MyPage'],
    ['https://academy.example/home', 'https://academy.example/home'],
    ['/', '/mainTF'],
    ['//evil.example', '/mainTF'],
    ['mainTF', '/mainTF'],
    ['', '/mainTF'],
    [null, '/mainTF'],
  ])('safeRootRedirect(%s) → %s', (target, expected) => {
    expect(safeRootRedirect(target)).toBe(expected);
  });
});

describe('screens that need sign-in (requiresSignIn)', () => {
  const privateEntry: RouteEntry = {
    id: 'MyPage',
    path: '/v3/MyPage',
    title: '마이페이지',
    area: 'mypage',
    family: 'v3',
    requiresSignIn: true,
  };
  const login: RouteEntry = { id: 'loginMainTF', path: '/loginMainTF', title: '로그인', area: 'account', family: 'tf' };

  it('marks My page, its area and the withdrawal screens, and leaves sign-up and log-in open', () => {
    const privateIds = ROUTE_MAP.filter((entry) => entry.requiresSignIn).map((entry) => entry.id);
    expect(privateIds).toEqual(
      expect.arrayContaining(['MyPage', 'myMain', 'FamilyRelation', 'WithdrawalNotice', 'Withdrawal']),
    );
    for (const id of ['loginMainTF', 'joinAgreeMain', 'FindId', 'mainTF', 'ServiceTerms'])
      expect(privateIds).not.toContain(id);
  });

  it('sends a visitor to the log-in screen with the address to come back to', async () => {
    serve({ me: null });
    const router = renderAt('/v3/MyPage?tab=family', {
      routeMap: [privateEntry, login],
      pagesLoaders: PLACEHOLDER_AREAS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loginMainTF');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/v3/MyPage?tab=family');
  });

  it('opens the screen for a signed-in member', async () => {
    const router = renderAt('/v3/MyPage', { routeMap: [privateEntry, login], pagesLoaders: PLACEHOLDER_AREAS });
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/v3/MyPage');
  });
});

describe('fallback page', () => {
  it.each([
    '/no-such-page',
    '/v3/NoSuchScreen',
    '/v3/deals/gold',
    '/v3/deals/gold/1',
    '/InstIntro',
    '/ConsultTF',
    '/mainTF/extra/segments',
  ])('an unknown path %s shows the not-found page with a link home', async (url) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(document.querySelector('[data-screen]')).toBeNull();
  });

  it('a screen that throws while rendering shows the fallback page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom: RouteEntry = { id: 'boom', path: '/boom', title: '폭발', area: 'home', family: 'tf' };
    const pagesLoaders = Object.fromEntries(
      ['home'].map((area) => [area, async () => ({ pages: { boom: Broken } })]),
    ) as unknown as AppRouteOptions['pagesLoaders'];
    renderAt('/boom', { routeMap: [boom], pagesLoaders });
    expect(await screen.findByRole('heading', { level: 1, name: '화면을 표시하지 못했습니다' })).toBeInTheDocument();
    expect(document.querySelector('[data-fallback="error"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });

  it('an area chunk that fails to load shows the fallback page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry: RouteEntry = { id: 'x', path: '/x', title: '엑스', area: 'chat', family: 'tf' };
    const pagesLoaders = {
      chat: () => Promise.reject(new Error('chunk failed')),
    } as unknown as AppRouteOptions['pagesLoaders'];
    renderAt('/x', { routeMap: [entry], pagesLoaders });
    expect(await screen.findByRole('heading', { level: 1, name: '화면을 표시하지 못했습니다' })).toBeInTheDocument();
  });
});

describe('layouts and titles', () => {
  const findId: RouteEntry = { id: 'FindId', path: '/v3/FindId', title: '아이디 찾기', area: 'account', family: 'v3' };

  it('a v3 screen sits in V3Layout on the grey background and titles the document', async () => {
    renderAt('/v3/FindId');
    await screen.findByRole('heading', { level: 1, name: '아이디 찾기' });
    expect(document.querySelector('[data-family="v3"]')).toHaveAttribute('data-background', 'grey');
    expect(document.title).toBe('아이디 찾기 | 학원ON');
  });

  it('a second-family screen sits in TFLayout', async () => {
    renderAt('/chatRoomListMain');
    await screen.findByRole('heading', { level: 1, name: '채팅' });
    expect(document.querySelector('[data-family="tf"]')).not.toBeNull();
    expect(document.querySelector('[data-family="v3"]')).toBeNull();
  });

  it('a real page exported by its area replaces the placeholder', async () => {
    const pagesLoaders = {
      account: async () => ({ pages: { FindId: RealFindIdPage } }),
    } as unknown as AppRouteOptions['pagesLoaders'];
    renderAt('/v3/FindId', { routeMap: [findId], pagesLoaders });
    expect(await screen.findByRole('heading', { level: 1, name: '진짜 아이디 찾기' })).toBeInTheDocument();
    expect(screen.queryByText(APP_TEXTS.comingSoon)).toBeNull();
  });

  it("shows a progress bar labelled 불러오는 중… while the next screen's area chunk loads", async () => {
    const chat: RouteEntry = {
      id: 'chatRoomListMain',
      path: '/chatRoomListMain',
      title: '채팅',
      area: 'chat',
      family: 'tf',
    };
    let release: () => void = () => {};
    const pagesLoaders = {
      account: async () => ({ pages: {} }),
      chat: () =>
        new Promise<{ pages: Record<string, never> }>((resolve) => {
          release = () => resolve({ pages: {} });
        }),
    } as unknown as AppRouteOptions['pagesLoaders'];
    const router = renderAt('/v3/FindId', { routeMap: [findId, chat], pagesLoaders });
    await screen.findByRole('heading', { level: 1, name: '아이디 찾기' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      void router.navigate('/chatRoomListMain');
    });
    expect(await screen.findByRole('progressbar', { name: '불러오는 중…' })).toBeInTheDocument();
    expect(screen.getByText('불러오는 중…')).toBeVisible();
    expect(document.querySelector('[data-family="v3"]')).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: '채팅' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows 불러오는 중… while the first screen's area chunk loads", async () => {
    const pagesLoaders = { account: () => new Promise(() => {}) } as unknown as AppRouteOptions['pagesLoaders'];
    renderAt('/v3/FindId', { routeMap: [findId], pagesLoaders });
    expect(await screen.findByRole('status')).toHaveTextContent('불러오는 중…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('bottom tabs (SPEC §9)', () => {
  it.each([
    '/feedPageTF',
    '/v3/board/write',
    '/attendanceDeskMain',
    '/v3/AttendanceHistory',
    '/instAttendance',
    '/v3/tuition-fee/detail/1001',
    '/v3/ReportDetail',
    '/v3/GradeDetailPage',
    '/chatRoomInside/channel-1001',
    '/mainTF',
    '/v3/MyPage',
  ])("%s shows the signed-in member's bottom tabs", async (url) => {
    renderAt(url);
    const nav = await screen.findByRole('navigation', { name: '하단 메뉴' });
    // A member of no academy: home, notifications and the full menu; never a screen still being prepared.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/mainTF', '/v3/notificationsListPage', '/instManagementTF/all']);
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')).length,
    ).toBeLessThanOrEqual(1);
  });

  it.each(['/v3/FindId', '/v3/StudentDetail', '/classCreate'])('%s has no bottom tabs', async (url) => {
    renderAt(url);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).toBeNull();
  });
});
