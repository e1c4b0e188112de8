import type { SavedNoticeResponse, WriteNoticeBody } from '@academy/domain/notice/notice.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNotices, noticesPath } from './notices-keys';

/** POST /api/insts/:instId/notices: a new notice, sent now or at its time. */
export function writeNotice(instId: string, body: WriteNoticeBody): Promise<SavedNoticeResponse> {
  return api.post<SavedNoticeResponse>(noticesPath(instId), body);
}

export function useWriteNotice(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteNoticeBody) => writeNotice(instId, body),
    onSuccess: () => invalidateNotices(queryClient, instId),
  });
}
