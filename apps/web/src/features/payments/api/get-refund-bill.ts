import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, paymentsQueryKey } from './payments-keys';

/** The path of one bill of the academy, which its refunds live under. */
export const refundBillPath = (instId: string, billId: string) =>
  `${instPath(instId)}/bills/${encodeURIComponent(billId)}`;

/**
 * GET /api/insts/:instId/bills/:billId for the refund screen: the bill, what was paid and through
 * which payments, its refunds with their state and deadline, and whether it may be refunded now.
 */
export function getRefundBill(instId: string, billId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BillDetailResponse>(refundBillPath(instId, billId), { signal, silent: true });
}

export const getRefundBillQueryOptions = (instId: string, billId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'refund-bill', billId] as const,
    queryFn: ({ signal }) => getRefundBill(instId, billId, { signal }),
  });

export const useRefundBill = (instId: string, billId: string) => useQuery(getRefundBillQueryOptions(instId, billId));
