import type { LatestAcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often a running export's progress is asked for. */
export const EXPORT_POLL_MS = 1000;

/** GET /api/insts/:instId/exports/latest: the academy's newest export (director only). */
export function getLatestAcademyExport(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LatestAcademyExportResponse> {
  return api.get<LatestAcademyExportResponse>(`/api/insts/${encodeURIComponent(instId)}/exports/latest`, {
    signal,
    silent: true,
  });
}

export const getLatestAcademyExportQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['institute', instId, 'exports', 'latest'] as const,
    queryFn: ({ signal }) => getLatestAcademyExport(instId, { signal }),
    // Asked again every second while the export runs, until it is ready (or failed).
    refetchInterval: (query) => (query.state.data?.latest?.status === 'running' ? EXPORT_POLL_MS : false),
  });

export const useLatestAcademyExport = (instId: string) => useQuery(getLatestAcademyExportQueryOptions(instId));
