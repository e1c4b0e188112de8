import type { PaymentDetailResponse } from '@academy/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, paymentsQueryKey } from './payments-keys';

/** GET /api/insts/:instId/payments/:paymentId: one payment, its card and the bills it paid (the receipt). */
export function getPayment(instId: string, paymentId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<PaymentDetailResponse>(`${instPath(instId)}/payments/${encodeURIComponent(paymentId)}`, {
    signal,
    silent: true,
  });
}

export const getPaymentQueryOptions = (instId: string, paymentId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'detail', paymentId] as const,
    queryFn: ({ signal }) => getPayment(instId, paymentId, { signal }),
  });

export const usePayment = (instId: string, paymentId: string) => useQuery(getPaymentQueryOptions(instId, paymentId));
