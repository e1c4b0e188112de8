import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotices, noticesPath } from './notices-keys';

/** DELETE /api/insts/:instId/notices/:noticeId: gone for its readers; its history stays. */
export function deleteNotice(instId: string, noticeId: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}`);
}

export function useDeleteNotice(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) => deleteNotice(instId, noticeId),
    onSuccess: () => invalidateNotices(queryClient, instId),
  });
}
