import type { NoticeCostBody, NoticeCostResponse } from '@academy/domain/notice/notice.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesPath, noticesQueryKey } from './notices-keys';

/** POST /api/insts/:instId/notices/cost: whom a send would reach now and what it would cost. */
export function getNoticeCost(
  instId: string,
  body: NoticeCostBody,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NoticeCostResponse> {
  return api.post<NoticeCostResponse>(`${noticesPath(instId)}/cost`, body, { signal, silent: true });
}

export const getNoticeCostQueryOptions = (instId: string, body: NoticeCostBody) =>
  queryOptions({
    queryKey: [...noticesQueryKey(instId), 'cost', body] as const,
    queryFn: ({ signal }) => getNoticeCost(instId, body, { signal }),
  });

/** The cost of the audience chosen so far; nothing while there is none to ask about. */
export const useNoticeCost = (instId: string, body: NoticeCostBody | null) =>
  useQuery({
    ...getNoticeCostQueryOptions(
      instId,
      body ?? { audience: { kind: 'academy' }, alimTalk: false, advertising: false },
    ),
    enabled: body !== null,
  });
