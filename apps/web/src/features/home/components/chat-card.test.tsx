import type { RoomCard } from '@academy/domain/chat/chat.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { ChatCard } from './chat-card';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const room = (channelUrl: string, name: string, unreadCount: number): RoomCard => ({
  channelUrl,
  kind: 'direct',
  name,
  classId: null,
  memberCount: 2,
  faces: [],
  lastMessage: { preview: `${name}의 메시지`, sentAt: '2026-11-26T01:00:00.000Z', senderNm: name },
  unreadCount,
});

function renderCard(rooms: RoomCard[]) {
  mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET /api/insts/${INST_ID}/chat/rooms`]: () =>
      ok({ rooms, totalUnread: rooms.reduce((sum, item) => sum + item.unreadCount, 0) }),
  });
  renderRoutes([{ path: '/mainTF', element: <ChatCard instId={INST_ID} /> }], '/mainTF', { academy: 'demo' });
}

describe('the home’s chat card', () => {
  it('lists only the rooms with unread messages, each opening its room, and links to every room', async () => {
    renderCard([room('ch_Aaaaaaaaaaaaaaaaaaaaaa', '최학부모', 2), room('ch_Bbbbbbbbbbbbbbbbbbbbbb', '수학A', 0)]);
    const card = await screen.findByRole('region', { name: '읽지 않은 채팅' });
    const list = await within(card).findByRole('list', { name: '읽지 않은 채팅방' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/chatRoomInside/ch_Aaaaaaaaaaaaaaaaaaaaaa');
    expect(within(list).getByRole('img', { name: '읽지 않은 메시지 2개' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '채팅 전체' })).toHaveAttribute('href', '/chatRoomListMain');
  });

  it('says there is nothing unread', async () => {
    renderCard([room('ch_Bbbbbbbbbbbbbbbbbbbbbb', '수학A', 0)]);
    expect(await screen.findByText('읽지 않은 채팅이 없습니다.')).toBeInTheDocument();
  });
});
