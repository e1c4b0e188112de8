import type { MeResponse } from '@academy/domain/account/account.schema';
import type { BoardCard, BoardDetailResponse, FeedResponse } from '@academy/domain/feed/feed.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { BoardDetailPage } from './board-detail-page';
import { BoardReadListPage } from './board-read-list-page';
import { BoardWritePage } from './board-write-pages';
import { FeedImgViewPage } from './feed-img-view-page';
import { FeedTfPage } from './feed-list-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BOARD_ID = '019a0000-0000-7000-8000-0000000000b1';
const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';
const base = `/api/insts/${INST_ID}`;
const PARENT_ME: MeResponse = meWith([
  { instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null },
]);

const photo = (n: number) => ({
  fileNm: `019a0000-0000-7000-8000-00000000f00${n}.jpg`,
  kind: 'image' as const,
  originalNm: `사진${n}.jpg`,
  sizeBytes: 2000,
  contentType: 'image/jpeg',
  url: `${base}/feed-files/orig${n}.jpg`,
  phoneUrl: `${base}/feed-files/phone${n}.jpg`,
  width: 1600,
  height: 1200,
});

const CARD: BoardCard = {
  boardId: BOARD_ID,
  kind: 'class',
  classId: CLASS_ID,
  classNm: '초등 사고력 수학',
  boardUserId: 'teacher',
  authorNm: '박강사',
  authorRole: 'TEACHER',
  content: '도형 퍼즐을 완성했어요.',
  feedImage: [photo(1), photo(2)],
  feedFile: [],
  tagList: [{ studentId: 's1', studentNm: '최서연' }],
  emotionList: [{ emotion: 'LIKE', count: 2 }],
  myEmotion: null,
  commentCnt: 3,
  readCnt: null,
  studentMaxCnt: null,
  hidden: false,
  createdAt: '2026-11-25T07:00:00.000Z',
  editedAt: null,
  mayEdit: false,
  mayModerate: false,
};

const FEED: FeedResponse = { items: [CARD], nextBefore: null };

describe('the feed list', () => {
  it('shows a parent cards with phone-sized photos loaded lazily, tags, emotions and comments — and no writing', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}/boards`]: () => ok(FEED),
    });
    renderRoutes([{ path: '/feedPageTF', element: <FeedTfPage /> }], '/feedPageTF', { academy: 'demo' });
    const card = await screen.findByRole('article', { name: /박강사/ });
    const images = within(card).getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', photo(1).phoneUrl);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('#최서연')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /댓글 3/ })).toHaveAttribute(
      'href',
      `/v3/BoardDetailPage/${BOARD_ID}`,
    );
    expect(within(card).getByRole('button', { name: '좋아요 2명' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: '글쓰기' })).toBeNull();
    expect(api.callsTo(`GET ${base}/boards`)[0]?.query.get('scope')).toBe('AS');
    expect(screen.getByRole('link', { name: '전체 소식' })).toHaveAttribute('aria-current', 'page');
  });

  it('sets an emotion with one press and takes it back with the next', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}/boards`]: () => ok(FEED),
      [`PUT ${base}/boards/${BOARD_ID}/emotion`]: () =>
        ok({
          emotionList: [
            { emotion: 'LIKE', count: 2 },
            { emotion: 'LOVE', count: 1 },
          ],
          myEmotion: 'LOVE',
        }),
      [`DELETE ${base}/boards/${BOARD_ID}/emotion`]: () =>
        ok({ emotionList: [{ emotion: 'LIKE', count: 2 }], myEmotion: null }),
    });
    renderRoutes([{ path: '/feedPageTF', element: <FeedTfPage /> }], '/feedPageTF', { academy: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: '사랑해요 0명' }));
    expect(api.callsTo(`PUT ${base}/boards/${BOARD_ID}/emotion`)[0]?.body).toEqual({ emotion: 'LOVE' });
    const mine = await screen.findByRole('button', { name: '사랑해요 1명, 내가 남김' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mine);
    await waitFor(() => expect(api.callsTo(`DELETE ${base}/boards/${BOARD_ID}/emotion`)).toHaveLength(1));
  });

  it('offers staff writing and the read count', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${base}/boards`]: () =>
        ok({ ...FEED, items: [{ ...CARD, readCnt: 1, studentMaxCnt: 4, mayModerate: true }] }),
      [`GET ${base}/boards/reports`]: () => ok({ items: [] }),
    });
    renderRoutes([{ path: '/feedPageTF', element: <FeedTfPage /> }], '/feedPageTF', { academy: 'demo' });
    expect(await screen.findByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/v3/board/write');
    expect(await screen.findByRole('link', { name: '읽음 1/4' })).toHaveAttribute(
      'href',
      `/v3/BoardReadListPage?boardId=${BOARD_ID}`,
    );
  });
});

describe('writing a post', () => {
  it('sends the class, the tagged students and the text, and says who will see it', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${base}/boards/write-options`]: (call) =>
        ok({
          classes: [{ classId: CLASS_ID, classNm: '초등 사고력 수학' }],
          selectedUsers: [],
          unselectedUsers: call.query.get('classId')
            ? [
                { studentId: 's1', studentNm: '최서연' },
                { studentId: 's2', studentNm: '정지우' },
              ]
            : [],
        }),
      [`POST ${base}/boards`]: () => ok({ boardId: BOARD_ID }),
    });
    const { router } = renderRoutes(
      [
        { path: '/v3/board/write', element: <BoardWritePage /> },
        { path: '/v3/BoardDetailPage/:boardId', element: <p>상세</p> },
      ],
      '/v3/board/write',
      { academy: 'demo' },
    );
    await screen.findByRole('option', { name: '초등 사고력 수학' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /반/ }), CLASS_ID);
    expect(await screen.findByText('태그 없음 (반 전체 공개)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: '최서연' }));
    expect(screen.getByText('1명 태그됨: 태그한 원생의 가족만 볼 수 있습니다')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /내용/ }), '오늘의 퍼즐');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/v3/BoardDetailPage/${BOARD_ID}`));
    expect(api.callsTo(`POST ${base}/boards`)[0]?.body).toEqual({
      classId: CLASS_ID,
      tagList: ['s1'],
      content: '오늘의 퍼즐',
      feedImage: [],
      feedFile: [],
    });
  });
});

describe('a post’s comments', () => {
  const detail = (): BoardDetailResponse => ({
    boardInfo: CARD,
    commentList: {
      items: [
        {
          commentId: 'c1',
          boardId: BOARD_ID,
          userId: 'parent-a',
          userNm: '최학부모',
          role: 'PARENT',
          content: '감사합니다',
          hidden: false,
          createdAt: '2026-11-25T08:00:00.000Z',
          editedAt: null,
          mayEdit: false,
          mayRemove: false,
          secretYn: 'N',
          replyFiles: [],
          rereplyList: [
            {
              commentId: 'r1',
              boardId: BOARD_ID,
              parentId: 'c1',
              userId: 'teacher',
              userNm: '박강사',
              role: 'TEACHER',
              content: '서연이가 잘했어요',
              hidden: false,
              createdAt: '2026-11-25T09:00:00.000Z',
              editedAt: null,
              mayEdit: false,
              mayRemove: false,
              rereplySecretYn: 'Y',
              rereplyFiles: [],
            },
          ],
        },
      ],
      nextAfter: null,
    },
  });

  it('marks secret re-replies, and sends a secret re-reply with rereplySecretYn', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}/boards/${BOARD_ID}`]: () => ok(detail()),
      [`POST ${base}/boards/reads`]: () => ok({ marked: 1 }),
      [`POST ${base}/boards/${BOARD_ID}/comments/c1/rereplies`]: () => ok({ commentId: 'r2' }),
    });
    renderRoutes(
      [{ path: '/v3/BoardDetailPage/:boardId', element: <BoardDetailPage /> }],
      `/v3/BoardDetailPage/${BOARD_ID}`,
      {
        academy: 'demo',
      },
    );
    expect(await screen.findByText('서연이가 잘했어요')).toBeInTheDocument();
    expect(screen.getByText('비밀')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`POST ${base}/boards/reads`)[0]?.body).toEqual({ boardIds: [BOARD_ID] }));
    await userEvent.click(screen.getByRole('button', { name: '최학부모님에게 답글' }));
    await userEvent.type(screen.getByRole('textbox', { name: '최학부모님에게 답글' }), '고맙습니다');
    await userEvent.click(screen.getAllByRole('checkbox', { name: /비밀 답글/ })[0] as HTMLElement);
    const forms = screen.getAllByRole('button', { name: '등록' });
    await userEvent.click(forms[0] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo(`POST ${base}/boards/${BOARD_ID}/comments/c1/rereplies`)[0]?.body).toEqual({
        content: '고맙습니다',
        rereplySecretYn: 'Y',
        rereplyFiles: [],
      }),
    );
  });
});

describe('the photo viewer', () => {
  it('turns with the arrow keys and zooms with its buttons', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}/boards/${BOARD_ID}`]: () => ok({ boardInfo: CARD, commentList: { items: [], nextAfter: null } }),
    });
    renderRoutes([{ path: '/feedImgView', element: <FeedImgViewPage /> }], `/feedImgView?boardId=${BOARD_ID}&index=0`, {
      academy: 'demo',
    });
    const viewer = await screen.findByRole('dialog', { name: '사진 보기' });
    expect(within(viewer).getByText('2장 중 1번째')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', photo(1).phoneUrl);
    fireEvent.keyDown(within(viewer).getByRole('img').parentElement as HTMLElement, { key: 'ArrowRight' });
    expect(await within(viewer).findByText('2장 중 2번째')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: '확대' }));
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(2)');
    expect(within(viewer).getByRole('button', { name: '다음 사진' })).toBeDisabled();
  });
});

describe('the read list (BoardReadListPage)', () => {
  it('shows who has not read and who has, each family account with how it was told', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${base}/boards/${BOARD_ID}/read-list`]: () =>
        ok({
          boardId: BOARD_ID,
          readCnt: 1,
          studentMaxCnt: 2,
          students: [
            {
              studentId: 's1',
              studentNm: '최서연',
              read: true,
              readAt: '2026-11-25T08:00:00.000Z',
              readers: [{ userNm: '최학부모', relation: '어머니' }],
              family: [
                {
                  userId: 'u1',
                  userNm: '최학부모',
                  relation: '어머니',
                  deliveries: [
                    { channel: 'app', status: 'read', reason: null, at: '2026-11-25T08:00:00.000Z' },
                    { channel: 'webpush', status: 'sent', reason: null, at: '2026-11-25T07:00:05.000Z' },
                  ],
                },
              ],
            },
            {
              studentId: 's2',
              studentNm: '정지우',
              read: false,
              readAt: null,
              readers: [],
              family: [
                {
                  userId: 'u2',
                  userNm: '정보호',
                  relation: '아버지',
                  deliveries: [{ channel: 'alimtalk', status: 'failed', reason: 'invalid-number', at: null }],
                },
              ],
            },
          ],
        }),
    });
    renderRoutes(
      [{ path: '/v3/BoardReadListPage', element: <BoardReadListPage /> }],
      `/v3/BoardReadListPage?boardId=${BOARD_ID}`,
      {
        academy: 'demo',
      },
    );
    expect(await screen.findByRole('region', { name: '안 읽음 1' })).toBeInTheDocument();
    const unread = within(screen.getByRole('region', { name: '안 읽음 1' }));
    expect(unread.getByText('정보호(아버지)')).toBeInTheDocument();
    expect(unread.getByRole('list', { name: '받은 방법' })).toHaveTextContent('알림톡 실패 (invalid-number)');
    const read = within(screen.getByRole('region', { name: '읽음 1' }));
    expect(
      within(read.getByRole('list', { name: '받은 방법' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['앱 읽음', '웹 푸시 보냄']);
  });
});
