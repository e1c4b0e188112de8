import type { InviteResponse } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** DELETE /api/insts/:instId/invites/:inviteId: revoke a staff invitation. */
export function revokeInvite(instId: string, inviteId: string): Promise<InviteResponse> {
  return api.delete<InviteResponse>(`/api/insts/${encodeURIComponent(instId)}/invites/${encodeURIComponent(inviteId)}`);
}

export function useRevokeInvite(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(instId, inviteId),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
