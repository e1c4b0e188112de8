import type { RoomsResponse } from '@academy/domain/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

/** The card's words (kept beside it: the home's text file belongs to the home's other cards). */
export const CHAT_CARD_TEXTS = {
  title: '읽지 않은 채팅',
  all: '채팅 전체',
  listLabel: '읽지 않은 채팅방',
  loading: '불러오는 중',
  failed: '채팅을 불러오지 못했습니다.',
  empty: '읽지 않은 채팅이 없습니다.',
  unread: (count: number) => `${count > 99 ? '99+' : count}개`,
  unreadLabel: (count: number) => `읽지 않은 메시지 ${count}개`,
} as const;

const T = CHAT_CARD_TEXTS;
/** How many rooms the card lists (the list has them all). */
export const HOME_CHAT_ROOMS = 4;

/** GET /api/insts/:instId/chat/rooms, for the rooms with unread messages. */
const useHomeChatRooms = (instId: string | null) =>
  useQuery({
    queryKey: ['home', 'chat-rooms', instId] as const,
    queryFn: ({ signal }) =>
      api.get<RoomsResponse>(`/api/insts/${encodeURIComponent(instId ?? '')}/chat/rooms`, { signal, silent: true }),
    enabled: instId !== null,
  });

/**
 * The rooms of the current academy (or `instId`) with unread messages, each opening the room, and the
 * way to every room; nothing unread says so. Nothing without an academy.
 */
export function ChatCard({ instId, level }: { instId?: string; level?: 2 | 3 }) {
  const current = useCurrentInst().instId;
  const chosen = instId ?? current;
  const rooms = useHomeChatRooms(chosen);
  if (!chosen) return null;
  const unread = rooms.data?.rooms.filter((room) => room.unreadCount > 0) ?? [];
  return (
    <HomeCard
      title={T.title}
      level={level}
      actions={
        <TextLink to="/chatRoomListMain" variant="muted">
          {T.all}
        </TextLink>
      }
    >
      {rooms.isPending ? (
        <p className={styles.muted} role="status">
          {T.loading}
        </p>
      ) : rooms.isError ? (
        <p className={styles.muted}>{T.failed}</p>
      ) : unread.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <List
          label={T.listLabel}
          items={unread.slice(0, HOME_CHAT_ROOMS)}
          getKey={(room) => room.channelUrl}
          renderItem={(room) => (
            <ListItem
              title={room.name}
              description={room.lastMessage?.preview}
              trailing={
                <span role="img" aria-label={T.unreadLabel(room.unreadCount)}>
                  <Badge tone="warning" solid>
                    {T.unread(room.unreadCount)}
                  </Badge>
                </span>
              }
              to={`/chatRoomInside/${encodeURIComponent(room.channelUrl)}`}
            />
          )}
        />
      )}
    </HomeCard>
  );
}
