import type { UploadCashBookFileResponse } from '@academy/domain/books/cash-book.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { cashBookPath } from './transactions-keys';

/** POST /api/insts/:instId/cash-book/files: a receipt, stored now and attached when the entry is saved. */
export function uploadCashBookFile(
  instId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadCashBookFileResponse> {
  return uploadWithProgress<UploadCashBookFileResponse>(`${cashBookPath(instId)}/files`, file, { onProgress });
}
