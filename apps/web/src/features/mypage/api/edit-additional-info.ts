import type { AdditionalInfoBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getProfileQueryOptions } from './get-profile';

/** PATCH /api/account/additional-info: address, gender, school, subjects, regions and consents. */
export function editAdditionalInfo(body: AdditionalInfoBody): Promise<unknown> {
  return api.patch('/api/account/additional-info', body);
}

export function useEditAdditionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAdditionalInfo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
