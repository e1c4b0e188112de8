import type { ProfileResponse, phoneChangeBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getProfileQueryOptions } from './get-profile';

export type PhoneChangeBody = z.infer<typeof phoneChangeBody>;

/**
 * POST /api/account/mobile: the number of a fresh verification (purpose 'phone-change') of the same
 * person becomes the account's; answers the updated profile.
 */
export function changeMobile(body: PhoneChangeBody): Promise<ProfileResponse> {
  return api.post<ProfileResponse>('/api/account/mobile', body, { silent: true });
}

export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
