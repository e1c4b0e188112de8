import type { familyConfirmBody } from '@academy/domain/account/family.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateFamily } from './invalidate-family';

export type FamilyConfirmBody = z.infer<typeof familyConfirmBody>;

/** POST /api/account/family/confirm: the person who received a link code confirms it (FamilyConnectCheck). */
export function confirmFamily(body: FamilyConfirmBody): Promise<unknown> {
  return api.post('/api/account/family/confirm', body);
}

export function useConfirmFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmFamily, onSuccess: () => invalidateFamily(queryClient) });
}
