import type { SendInviteBody, SendInviteResponse } from '@academy/domain/employees/employees.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/insts/:instId/invites/:inviteId/send: send the invitation as 문자 or 알림톡. */
export function sendInviteMessage(instId: string, inviteId: string, body: SendInviteBody): Promise<SendInviteResponse> {
  return api.post<SendInviteResponse>(
    `/api/insts/${encodeURIComponent(instId)}/invites/${encodeURIComponent(inviteId)}/send`,
    body,
  );
}

export function useSendInviteMessage(instId: string, inviteId: string) {
  return useMutation({ mutationFn: (body: SendInviteBody) => sendInviteMessage(instId, inviteId, body) });
}
