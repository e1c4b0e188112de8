import type { SendReportsBody, SendReportsResponse } from '@academy/domain/reports/reports.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReports, reportsPath } from './reports-keys';

/** POST …/reports/send: the reviewed drafts go to the families (idempotent: a sent one is left as it is). */
export const sendReports = (instId: string, body: SendReportsBody) =>
  api.post<SendReportsResponse>(`${reportsPath(instId)}/send`, body, { silent: true });

export function useSendReports(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendReportsBody) => sendReports(instId, body),
    onSettled: () => invalidateReports(queryClient, instId),
  });
}
