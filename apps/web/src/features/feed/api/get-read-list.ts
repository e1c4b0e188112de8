import type { ReadListResponse } from '@academy/domain/feed/feed.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath } from './feed-keys';

/** GET /api/insts/:instId/boards/:boardId/read-list (BoardReadListPage). */
export function getReadList(instId: string, boardId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ReadListResponse>(`${instPath(instId)}/boards/${encodeURIComponent(boardId)}/read-list`, {
    signal,
    silent: true,
  });
}

export const useReadList = (instId: string, boardId: string) =>
  useQuery({
    queryKey: [...feedQueryKey(instId), 'read-list', boardId] as const,
    queryFn: ({ signal }) => getReadList(instId, boardId, { signal }),
  });
