import type { UnreadResponse } from '@academy/domain/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/insts/:instId/chat/unread: the badge of the navigation's 채팅. The chat screens keep the same
 * query (features/chat/api/chat-keys.ts `chatKeys.unread`) up to date from their socket and read marks.
 */
export function useChatUnreadCount(instId: string | null): number {
  const { data } = useQuery({
    queryKey: ['chat', instId ?? '', 'unread'] as const,
    queryFn: ({ signal }) =>
      api.get<UnreadResponse>(`/api/insts/${encodeURIComponent(instId ?? '')}/chat/unread`, { signal, silent: true }),
    enabled: instId !== null,
    refetchInterval: 60_000,
  });
  return instId === null ? 0 : (data?.totalUnread ?? 0);
}
