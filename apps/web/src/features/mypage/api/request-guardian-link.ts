import type { SentResponse } from '@academy/domain/account/account.schema';
import type { guardianLinkRequestBody } from '@academy/domain/account/family.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getFamilyQueryOptions } from './get-family';

export type GuardianLinkRequestBody = z.infer<typeof guardianLinkRequestBody>;

/** POST /api/account/family/guardians/code: a code goes to the guardian's mobile (AddGuardian). */
export function requestGuardianLink(body: GuardianLinkRequestBody): Promise<SentResponse> {
  return api.post<SentResponse>('/api/account/family/guardians/code', body);
}

export function useRequestGuardianLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGuardianLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFamilyQueryOptions().queryKey }),
  });
}
