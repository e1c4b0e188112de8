import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../store/common-slice';
import { store } from '../../store/store';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { landing, renderRoutes } from '../../test/render-routes';
import { ApiError } from '../api-client';
import type { RouteHandle } from '../routing/route-entry';
import { AcademyScreen, NoAcademyState } from './academy-screen';
import { LoadFailed, QueryFailed } from './query-failed';
import { listNotFound, screenStates } from './screen-states';

const NO_ACADEMY = {
  noAcademy: '선택된 학원이 없습니다',
  noAcademyHint: '학원에 연결한 뒤 다시 열어 주세요.',
  goConnect: '학원 연결하기',
};

function Page() {
  return (
    <AcademyScreen screen="TestScreen" fallbackTitle="시험 화면" texts={NO_ACADEMY}>
      {(inst) => <p>{`내용: ${inst.instNm} ${inst.instId} / ${inst.role}`}</p>}
    </AcademyScreen>
  );
}

const handle: RouteHandle = {
  entries: [
    {
      id: 'AttendanceClassList',
      path: '/v3/AttendanceClassList',
      title: '출결 관리',
      area: 'attendance',
      family: 'v3',
    },
  ],
};

const routes = (page: RouteObject): RouteObject[] => [
  page,
  landing('/loginMainTF', '로그인 화면'),
  landing('/v3/InstConnect', '학원 연결 화면'),
];

afterEach(() => vi.unstubAllGlobals());

describe('AcademyScreen', () => {
  it("shows the area's content for the academy chosen in the header, under the route's own id and title", async () => {
    mockApi({ 'GET /api/auth/me': ok(DIRECTOR_ME) });
    const { container } = renderRoutes(
      routes({ path: '/v3/AttendanceClassList', element: <Page />, handle }),
      '/v3/AttendanceClassList',
      { academy: 'demo' },
    );
    expect(await screen.findByText(`내용: ${INST_NM} ${INST_ID} / DIRECTOR`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '출결 관리' })).toBeInTheDocument();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'AttendanceClassList');
  });

  it('outside the route map uses the fallback id and title', async () => {
    mockApi({ 'GET /api/auth/me': ok(DIRECTOR_ME) });
    const { container } = renderRoutes(routes({ path: '/x', element: <Page /> }), '/x', { academy: 'demo' });
    expect(await screen.findByText(/^내용: /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '시험 화면' })).toBeInTheDocument();
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'TestScreen');
  });

  it('offers a member with no academy chosen the way to connect one, and nothing of the content', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/me': ok(meWith([])) });
    store.dispatch(resetCommon());
    renderRoutes(routes({ path: '/x', element: <Page /> }), '/x');
    expect(await screen.findByText('선택된 학원이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('학원에 연결한 뒤 다시 열어 주세요.')).toBeInTheDocument();
    expect(screen.queryByText(/^내용: /)).toBeNull();
    await user.click(screen.getByRole('link', { name: '학원 연결하기' }));
    expect(await screen.findByText('학원 연결 화면')).toBeInTheDocument();
  });

  it("may lead an area's member with no academy elsewhere, with the link drawn as a button", () => {
    renderRoutes(
      [{ path: '/', element: <NoAcademyState texts={NO_ACADEMY} to="/v3/InstNotConnect" linkStyle="button" /> }],
      '/',
    );
    const link = screen.getByRole('link', { name: '학원 연결하기' });
    expect(link).toHaveAttribute('href', '/v3/InstNotConnect');
    expect(link.className).toMatch(/\bbutton primary\b/);
    expect(screen.getByText('선택된 학원이 없습니다')).toBeInTheDocument();
  });

  it('sends a visitor to log in, coming back here afterwards', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    const { router } = renderRoutes(routes({ path: '/x', element: <Page /> }), '/x?tab=2', { academy: 'demo' });
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fx%3Ftab%3D2');
  });
});

const FAILED = {
  forbidden: '볼 수 있는 권한이 없습니다',
  loadFailed: '불러오지 못했습니다',
  loadFailedHint: '잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
};
const CODE_OF_STATUS = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 500: 'INTERNAL' } as const;
const error = (status: 403 | 404 | 500, message: string) =>
  new ApiError({ status, code: CODE_OF_STATUS[status], message });

describe('QueryFailed', () => {
  const show = (failure: unknown, notFound?: (error: ApiError) => string) => {
    const onRetry = vi.fn();
    renderRoutes(
      [{ path: '/', element: <QueryFailed error={failure} onRetry={onRetry} texts={FAILED} notFound={notFound} /> }],
      '/',
    );
    return onRetry;
  };

  it("shows a refusal with the server's message and no retry", () => {
    show(error(403, '출결을 볼 권한이 없습니다.'));
    expect(screen.getByText('볼 수 있는 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('출결을 볼 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it("shows the area's not-found state for a 404 when it has one", () => {
    show(error(404, '반을 찾을 수 없습니다.'), (notFound) => `없음: ${notFound.message}`);
    expect(screen.getByText('없음: 반을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('불러오지 못했습니다')).toBeNull();
  });

  it.each([
    ['a 404 without a not-found state', error(404, '없음')],
    ['a server failure', error(500, '실패')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('offers a retry for %s', async (_, failure) => {
    const user = userEvent.setup();
    const onRetry = show(failure);
    expect(screen.getByText('불러오지 못했습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('LoadFailed', () => {
  it("shows the area's words and a retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderRoutes([{ path: '/', element: <LoadFailed texts={FAILED} onRetry={onRetry} /> }], '/');
    expect(screen.getByText('불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a title of its own, with the hint or with none, and offers no retry without onRetry', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <LoadFailed texts={FAILED} title="원생 목록을 불러오지 못했습니다" />
              <LoadFailed texts={FAILED} title="초대 코드가 만료되었습니다." description={null} />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('원생 목록을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByText('초대 코드가 만료되었습니다.')).toBeInTheDocument();
    expect(screen.getAllByText('잠시 후 다시 시도해 주세요.')).toHaveLength(1);
    expect(screen.queryByText('불러오지 못했습니다')).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});

describe('screenStates', () => {
  const TEXTS = {
    ...FAILED,
    loading: '반 정보를 불러오는 중',
    notFound: '반을 찾을 수 없습니다',
    notFoundHint: '폐강되었거나 볼 수 없는 반입니다.',
    toList: '반 목록으로',
  };
  const {
    Loading,
    NotFoundState,
    QueryFailed: AreaQueryFailed,
  } = screenStates(TEXTS, listNotFound(TEXTS, '/v3/class/MainPage'));

  it("shows the area's loading label, and a missing record with the link back to its list", async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <Loading />
              <NotFoundState />
            </>
          ),
        },
        landing('/v3/class/MainPage', '반 목록 화면'),
      ],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('반 정보를 불러오는 중');
    expect(screen.getByText('폐강되었거나 볼 수 없는 반입니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '반 목록으로' }));
    expect(await screen.findByText('반 목록 화면')).toBeInTheDocument();
  });

  it('answers a 404 with the not-found state, in place of the retry', () => {
    renderRoutes([{ path: '/', element: <AreaQueryFailed error={error(404, '없음')} onRetry={() => {}} /> }], '/');
    expect(screen.getByText('반을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
