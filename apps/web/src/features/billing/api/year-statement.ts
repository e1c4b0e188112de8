import type { YearStatementResponse } from '@academy/domain/books/year-statement.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { booksPath, booksQueryKey } from './tuition-fee-keys';

/** GET /api/insts/:instId/books/year-statement?year[&studentId]: what was paid in a year, per child and month. */
export function getYearStatement(
  instId: string,
  year: number,
  studentId: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YearStatementResponse> {
  return api.get<YearStatementResponse>(`${booksPath(instId)}/year-statement`, {
    query: { year, studentId },
    signal,
    silent: true,
  });
}

export const getYearStatementQueryOptions = (instId: string, year: number, studentId: string | null) =>
  queryOptions({
    queryKey: [...booksQueryKey(instId), 'year-statement', year, studentId] as const,
    queryFn: ({ signal }) => getYearStatement(instId, year, studentId, { signal }),
    placeholderData: keepPreviousData,
  });

export const useYearStatement = (instId: string, year: number, studentId: string | null) =>
  useQuery(getYearStatementQueryOptions(instId, year, studentId));
