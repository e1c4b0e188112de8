import type { AbsencesResponse } from '@academy/domain/schedule/schedule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQueryKey } from './schedule-query-key';

/** GET /api/insts/:instId/classes/:classId/absences: absences a makeup can make up, and the class's students. */
export function getAbsences(
  instId: string,
  classId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AbsencesResponse> {
  return api.get<AbsencesResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/absences`,
    { signal, silent: true },
  );
}

export const getAbsencesQueryOptions = (instId: string, classId: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(instId), 'absences', classId] as const,
    queryFn: ({ signal }) => getAbsences(instId, classId, { signal }),
  });

export const useAbsences = (instId: string, classId: string) => useQuery(getAbsencesQueryOptions(instId, classId));
