import type { profileEditBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getProfileQueryOptions } from './get-profile';

export type ProfileEditBody = z.infer<typeof profileEditBody>;

/** PATCH /api/account/profile: nickname and picture (ProfileEditPage). */
export function editProfile(body: ProfileEditBody): Promise<unknown> {
  return api.patch('/api/account/profile', body);
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
