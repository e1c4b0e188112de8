import type { StudentCandidatesResponse } from '@academy/domain/class/class.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

/** GET …/classes/:classId/student-candidates: who could join the class. */
export function getStudentCandidates(
  instId: string,
  classId: string,
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudentCandidatesResponse> {
  return api.get<StudentCandidatesResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/student-candidates`,
    { query: { q: q || undefined }, signal, silent: true },
  );
}

export const getStudentCandidatesQueryOptions = (instId: string, classId: string, q: string) =>
  queryOptions({
    queryKey: [...classesQueryKey(instId), 'candidates', classId, q] as const,
    queryFn: ({ signal }) => getStudentCandidates(instId, classId, q, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStudentCandidates = (instId: string, classId: string, q: string) =>
  useQuery(getStudentCandidatesQueryOptions(instId, classId, q));
