import type { SignupBody, signupResponse } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshMe } from '../../../lib/session/get-me';
import { getLoginIdAvailabilityQueryOptions } from './get-login-id-availability';

export type SignupResult = z.infer<typeof signupResponse>;

/** POST /api/account/signup (DUPLICATE_ACCOUNT, LOGIN_ID_TAKEN, SIGNUP_UNDER_14, field errors …). */
export function signup(body: SignupBody): Promise<SignupResult> {
  return api.post<SignupResult>('/api/account/signup', body);
}

/** Signs up; a member of 14 or more is signed in by the server, so the user is read again. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: async (result) => {
      queryClient.removeQueries({ queryKey: getLoginIdAvailabilityQueryOptions(result.userInputId).queryKey });
      await refreshMe(queryClient);
    },
  });
}
