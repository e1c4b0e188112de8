import { api } from '../../../lib/api-client';

/** POST /api/auth/token-login: the native app's one-time token for a session. */
export function tokenLogin(body: { token: string; keep: boolean }): Promise<unknown> {
  return api.post<unknown>('/api/auth/token-login', body);
}
