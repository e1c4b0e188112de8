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
    // The answer is the new profile: a read started before the change (the page's own, on arrival
    // from the verification) is cancelled so it cannot put the old number back.
    onSuccess: async (profile) => {
      const profileKey = getProfileQueryOptions().queryKey;
      await queryClient.cancelQueries({ queryKey: profileKey });
      queryClient.setQueryData(profileKey, profile);
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
}
