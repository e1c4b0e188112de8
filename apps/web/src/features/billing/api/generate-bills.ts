import type { GenerateBillsBody, generateBillsResponse } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { billsPath, invalidateBills } from './bills-keys';

export type GenerateBillsResponse = z.infer<typeof generateBillsResponse>;

/** POST /api/insts/:instId/bills/generate: a month's drafts, one per enrolment, by each class's billing rule. */
export function generateBills(instId: string, body: GenerateBillsBody): Promise<GenerateBillsResponse> {
  return api.post<GenerateBillsResponse>(`${billsPath(instId)}/generate`, body);
}

export function useGenerateBills(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBillsBody) => generateBills(instId, body),
    onSuccess: () => invalidateBills(queryClient, instId),
  });
}
