import type { PayoutSellerResponse } from '@academy/domain/books/payouts.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/payouts/seller, for the 지급대행 prompt of 정산 내역 (the director only). */
export function getPayoutStatus(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PayoutSellerResponse> {
  return api.get<PayoutSellerResponse>(`/api/insts/${encodeURIComponent(instId)}/payouts/seller`, {
    signal,
    silent: true,
  });
}

export const getPayoutStatusQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['payouts', instId, 'seller'] as const,
    queryFn: ({ signal }) => getPayoutStatus(instId, { signal }),
  });

export const usePayoutStatus = (instId: string, enabled: boolean) =>
  useQuery({ ...getPayoutStatusQueryOptions(instId), enabled });
