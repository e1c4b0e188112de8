import type { passwordChangeBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';

export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** POST /api/account/password: the current password is checked; every other session of the account ends. */
export function changePassword(body: PasswordChangeBody): Promise<unknown> {
  return api.post('/api/account/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
