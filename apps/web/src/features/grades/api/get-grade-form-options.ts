import type { GradeFormOptionsResponse } from '@academy/domain/grades/grades.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesPath, gradesQueryKey } from './grades-keys';

/** GET /api/insts/:instId/grades/form-options: the classes the caller may make a test for. */
export function getGradeFormOptions(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GradeFormOptionsResponse> {
  return api.get<GradeFormOptionsResponse>(gradesPath(instId, 'form-options'), { signal, silent: true });
}

export const getGradeFormOptionsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'form-options'] as const,
    queryFn: ({ signal }) => getGradeFormOptions(instId, { signal }),
  });

export const useGradeFormOptions = (instId: string) => useQuery(getGradeFormOptionsQueryOptions(instId));
