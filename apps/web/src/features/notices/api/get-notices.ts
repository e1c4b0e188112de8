import type { NoticeListResponse } from '@academy/domain/notice/notice.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** Which list: every notice I see (/v3/notice/list), a class's (/v3/class/notice), or those I manage (NoticeList). */
export type NoticeListKind = { kind: 'all' } | { kind: 'class'; classId: string } | { kind: 'managed' };

/** GET /api/insts/:instId/notices (?classId=) or …/notices/manage: one page, pinned first. */
export function getNotices(
  instId: string,
  list: NoticeListKind,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeListResponse> {
  const path = list.kind === 'managed' ? `${noticesPath(instId)}/manage` : noticesPath(instId);
  return api.get<NoticeListResponse>(path, {
    query: { cursor, classId: list.kind === 'class' ? list.classId : null },
    signal,
    silent: true,
  });
}

export const getNoticesQueryOptions = (instId: string, list: NoticeListKind) =>
  infiniteQueryOptions({
    queryKey: [...noticesQueryKey(instId), 'list', list] as const,
    queryFn: ({ pageParam, signal }) => getNotices(instId, list, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotices = (instId: string, list: NoticeListKind) =>
  useInfiniteQuery(getNoticesQueryOptions(instId, list));
