import type { NoticeListResponse } from '@academy/domain/notice/notice.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many notices a home card shows (pinned ones first, as the list orders them). */
export const HOME_NOTICES_SIZE = 3;

/** GET /api/insts/:instId/notices, the first few of the notices the caller sees. */
export const useHomeNotices = (instId: string) =>
  useQuery({
    queryKey: ['home', 'notices', instId] as const,
    queryFn: ({ signal }) =>
      api.get<NoticeListResponse>(`/api/insts/${encodeURIComponent(instId)}/notices`, {
        query: { limit: HOME_NOTICES_SIZE },
        signal,
        silent: true,
      }),
  });
