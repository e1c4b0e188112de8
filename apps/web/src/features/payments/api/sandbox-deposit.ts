import type { PaymentDetailResponse, SandboxDepositBody } from '@academy/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, invalidatePayments } from './payments-keys';

/**
 * POST /api/insts/:instId/payments/sandbox/deposit: the local 테스트 입금 — money arrives on the
 * payer's own waiting virtual account. The server answers it only when it runs locally with the
 * sandbox provider; the answer is the settled payment, and every payments query is refreshed.
 */
export function sandboxDeposit(instId: string, body: SandboxDepositBody): Promise<PaymentDetailResponse> {
  return api.post<PaymentDetailResponse>(`${instPath(instId)}/payments/sandbox/deposit`, body);
}

export function useSandboxDeposit(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxDepositBody) => sandboxDeposit(instId, body),
    onSuccess: () => invalidatePayments(queryClient, instId),
  });
}
