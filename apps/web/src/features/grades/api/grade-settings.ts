import type { GradeSettings } from '@academy/domain/grades/grades.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesPath, gradesQueryKey } from './grades-keys';

/** GET /api/insts/:instId/grades/settings: whether the academy shows ranks (staff). */
export const getGradeSettingsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'settings'] as const,
    queryFn: ({ signal }) => api.get<GradeSettings>(gradesPath(instId, 'settings'), { signal, silent: true }),
  });

export const useGradeSettings = (instId: string, enabled = true) =>
  useQuery({ ...getGradeSettingsQueryOptions(instId), enabled });

/** PUT /api/insts/:instId/grades/settings (the director): ranks shown or not; every grades view follows. */
export function useSaveGradeSettings(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeSettings) => api.put<GradeSettings>(gradesPath(instId, 'settings'), body),
    onSuccess: (settings) => {
      queryClient.setQueryData(getGradeSettingsQueryOptions(instId).queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: gradesQueryKey(instId) });
    },
  });
}
