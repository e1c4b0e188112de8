import type { MyPaymentsResponse } from '@academy/domain/billing/billing.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, paymentsQueryKey } from './payments-keys';

/** GET /api/insts/:instId/payments?checkDt=YYYY: the year's payments (the family's own, or the academy's for the office). */
export function getPayments(instId: string, year: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MyPaymentsResponse>(`${instPath(instId)}/payments`, {
    query: { checkDt: year },
    signal,
    silent: true,
  });
}

export const getPaymentsQueryOptions = (instId: string, year: number) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'year', year] as const,
    queryFn: ({ signal }) => getPayments(instId, year, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePayments = (instId: string, year: number) => useQuery(getPaymentsQueryOptions(instId, year));
