import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { getInstituteQueryOptions } from './get-institute';
import { getMyInstsQueryOptions } from './get-my-insts';

export type InstLogoUpload = { instId: string; file: File; onProgress?: (fraction: number) => void };

/** PUT /api/insts/:instId/logo (multipart; director or 010): the new logo, in place of the old one. */
export function uploadInstLogo({ instId, file, onProgress }: InstLogoUpload): Promise<InstDetailResponse> {
  return uploadWithProgress<InstDetailResponse>(`/api/insts/${encodeURIComponent(instId)}/logo`, file, {
    method: 'PUT',
    onProgress,
    silent: true,
  });
}

export function useUploadInstLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInstLogo,
    onSuccess: (detail) => {
      queryClient.setQueryData(getInstituteQueryOptions(detail.instId).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey });
    },
  });
}
