import type { NoticeHistoryResponse } from '@academy/domain/notice/notice.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** GET /api/insts/:instId/notices/:noticeId/history: who wrote, changed, sent, reminded, deleted it. */
export function getNoticeHistory(
  instId: string,
  noticeId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeHistoryResponse> {
  return api.get<NoticeHistoryResponse>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}/history`, {
    signal,
    silent: true,
  });
}

export const getNoticeHistoryQueryOptions = (instId: string, noticeId: string) =>
  queryOptions({
    queryKey: [...noticesQueryKey(instId), 'history', noticeId] as const,
    queryFn: ({ signal }) => getNoticeHistory(instId, noticeId, { signal }),
  });

export const useNoticeHistory = (instId: string, noticeId: string, enabled: boolean) =>
  useQuery({ ...getNoticeHistoryQueryOptions(instId, noticeId), enabled });
