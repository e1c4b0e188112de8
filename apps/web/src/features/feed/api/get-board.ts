import type { BoardDetailResponse } from '@academy/domain/feed/feed.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath } from './feed-keys';

/** GET /api/insts/:instId/boards/:boardId: the post (boardInfo) and its first comments (commentList). */
export function getBoard(instId: string, boardId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BoardDetailResponse>(`${instPath(instId)}/boards/${encodeURIComponent(boardId)}`, {
    signal,
    silent: true,
  });
}

export const boardQueryKey = (instId: string, boardId: string) => [...feedQueryKey(instId), 'board', boardId] as const;

export const boardQueryOptions = (instId: string, boardId: string) =>
  queryOptions({
    queryKey: boardQueryKey(instId, boardId),
    queryFn: ({ signal }) => getBoard(instId, boardId, { signal }),
  });

export const useBoard = (instId: string, boardId: string) => useQuery(boardQueryOptions(instId, boardId));
