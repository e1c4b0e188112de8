import { BILLS_PAGE_SIZE } from '@academy/domain/billing/billing.constants';
import type { BillListResponse } from '@academy/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, paymentsQueryKey } from './payments-keys';

/**
 * GET /api/insts/:instId/bills?unpaid=true: what the family still has to pay (sent, partly paid or
 * overdue), every child's. One page holds more than a payment may carry (PAYMENT_BILLS_MAX).
 */
export function getDueBills(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<BillListResponse> {
  return api.get<BillListResponse>(`${instPath(instId)}/bills`, {
    query: { unpaid: 'true', limit: BILLS_PAGE_SIZE },
    signal,
    silent: true,
  });
}

export const getDueBillsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'due'] as const,
    queryFn: ({ signal }) => getDueBills(instId, { signal }),
  });

export const useDueBills = (instId: string) => useQuery(getDueBillsQueryOptions(instId));
