import type { QueryClient } from '@tanstack/react-query';

/** Every chat query of an academy starts with this key, so one invalidation refreshes them all. */
export const chatKeys = {
  all: (instId: string) => ['chat', instId] as const,
  rooms: (instId: string) => ['chat', instId, 'rooms'] as const,
  /**
   * The navigation's 채팅 badge (GET …/chat/unread). The layout reads the same key
   * (app/layouts/chat-unread-count.ts), so what the chat screens learn updates it at once.
   */
  unread: (instId: string) => ['chat', instId, 'unread'] as const,
  contacts: (instId: string, q: string) => ['chat', instId, 'contacts', q] as const,
  classRooms: (instId: string) => ['chat', instId, 'class-rooms'] as const,
  room: (instId: string, channelUrl: string) => ['chat', instId, 'room', channelUrl] as const,
  messages: (instId: string, channelUrl: string) => ['chat', instId, 'messages', channelUrl] as const,
  allMessages: (instId: string) => ['chat', instId, 'messages'] as const,
  files: (instId: string, channelUrl: string) => ['chat', instId, 'files', channelUrl] as const,
  quietHours: (instId: string) => ['chat', instId, 'quiet-hours'] as const,
  settings: (instId: string) => ['chat', instId, 'settings'] as const,
  blocks: (instId: string) => ['chat', instId, 'blocks'] as const,
};

export const chatPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/chat`;
export const roomPath = (instId: string, channelUrl: string) =>
  `${chatPath(instId)}/rooms/${encodeURIComponent(channelUrl)}`;

/** The room list and the badge, after anything that changes what is unread or which rooms there are. */
export function invalidateRoomList(queryClient: QueryClient, instId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.rooms(instId) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.unread(instId) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.classRooms(instId) }),
  ]);
}
