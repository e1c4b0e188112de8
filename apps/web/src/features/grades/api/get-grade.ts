import type { GradeDetail } from '@academy/domain/grades/grades.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesPath, gradesQueryKey } from './grades-keys';

/** GET /api/insts/:instId/grades/:gradeId: the test, its roster with scores, and its statistics (staff). */
export function getGrade(instId: string, gradeId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<GradeDetail>(gradesPath(instId, gradeId), { signal, silent: true });
}

export const getGradeQueryOptions = (instId: string, gradeId: string) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'detail', gradeId] as const,
    queryFn: ({ signal }) => getGrade(instId, gradeId, { signal }),
  });

export const useGrade = (instId: string, gradeId: string) => useQuery(getGradeQueryOptions(instId, gradeId));
