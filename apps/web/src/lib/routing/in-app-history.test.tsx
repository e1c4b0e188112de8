import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, NavigationType, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../ui/header/header';
import { HeaderBackProvider } from '../../ui/header/header-back';
import {
  backTarget,
  EMPTY_TRAIL,
  previousVisit,
  recordVisit,
  resetInAppHistory,
  TRAIL_LIMIT,
  type Trail,
  useBackAction,
  useTrackInAppHistory,
} from './in-app-history';
import type { RouteEntry } from './route-entry';

beforeEach(() => resetInAppHistory());

describe('the in-app trail', () => {
  const page = (path: string) => ({ path, flow: null });

  it('links a pushed screen to the one before, and a replaced one to what came before it', () => {
    let trail: Trail = recordVisit(EMPTY_TRAIL, 'a', page('/mainTF'), NavigationType.Pop);
    trail = recordVisit(trail, 'b', page('/v3/StudentsList'), NavigationType.Push);
    expect(previousVisit(trail, 'b')?.path).toBe('/mainTF');
    trail = recordVisit(trail, 'c', page('/v3/StudentsList'), NavigationType.Replace);
    expect(previousVisit(trail, 'c')?.path).toBe('/mainTF');
    expect(previousVisit(trail, 'a')).toBeNull();
  });

  it('returns to a known entry on a pop, and starts afresh for one never seen', () => {
    let trail = recordVisit(EMPTY_TRAIL, 'a', page('/mainTF'), NavigationType.Pop);
    trail = recordVisit(trail, 'b', page('/v3/MyPage'), NavigationType.Push);
    trail = recordVisit(trail, 'a', page('/mainTF'), NavigationType.Pop);
    expect(trail.last).toBe('a');
    expect(previousVisit(trail, 'b')?.path).toBe('/mainTF');
    // The same key on another path (a new page load in this tab) has no past.
    trail = recordVisit(trail, 'b', page('/v3/StudentDetail'), NavigationType.Pop);
    expect(previousVisit(trail, 'b')).toBeNull();
  });

  it(`keeps at most ${TRAIL_LIMIT} entries`, () => {
    let trail = EMPTY_TRAIL;
    for (let index = 0; index < TRAIL_LIMIT + 20; index += 1)
      trail = recordVisit(trail, `k${index}`, page(`/p${index}`), NavigationType.Push);
    expect(Object.keys(trail.entries)).toHaveLength(TRAIL_LIMIT);
    expect(previousVisit(trail, `k${TRAIL_LIMIT + 19}`)?.path).toBe(`/p${TRAIL_LIMIT + 18}`);
  });
});

describe('where the back arrow goes', () => {
  const here = { parent: '/v3/StudentsList' };
  it.each([
    ['the first screen of the tab (opened from a link)', here, null, 'parent'],
    ['a screen reached inside the app', here, { path: '/v3/StudentsList', flow: null }, 'history'],
    [
      'the screen that ends a wizard',
      { ...here, flow: 'done' as const },
      { path: '/x', flow: 'step' as const },
      'parent',
    ],
    ['a screen after a wizard ended', here, { path: '/classCreateDoneTF', flow: 'done' as const }, 'parent'],
    ['a screen reached from inside a wizard', here, { path: '/classCreate2', flow: 'step' as const }, 'parent'],
    [
      'a wizard step after the one before',
      { ...here, flow: 'step' as const },
      { path: '/classCreate', flow: 'step' as const },
      'history',
    ],
  ])('%s → %s', (_, screenHere, previous, kind) => {
    expect(backTarget(screenHere, previous).kind).toBe(kind);
  });
});

/** A route of the map, as the router hands it to the screen. */
function screenRoute(
  entry: Pick<RouteEntry, 'id' | 'path' | 'title' | 'parent' | 'flow'>,
  body?: React.ReactNode,
): RouteObject {
  const full: RouteEntry = { area: 'students', family: 'v3', ...entry };
  return {
    path: entry.path,
    handle: { entries: [full] },
    element: (
      <section data-screen={entry.id}>
        <Header title={entry.title} />
        {body}
      </section>
    ),
  };
}

/** What the app's layout does for the back arrow: track the trail, provide the arrow's action. */
function Layout() {
  useTrackInAppHistory();
  const back = useBackAction('/mainTF');
  return (
    <HeaderBackProvider value={back}>
      <Outlet />
    </HeaderBackProvider>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      screenRoute({ id: 'mainTF', path: '/mainTF', title: '홈' }, <Link to="/v3/StudentsList">원생 목록으로</Link>),
      screenRoute(
        { id: 'StudentsList', path: '/v3/StudentsList', title: '원생 목록' },
        <Link to="/v3/StudentDetail?studentId=s1">최민준</Link>,
      ),
      screenRoute({ id: 'StudentDetail', path: '/v3/StudentDetail', title: '원생 상세', parent: '/v3/StudentsList' }),
      screenRoute(
        { id: 'classMainPage', path: '/v3/class/MainPage', title: '반 홈' },
        <Link to="/classCreate">반 만들기</Link>,
      ),
      screenRoute(
        { id: 'classCreate', path: '/classCreate', title: '반 만들기', flow: 'step', parent: '/v3/class/MainPage' },
        <Link to="/classCreateDoneTF" replace>
          만들기
        </Link>,
      ),
      screenRoute(
        {
          id: 'classCreateDoneTF',
          path: '/classCreateDoneTF',
          title: '반 만들기 완료',
          flow: 'done',
          parent: '/v3/class/MainPage',
        },
        <Link to="/classDetail?classId=c1">반 보기</Link>,
      ),
      screenRoute({ id: 'classDetail', path: '/classDetail', title: '반 상세', parent: '/v3/class/MainPage' }),
    ],
  },
];

function open(url: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const back = () => userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the header back arrow in the app', () => {
  it('from a page opened directly (an SMS link) goes to its logical parent, not out of the app', async () => {
    const router = open('/v3/StudentDetail?studentId=s1');
    await heading('원생 상세');
    await back();
    await heading('원생 목록');
    expect(router.state.location.pathname).toBe('/v3/StudentsList');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
    // The parent was the first screen too: its own back goes home.
    await back();
    await heading('홈');
  });

  it('goes back in history after moving inside the app', async () => {
    const router = open('/mainTF');
    await userEvent.click(await screen.findByRole('link', { name: '원생 목록으로' }));
    await userEvent.click(await screen.findByRole('link', { name: '최민준' }));
    await heading('원생 상세');
    await back();
    await heading('원생 목록');
    expect(router.state.historyAction).toBe(NavigationType.Pop);
    await back();
    await heading('홈');
    expect(router.state.historyAction).toBe(NavigationType.Pop);
  });

  it('never goes back into a finished wizard', async () => {
    const router = open('/v3/class/MainPage');
    await userEvent.click(await screen.findByRole('link', { name: '반 만들기' }));
    await userEvent.click(await screen.findByRole('link', { name: '만들기' }));
    await userEvent.click(await screen.findByRole('link', { name: '반 보기' }));
    await heading('반 상세');
    await back();
    await heading('반 홈');
    expect(router.state.location.pathname).toBe('/v3/class/MainPage');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it("from a wizard's done screen goes to the wizard's parent", async () => {
    const router = open('/v3/class/MainPage');
    await userEvent.click(await screen.findByRole('link', { name: '반 만들기' }));
    await userEvent.click(await screen.findByRole('link', { name: '만들기' }));
    await heading('반 만들기 완료');
    await back();
    await heading('반 홈');
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it('inside an unfinished wizard goes back a step', async () => {
    const router = open('/v3/class/MainPage');
    await userEvent.click(await screen.findByRole('link', { name: '반 만들기' }));
    await heading('반 만들기');
    await back();
    await heading('반 홈');
    expect(router.state.historyAction).toBe(NavigationType.Pop);
  });
});
