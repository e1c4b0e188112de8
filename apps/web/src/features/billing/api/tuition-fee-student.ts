import type { LedgerStudentResponse } from '@academy/domain/books/ledger.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { booksPath, booksQueryKey } from './tuition-fee-keys';

/** GET /api/insts/:instId/books/ledger/students/:studentId?year: one student's months of a year with their bills. */
export function getTuitionFeeStudent(
  instId: string,
  studentId: string,
  year: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LedgerStudentResponse> {
  return api.get<LedgerStudentResponse>(`${booksPath(instId)}/ledger/students/${encodeURIComponent(studentId)}`, {
    query: { year },
    signal,
    silent: true,
  });
}

export const getTuitionFeeStudentQueryOptions = (instId: string, studentId: string, year: number) =>
  queryOptions({
    queryKey: [...booksQueryKey(instId), 'student', studentId, year] as const,
    queryFn: ({ signal }) => getTuitionFeeStudent(instId, studentId, year, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTuitionFeeStudent = (instId: string, studentId: string, year: number) =>
  useQuery(getTuitionFeeStudentQueryOptions(instId, studentId, year));
