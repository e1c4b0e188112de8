import type { MeResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../app/query-client';
import { getMeQueryOptions } from './get-me';
import { RequireSignIn, requireSignIn } from './require-sign-in';
import { safeNextPath, signInPath } from './sign-in-path';

const ME = {
  user: {
    userId: 'u-1',
    userInputId: 'director',
    userNm: '김원장',
    userNickNm: null,
    mobileNo: null,
    email: null,
    profileFileNm: 'default01.png',
    birthdate: null,
    genderCd: null,
    loginMethods: ['password'],
    marketingConsent: false,
    nightReceiveConsent: false,
  },
  memberships: [],
  children: [],
  guardians: [],
  csrfToken: 'csrf',
} satisfies MeResponse;

/** The browser holds a session's cookies (lib/session/get-me.ts asks only then); the server accepts it or not (401). */
function answerMe(me: MeResponse | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server having set the CSRF cookie
  document.cookie = 'academy_csrf=csrf; path=/';
  const fetchMock = vi.fn(async () =>
    me
      ? new Response(JSON.stringify(me), { status: 200 })
      : new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' }), { status: 401 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('safeNextPath and signInPath', () => {
  it.each([
    ['/v3/MyPage?tab=1#top', '/v3/MyPage?tab=1#top'],
    ['/', '/'],
    [null, '/mainTF'],
    ['', '/mainTF'],
    ['mainTF', '/mainTF'],
    ['//evil.example/x', '/mainTF'],
    ['/\\evil.example', '/mainTF'],
    ['https://evil.example', '/mainTF'],
    ['/loginMainTF?next=/x', '/mainTF'],
  ])('safeNextPath(%s) → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('builds the log-in address with where to come back', () => {
    expect(signInPath('/v3/MyPage?tab=1')).toBe('/loginMainTF?next=%2Fv3%2FMyPage%3Ftab%3D1');
    expect(signInPath('https://evil.example')).toBe('/loginMainTF');
    expect(signInPath()).toBe('/loginMainTF');
  });
});

describe('requireSignIn (route loader guard)', () => {
  it('redirects a visitor to /loginMainTF?next=<requested path>', async () => {
    answerMe(null);
    const thrown = await requireSignIn(createAppQueryClient(), new Request('http://localhost/v3/MyPage?tab=2')).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/loginMainTF?next=%2Fv3%2FMyPage%3Ftab%3D2');
  });

  it('lets a signed-in user through with who they are', async () => {
    answerMe(ME);
    await expect(requireSignIn(createAppQueryClient(), new Request('http://localhost/v3/MyPage'))).resolves.toEqual(ME);
  });

  it('asks the server again after the user was invalidated (a log-in moments ago)', async () => {
    const fetchMock = answerMe(ME);
    const queryClient = createAppQueryClient();
    queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    await expect(requireSignIn(queryClient, new Request('http://localhost/v3/MyPage'))).resolves.toEqual(ME);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('<RequireSignIn>', () => {
  function Where() {
    const location = useLocation();
    return <p>{`로그인 화면 ${location.pathname}${location.search}`}</p>;
  }

  function renderAt(url: string) {
    const queryClient = createAppQueryClient();
    const router = createMemoryRouter(
      [
        {
          path: '/v3/MyPage',
          element: (
            <RequireSignIn>
              <h1>내 정보</h1>
            </RequireSignIn>
          ),
        },
        { path: '/loginMainTF', element: <Where /> },
      ],
      { initialEntries: [url] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('shows its content to a signed-in user', async () => {
    answerMe(ME);
    renderAt('/v3/MyPage');
    expect(await screen.findByRole('heading', { name: '내 정보' })).toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    answerMe(null);
    renderAt('/v3/MyPage?x=1');
    expect(await screen.findByText('로그인 화면 /loginMainTF?next=%2Fv3%2FMyPage%3Fx%3D1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '내 정보' })).toBeNull();
  });
});
