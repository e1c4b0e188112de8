import type { ReportView } from '@academy/domain/reports/reports.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportPath, reportsKeys } from './reports-keys';

/** GET …/reports/:reportId: the whole report (a family opening it marks it read). */
export const getReport = (instId: string, reportId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ReportView>(reportPath(instId, reportId), { signal, silent: true });

export const reportQueryOptions = (instId: string, reportId: string) =>
  queryOptions({
    queryKey: reportsKeys.report(instId, reportId),
    queryFn: ({ signal }) => getReport(instId, reportId, { signal }),
  });

export const useReport = (instId: string, reportId: string) => useQuery(reportQueryOptions(instId, reportId));
