import type { ConfirmPaymentBody, PaymentDetailResponse } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, invalidatePayments } from './payments-keys';

/**
 * POST /api/insts/:instId/payments/confirm: the checkout's redirect forwarded as it came. Silent: the
 * result screen says itself what went wrong (a declined card, no answer from the provider).
 */
export function confirmPayment(instId: string, body: ConfirmPaymentBody): Promise<PaymentDetailResponse> {
  return api.post<PaymentDetailResponse>(`${instPath(instId)}/payments/confirm`, body, { silent: true });
}

export function useConfirmPayment(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) => confirmPayment(instId, body),
    onSettled: () => invalidatePayments(queryClient, instId),
  });
}
