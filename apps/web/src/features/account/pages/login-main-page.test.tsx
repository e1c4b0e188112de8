import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { meFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../testing/render-screen';
import { LoginMainPage } from './login-main-page';

const signedOut = { status: 401, body: { code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' } };

beforeEach(() => {
  store.dispatch(sessionReset());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderLogin = (url = '/loginMainTF') => renderScreen(<LoginMainPage />, { path: '/loginMainTF', url });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, id = 'director', pw = 'demo1234') {
  await user.type(screen.getByRole('textbox', { name: '아이디' }), id);
  await user.type(screen.getByLabelText(/^비밀번호\*?$/), pw);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/loginMainTF', () => {
  it('asks for the id and password in Korean before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/me': signedOut });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해 주세요')).toBeVisible();
    expect(screen.getByText('비밀번호를 입력해 주세요')).toBeVisible();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('logs in with 로그인 유지 on by default and goes to ?next=', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/auth/me': () => (signedIn ? { body: meFixture() } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: meFixture() };
      },
    });
    const user = userEvent.setup();
    const { router } = renderLogin('/loginMainTF?next=%2Fv3%2FMyPage%3Ftab%3D1');
    expect(screen.getByRole('checkbox', { name: '로그인 유지' })).toBeChecked();
    await fillAndSubmit(user, 'Director');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/MyPage'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      userInputId: 'director',
      pw: 'demo1234',
      keep: true,
    });
    expect(store.getState().login.pw).toBe('');
  });

  it('without 로그인 유지 asks for a browser session and remembers the choice', async () => {
    const api = mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': { body: meFixture() },
    });
    const user = userEvent.setup();
    const { router } = renderLogin('/loginMainTF?next=https%3A%2F%2Fevil.example');
    await user.click(screen.getByRole('checkbox', { name: '로그인 유지' }));
    expect(store.getState().login.keep).toBe(false);
    await fillAndSubmit(user);
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({ keep: false });
    // Another site is never a `next`: home instead.
    await waitFor(() => expect(router.state.location.pathname).toBe('/mainTF'));
  });

  it('shows wrong credentials inline and clears the password', async () => {
    mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: {
          code: 'LOGIN_FAILED',
          message: '아이디 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.',
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await fillAndSubmit(user, 'director', 'wrong-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(screen.getByLabelText(/^비밀번호\*?$/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '아이디' })).toHaveValue('director');
    expect(router.state.location.pathname).toBe('/loginMainTF');
  });

  it("shows the server's message for a locked account", async () => {
    const locked =
      '비밀번호를 5회 잘못 입력하여 로그인이 10분간 제한되었습니다. 11월 22일 18시 10분 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.';
    mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': { status: 423, body: { code: 'ACCOUNT_LOCKED', message: locked } },
    });
    const user = userEvent.setup();
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it('sends a dormant account to /domantAccountTF', async () => {
    mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 403,
        body: { code: 'ACCOUNT_DORMANT', message: '오랫동안 이용하지 않아 휴면 상태가 된 계정입니다.' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/domantAccountTF'));
  });

  it('links to finding the id or password, sign-up, and the social log-ins (full-page, with next)', () => {
    mockApi({ 'GET /api/auth/me': signedOut });
    renderLogin('/loginMainTF?next=%2FclassDetail');
    expect(screen.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/v3/FindId');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/v3/FindPwMain');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/v3/joinAgreeMain');
    expect(screen.getByRole('link', { name: '카카오로 시작하기' })).toHaveAttribute(
      'href',
      '/api/auth/social/kakao/start?next=%2FclassDetail',
    );
    expect(screen.getByRole('link', { name: '네이버로 시작하기' })).toHaveAttribute(
      'href',
      '/api/auth/social/naver/start?next=%2FclassDetail',
    );
    expect(screen.getByRole('link', { name: 'Apple로 시작하기' })).toHaveAttribute(
      'href',
      '/api/auth/social/apple/start?next=%2FclassDetail',
    );
  });
});
