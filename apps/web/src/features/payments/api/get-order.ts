import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, paymentsQueryKey } from './payments-keys';

/** GET /api/insts/:instId/payments/orders/:orderId: the payer's own open order, amount from the server. */
export function getOrder(instId: string, orderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<PaymentOrderResponse>(`${instPath(instId)}/payments/orders/${encodeURIComponent(orderId)}`, {
    signal,
    silent: true,
  });
}

export const getOrderQueryOptions = (instId: string, orderId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'order', orderId] as const,
    queryFn: ({ signal }) => getOrder(instId, orderId, { signal }),
    // An order is opened once; a finished one answers 409, which asking again would not change.
    retry: false,
  });

export const useOrder = (instId: string, orderId: string) =>
  useQuery({ ...getOrderQueryOptions(instId, orderId), enabled: orderId !== '' });
