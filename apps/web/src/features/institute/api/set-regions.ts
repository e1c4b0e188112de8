import type { RegionsBody } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstituteQueryOptions } from './get-institute';

/** PUT /api/insts/:instId/regions (SettingArea; at most 5). */
export function setRegions(instId: string, body: RegionsBody): Promise<{ regions: string[] }> {
  return api.put<{ regions: string[] }>(`/api/insts/${instId}/regions`, body);
}

export function useSetRegions(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionsBody) => setRegions(instId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstituteQueryOptions(instId).queryKey }),
  });
}
