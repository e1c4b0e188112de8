import type { StaffRelationCd } from '@academy/domain/institute/institute.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstHomeQueryOptions } from './get-inst-home';
import { getJoinRequestsQueryOptions } from './get-join-requests';

export type JoinDecision =
  | { requestId: string; kind: 'approve'; relationCd?: StaffRelationCd }
  | { requestId: string; kind: 'reject'; reason?: string };

export type JoinDecisionAnswer = { requestId: string; status: string; decidedAt: string; smsSent: boolean };

/** POST /api/insts/:instId/join-requests/:requestId/approve|reject. */
export function decideJoinRequest(instId: string, decision: JoinDecision): Promise<JoinDecisionAnswer> {
  const path = `/api/insts/${instId}/join-requests/${decision.requestId}/${decision.kind}`;
  const body =
    decision.kind === 'approve'
      ? decision.relationCd
        ? { relationCd: decision.relationCd }
        : {}
      : decision.reason
        ? { reason: decision.reason }
        : {};
  return api.post<JoinDecisionAnswer>(path, body);
}

export function useDecideJoinRequest(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: JoinDecision) => decideJoinRequest(instId, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getJoinRequestsQueryOptions(instId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getInstHomeQueryOptions(instId).queryKey }),
      ]),
  });
}
