import type { familyRelationChangeBody } from '@academy/domain/account/family.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateFamily } from './invalidate-family';

export type FamilyRelationChangeBody = z.infer<typeof familyRelationChangeBody>;

/** PATCH /api/account/family/:userId: the relation type of a linked family member (FamilyRelationChange). */
export function changeFamilyRelation({
  userId,
  ...body
}: FamilyRelationChangeBody & { userId: string }): Promise<unknown> {
  return api.patch(`/api/account/family/${encodeURIComponent(userId)}`, body);
}

export function useChangeFamilyRelation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeFamilyRelation, onSuccess: () => invalidateFamily(queryClient) });
}
