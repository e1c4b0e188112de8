import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../test/fixtures';
import { type ApiAnswer, fail, mockApi, ok } from '../../test/mock-api';
import { landing, renderRoutes } from '../../test/render-routes';
import { LinkedEmptyState, type LinkStyle } from './screen-states';
import { SignedIn, useSignInGate } from './signed-in';

const TEXTS = {
  loading: '내 정보를 불러오는 중',
  loadFailed: '정보를 불러오지 못했습니다',
  loadFailedHint: '잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  loginRequired: '로그인이 필요합니다',
  loginRequiredHint: '로그인한 뒤 내 정보를 확인할 수 있습니다.',
  goLogin: '로그인하기',
};

function Page({ linkStyle }: { linkStyle?: LinkStyle }) {
  return (
    <SignedIn texts={TEXTS} linkStyle={linkStyle}>
      {(me) => <p>{`${me.user.userNm}님의 화면`}</p>}
    </SignedIn>
  );
}

/** A part that stays while `keep` holds, whatever the session says (as the withdrawal does while it runs). */
function Kept({ keep }: { keep: boolean }) {
  const gate = useSignInGate({ texts: TEXTS, compactLoading: true });
  return <>{keep || gate.me ? <p>탈퇴 진행 중</p> : gate.state}</>;
}

const routes = (page: RouteObject): RouteObject[] => [page, landing('/loginMainTF', '로그인 화면')];

afterEach(() => vi.unstubAllGlobals());

describe('SignedIn', () => {
  it('shows its content to a signed-in user, and nothing of the gate', async () => {
    mockApi({ 'GET /api/auth/me': ok(DIRECTOR_ME) });
    renderRoutes(routes({ path: '/v3/MyPage', element: <Page /> }), '/v3/MyPage');
    expect(screen.getByRole('status')).toHaveTextContent('내 정보를 불러오는 중');
    expect(await screen.findByText('김원장님의 화면')).toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요합니다')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("tells a visitor in the area's words to log in, coming back here afterwards", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    const { router } = renderRoutes(routes({ path: '/v3/MyPage', element: <Page /> }), '/v3/MyPage?tab=1');
    expect(await screen.findByText('로그인이 필요합니다')).toBeInTheDocument();
    expect(screen.getByText('로그인한 뒤 내 정보를 확인할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/님의 화면$/)).toBeNull();
    const link = screen.getByRole('link', { name: '로그인하기' });
    expect(link.className).toMatch(/\bstrong\b/);
    await user.click(link);
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fv3%2FMyPage%3Ftab%3D1');
  });

  it('draws the log-in link as the primary button when the area asks for it', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    renderRoutes(routes({ path: '/x', element: <Page linkStyle="button" /> }), '/x');
    const link = await screen.findByRole('link', { name: '로그인하기' });
    expect(link.className).toMatch(/\bbutton primary\b/);
    expect(link).toHaveAttribute('href', '/loginMainTF?next=%2Fx');
  });

  it('offers a retry when asking who is signed in fails, and shows the content once it works', async () => {
    const user = userEvent.setup();
    let answer: ApiAnswer = fail(500, 'INTERNAL', '일시적인 오류');
    const api = mockApi({ 'GET /api/auth/me': () => answer });
    renderRoutes(routes({ path: '/x', element: <Page /> }), '/x');
    expect(await screen.findByText('정보를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.queryByText(/님의 화면$/)).toBeNull();
    answer = ok(DIRECTOR_ME);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('김원장님의 화면')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(2);
  });
});

describe('useSignInGate', () => {
  it('gives the state to show in place of the content, which the screen may keep showing instead', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    const first = renderRoutes(routes({ path: '/x', element: <Kept keep={false} /> }), '/x');
    expect(screen.getByRole('status').parentElement?.className).toBe('centered compact');
    expect(await screen.findByText('로그인이 필요합니다')).toBeInTheDocument();
    expect(screen.queryByText('탈퇴 진행 중')).toBeNull();
    first.unmount();

    renderRoutes(routes({ path: '/x', element: <Kept keep /> }), '/x');
    expect(screen.getByText('탈퇴 진행 중')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('LinkedEmptyState', () => {
  it('leads on with a strong text link by default, or with a link drawn as the primary button', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <LinkedEmptyState
                title="선택된 학원이 없습니다"
                description="연결해 주세요."
                to="/a"
                link="텍스트 링크"
              />
              <LinkedEmptyState
                title="학원 없음"
                description="연결해 주세요."
                to="/b"
                link="버튼 링크"
                linkStyle="button"
              />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('link', { name: '텍스트 링크' })).toHaveAttribute('href', '/a');
    expect(screen.getByRole('link', { name: '텍스트 링크' }).className).toMatch(/\bstrong\b/);
    expect(screen.getByRole('link', { name: '버튼 링크' })).toHaveAttribute('href', '/b');
    expect(screen.getByRole('link', { name: '버튼 링크' }).className).toMatch(/\bbutton primary\b/);
  });
});
