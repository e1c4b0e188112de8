import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../../lib/toast';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meWith } from '../../../test/fixtures';
import { type ApiHandler, fail, mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-institute';
import { ConnectInstListPage } from './connect-inst-list-page';
import { InstNotConnectPage } from './inst-not-connect-page';
import { RequestInstPage } from './request-inst-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
  hideToast();
});

const REQUEST_ID = '01900000-0000-7000-8000-0000000000r1';
const OTHER_INST_ID = '01900000-0000-7000-8000-0000000000bb';
const OTHER_REQUEST_ID = '01900000-0000-7000-8000-0000000000r2';
const CANCEL = `POST /api/insts/${INST_ID}/join-requests/${REQUEST_ID}/cancel`;

const waiting = (requestId: string, instId: string, instNm: string, role: 'parent' | 'staff') => ({
  requestId,
  instId,
  instNm,
  role,
  createdAt: '2026-11-22T09:00:00.000Z',
});

/** The user's academies: none yet, two requests waiting until the first is cancelled. */
function myInstsApi(handlers: Record<string, ApiHandler> = {}) {
  let cancelled = false;
  const api = mockApi({
    'GET /api/auth/me': () => ok(meWith([])),
    'GET /api/me/insts': () =>
      ok({
        insts: [],
        pendingRequests: [
          ...(cancelled ? [] : [waiting(REQUEST_ID, INST_ID, '한빛수학학원', 'parent')]),
          waiting(OTHER_REQUEST_ID, OTHER_INST_ID, '푸른영어', 'staff'),
        ],
      }),
    [CANCEL]: () => {
      cancelled = true;
      return ok({
        requestId: REQUEST_ID,
        instId: INST_ID,
        instNm: '한빛수학학원',
        role: 'parent',
        status: 'cancelled',
        createdAt: '2026-11-22T09:00:00.000Z',
      });
    },
    ...handlers,
  });
  return { api, isCancelled: () => cancelled };
}

describe('cancelling a join request from ConnectInstList', () => {
  it('asks first, cancels only on 예, and the request leaves the list', async () => {
    const user = userEvent.setup();
    const { api } = myInstsApi();
    renderRoutes([{ path: '/v3/ConnectInstList', element: <ConnectInstListPage /> }], '/v3/ConnectInstList');

    const pending = await screen.findByRole('list', { name: '승인을 기다리는 가입 요청' });
    expect(within(pending).getByText('학부모 가입 요청 · 2026.11.22 요청')).toBeInTheDocument();
    const cancel = within(pending).getByRole('button', { name: '한빛수학학원 가입 요청 취소' });

    await user.click(cancel);
    let dialog = await screen.findByRole('alertdialog', { name: '가입 요청 취소' });
    expect(
      within(dialog).getByText('한빛수학학원에 보낸 가입 요청을 취소할까요? 취소한 뒤에도 다시 요청할 수 있습니다.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(CANCEL)).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole('alertdialog', { name: '가입 요청 취소' });
    await user.click(within(dialog).getByRole('button', { name: '요청 취소' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '한빛수학학원 가입 요청 취소' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    expect(store.getState().toast).toMatchObject({ isOpen: true, msg: '한빛수학학원 가입 요청을 취소했습니다.' });
    // The other academy's request stays.
    expect(screen.getByRole('button', { name: '푸른영어 가입 요청 취소' })).toBeInTheDocument();
  });

  it('shows the server’s Korean refusal when the academy decided first, and refreshes the list', async () => {
    const user = userEvent.setup();
    const { api } = myInstsApi({
      [CANCEL]: () =>
        fail(
          409,
          'JOIN_REQUEST_NOT_CANCELLABLE',
          '이미 처리되었거나 취소된 가입 요청이라 취소할 수 없습니다. 내 학원 목록을 새로고침해 주세요.',
        ),
    });
    renderRoutes([{ path: '/v3/ConnectInstList', element: <ConnectInstListPage /> }], '/v3/ConnectInstList');
    await user.click(await screen.findByRole('button', { name: '한빛수학학원 가입 요청 취소' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '가입 요청 취소' })).getByRole('button', {
        name: '요청 취소',
      }),
    );
    const refusal = await screen.findByRole('alertdialog', { name: '알림' });
    expect(
      within(refusal).getByText(
        '이미 처리되었거나 취소된 가입 요청이라 취소할 수 없습니다. 내 학원 목록을 새로고침해 주세요.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/me/insts').length).toBeGreaterThanOrEqual(2));
    expect(store.getState().toast.isOpen).toBe(false);
  });
});

describe('cancelling from InstNotConnect', () => {
  it('lists the requests a user without an academy is waiting on, each with 요청 취소', async () => {
    const user = userEvent.setup();
    const { isCancelled } = myInstsApi();
    renderRoutes([{ path: '/v3/InstNotConnect', element: <InstNotConnectPage /> }], '/v3/InstNotConnect');
    const pending = await screen.findByRole('list', { name: '승인을 기다리는 가입 요청' });
    expect(within(pending).getByText('직원 가입 요청 · 2026.11.22 요청')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '한빛수학학원 가입 요청 취소' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '가입 요청 취소' })).getByRole('button', {
        name: '요청 취소',
      }),
    );
    await waitFor(() => expect(isCancelled()).toBe(true));
    await waitFor(() => expect(within(pending).queryByText('한빛수학학원')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '학원 찾아 가입 요청' })).toBeInTheDocument();
  });

  it('shows no request section when nothing is waiting', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(meWith([])),
      'GET /api/me/insts': () => ok({ insts: [], pendingRequests: [] }),
    });
    renderRoutes([{ path: '/v3/InstNotConnect', element: <InstNotConnectPage /> }], '/v3/InstNotConnect');
    expect(await screen.findByRole('heading', { name: '아직 연결된 학원이 없습니다' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('승인을 기다리는 가입 요청')).not.toBeInTheDocument());
  });
});

describe('cancelling on requestInstTF', () => {
  it('offers to take back the waiting request, then shows the request form again', async () => {
    const user = userEvent.setup();
    const { isCancelled } = myInstsApi({
      [`GET /api/insts/${INST_ID}/public`]: () =>
        ok({
          instId: INST_ID,
          instNm: '한빛수학학원',
          instTpCd: 'ACADEMY',
          subjects: ['수학'],
          address: '서울특별시 강남구 테헤란로 123',
          telNo: '0212345678',
          regions: ['11'],
          logoFileNm: null,
          logoUrl: null,
          joined: false,
          requested: !isCancelled(),
        }),
    });
    renderRoutes([{ path: '/requestInstTF', element: <RequestInstPage /> }], `/requestInstTF?instId=${INST_ID}`);
    expect(await screen.findByText('이미 가입 요청을 보냈습니다. 승인을 기다려 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가입 요청 보내기' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '한빛수학학원 가입 요청 취소' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '가입 요청 취소' })).getByRole('button', {
        name: '요청 취소',
      }),
    );
    expect(await screen.findByRole('button', { name: '가입 요청 보내기' })).toBeInTheDocument();
    expect(screen.queryByText('이미 가입 요청을 보냈습니다. 승인을 기다려 주세요.')).not.toBeInTheDocument();
  });
});
