import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refundBillPath } from './get-refund-bill';
import { invalidatePayments } from './payments-keys';

/** POST /api/insts/:instId/bills/:billId/refunds/:cancelId/done: a cash or transfer refund was paid back. */
export function markRefundDone(instId: string, billId: string, cancelId: string): Promise<BillDetailResponse> {
  return api.post<BillDetailResponse>(
    `${refundBillPath(instId, billId)}/refunds/${encodeURIComponent(cancelId)}/done`,
    undefined,
  );
}

export function useMarkRefundDone(instId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancelId: string) => markRefundDone(instId, billId, cancelId),
    onSuccess: () => invalidatePayments(queryClient, instId),
  });
}
