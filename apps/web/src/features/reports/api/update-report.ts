import type { ReportView, UpdateReportBody } from '@academy/domain/reports/reports.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportPath, reportsKeys } from './reports-keys';

/** PATCH …/reports/:reportId: the autosaved draft and/or the comment the family will read (drafts only). */
export const updateReport = (instId: string, reportId: string, body: UpdateReportBody) =>
  api.patch<ReportView>(reportPath(instId, reportId), body, { silent: true });

export function useUpdateReport(instId: string, reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReportBody) => updateReport(instId, reportId, body),
    onSuccess: (report, body) => {
      queryClient.setQueryData(reportsKeys.report(instId, reportId), report);
      // The class list shows whether the comment is written: only a published comment changes it.
      if (body.comment !== undefined) return queryClient.invalidateQueries({ queryKey: reportsKeys.lists(instId) });
      return undefined;
    },
  });
}
