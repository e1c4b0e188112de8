import type { BillDetailResponse, cancelBillBody } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { billPath, invalidateBills } from './bills-keys';

export type CancelBillBody = z.infer<typeof cancelBillBody>;

/** POST /api/insts/:instId/bills/:billId/cancel: an unpaid bill is voided, with its reason kept. */
export function cancelBill(instId: string, billId: string, body: CancelBillBody): Promise<BillDetailResponse> {
  return api.post<BillDetailResponse>(`${billPath(instId, billId)}/cancel`, body);
}

export function useCancelBill(instId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBillBody) => cancelBill(instId, billId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
