import type { LoginBody } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshMe } from '../../../lib/session/get-me';

/** POST /api/auth/login: starts a session (cookies); errors LOGIN_FAILED, ACCOUNT_LOCKED, ACCOUNT_DORMANT, RATE_LIMITED. */
export function login(body: LoginBody): Promise<unknown> {
  return api.post<unknown>('/api/auth/login', body);
}

/** Logs in, then reads the signed-in user again so the next screen sees them. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => refreshMe(queryClient),
  });
}
