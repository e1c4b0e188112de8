import type { BillDetailResponse, UpdateBillBody } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billPath, invalidateBills } from './bills-keys';

/** PUT /api/insts/:instId/bills/:billId: a draft's title, due date, lines, discounts and memo. */
export function updateBill(instId: string, billId: string, body: UpdateBillBody): Promise<BillDetailResponse> {
  return api.put<BillDetailResponse>(billPath(instId, billId), body);
}

export function useUpdateBill(instId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBillBody) => updateBill(instId, billId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
