import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { instPath } from './homework-keys';

/** Who the file is for: an assignment's attachment (staff), or a student's hand-in (the family). */
export type HomeworkUploadTarget = 'assignment' | 'submission';

const UPLOAD_PATHS: Record<HomeworkUploadTarget, string> = {
  assignment: 'homework-files',
  submission: 'homework-submission-files',
};

/**
 * POST /api/insts/:instId/homework-files (staff) or …/homework-submission-files (family): one photo,
 * video or document through the upload pipeline, with its progress (0 to 1).
 */
export function uploadHomeworkFile(
  instId: string,
  target: HomeworkUploadTarget,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<HomeworkFileView> {
  return uploadWithProgress<HomeworkFileView>(`${instPath(instId)}/${UPLOAD_PATHS[target]}`, file, {
    ...options,
    timeoutMs: 5 * 60 * 1000,
    silent: true,
  });
}
