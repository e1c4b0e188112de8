import type { GradeListResponse } from '@academy/domain/grades/grades.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesPath, gradesQueryKey } from './grades-keys';

export type GradeListFilter = { classId: string | null; month: string };

/** GET /api/insts/:instId/grades?classId=&month=&cursor=: the tests of a month, newest first. */
export function getGrades(
  instId: string,
  filter: GradeListFilter,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GradeListResponse> {
  return api.get<GradeListResponse>(gradesPath(instId), {
    query: { classId: filter.classId, month: filter.month, cursor },
    signal,
    silent: true,
  });
}

export const getGradesQueryOptions = (instId: string, filter: GradeListFilter) =>
  infiniteQueryOptions({
    queryKey: [...gradesQueryKey(instId), 'list', filter.classId, filter.month] as const,
    queryFn: ({ pageParam, signal }) => getGrades(instId, filter, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useGrades = (instId: string, filter: GradeListFilter) =>
  useInfiniteQuery(getGradesQueryOptions(instId, filter));
