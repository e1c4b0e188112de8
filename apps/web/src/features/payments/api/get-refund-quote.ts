import type { RefundQuoteQuery, RefundQuoteResponse } from '@academy/domain/billing/refund.schema';
import { isCalendarDate } from '@academy/domain/calendar/calendar.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refundBillPath } from './get-refund-bill';
import { paymentsQueryKey } from './payments-keys';

/** GET /api/insts/:instId/bills/:billId/refund-quote: what the 학원법 rule gives back on a refund date. */
export function getRefundQuote(
  instId: string,
  billId: string,
  query: RefundQuoteQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RefundQuoteResponse> {
  return api.get<RefundQuoteResponse>(`${refundBillPath(instId, billId)}/refund-quote`, {
    query,
    signal,
    silent: true,
  });
}

export const getRefundQuoteQueryOptions = (instId: string, billId: string, query: RefundQuoteQuery) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(instId), 'refund-quote', billId, query.refundDate, query.cause] as const,
    queryFn: ({ signal }) => getRefundQuote(instId, billId, query, { signal }),
  });

/** The quote of the date and cause on the form; asked only once the date is a real day. */
export const useRefundQuote = (instId: string, billId: string, query: RefundQuoteQuery) =>
  useQuery({
    ...getRefundQuoteQueryOptions(instId, billId, query),
    enabled: isCalendarDate(query.refundDate),
    placeholderData: keepPreviousData,
  });
