import type { PayoutSellerBody, PayoutSellerResponse } from '@academy/domain/books/payouts.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 지급대행: `/api/insts/:instId/payouts/seller` (the director only). */
const sellerPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/payouts/seller`;
const sellerKey = (instId: string) => ['payouts', instId, 'seller'] as const;

/** GET …/payouts/seller: the registration and its KYC status, or null before it. */
export function getPayoutSeller(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<PayoutSellerResponse>(sellerPath(instId), { signal, silent: true });
}

export const getPayoutSellerQueryOptions = (instId: string) =>
  queryOptions({ queryKey: sellerKey(instId), queryFn: ({ signal }) => getPayoutSeller(instId, { signal }) });

export const usePayoutSeller = (instId: string) => useQuery(getPayoutSellerQueryOptions(instId));

/** POST …/payouts/seller: registers the academy with the provider. */
export function useRegisterPayoutSeller(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSellerBody) => api.post<PayoutSellerResponse>(sellerPath(instId), body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(sellerKey(instId), answer),
  });
}

/** POST …/payouts/seller/check: the KYC status read back from the provider. */
export function useCheckPayoutSeller(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutSellerResponse>(`${sellerPath(instId)}/check`),
    onSuccess: (answer) => queryClient.setQueryData(sellerKey(instId), answer),
  });
}
