import type { linkChildByVerificationBody } from '@academy/domain/account/family.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateFamily } from './invalidate-family';

export type LinkChildByVerificationBody = z.infer<typeof linkChildByVerificationBody>;

/** POST /api/account/family/children/verification: the child verified on this device (purpose 'family'). */
export function linkChildByVerification(body: LinkChildByVerificationBody): Promise<unknown> {
  return api.post('/api/account/family/children/verification', body, { silent: true });
}

export function useLinkChildByVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkChildByVerification, onSuccess: () => invalidateFamily(queryClient) });
}
