import type { InvitePreviewResponse } from '@academy/domain/institute/institute.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meWith } from '../../../test/fixtures';
import { type ApiHandler, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-institute';
import { InstConnectCheckPage } from './inst-connect-check-page';
import { InstConnectPage } from './inst-connect-page';
import { InstConnectResultPage } from './inst-connect-result-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
});

const PREVIEW: InvitePreviewResponse = {
  code: 'ABCD2345',
  instId: INST_ID,
  instNm: '한빛수학학원',
  instTpCd: 'ACADEMY',
  purpose: 'parent',
  relationCd: null,
  targetNm: '최엄마',
  studentNm: '최민준',
  expiresAt: '2026-12-06T09:00:00.000Z',
  alreadyConnected: false,
  forOtherPhone: false,
};

const PARENT = { instId: INST_ID, instNm: '한빛수학학원', relationCd: null, role: 'PARENT' as const, authCd: null };

function renderFlow(handlers: Record<string, ApiHandler> = {}, start = '/v3/InstConnect') {
  let accepted = false;
  const api = mockApi({
    'GET /api/auth/me': () => ok(meWith(accepted ? [PARENT] : [])),
    'GET /api/invites/ABCD2345': () => ok(PREVIEW),
    'POST /api/invites/ABCD2345/accept': () => {
      accepted = true;
      return ok({
        instId: INST_ID,
        instNm: '한빛수학학원',
        purpose: 'parent',
        role: 'PARENT',
        relationCd: null,
        studentNm: '최민준',
      });
    },
    'GET /api/me/insts': () => ok({ insts: [], pendingRequests: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/v3/InstConnect', element: <InstConnectPage /> },
      { path: '/v3/InstConnectCheck', element: <InstConnectCheckPage /> },
      { path: '/v3/InstConnectResult', element: <InstConnectResultPage /> },
      landing('/instMainTF', '학원 홈 화면'),
      landing('/loginMainTF', '로그인 화면'),
    ],
    start,
  );
  return { api, ...view };
}

describe('InstConnect → InstConnectCheck → InstConnectResult', () => {
  it('takes a code in lower case with a hyphen, shows what it connects to, and connects', async () => {
    const user = userEvent.setup();
    const { api, router } = renderFlow();
    await user.type(await screen.findByRole('textbox', { name: /초대 코드/ }), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: '다음' }));

    expect(await screen.findByRole('heading', { name: '한빛수학학원' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=ABCD2345');
    expect(screen.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      '한빛수학학원 (학원)',
      '학부모',
      '최엄마',
      '최민준',
      '2026.12.06 (일)까지',
    ]);

    await user.click(screen.getByRole('button', { name: '이 학원에 연결하기' }));
    expect(await screen.findByRole('heading', { name: '한빛수학학원에 연결되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('학부모로 학원 소식을 받아 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('최민준 학생과 연결되었습니다.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/invites/ABCD2345/accept')).toHaveLength(1);
    await waitFor(() => expect(store.getState().common).toMatchObject({ instId: INST_ID, instNm: '한빛수학학원' }));

    await user.click(screen.getByRole('link', { name: '학원 홈으로 가기' }));
    expect(await screen.findByText('학원 홈 화면')).toBeInTheDocument();
  });

  it('checks the code’s form before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(await screen.findByText('초대 코드를 입력해 주세요')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /초대 코드/ }), 'abc');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('초대 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/invites'))).toEqual([]);
  });

  it('says why an expired code cannot be used, and offers another', async () => {
    const user = userEvent.setup();
    renderFlow(
      {
        'GET /api/invites/ZZZZ9999': () =>
          fail(410, 'INVITE_EXPIRED', '유효 기간이 지난 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'),
      },
      '/v3/InstConnectCheck?code=zzzz-9999',
    );
    expect(await screen.findByText('초대 코드를 사용할 수 없습니다')).toBeInTheDocument();
    expect(
      screen.getByText('유효 기간이 지난 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 학원에 연결하기' })).toBeNull();
    await user.click(screen.getAllByRole('link', { name: '다른 코드 입력' })[0] as HTMLElement);
    expect(await screen.findByRole('textbox', { name: /초대 코드/ })).toBeInTheDocument();
  });

  it('asks a visitor to log in first, coming back to the same code', async () => {
    renderFlow(
      { 'GET /api/auth/me': () => fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') },
      '/v3/InstConnectCheck?code=ABCD2345',
    );
    const login = await screen.findByRole('link', { name: '로그인하고 연결하기' });
    expect(login).toHaveAttribute(
      'href',
      `/loginMainTF?next=${encodeURIComponent('/v3/InstConnectCheck?code=ABCD2345')}`,
    );
    expect(screen.queryByRole('button', { name: '이 학원에 연결하기' })).toBeNull();
  });

  it('tells an account of another number that the invitation is not theirs, offering no connect button', async () => {
    const { api } = renderFlow(
      { 'GET /api/invites/ABCD2345': () => ok({ ...PREVIEW, forOtherPhone: true }) },
      '/v3/InstConnectCheck?code=ABCD2345',
    );
    expect(
      await screen.findByText(
        '다른 휴대폰 번호로 보낸 초대 코드입니다. 초대받은 휴대폰 번호로 본인인증한 계정으로 로그인해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '한빛수학학원' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 학원에 연결하기' })).toBeNull();
    expect(api.callsTo('POST /api/invites/ABCD2345/accept')).toHaveLength(0);
  });

  it('shows the server’s reason when the code was used meanwhile', async () => {
    const user = userEvent.setup();
    let used = false;
    renderFlow(
      {
        'GET /api/invites/ABCD2345': () =>
          used
            ? fail(409, 'INVITE_USED', '이미 사용된 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.')
            : ok(PREVIEW),
        'POST /api/invites/ABCD2345/accept': () => {
          used = true;
          return fail(409, 'INVITE_USED', '이미 사용된 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.');
        },
      },
      '/v3/InstConnectCheck?code=ABCD2345',
    );
    await user.click(await screen.findByRole('button', { name: '이 학원에 연결하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('이미 사용된 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('초대 코드를 사용할 수 없습니다')).toBeInTheDocument();
    expect(store.getState().common.instId).toBeNull();
  });
});
