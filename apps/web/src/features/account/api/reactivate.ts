import { api } from '../../../lib/api-client';

/** POST /api/account/reactivate: a dormant account, verified by its owner, is active and signed in. */
export function reactivate(body: { transId: string; keep: boolean }): Promise<unknown> {
  return api.post<unknown>('/api/account/reactivate', body);
}
