import type { InvitePreviewResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/invites/:code: what an invitation code connects to, or why it cannot be used (InstConnectCheck). */
export function getInvite(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<InvitePreviewResponse> {
  return api.get<InvitePreviewResponse>(`/api/invites/${encodeURIComponent(code)}`, { signal, silent: true });
}

export const getInviteQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['institute', 'invite', code] as const,
    queryFn: ({ signal }) => getInvite(code, { signal }),
    retry: false,
  });

export const useInvite = (code: string) => useQuery(getInviteQueryOptions(code));
