import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateFamily } from './invalidate-family';

/** DELETE /api/account/family/:userId: ends the link with a child or guardian. */
export function unlinkFamily(userId: string): Promise<unknown> {
  return api.delete(`/api/account/family/${encodeURIComponent(userId)}`);
}

export function useUnlinkFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkFamily, onSuccess: () => invalidateFamily(queryClient) });
}
