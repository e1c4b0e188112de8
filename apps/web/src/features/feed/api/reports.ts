import type { ReportBodyInput, ReportsResponse } from '@academy/domain/feed/feed.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath, invalidateFeed } from './feed-keys';

/** POST …/boards/:boardId/reports (a reader), GET …/boards/reports and POST …/reports/:reportId/dismiss (staff). */

export const reportBoard = (instId: string, boardId: string, body: ReportBodyInput) =>
  api.post<{ reportId: string }>(`${instPath(instId)}/boards/${encodeURIComponent(boardId)}/reports`, body);

export const getReports = (instId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ReportsResponse>(`${instPath(instId)}/boards/reports`, { signal, silent: true });

export const dismissReport = (instId: string, reportId: string) =>
  api.post<{ reportId: string }>(`${instPath(instId)}/boards/reports/${encodeURIComponent(reportId)}/dismiss`);

export const useReport = (instId: string, boardId: string) =>
  useMutation({ mutationFn: (body: ReportBodyInput) => reportBoard(instId, boardId, body) });

export const useReports = (instId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...feedQueryKey(instId), 'reports'] as const,
    queryFn: ({ signal }) => getReports(instId, { signal }),
    enabled,
  });

export function useDismissReport(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => dismissReport(instId, reportId),
    onSuccess: () => invalidateFeed(queryClient, instId),
  });
}
