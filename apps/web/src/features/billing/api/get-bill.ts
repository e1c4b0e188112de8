import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billPath, billsQueryKey } from './bills-keys';

/** GET /api/insts/:instId/bills/:billId: the bill with its lines, discounts, payments and what the caller may do. */
export function getBill(instId: string, billId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BillDetailResponse>(billPath(instId, billId), { signal, silent: true });
}

export const getBillQueryOptions = (instId: string, billId: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'detail', billId] as const,
    queryFn: ({ signal }) => getBill(instId, billId, { signal }),
  });

export const useBill = (instId: string, billId: string) => useQuery(getBillQueryOptions(instId, billId));
