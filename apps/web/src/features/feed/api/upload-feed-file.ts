import type { FeedFileView } from '@academy/domain/feed/feed.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { instPath } from './feed-keys';

/** POST /api/insts/:instId/feed-files: one photo, video or document, with its progress (0 to 1). */
export function uploadFeedFile(
  instId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<FeedFileView> {
  return uploadWithProgress<FeedFileView>(`${instPath(instId)}/feed-files`, file, {
    ...options,
    timeoutMs: 5 * 60 * 1000,
    silent: true,
  });
}
