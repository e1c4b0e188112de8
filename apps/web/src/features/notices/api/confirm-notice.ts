import type { ConfirmNoticeResponse } from '@academy/domain/notice/notice.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotices, noticesPath } from './notices-keys';

/** POST /api/insts/:instId/notices/:noticeId/confirm: 확인했습니다. */
export function confirmNotice(instId: string, noticeId: string): Promise<ConfirmNoticeResponse> {
  return api.post<ConfirmNoticeResponse>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}/confirm`);
}

export function useConfirmNotice(instId: string, noticeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmNotice(instId, noticeId),
    onSuccess: () => invalidateNotices(queryClient, instId),
  });
}
