import type { NoticeAudienceChoicesResponse } from '@academy/domain/notice/notice.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** GET /api/insts/:instId/notices/audience: the classes, students and staff I may address. */
export function getAudienceChoices(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeAudienceChoicesResponse> {
  return api.get<NoticeAudienceChoicesResponse>(`${noticesPath(instId)}/audience`, { signal, silent: true });
}

export const getAudienceChoicesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...noticesQueryKey(instId), 'audience'] as const,
    queryFn: ({ signal }) => getAudienceChoices(instId, { signal }),
  });

export const useAudienceChoices = (instId: string) => useQuery(getAudienceChoicesQueryOptions(instId));
