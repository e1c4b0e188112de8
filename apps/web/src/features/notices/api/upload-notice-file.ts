import type { UploadNoticeFileResponse } from '@academy/domain/notice/notice.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Which upload: a picture (POST …/notice-images) or a file (POST …/notice-files). */
export type NoticeUploadKind = 'image' | 'file';

/** One picture or file for a notice, before the notice is saved (multipart, with progress). */
export function uploadNoticeFile(
  instId: string,
  kind: NoticeUploadKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadNoticeFileResponse> {
  const path = kind === 'image' ? 'notice-images' : 'notice-files';
  return uploadWithProgress<UploadNoticeFileResponse>(`/api/insts/${encodeURIComponent(instId)}/${path}`, file, {
    onProgress,
    silent: true,
  });
}
