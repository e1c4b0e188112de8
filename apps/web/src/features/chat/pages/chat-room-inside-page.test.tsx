import type { MessagesResponse } from '@academy/domain/chat/chat.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { closeAllChatSockets } from '../lib/use-chat-socket';
import {
  CHANNEL,
  document as chatDocument,
  DIRECTOR,
  message,
  PARENT,
  PARENT_ID,
  photo,
  ROOM_BASE,
  roomResponse,
} from '../testing/chat-fixtures';
import { FakeWebSocket } from '../testing/fake-web-socket';
import { ChatRoomInsidePage } from './chat-room-inside-page';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  resetModals();
  closeAllChatSockets();
  vi.unstubAllGlobals();
});

const PAGE: MessagesResponse = {
  messages: [
    message(1, { kind: 'system', sender: null, text: '최학부모 님이 들어왔습니다.' }),
    message(2, { text: '안녕하세요 https://example.com/숙제 확인 부탁드려요', unreadCount: 1 }),
    message(3, { sender: DIRECTOR, text: '네 확인했습니다', unreadCount: 0, files: [photo(1), chatDocument()] }),
  ],
  hasMore: true,
};

function renderRoom(answers: Parameters<typeof mockApi>[0] = {}, me = DIRECTOR_ME) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${ROOM_BASE}`]: () => ok(roomResponse()),
    [`GET ${ROOM_BASE}/messages`]: (call: ApiCall) =>
      call.query.has('after') ? ok({ messages: [], hasMore: false }) : ok(PAGE),
    [`POST ${ROOM_BASE}/read`]: (call: ApiCall) =>
      ok({ lastReadSeq: (call.body as { seq: number }).seq, totalUnread: 0 }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/chatRoomInside/:channelUrl', element: <ChatRoomInsidePage /> },
      landing('/chatRoomEtiquette/:channelUrl', '에티켓 화면'),
      landing('/chatFileViewer', '사진 보기 화면'),
    ],
    `/chatRoomInside/${CHANNEL}`,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const log = () => screen.findByRole('log', { name: '메시지 목록' });

describe('the room', () => {
  it('shows the history: a day line, system lines, senders, unread marks, safe links, photos and files', async () => {
    const { api } = renderRoom();
    const messages = await log();
    expect(await within(messages).findByText('2026.11.26 (목)')).toBeInTheDocument();
    expect(within(messages).getByText('최학부모 님이 들어왔습니다.')).toBeInTheDocument();
    expect(within(messages).getByText('최학부모')).toBeInTheDocument();
    // One member has not read message 2; message 3 has been read by everyone, so no mark.
    expect(within(messages).getAllByRole('img', { name: /읽지 않은 사람/ })).toHaveLength(1);
    expect(within(messages).getByRole('img', { name: '읽지 않은 사람 1명' })).toHaveTextContent('1');
    expect(within(messages).getByRole('link', { name: 'https://example.com/숙제' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(messages).getByRole('link', { name: '사진 1/1' })).toHaveAttribute(
      'href',
      `/chatFileViewer?room=${CHANNEL}&file=${photo(1).fileNm}`,
    );
    expect(within(messages).getByRole('link', { name: '겨울방학 안내.pdf 내려받기' })).toHaveAttribute(
      'href',
      chatDocument().url,
    );
    expect(screen.getByRole('link', { name: '채팅방 설정' })).toHaveAttribute('href', `/chatRoomChange/${CHANNEL}`);
    expect(screen.getByRole('link', { name: '사진·파일' })).toHaveAttribute('href', `/chatRoomFileManage/${CHANNEL}`);
    // Seen on screen: read up to the last message.
    await waitFor(() => expect(api.callsTo(`POST ${ROOM_BASE}/read`)[0]?.body).toEqual({ seq: 3 }));
  });

  it('loads the older page when asked, showing its progress, and keeps each message once', async () => {
    let release: () => void = () => {};
    const { api } = renderRoom({
      [`GET ${ROOM_BASE}/messages`]: (call: ApiCall) => {
        if (call.query.has('before'))
          return new Promise((resolve) => {
            release = () => resolve(ok({ messages: [message(1, { text: '지난주 이야기' })], hasMore: false }));
          });
        return call.query.has('after')
          ? ok({ messages: [], hasMore: false })
          : ok({ ...PAGE, messages: PAGE.messages.slice(1) });
      },
    });
    const messages = await log();
    await userEvent.click(await within(messages).findByRole('button', { name: '이전 메시지 더 보기' }));
    expect(within(messages).getByRole('status')).toHaveTextContent('이전 메시지를 불러오는 중');
    expect(
      api
        .callsTo(`GET ${ROOM_BASE}/messages`)
        .find((call) => call.query.has('before'))
        ?.query.get('before'),
    ).toBe('2');
    await act(async () => release());
    expect(await within(messages).findByText('지난주 이야기')).toBeInTheDocument();
    expect(within(messages).getByText('대화의 처음입니다')).toBeInTheDocument();
    expect(within(messages).getAllByText(/메시지 1$|지난주 이야기/)).toHaveLength(1);
  });

  it('shows a sent message at once as pending, then the server’s copy; a failed one can be sent again', async () => {
    let attempt = 0;
    let release: () => void = () => {};
    const { api } = renderRoom({
      [`POST ${ROOM_BASE}/messages`]: (call: ApiCall) => {
        attempt += 1;
        const body = call.body as { clientId: string; text: string };
        if (attempt === 1) return fail(503, 'SERVICE_UNAVAILABLE', '잠시 후 다시 시도해 주세요.');
        return new Promise((resolve) => {
          release = () =>
            resolve(ok(message(4, { sender: DIRECTOR, clientId: body.clientId, text: body.text, unreadCount: 1 })));
        });
      },
    });
    const box = await screen.findByRole('textbox', { name: '메시지' });
    await userEvent.type(box, '내일 보강 있습니다{Shift>}{Enter}{/Shift}5시입니다{Enter}');
    expect(box).toHaveValue('');
    expect(await screen.findByRole('button', { name: '다시 보내기' })).toBeInTheDocument();
    expect(screen.getByText('전송 실패')).toBeInTheDocument();
    const first = api.callsTo(`POST ${ROOM_BASE}/messages`)[0]?.body as { clientId: string; text: string };
    expect(first.text).toBe('내일 보강 있습니다\n5시입니다');
    expect(first.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await userEvent.click(screen.getByRole('button', { name: '다시 보내기' }));
    const messages = await log();
    expect(await within(messages).findByText('보내는 중')).toBeInTheDocument();
    expect(within(messages).getByText(/5시입니다/)).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(within(messages).queryByText('전송 실패')).toBeNull());
    // Message 2 and the new one each wait for one reader.
    expect(within(messages).getAllByRole('img', { name: '읽지 않은 사람 1명' })).toHaveLength(2);
    expect(within(messages).getAllByText(/내일 보강 있습니다/)).toHaveLength(1);
    // The retry is the same message: the server stores it once by its clientId.
    expect(api.callsTo(`POST ${ROOM_BASE}/messages`)[1]?.body).toMatchObject({ clientId: first.clientId });
  });

  it('follows the socket: new messages, read receipts, deletions; after a drop it catches up exactly once', async () => {
    const missed = message(5, { text: '끊긴 동안 온 메시지' });
    const { api } = renderRoom({
      [`GET ${ROOM_BASE}/messages`]: (call: ApiCall) => {
        if (!call.query.has('after')) return ok(PAGE);
        return ok({ messages: call.query.get('after') === '4' ? [missed] : [], hasMore: false });
      },
    });
    const messages = await log();
    await within(messages).findByText('네 확인했습니다');
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe(`ws://localhost:3000/api/insts/${INST_ID}/chat/socket`);
    act(() => socket.open());
    act(() =>
      socket.receive({ type: 'message', message: message(4, { text: '새 메시지', unreadCount: 1, sender: PARENT }) }),
    );
    expect(await within(messages).findByText('새 메시지')).toBeInTheDocument();
    // The director (a member who had read up to 1) reads up to 4: message 2's mark goes.
    act(() => socket.receive({ type: 'read', channelUrl: CHANNEL, userId: DIRECTOR.userId, seq: 4 }));
    await waitFor(() => expect(within(messages).queryAllByRole('img', { name: /읽지 않은 사람/ })).toHaveLength(0));
    act(() => socket.receive({ type: 'deleted', channelUrl: CHANNEL, messageId: message(2).messageId, seq: 2 }));
    expect(await within(messages).findByText('삭제된 메시지입니다.')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => socket.drop());
    expect(await screen.findByRole('status')).toHaveTextContent('다시 연결하는 중');
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(FakeWebSocket.made).toHaveLength(2);
    act(() => FakeWebSocket.last.open());
    expect(await within(messages).findByText('끊긴 동안 온 메시지')).toBeInTheDocument();
    // The socket also delivers the same message: still shown once.
    act(() => FakeWebSocket.last.receive({ type: 'message', message: missed }));
    expect(within(messages).getAllByText('끊긴 동안 온 메시지')).toHaveLength(1);
    expect(api.callsTo(`GET ${ROOM_BASE}/messages`).some((call) => call.query.get('after') === '4')).toBe(true);
  });

  it('lets staff delete a message after asking, and report or block its sender', async () => {
    const { api } = renderRoom({
      [`DELETE ${ROOM_BASE}/messages/${message(2).messageId}`]: () => ok(message(2, { deleted: true, text: '' })),
      [`PUT /api/insts/${INST_ID}/chat/blocks`]: () => ok({ blocked: [PARENT] }),
      [`POST /api/insts/${INST_ID}/chat/reports`]: () => ({ status: 201 }),
    });
    const messages = await log();
    await userEvent.click(await within(messages).findByRole('button', { name: '최학부모님의 메시지 메뉴' }));
    await userEvent.click(within(messages).getByRole('button', { name: '메시지 삭제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));
    expect(await within(messages).findByText('삭제된 메시지입니다.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${ROOM_BASE}/messages/${message(2).messageId}`)).toHaveLength(1);

    await userEvent.click(within(messages).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '신고하기' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '광고·도배' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/insts/${INST_ID}/chat/reports`)[0]?.body).toEqual({
        channelUrl: CHANNEL,
        messageId: message(2).messageId,
        userId: PARENT_ID,
        reason: 'spam',
        text: '',
      }),
    );
  });

  it('asks for the etiquette before the first message and shows the quiet notice calmly', async () => {
    const notice =
      '지금은 박강사 선생님의 채팅 알림이 쉬는 시간입니다. 메시지는 전달되며, 선생님은 08:00 이후에 확인하실 수 있어요.';
    renderRoom(
      {
        [`GET ${ROOM_BASE}`]: () =>
          ok(roomResponse({ quietNotice: notice }, { userId: PARENT_ID, manages: false, etiquetteAccepted: false })),
      },
      meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]),
    );
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '메시지' })).toBeNull();
    expect(screen.getByRole('link', { name: '에티켓 확인하고 대화 시작' })).toHaveAttribute(
      'href',
      `/chatRoomEtiquette/${CHANNEL}`,
    );
    // A parent may not delete; their own messages have no menu, another's offers report and block.
    const messages = await log();
    expect(within(messages).queryByRole('button', { name: '최학부모님의 메시지 메뉴' })).toBeNull();
    await userEvent.click(within(messages).getByRole('button', { name: '김원장님의 메시지 메뉴' }));
    expect(within(messages).queryByRole('button', { name: '메시지 삭제' })).toBeNull();
    expect(within(messages).getByRole('button', { name: '차단' })).toBeInTheDocument();
  });

  it('says the room is not there for an id it cannot open', async () => {
    renderRoom({ [`GET ${ROOM_BASE}`]: () => fail(404, 'NOT_FOUND', '찾을 수 없습니다.') });
    expect(await screen.findByText('채팅방을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '채팅 목록으로' })).toHaveAttribute('href', '/chatRoomListMain');
  });
});
