import type { NoticeRemindPreviewResponse, NoticeRemindResponse } from '@academy/domain/notice/notice.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotices, noticesPath } from './notices-keys';

const remindPath = (instId: string, noticeId: string) =>
  `${noticesPath(instId)}/${encodeURIComponent(noticeId)}/remind`;

/** GET /api/insts/:instId/notices/:noticeId/remind: whom a reminder would tell now, and its cost. */
export function getRemindPreview(instId: string, noticeId: string): Promise<NoticeRemindPreviewResponse> {
  return api.get<NoticeRemindPreviewResponse>(remindPath(instId, noticeId));
}

/** POST /api/insts/:instId/notices/:noticeId/remind: tells again those who have not read it. */
export function remindUnread(instId: string, noticeId: string): Promise<NoticeRemindResponse> {
  return api.post<NoticeRemindResponse>(remindPath(instId, noticeId));
}

export function useRemindUnread(instId: string, noticeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindUnread(instId, noticeId),
    onSuccess: () => invalidateNotices(queryClient, instId),
  });
}
