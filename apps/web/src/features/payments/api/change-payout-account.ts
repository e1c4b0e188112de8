import type { PayoutAccountBody, PayoutSellerResponse } from '@academy/domain/books/payouts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPayoutSellerQueryOptions } from './payout-seller';

/**
 * PATCH /api/insts/:instId/payouts/seller/account (the director only): the account the academy's
 * payouts go to from now on. The answer is the seller as the provider now holds it (its review
 * starts again), kept as the seller query's data so the status and the masked account follow at once.
 */
export function changePayoutAccount(instId: string, body: PayoutAccountBody): Promise<PayoutSellerResponse> {
  return api.patch<PayoutSellerResponse>(`/api/insts/${encodeURIComponent(instId)}/payouts/seller/account`, body, {
    silent: true,
  });
}

export function useChangePayoutAccount(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) => changePayoutAccount(instId, body),
    onSuccess: (answer) => queryClient.setQueryData(getPayoutSellerQueryOptions(instId).queryKey, answer),
  });
}
