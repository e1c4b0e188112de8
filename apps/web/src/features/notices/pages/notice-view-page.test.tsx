import type { NoticeDetailResponse, NoticeReadListResponse } from '@academy/domain/notice/notice.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { NoticeImgViewPage } from './notice-img-view-page';
import { NoticeReadListPage } from './notice-read-list-page';
import { NoticeViewPage } from './notice-view-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const NOTICE_ID = '019a0000-0000-7000-8000-00000000a001';
const base = `/api/insts/${INST_ID}/notices/${NOTICE_ID}`;
const PARENT_ME = meFixture(
  { userId: '019a0000-0000-7000-8000-000000000005', userNm: '최학부모' },
  { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }] },
);

const NOTICE: NoticeDetailResponse = {
  noticeId: NOTICE_ID,
  title: '겨울방학 특강 신청 안내',
  content: '신청서는 12월 15일까지 내 주세요.',
  writer: { userId: 'w', userNm: '김원장' },
  pinned: false,
  confirmRequested: true,
  alimTalk: false,
  advertising: false,
  audience: { kind: 'classes', label: '중3 수학 심화반 외 1개 반', classes: [], students: [], staff: [] },
  sendAt: null,
  sentAt: '2026-11-21T01:00:00.000Z',
  createdAt: '2026-11-21T01:00:00.000Z',
  editedAt: null,
  images: [
    { id: 'i1', fileNm: 'i1.png', name: '포스터.png', size: 10, contentType: 'image/png', url: '/api/x/i1.png' },
  ],
  files: [
    { id: 'f1', fileNm: 'f1.pdf', name: '신청서.pdf', size: 10, contentType: 'application/pdf', url: '/api/x/f1.pdf' },
  ],
  readCnt: null,
  studentMaxCnt: null,
  confirmCnt: null,
  me: { recipient: true, canConfirm: true, confirmedAt: null },
  abilities: { canEdit: false, canDelete: false, canManage: false },
};

describe('a notice as a parent reads it', () => {
  it('shows the pictures lazily and the files, and takes 확인했습니다', async () => {
    let confirmedAt: string | null = null;
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}`]: () => ok({ ...NOTICE, me: { ...NOTICE.me, confirmedAt } }),
      [`POST ${base}/confirm`]: () => {
        confirmedAt = '2026-11-21T02:00:00.000Z';
        return ok({ confirmedAt });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/noticeView/:noticeId', element: <NoticeViewPage /> }], `/noticeView/${NOTICE_ID}`, {
      academy: 'demo',
    });
    expect(await screen.findByRole('heading', { name: '겨울방학 특강 신청 안내' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '공지 사진 1/1' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: '사진 1 크게 보기' })).toHaveAttribute(
      'href',
      `/noticeImgView?noticeId=${NOTICE_ID}&index=0`,
    );
    expect(screen.getByRole('link', { name: /신청서\.pdf 내려받기/ })).toHaveAttribute('download', '신청서.pdf');
    expect(screen.queryByRole('link', { name: '읽음 확인' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '확인했습니다' }));
    expect(await screen.findByText(/에 확인했습니다$/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/confirm`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '확인했습니다' })).toBeNull();
  });
});

const READS: NoticeReadListResponse = {
  noticeId: NOTICE_ID,
  title: '겨울방학 특강 신청 안내',
  confirmRequested: true,
  sentAt: '2026-11-21T01:00:00.000Z',
  readCnt: 2,
  studentMaxCnt: 3,
  confirmCnt: 1,
  staffReadCnt: 0,
  students: [
    {
      studentId: 's1',
      studentNm: '최민준',
      read: true,
      readAt: '2026-11-21T01:30:00.000Z',
      readBy: '최학부모 (어머니)',
      confirmed: true,
      confirmedAt: '2026-11-21T01:31:00.000Z',
      confirmedBy: '최학부모 (어머니)',
      recipients: [
        {
          userId: 'p',
          userNm: '최학부모',
          relation: '어머니',
          readAt: '2026-11-21T01:30:00.000Z',
          confirmedAt: '2026-11-21T01:31:00.000Z',
          deliveries: [{ channel: 'alimtalk', status: 'sent', reason: null, at: '2026-11-21T01:00:05.000Z' }],
        },
      ],
    },
    {
      studentId: 's2',
      studentNm: '최서연',
      read: true,
      readAt: '2026-11-21T01:30:00.000Z',
      readBy: '최학부모 (어머니)',
      confirmed: false,
      confirmedAt: null,
      confirmedBy: null,
      recipients: [],
    },
    {
      studentId: 's3',
      studentNm: '김도윤',
      read: false,
      readAt: null,
      readBy: null,
      confirmed: false,
      confirmedAt: null,
      confirmedBy: null,
      recipients: [],
    },
  ],
  staff: [{ userId: 't', userNm: '박강사', roleLabel: '강사', readAt: null, deliveries: [] }],
};

describe('the read list', () => {
  it('counts per child, lists who has not read it, and reminds them after showing the cost', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${base}/reads`]: () => ok(READS),
      [`GET ${base}/remind`]: () =>
        ok({
          unreadStudents: 1,
          unreadStaff: 1,
          cost: { recipients: 1, appOnly: 0, alimTalk: 1, sms: 0, lms: 0, totalWon: 13 },
        }),
      [`POST ${base}/remind`]: () => ok({ reminded: 1 }),
    });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/noticeReadList/:noticeId', element: <NoticeReadListPage /> }],
      `/noticeReadList/${NOTICE_ID}`,
      { academy: 'demo' },
    );
    expect(await screen.findByText('읽음 2 / 3명')).toBeInTheDocument();
    expect(screen.getByText('확인 1 / 3명')).toBeInTheDocument();
    const unread = screen.getByRole('tabpanel');
    expect(within(unread).getByText('김도윤')).toBeInTheDocument();
    expect(within(unread).queryByText('최민준')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^읽음/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('알림톡 보냄')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '안 읽은 분께 다시 알리기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('모두 1명에게 다시 알립니다. 예상 메시지 비용은 13원입니다.');
    expect(api.callsTo(`POST ${base}/remind`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '안 읽은 분께 다시 알리기' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${base}/remind`)).toHaveLength(1));
  });
});

describe('the pictures of a notice over the whole screen', () => {
  it('shows the picture in the viewer and goes back to the notice on 닫기', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(PARENT_ME), [`GET ${base}`]: () => ok(NOTICE) });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/noticeImgView', element: <NoticeImgViewPage /> },
        { path: '/noticeView/:noticeId', element: <p>공지</p> },
      ],
      `/noticeImgView?noticeId=${NOTICE_ID}&index=0`,
      { academy: 'demo' },
    );
    const viewer = await screen.findByRole('dialog', { name: '공지 사진' });
    expect(within(viewer).getByText('1장 중 1번째')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: '공지 사진 1/1' })).toHaveAttribute('src', '/api/x/i1.png');
    expect(within(viewer).queryByRole('link', { name: '원본 보기' })).toBeNull();
    await user.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(router.state.location.pathname).toBe(`/noticeView/${NOTICE_ID}`);
  });
});
