import type { CreateBatchBody, ReportBatchView } from '@academy/domain/reports/reports.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKeys, reportsPath } from './reports-keys';

/** How often a running batch's progress is asked for. */
export const BATCH_POLL_MS = 1000;

/** POST …/reports/batches (202): compose the class's month as a job; a batch already running is returned. */
export const createReportBatch = (instId: string, body: CreateBatchBody) =>
  api.post<ReportBatchView>(`${reportsPath(instId)}/batches`, body, { silent: true });

/** GET …/reports/batches/:batchId: the job's progress. */
export const getReportBatch = (instId: string, batchId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ReportBatchView>(`${reportsPath(instId)}/batches/${encodeURIComponent(batchId)}`, { signal, silent: true });

export const reportBatchQueryOptions = (instId: string, batchId: string) =>
  queryOptions({
    queryKey: reportsKeys.batch(instId, batchId),
    queryFn: ({ signal }) => getReportBatch(instId, batchId, { signal }),
    // Asked again while the job runs; a finished batch does not change.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? BATCH_POLL_MS : false),
  });

/** A batch's progress, polled while it runs (nothing without a batch). */
export const useReportBatch = (instId: string, batchId: string | null) =>
  useQuery({ ...reportBatchQueryOptions(instId, batchId ?? ''), enabled: batchId !== null });

export function useCreateReportBatch(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBatchBody) => createReportBatch(instId, body),
    onSuccess: (batch) => queryClient.setQueryData(reportsKeys.batch(instId, batch.batchId), batch),
  });
}
