import type { UploadClassImageResponse } from '@academy/domain/class/class.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/insts/:instId/class-images: one image (multipart); answers the stored name for uploadImages. */
export function uploadClassImage(instId: string, file: File): Promise<UploadClassImageResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<UploadClassImageResponse>(`/api/insts/${encodeURIComponent(instId)}/class-images`, form);
}

export function useUploadClassImage(instId: string) {
  return useMutation({ mutationFn: (file: File) => uploadClassImage(instId, file) });
}
