import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { closeAllChatSockets } from '../lib/use-chat-socket';
import { CHANNEL, CHAT_BASE, message, roomCard, TEACHER } from '../testing/chat-fixtures';
import { FakeWebSocket } from '../testing/fake-web-socket';
import { ChatRoomListPage } from './chat-room-list-page';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  resetModals();
  closeAllChatSockets();
  vi.unstubAllGlobals();
});

const PARENT_ME = meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]);
const GROUP = roomCard({
  channelUrl: 'ch_GroupGroupGroupGroup12',
  kind: 'class',
  name: '수학A',
  memberCount: 12,
  faces: [TEACHER],
  lastMessage: null,
  unreadCount: 0,
});

function renderList(me = DIRECTOR_ME, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${CHAT_BASE}/rooms`]: () => ok({ rooms: [roomCard(), GROUP], totalUnread: 2 }),
    [`GET ${CHAT_BASE}/settings`]: () => ok({ familiesMayChat: false }),
    [`GET ${CHAT_BASE}/quiet-hours`]: () => ok({ enabled: true, start: '22:00', end: '08:00' }),
    ...answers,
  });
  renderRoutes([{ path: '/chatRoomListMain', element: <ChatRoomListPage /> }], '/chatRoomListMain', {
    academy: 'demo',
  });
  return api;
}

describe('the room list', () => {
  it('lists the rooms with their last message, time and unread count, and the total', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: '내 채팅방' });
    const direct = within(list).getByRole('link', { name: /최학부모/ });
    expect(direct).toHaveAttribute('href', `/chatRoomInside/${CHANNEL}`);
    expect(within(direct).getByText('최학부모: 내일 결석합니다')).toBeInTheDocument();
    expect(within(direct).getByRole('img', { name: '읽지 않은 메시지 2개' })).toHaveTextContent('2');
    const group = within(list).getByRole('link', { name: /수학A/ });
    expect(within(group).getByText('12명')).toBeInTheDocument();
    expect(within(group).getByText('아직 메시지가 없습니다')).toBeInTheDocument();
    expect(within(group).queryByRole('img', { name: /읽지 않은/ })).toBeNull();
    expect(screen.getByText('읽지 않은 메시지 2개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '반 채팅방' })).toHaveAttribute('href', '/classChatRoomList');
    expect(screen.getByRole('link', { name: '채팅방 만들기' })).toHaveAttribute('href', '/chatRoomCreate');
    expect(screen.getByRole('link', { name: '채팅 에티켓' })).toHaveAttribute('href', '/etiquette');
  });

  it('lets staff set their quiet hours (22:00–08:00 by default, explained)', async () => {
    const api = renderList(DIRECTOR_ME, {
      [`PUT ${CHAT_BASE}/quiet-hours`]: (call) => ok(call.body),
      [`PUT ${CHAT_BASE}/settings`]: (call) => ok(call.body),
    });
    const quiet = await screen.findByRole('region', { name: '채팅 알림 쉬는 시간' });
    expect(within(quiet).getByText(/기본은 22:00부터 다음 날 08:00까지/)).toBeInTheDocument();
    const start = await within(quiet).findByLabelText('시작 시각');
    expect(start).toHaveValue('22:00');
    await userEvent.clear(start);
    await userEvent.type(start, '21:30');
    await userEvent.click(within(quiet).getByRole('button', { name: '쉬는 시간 저장' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CHAT_BASE}/quiet-hours`)[0]?.body).toEqual({
        enabled: true,
        start: '21:30',
        end: '08:00',
      }),
    );
    // The director decides whether families may talk with each other.
    const academy = screen.getByRole('region', { name: '학원 채팅 설정' });
    await userEvent.click(await within(academy).findByRole('checkbox', { name: '학부모·학생끼리 대화 허용' }));
    await waitFor(() => expect(api.callsTo(`PUT ${CHAT_BASE}/settings`)[0]?.body).toEqual({ familiesMayChat: true }));
  });

  it('gives a parent no settings and no room making unless the academy allows families to talk', async () => {
    const api = renderList(PARENT_ME);
    await screen.findByRole('list', { name: '내 채팅방' });
    await waitFor(() => expect(api.callsTo(`GET ${CHAT_BASE}/settings`)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: '채팅방 만들기' })).toBeNull();
    expect(screen.queryByRole('region', { name: '채팅 알림 쉬는 시간' })).toBeNull();
    expect(api.callsTo(`GET ${CHAT_BASE}/quiet-hours`)).toHaveLength(0);
  });

  it('shows room making to a parent when families may talk, and refreshes the list on a new message', async () => {
    let rooms = [roomCard()];
    const api = renderList(PARENT_ME, {
      [`GET ${CHAT_BASE}/settings`]: () => ok({ familiesMayChat: true }),
      [`GET ${CHAT_BASE}/rooms`]: () => ok({ rooms, totalUnread: rooms[0]?.unreadCount ?? 0 }),
    });
    expect(await screen.findByRole('link', { name: '채팅방 만들기' })).toBeInTheDocument();
    FakeWebSocket.last.open();
    rooms = [
      roomCard({ unreadCount: 3, lastMessage: { preview: '새 소식', sentAt: message(9).sentAt, senderNm: null } }),
    ];
    FakeWebSocket.last.receive({ type: 'message', message: message(9, { text: '새 소식' }) });
    expect(await screen.findByRole('img', { name: '읽지 않은 메시지 3개' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${CHAT_BASE}/rooms`).length).toBeGreaterThanOrEqual(2);
  });

  it('lists the people I blocked, and unblocks one', async () => {
    const api = renderList(PARENT_ME, {
      [`GET ${CHAT_BASE}/blocks`]: () => ok({ blocked: [TEACHER] }),
      [`DELETE ${CHAT_BASE}/blocks/${TEACHER.userId}`]: () => ok({ blocked: [] }),
    });
    const blocked = await screen.findByRole('list', { name: '차단한 사람' });
    await userEvent.click(within(blocked).getByRole('button', { name: '박강사 차단 풀기' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '차단한 사람' })).toBeNull());
    expect(api.callsTo(`DELETE ${CHAT_BASE}/blocks/${TEACHER.userId}`)).toHaveLength(1);
  });

  it('says when there are no rooms yet', async () => {
    renderList(DIRECTOR_ME, { [`GET ${CHAT_BASE}/rooms`]: () => ok({ rooms: [], totalUnread: 0 }) });
    expect(await screen.findByText('아직 채팅방이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 메시지가 없습니다')).toBeInTheDocument();
  });
});
