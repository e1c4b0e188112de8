import type { ChatFileView } from '@academy/domain/chat/chat.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { chatPath } from './chat-keys';

/** POST /api/insts/:instId/chat/files: one photo or file, with its progress (0 to 1); it waits for its message. */
export function uploadChatFile(
  instId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ChatFileView> {
  return uploadWithProgress<ChatFileView>(`${chatPath(instId)}/files`, file, {
    ...options,
    timeoutMs: 5 * 60 * 1000,
    silent: true,
  });
}
