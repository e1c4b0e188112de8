import type { SettlementListResponse } from '@academy/domain/books/settlement.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settlementsPath, settlementsQueryKey } from './settlements-keys';

/** GET /api/insts/:instId/settlements?month=YYYY-MM: a month of card payouts matched against the provider. */
export function getSettlements(
  instId: string,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SettlementListResponse> {
  return api.get<SettlementListResponse>(`${settlementsPath(instId)}?month=${encodeURIComponent(month)}`, {
    signal,
    silent: true,
  });
}

export const getSettlementsQueryOptions = (instId: string, month: string) =>
  queryOptions({
    queryKey: [...settlementsQueryKey(instId), month] as const,
    queryFn: ({ signal }) => getSettlements(instId, month, { signal }),
  });

export const useSettlements = (instId: string, month: string) => useQuery(getSettlementsQueryOptions(instId, month));
