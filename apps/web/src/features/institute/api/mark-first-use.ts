import type { FirstUseFeature } from '@academy/domain/institute/institute.constants';
import type { FirstUseResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstituteQueryOptions } from './get-institute';

/** POST /api/insts/:instId/first-use/:feature: the feature has been used (its guide stops showing). */
export function markFirstUse(instId: string, feature: FirstUseFeature): Promise<FirstUseResponse> {
  return api.post<FirstUseResponse>(`/api/insts/${instId}/first-use/${feature}`);
}

export function useMarkFirstUse(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feature: FirstUseFeature) => markFirstUse(instId, feature),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstituteQueryOptions(instId).queryKey }),
  });
}
