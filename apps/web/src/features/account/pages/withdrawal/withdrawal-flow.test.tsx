import type { WithdrawalCheckResponse } from '@academy/domain/account/withdrawal.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMeQueryOptions } from '../../../../lib/session/get-me';
import { patchCommon } from '../../../../store/common-slice';
import { store } from '../../../../store/store';
import { type ApiHandler, fail, mockApi, ok } from '../../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../../test/render-routes';
import { WithdrawalCheckPage } from './withdrawal-check-page';
import { clearWithdrawalDraft, getWithdrawalDraft } from './withdrawal-draft';
import { WithdrawalPage } from './withdrawal-page';
import { BugReportPage, CustomServicePage, OpinionPage, OurServicePage, SecurityPage } from './withdrawal-reason-page';
import { WithdrawalSelectPage } from './withdrawal-select-page';
import { ME } from './withdrawal-test-kit';

beforeEach(() => clearWithdrawalDraft());
afterEach(() => {
  resetModals();
  clearWithdrawalDraft();
  vi.unstubAllGlobals();
});

/** The password input (its label ends with the required mark). */
const findPassword = () => screen.findByLabelText(/^비밀번호/, { selector: 'input' });

const CAN_LEAVE: WithdrawalCheckResponse = { blockers: [], confirmWith: 'password' };

const ROUTES = [
  { path: '/', element: <p>홈 화면</p> },
  { path: '/instDetailInfoN', element: <p>학원 상세 화면</p> },
  { path: '/v3/WithdrawalSelect', element: <WithdrawalSelectPage /> },
  { path: '/v3/OurService', element: <OurServicePage /> },
  { path: '/v3/BugReport', element: <BugReportPage /> },
  { path: '/v3/Security', element: <SecurityPage /> },
  { path: '/v3/CustomService', element: <CustomServicePage /> },
  { path: '/v3/Opinion', element: <OpinionPage /> },
  { path: '/v3/WithdrawalCheck', element: <WithdrawalCheckPage /> },
  { path: '/v3/Withdrawal', element: <WithdrawalPage /> },
];

function renderFlow(url: string, handlers: Record<string, ApiHandler> = {}) {
  let signedIn = true;
  const api = mockApi({
    'GET /api/auth/me': () => (signedIn ? ok(ME) : fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.')),
    'GET /api/account/withdrawal/check': () => ok(CAN_LEAVE),
    'POST /api/account/withdrawal': () => {
      signedIn = false;
      return ok({ ok: true });
    },
    ...handlers,
  });
  return { api, ...renderRoutes(ROUTES, url) };
}

describe('withdrawal: reason → its page → check → withdraw', () => {
  it('carries the reason and its free text to the withdrawal, then says goodbye', async () => {
    const user = userEvent.setup();
    store.dispatch(patchCommon({ userId: ME.user.userId, instNm: '한빛수학학원' }));
    const { api, queryClient } = renderFlow('/v3/WithdrawalSelect');

    // A reason must be chosen; the five come from the domain with their labels.
    const reasons = await screen.findByRole('group', { name: /탈퇴 사유/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['OurService', 'BugReport', 'Security', 'CustomService', 'Opinion']);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('탈퇴 사유를 선택해 주세요')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: '오류가 많아요' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    // The reason's own page: free text with a counter, up to 1,000 characters.
    expect(await screen.findByRole('heading', { level: 1, name: '탈퇴 사유: 오류 신고' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '오류가 많아요' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: '의견 (선택)' });
    expect(text).toHaveAttribute('maxLength', '1000');
    await user.type(text, '출결 알림이 두 번씩 와요');
    expect(screen.getByText('14/1000자')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));

    // The check: nothing blocks; the password is required.
    const password = await findPassword();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요')).toBeInTheDocument();
    await user.type(password, 'demo1234');
    await user.click(screen.getByRole('button', { name: '다음' }));

    // The last page sums up, and asks once more.
    expect(await screen.findByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeInTheDocument();
    expect(screen.getByText('오류가 많아요')).toBeInTheDocument();
    expect(screen.getByText('출결 알림이 두 번씩 와요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    let dialog = await screen.findByRole('alertdialog', { name: '회원 탈퇴' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('POST /api/account/withdrawal')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    dialog = await screen.findByRole('alertdialog', { name: '회원 탈퇴' });
    await user.click(within(dialog).getByRole('button', { name: '탈퇴' }));

    expect(await screen.findByRole('heading', { name: '탈퇴가 완료되었습니다' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/withdrawal')[0]?.body).toEqual({
      reason: 'BugReport',
      reasonText: '출결 알림이 두 번씩 와요',
      pw: 'demo1234',
    });
    // The session is forgotten on this side too.
    expect(store.getState().common.userId).toBeNull();
    expect(store.getState().common.instNm).toBeNull();
    expect(queryClient.getQueryData(getMeQueryOptions().queryKey)).toBeNull();
    expect(getWithdrawalDraft()).toEqual({ reason: null, texts: {} });

    await user.click(screen.getByRole('button', { name: '홈으로' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  });

  it('opening a reason page directly chooses that reason', async () => {
    const user = userEvent.setup();
    renderFlow('/v3/Security');
    expect(await screen.findByRole('heading', { level: 2, name: '개인정보가 걱정돼요' })).toBeInTheDocument();
    expect(getWithdrawalDraft().reason).toBe('Security');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await findPassword()).toBeInTheDocument();
  });

  it('shows what blocks the withdrawal, with a link to the academy, and no way on', async () => {
    const user = userEvent.setup();
    renderFlow('/v3/Opinion', {
      'GET /api/account/withdrawal/check': () =>
        ok({
          blockers: [
            {
              kind: 'owns-institute',
              instId: 'inst-1',
              instNm: '한빛수학학원',
              message:
                "'한빛수학학원'의 원장으로 등록되어 있어 탈퇴할 수 없습니다. 학원을 다른 원장에게 넘기거나 폐원한 뒤 다시 시도해 주세요.",
            },
          ],
          confirmWith: 'password',
        } satisfies WithdrawalCheckResponse),
    });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    const blocked = await screen.findByRole('alert');
    expect(within(blocked).getByRole('heading', { name: '지금은 탈퇴할 수 없습니다' })).toBeInTheDocument();
    expect(blocked).toHaveTextContent("'한빛수학학원'의 원장으로 등록되어 있어 탈퇴할 수 없습니다.");
    const link = within(blocked).getByRole('link', { name: '한빛수학학원 학원 정보 보기' });
    expect(link).toHaveAttribute('href', '/instDetailInfoN?instId=inst-1');
    expect(screen.queryByLabelText(/^비밀번호/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다음' })).toBeNull();
  });

  it('offers identity verification to a social-only member', async () => {
    const user = userEvent.setup();
    renderFlow('/v3/OurService', {
      'GET /api/account/withdrawal/check': () => ok({ blockers: [], confirmWith: 'verification' }),
    });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(await screen.findByRole('button', { name: '본인인증하기' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^비밀번호/, { selector: 'input' })).toBeNull();
  });

  it('a wrong password keeps the account and sends the member back to the check', async () => {
    const user = userEvent.setup();
    const message = '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.';
    const { api } = renderFlow('/v3/CustomService', {
      'POST /api/account/withdrawal': () => fail(400, 'WRONG_PASSWORD', message, { pw: message }),
    });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await user.type(await findPassword(), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(api.callsTo('POST /api/account/withdrawal')[0]?.body).toEqual({
      reason: 'CustomService',
      pw: 'wrong-pass1',
    });
    expect(screen.queryByText('탈퇴가 완료되었습니다')).toBeNull();
    // The same password cannot be sent again from here.
    expect(screen.queryByRole('button', { name: '회원 탈퇴' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: '탈퇴 전 확인으로' }));
    expect(await findPassword()).toHaveValue('');
  });

  it('the last page without a check sends the member to it', async () => {
    renderFlow('/v3/Withdrawal');
    expect(await screen.findByText('탈퇴 사유를 먼저 선택해 주세요.')).toBeInTheDocument();
  });
});
