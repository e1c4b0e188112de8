import type { InviteListResponse } from '@academy/domain/employees/employees.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/invites?purpose=staff: the staff invitations with their codes (InviteCode). */
export function getInvites(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InviteListResponse> {
  return api.get<InviteListResponse>(`/api/insts/${encodeURIComponent(instId)}/invites`, {
    query: { purpose: 'staff' },
    signal,
    silent: true,
  });
}

export const getInvitesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'invites'] as const,
    queryFn: ({ signal }) => getInvites(instId, { signal }),
  });

export const useInvites = (instId: string) => useQuery(getInvitesQueryOptions(instId));
