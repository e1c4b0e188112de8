import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { CreateRefundBody } from '@academy/domain/billing/refund.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refundBillPath } from './get-refund-bill';
import { invalidatePayments } from './payments-keys';

/**
 * POST /api/insts/:instId/bills/:billId/refunds: the refund as confirmed. Silent: the screen shows
 * the server's own words, also when the payment provider did not answer (a 503 that says nothing
 * was changed).
 */
export function createRefund(instId: string, billId: string, body: CreateRefundBody): Promise<BillDetailResponse> {
  return api.post<BillDetailResponse>(`${refundBillPath(instId, billId)}/refunds`, body, { silent: true });
}

export function useCreateRefund(instId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundBody) => createRefund(instId, billId, body),
    onSettled: () => invalidatePayments(queryClient, instId),
  });
}
