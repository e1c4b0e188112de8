import type { MessageCostsResponse } from '@academy/domain/notifications/notifications.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/message-costs?month=: the academy's AlimTalk and text costs of a month (director). */
export function getMessageCosts(
  instId: string,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MessageCostsResponse> {
  return api.get<MessageCostsResponse>(`/api/insts/${encodeURIComponent(instId)}/message-costs`, {
    query: { month },
    signal,
    silent: true,
  });
}

export const getMessageCostsQueryOptions = (instId: string, month: string) =>
  queryOptions({
    queryKey: ['insts', instId, 'message-costs', month] as const,
    queryFn: ({ signal }) => getMessageCosts(instId, month, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMessageCosts = (instId: string, month: string) => useQuery(getMessageCostsQueryOptions(instId, month));
