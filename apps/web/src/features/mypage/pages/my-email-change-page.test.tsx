import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandler, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { ME, PROFILE } from '../testing/mypage-fixtures';
import { MyEmailChangePage } from './my-email-change-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderPage(handlers: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(ME),
    'POST /api/account/email/code': () => ok({ sent: true, expiresAt: inMinutes(3) }),
    'POST /api/account/email': (call) => ok({ ...PROFILE, email: (call.body as { email: string }).email }),
    ...handlers,
  });
  renderRoutes(
    [{ path: '/v3/MyEmailChangePage', element: <MyEmailChangePage /> }, landing('/v3/MyPage', '마이페이지 화면')],
    '/v3/MyEmailChangePage',
  );
  return api;
}

describe('MyEmailChangePage', () => {
  it('sends a code to the new address, counts down, and changes the email with the code', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /새 이메일/ });
    const code = screen.getByRole('textbox', { name: '인증번호' });
    const submit = screen.getByRole('button', { name: '변경' });
    expect(code).toBeDisabled();
    expect(submit).toBeDisabled();

    // The contract's messages before anything is sent.
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이메일을 입력해 주세요')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/email/code')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('new@example.com(으)로 인증번호를 보냈습니다.');
    expect(api.callsTo('POST /api/account/email/code')[0]?.body).toEqual({ email: 'new@example.com' });
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]:[0-5]\d$/);
    expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeInTheDocument();
    expect(code).toBeEnabled();
    expect(submit).toBeEnabled();

    await user.type(code, '12345');
    await user.click(submit);
    expect(await screen.findByText('인증번호 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/email')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(submit);
    expect(await screen.findByText('마이페이지 화면')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/email')[0]?.body).toEqual({ email: 'new@example.com', code: '123456' });
  });

  it('shows a wrong code under the code field and keeps the page', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/account/email': () =>
        fail(
          400,
          'CODE_MISMATCH',
          '인증번호가 일치하지 않거나 유효 시간이 지났습니다. 인증번호를 확인하거나 새로 받아 주세요.',
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: /새 이메일/ }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByRole('timer');
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '000000');
    await user.click(screen.getByRole('button', { name: '변경' }));
    const code = screen.getByRole('textbox', { name: '인증번호' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('인증번호가 일치하지 않거나'));
    expect(screen.queryByText('마이페이지 화면')).toBeNull();
  });

  it('asks for a new code once the time is up, or when the address changes', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'POST /api/account/email/code': () => ok({ sent: true, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    });
    const email = await screen.findByRole('textbox', { name: /새 이메일/ });
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '변경' })).toBeDisabled();
    expect(screen.queryByRole('timer')).toBeNull();

    await user.type(email, 'x');
    expect(screen.getByText('이메일 주소가 바뀌었습니다. 새 주소로 인증번호를 다시 받아 주세요.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/email')).toHaveLength(0);
  });
});
