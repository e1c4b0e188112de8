import type { UnreadResponse } from '@academy/domain/chat/chat.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath } from './chat-keys';

/** GET /api/insts/:instId/chat/unread: the navigation badge's total. */
export function getUnread(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<UnreadResponse>(`${chatPath(instId)}/unread`, { signal, silent: true });
}

export const unreadQueryOptions = (instId: string) =>
  queryOptions({ queryKey: chatKeys.unread(instId), queryFn: ({ signal }) => getUnread(instId, { signal }) });
