import type { WriteOptionsResponse } from '@academy/domain/feed/feed.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath } from './feed-keys';

/** GET /api/insts/:instId/boards/write-options: the classes one may post to, a class's students to tag. */
export function getWriteOptions(
  instId: string,
  query: { classId?: string; boardId?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<WriteOptionsResponse> {
  return api.get<WriteOptionsResponse>(`${instPath(instId)}/boards/write-options`, { query, signal, silent: true });
}

export const useWriteOptions = (instId: string, query: { classId?: string; boardId?: string }) =>
  useQuery(
    queryOptions({
      queryKey: [...feedQueryKey(instId), 'write-options', query.classId ?? '', query.boardId ?? ''] as const,
      queryFn: ({ signal }) => getWriteOptions(instId, query, { signal }),
    }),
  );
