import type { MaterialFileView } from '@academy/domain/materials/materials.schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { materialsPath } from './materials-keys';

/** POST /api/insts/:instId/materials/files: one file, with its progress (0 to 1); it waits for its material. */
export function uploadMaterialFile(
  instId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<MaterialFileView> {
  return uploadWithProgress<MaterialFileView>(`${materialsPath(instId)}/files`, file, {
    ...options,
    timeoutMs: 5 * 60 * 1000,
    silent: true,
  });
}
