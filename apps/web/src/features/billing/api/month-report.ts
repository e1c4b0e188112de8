import type { MonthReportResponse } from '@academy/domain/books/month-report.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { booksPath, booksQueryKey } from './tuition-fee-keys';

/** GET /api/insts/:instId/books/month-report?to: the 12 months ending with `to`, per month and class. */
export function getMonthReport(
  instId: string,
  to: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MonthReportResponse> {
  return api.get<MonthReportResponse>(`${booksPath(instId)}/month-report`, { query: { to }, signal, silent: true });
}

/** Where the same report is downloaded as .xlsx. */
export const monthReportExportPath = (instId: string, to: string) =>
  `${booksPath(instId)}/month-report/export?to=${encodeURIComponent(to)}`;

export const getMonthReportQueryOptions = (instId: string, to: string) =>
  queryOptions({
    queryKey: [...booksQueryKey(instId), 'month-report', to] as const,
    queryFn: ({ signal }) => getMonthReport(instId, to, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMonthReport = (instId: string, to: string) => useQuery(getMonthReportQueryOptions(instId, to));
