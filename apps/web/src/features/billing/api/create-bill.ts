import type { BillDetailResponse, CreateBillBody } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsPath, invalidateBills } from './bills-keys';

/** POST /api/insts/:instId/bills: one bill written by hand (/billCreate). */
export function createBill(instId: string, body: CreateBillBody): Promise<BillDetailResponse> {
  return api.post<BillDetailResponse>(billsPath(instId), body);
}

export function useCreateBill(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBillBody) => createBill(instId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
