import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { meFixture } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderScreen } from '../testing/render-screen';
import { JoinDonePage } from './join-done-page';

beforeEach(() => store.dispatch(sessionReset()));
afterEach(() => vi.unstubAllGlobals());

/** /joinDoneTF as the sign-up form leaves it: the new id and name in the navigation state. */
async function renderDone() {
  const view = renderScreen(<JoinDonePage />, { path: '/joinDoneTF', url: '/start' });
  await act(() => view.router.navigate('/joinDoneTF', { state: { userInputId: 'newdirector1', userNm: '정원장' } }));
  return view;
}

describe('/joinDoneTF', () => {
  it('welcomes the new member signed in, and goes home from 시작하기 without logging in again', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/me': () => ok(meFixture({ userInputId: 'newdirector1', userNm: '정원장' })) });
    const { router } = await renderDone();
    expect(screen.getByRole('heading', { level: 2, name: '가입을 축하합니다!' })).toBeInTheDocument();
    expect(screen.getByText('가입한 아이디: newdirector1')).toBeInTheDocument();
    const start = await screen.findByRole('link', { name: '시작하기' });
    expect(start).toHaveAttribute('href', '/mainTF');
    expect(screen.getByText(/로그인되어 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인하기' })).toBeNull();
    await user.click(start);
    expect(router.state.location.pathname).toBe('/mainTF');
  });

  it('offers the log-in screen when the browser holds no session', async () => {
    mockApi({ 'GET /api/auth/me': () => fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    await renderDone();
    expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/loginMainTF');
    expect(screen.queryByRole('link', { name: '시작하기' })).toBeNull();
  });

  it('offers the log-in screen when someone else (a guardian) stayed signed in on this browser', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(meFixture({ userInputId: 'guardian01', userNm: '한보호' })) });
    await renderDone();
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '시작하기' })).toBeNull();
  });
});
