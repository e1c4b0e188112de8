import type { PaymentOrderResponse, paymentOrderBody } from '@academy/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

/** What the page sends: the schema's input, so a card order leaves the virtual account's fields out. */
export type CreateOrderBody = z.input<typeof paymentOrderBody>;

/** POST /api/insts/:instId/payments/orders: an order for the chosen bills; the server sums the amount. */
export function createOrder(instId: string, body: CreateOrderBody): Promise<PaymentOrderResponse> {
  return api.post<PaymentOrderResponse>(`${instPath(instId)}/payments/orders`, body);
}

export const useCreateOrder = (instId: string) =>
  useMutation({ mutationFn: (body: CreateOrderBody) => createOrder(instId, body) });
