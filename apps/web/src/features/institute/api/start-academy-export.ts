import type { StartAcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getLatestAcademyExportQueryOptions } from './get-latest-academy-export';

/** POST /api/insts/:instId/exports: starts an export, or answers the one running (director only). */
export function startAcademyExport(instId: string): Promise<StartAcademyExportResponse> {
  return api.post<StartAcademyExportResponse>(`/api/insts/${encodeURIComponent(instId)}/exports`);
}

/** Starts an export; its progress is then followed through the latest export's query. */
export function useStartAcademyExport(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAcademyExport(instId),
    onSuccess: ({ started: _started, ...latest }) =>
      queryClient.setQueryData(getLatestAcademyExportQueryOptions(instId).queryKey, { latest }),
  });
}
