import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../testing/render-screen';
import { JoinCertiKcbPage } from './join-certi-kcb-page';

const TRANS_ID = '0193a3c4-0000-7000-8000-000000000001';
const RETURN_URL = '/certiResult?purpose=signup&next=%2Fv3%2FjoinUserInfo';

const pending = {
  transId: TRANS_ID,
  status: 'pending',
  purpose: 'signup',
  consumed: false,
  expiresAt: '2099-01-01T00:00:00.000Z',
  identity: null,
};

function serveVerification(confirm: () => { status?: number; body?: unknown }) {
  return mockApi({
    [`GET /api/identity/verifications/${TRANS_ID}`]: { body: pending },
    [`POST /api/identity/sandbox/${TRANS_ID}/code`]: { body: { sent: true, expiresAt: '2099-01-01T00:03:00.000Z' } },
    [`POST /api/identity/sandbox/${TRANS_ID}/confirm`]: confirm,
  });
}

const renderPage = (url = `/v3/JoinCertiKCB?transId=${TRANS_ID}`) =>
  renderScreen(<JoinCertiKcbPage />, { path: '/v3/JoinCertiKCB', url });

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '이름' }), '홍길동');
  await user.type(screen.getByLabelText(/^생년월일/), '1985-03-14');
  await user.click(screen.getByRole('radio', { name: '여성' }));
  await user.selectOptions(screen.getByRole('combobox', { name: '통신사' }), 'LG U+ 알뜰폰');
  await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '010-2345-6789');
}

beforeEach(() => {
  store.dispatch(sessionReset());
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/v3/JoinCertiKCB, the sandbox verification page', () => {
  it('says it is the test page and where the code can be read', async () => {
    serveVerification(() => ({}));
    renderPage();
    expect(
      screen.getByText(/테스트용 본인인증 화면입니다\. 인증번호는 \/dev\/outbox 에서 확인할 수 있습니다\./),
    ).toBeVisible();
    expect(await screen.findByText(/회원가입 용도의 본인인증입니다/)).toBeVisible();
  });

  it('checks the person with the contract schema in Korean before sending a code', async () => {
    const api = serveVerification(() => ({}));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('성별을 선택해 주세요.')).toBeVisible();
    expect(screen.getByText('통신사를 선택해 주세요.')).toBeVisible();
    expect(api.callsTo(`POST /api/identity/sandbox/${TRANS_ID}/code`)).toHaveLength(0);
  });

  it('sends the code, counts 3:00 down, takes a wrong code inline, then forwards with transId', async () => {
    let attempts = 0;
    const api = serveVerification(() => {
      attempts += 1;
      if (attempts === 1) {
        const message = '인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 4회)';
        return { status: 400, body: { code: 'VERIFICATION_CODE_MISMATCH', message, fields: { code: message } } };
      }
      return { body: { status: 'completed', returnUrl: RETURN_URL } };
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    // The clock also runs on its own (shouldAdvanceTime): allow a second on a busy machine.
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^(3:00|2:59)$/);
    expect(api.callsTo(`POST /api/identity/sandbox/${TRANS_ID}/code`)[0]?.body).toEqual({
      userNm: '홍길동',
      birthdate: '1985-03-14',
      genderCd: 'F',
      carrier: 'LGU_MVNO',
      mobileNo: '01023456789',
    });
    // The countdown's interval starts in an effect after the timer is drawn: let it start, then a minute passes.
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent(/^1:5[7-9]$/);

    const code = screen.getByRole('textbox', { name: '인증번호' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호 6자리를 입력해 주세요.')).toBeVisible();

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 4회)')).toBeVisible();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certiResult'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('transId')).toBe(TRANS_ID);
    expect(search.get('next')).toBe('/v3/joinUserInfo');
    expect(api.callsTo(`POST /api/identity/sandbox/${TRANS_ID}/confirm`).map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('when the time is up, stops 확인 and offers 재전송, which sends a new code', async () => {
    const api = serveVerification(() => ({ body: { status: 'completed', returnUrl: RETURN_URL } }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByRole('timer');
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(181_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText('인증 시간이 지났습니다. 재전송을 눌러 인증번호를 다시 받아 주세요.')).toBeVisible();
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '재전송' }));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^(3:00|2:59)$/));
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
    expect(api.callsTo(`POST /api/identity/sandbox/${TRANS_ID}/code`)).toHaveLength(2);
  });

  it('a finished or stopped verification can only start over', async () => {
    mockApi({
      [`GET /api/identity/verifications/${TRANS_ID}`]: { body: { ...pending, status: 'failed', purpose: 'find-id' } },
    });
    renderPage();
    expect(
      await screen.findByText('이미 완료되었거나 중단된 본인인증입니다. 처음부터 다시 진행해 주세요.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '처음부터 다시 하기' })).toHaveAttribute('href', '/v3/FindId');
    expect(screen.queryByRole('button', { name: '인증번호 받기' })).toBeNull();
  });

  it('without a transId explains that the verification must start from its screen', () => {
    mockApi({});
    renderPage('/v3/JoinCertiKCB');
    expect(screen.getByRole('alert')).toHaveTextContent('본인인증 요청 정보가 없습니다.');
  });
});
