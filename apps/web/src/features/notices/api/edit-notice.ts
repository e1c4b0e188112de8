import type { SavedNoticeResponse, UpdateNoticeBody } from '@academy/domain/notice/notice.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotices, noticesPath } from './notices-keys';

/** PUT /api/insts/:instId/notices/:noticeId: the text at any time; the audience only before it is sent. */
export function editNotice(instId: string, noticeId: string, body: UpdateNoticeBody): Promise<SavedNoticeResponse> {
  return api.put<SavedNoticeResponse>(`${noticesPath(instId)}/${encodeURIComponent(noticeId)}`, body);
}

export function useEditNotice(instId: string, noticeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNoticeBody) => editNotice(instId, noticeId, body),
    onSuccess: () => invalidateNotices(queryClient, instId),
  });
}
