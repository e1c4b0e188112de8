import type { NoticeReadListResponse } from '@academy/domain/notice/notice.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** GET /api/insts/:instId/notices/:noticeId/reads: who has and has not read it, per child and the staff. */
export function getReadList(
  instId: string,
  noticeId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeReadListResponse> {
  return api.get<NoticeReadListResponse>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}/reads`, {
    signal,
    silent: true,
  });
}

export const getReadListQueryOptions = (instId: string, noticeId: string) =>
  queryOptions({
    queryKey: [...noticesQueryKey(instId), 'reads', noticeId] as const,
    queryFn: ({ signal }) => getReadList(instId, noticeId, { signal }),
    // The list fills as families read: it is looked at while it changes.
    refetchInterval: 15_000,
  });

export const useReadList = (instId: string, noticeId: string) => useQuery(getReadListQueryOptions(instId, noticeId));
