import type { SentResponse } from '@academy/domain/account/account.schema';
import type { childLinkRequestBody } from '@academy/domain/account/family.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getFamilyQueryOptions } from './get-family';

export type ChildLinkRequestBody = z.infer<typeof childLinkRequestBody>;

/** POST /api/account/family/children/code: a code goes to the child's mobile; the child confirms it. */
export function requestChildLink(body: ChildLinkRequestBody): Promise<SentResponse> {
  return api.post<SentResponse>('/api/account/family/children/code', body);
}

export function useRequestChildLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestChildLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFamilyQueryOptions().queryKey }),
  });
}
