import type { TeacherCandidatesResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

/** GET /api/insts/:instId/class-teachers: the staff who can teach (/selectTeacher). */
export function getTeacherCandidates(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeacherCandidatesResponse> {
  return api.get<TeacherCandidatesResponse>(`/api/insts/${encodeURIComponent(instId)}/class-teachers`, {
    signal,
    silent: true,
  });
}

export const getTeacherCandidatesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...classesQueryKey(instId), 'teachers'] as const,
    queryFn: ({ signal }) => getTeacherCandidates(instId, { signal }),
  });

export const useTeacherCandidates = (instId: string) => useQuery(getTeacherCandidatesQueryOptions(instId));
