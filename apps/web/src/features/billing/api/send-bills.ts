import type { BillIdsBody, sendBillsResponse } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { billsPath, invalidateBills } from './bills-keys';

export type SendBillsResponse = z.infer<typeof sendBillsResponse>;

/** POST /api/insts/:instId/bills/send: the drafts go to their families (app, 알림톡 or 문자) with the payment link. */
export function sendBills(instId: string, body: BillIdsBody): Promise<SendBillsResponse> {
  return api.post<SendBillsResponse>(`${billsPath(instId)}/send`, body);
}

export function useSendBills(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillIdsBody) => sendBills(instId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
