import type { InstHomeResponse, JoinRequestItem } from '@academy/domain/institute/institute.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../../store/common-slice';
import { resetInst } from '../../../store/inst-slice';
import { store } from '../../../store/store';
import { INST_ID, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-institute';
import { InstMainPage } from './inst-main-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
  store.dispatch(resetInst());
});

const FLAGS = {
  desk: 'N',
  learningStatus: 'N',
  notice: 'N',
  feed: 'N',
  student: 'N',
  bill: 'N',
  record: 'N',
  attendance: 'N',
  liveEdu: 'N',
} as const;

const REQUEST: JoinRequestItem = {
  requestId: '01900000-0000-7000-8000-0000000000bb',
  userId: '22222222-2222-4222-8222-222222222222',
  userNm: '정학부모',
  maskedMobileNo: '010-****-5678',
  role: 'parent',
  message: '초등 4학년 학부모입니다.',
  status: 'pending',
  createdAt: '2026-11-22T09:00:00.000Z',
  decidedAt: null,
};

const base = {
  instId: INST_ID,
  instNm: '한빛수학학원',
  instTpCd: 'ACADEMY' as const,
  authCd: '000',
  isPresident: true,
  firstUse: FLAGS,
};

const DIRECTOR = {
  instId: INST_ID,
  instNm: '한빛수학학원',
  relationCd: '020' as const,
  role: 'DIRECTOR' as const,
  authCd: '000',
};

function renderHome(home: () => InstHomeResponse, extra: Parameters<typeof mockApi>[0] = {}, memberships = [DIRECTOR]) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(meWith(memberships)),
    [`GET /api/insts/${INST_ID}/home`]: () => ok(home()),
    ...extra,
  });
  renderRoutes(
    [{ path: '/instMainTF', element: <InstMainPage /> }, landing('/v3/InstNotConnect', '연결된 학원 없음 화면')],
    '/instMainTF',
  );
  return api;
}

describe('instMainTF', () => {
  it('shows a director the students by status, empty class areas, and approves a join request', async () => {
    const user = userEvent.setup();
    let pending = [REQUEST];
    const api = renderHome(
      () => ({
        view: 'admin',
        ...base,
        role: 'DIRECTOR',
        studentsByStatus: { enrolled: 12, paused: 2, left: 1, total: 15 },
        joinRequests: { pendingCount: pending.length, recent: pending },
        todayClasses: [],
        attendanceToday: null,
      }),
      {
        [`GET /api/insts/${INST_ID}/join-requests`]: () => ok({ items: pending, pendingCount: pending.length }),
        [`POST /api/insts/${INST_ID}/join-requests/${REQUEST.requestId}/approve`]: () => {
          pending = [];
          return ok({
            requestId: REQUEST.requestId,
            status: 'approved',
            decidedAt: '2026-11-22T09:05:00.000Z',
            smsSent: true,
          });
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 2, name: '한빛수학학원' })).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: '원생 현황' }));
    expect(stats.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '재원12명',
      '휴원2명',
      '퇴원1명',
      '전체15명',
    ]);
    expect(
      screen.getByText('반(수업) 기능이 준비되면 오늘의 수업과 출결 현황이 여기에 표시됩니다.'),
    ).toBeInTheDocument();

    const requests = within(await screen.findByRole('list', { name: '가입 요청 목록' }));
    expect(requests.getByText('“초등 4학년 학부모입니다.”')).toBeInTheDocument();
    await user.click(requests.getByRole('button', { name: '정학부모 승인' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('정학부모님을 학부모로 승인할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '예' }));
    expect(await screen.findByText('기다리는 가입 요청이 없습니다.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/join-requests/${REQUEST.requestId}/approve`)).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
  });

  it('offers staff a first-use guide that is dismissed for good', async () => {
    const user = userEvent.setup();
    let flags: Record<keyof typeof FLAGS, 'Y' | 'N'> = FLAGS;
    const api = renderHome(
      () => ({
        view: 'admin',
        ...base,
        firstUse: flags,
        role: 'DIRECTOR',
        studentsByStatus: { enrolled: 0, paused: 0, left: 0, total: 0 },
        joinRequests: null,
        todayClasses: [],
        attendanceToday: null,
      }),
      {
        [`POST /api/insts/${INST_ID}/first-use/student`]: () => {
          flags = { ...FLAGS, student: 'Y' };
          return ok({ firstUse: flags });
        },
      },
    );
    const guide = await screen.findByRole('region', { name: '원생을 등록해 보세요' });
    expect(within(guide).getByRole('link', { name: '시작하기' })).toHaveAttribute('href', '/v3/StudentRegister');
    await user.click(within(guide).getByRole('button', { name: '확인했어요' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '원생을 등록해 보세요' })).toBeNull());
    expect(store.getState().inst.firstUse.student).toBe('Y');
    expect(api.callsTo(`POST /api/insts/${INST_ID}/first-use/student`)).toHaveLength(1);
  });

  it('shows a parent each linked child with their status, and no guide', async () => {
    renderHome(
      () => ({
        view: 'parent',
        ...base,
        role: 'PARENT',
        authCd: null,
        isPresident: false,
        children: [
          {
            studentId: 's1',
            studentNm: '최민준',
            status: 'enrolled',
            statusSince: '2026-03-02',
            schoolNm: '한빛초등학교',
            gradeYear: 4,
          },
          {
            studentId: 's2',
            studentNm: '최서연',
            status: 'paused',
            statusSince: null,
            schoolNm: null,
            gradeYear: null,
          },
        ],
      }),
      {},
      [{ ...DIRECTOR, relationCd: null, role: 'PARENT', authCd: null }] as never,
    );
    const children = within(await screen.findByRole('list', { name: '우리 아이' }));
    expect(children.getByText('최민준')).toBeInTheDocument();
    expect(children.getByText('한빛초등학교 · 4학년 · 2026.03.02 (월)부터')).toBeInTheDocument();
    expect(children.getByText('휴원')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '원생을 등록해 보세요' })).toBeNull();
  });

  it('sends a user with no academy to InstNotConnect', async () => {
    renderHome(() => ({}) as never, {}, []);
    expect(await screen.findByText('연결된 학원 없음 화면')).toBeInTheDocument();
  });
});
