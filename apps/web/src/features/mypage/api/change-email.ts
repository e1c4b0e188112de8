import type { emailChangeBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getProfileQueryOptions } from './get-profile';

export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** POST /api/account/email: the new address with the code sent to it. */
export function changeEmail(body: EmailChangeBody): Promise<unknown> {
  return api.post('/api/account/email', body);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
