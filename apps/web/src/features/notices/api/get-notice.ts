import type { NoticeDetailResponse } from '@academy/domain/notice/notice.schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { MY_NOTIFICATIONS_KEY } from '../../../lib/notifications/unread-count';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** GET /api/insts/:instId/notices/:noticeId: one notice (opening it records that I read it). */
export function getNotice(
  instId: string,
  noticeId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeDetailResponse> {
  return api.get<NoticeDetailResponse>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}`, {
    signal,
    silent: true,
  });
}

export const getNoticeQueryOptions = (instId: string, noticeId: string) =>
  queryOptions({
    queryKey: [...noticesQueryKey(instId), 'detail', noticeId] as const,
    queryFn: ({ signal }) => getNotice(instId, noticeId, { signal }),
  });

/**
 * One notice. Opening it reads it: once it has loaded, the lists (its unread mark) and the bell
 * (its notification, now read) are refreshed.
 */
export function useNotice(instId: string, noticeId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getNoticeQueryOptions(instId, noticeId));
  const loaded = query.data?.noticeId;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: [...noticesQueryKey(instId), 'list'] });
    void queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY });
  }, [loaded, instId, queryClient]);
  return query;
}
