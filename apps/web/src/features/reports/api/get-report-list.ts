import type { ReportListResponse } from '@academy/domain/reports/reports.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKeys, reportsPath } from './reports-keys';

/**
 * GET /api/insts/:instId/reports?classId=&month=: a class's students for the month with their
 * report, comment and read status, and the class's generation batch. Without a class or month the
 * server picks the caller's first class and last month (and says which).
 */
export function getReportList(
  instId: string,
  classId: string | null,
  month: string | null,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<ReportListResponse>(reportsPath(instId), {
    query: { classId, month },
    signal,
    silent: true,
  });
}

export const reportListQueryOptions = (instId: string, classId: string | null, month: string | null) =>
  queryOptions({
    queryKey: reportsKeys.list(instId, classId, month),
    queryFn: ({ signal }) => getReportList(instId, classId, month, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReportList = (instId: string, classId: string | null, month: string | null) =>
  useQuery(reportListQueryOptions(instId, classId, month));
