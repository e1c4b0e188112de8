import type { InviteMessageResponse } from '@academy/domain/employees/employees.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/invites/:inviteId/message: the text, link and per-channel cost (/inviteMessage). */
export function getInviteMessage(
  instId: string,
  inviteId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InviteMessageResponse> {
  return api.get<InviteMessageResponse>(
    `/api/insts/${encodeURIComponent(instId)}/invites/${encodeURIComponent(inviteId)}/message`,
    { signal, silent: true },
  );
}

export const getInviteMessageQueryOptions = (instId: string, inviteId: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'invite-message', inviteId] as const,
    queryFn: ({ signal }) => getInviteMessage(instId, inviteId, { signal }),
  });

export const useInviteMessage = (instId: string, inviteId: string) =>
  useQuery(getInviteMessageQueryOptions(instId, inviteId));
