import type { InviteAcceptResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getMyInstsQueryOptions } from './get-my-insts';

/** POST /api/invites/:code/accept: connects the signed-in user to the academy (InstConnectResult). */
export function acceptInvite(code: string): Promise<InviteAcceptResponse> {
  return api.post<InviteAcceptResponse>(`/api/invites/${encodeURIComponent(code)}/accept`);
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey }),
      ]),
  });
}
