import type { BillListResponse, BillStatus } from '@academy/domain/billing/billing.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsPath, billsQueryKey } from './bills-keys';

/** What the office's list shows: a month, and optionally one status and one class. */
export type BillsFilter = { month: string; status: BillStatus | null; classId: string | null };

/** GET /api/insts/:instId/bills?month&status&classId&cursor: one page, with the totals of the whole filter. */
export function getBills(
  instId: string,
  filter: BillsFilter,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BillListResponse> {
  return api.get<BillListResponse>(billsPath(instId), {
    query: { month: filter.month, status: filter.status, classId: filter.classId, cursor },
    signal,
    silent: true,
  });
}

export const getBillsQueryOptions = (instId: string, filter: BillsFilter) =>
  infiniteQueryOptions({
    queryKey: [...billsQueryKey(instId), 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => getBills(instId, filter, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Stepping to the next month keeps the last month on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useBills = (instId: string, filter: BillsFilter) => useInfiniteQuery(getBillsQueryOptions(instId, filter));
