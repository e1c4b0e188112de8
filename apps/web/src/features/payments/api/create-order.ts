import type { PaymentOrderBody, PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

/** POST /api/insts/:instId/payments/orders: an order for the chosen bills; the server sums the amount. */
export function createOrder(instId: string, body: PaymentOrderBody): Promise<PaymentOrderResponse> {
  return api.post<PaymentOrderResponse>(`${instPath(instId)}/payments/orders`, body);
}

export const useCreateOrder = (instId: string) =>
  useMutation({ mutationFn: (body: PaymentOrderBody) => createOrder(instId, body) });
