import type { BillDetailResponse, RecordReceiptBody } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billPath, invalidateBills } from './bills-keys';

/** POST /api/insts/:instId/bills/:billId/receipts: 수납 처리 of cash or a bank transfer received at the desk. */
export function recordReceipt(instId: string, billId: string, body: RecordReceiptBody): Promise<BillDetailResponse> {
  return api.post<BillDetailResponse>(`${billPath(instId, billId)}/receipts`, body);
}

export function useRecordReceipt(instId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordReceiptBody) => recordReceipt(instId, billId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
