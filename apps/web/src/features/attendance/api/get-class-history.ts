import type { ClassHistoryResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/attendance/classes/:classId?month=: a class's month. */
export function getClassHistory(
  instId: string,
  classId: string,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClassHistoryResponse> {
  return api.get<ClassHistoryResponse>(
    `/api/insts/${encodeURIComponent(instId)}/attendance/classes/${encodeURIComponent(classId)}`,
    { query: { month }, signal, silent: true },
  );
}

export const getClassHistoryQueryOptions = (instId: string, classId: string, month: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'class', classId, month] as const,
    queryFn: ({ signal }) => getClassHistory(instId, classId, month, { signal }),
  });

export const useClassHistory = (instId: string, classId: string, month: string) =>
  useQuery(getClassHistoryQueryOptions(instId, classId, month));
