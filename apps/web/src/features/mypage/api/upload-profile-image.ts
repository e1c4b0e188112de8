import type { ProfileResponse } from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { getProfileQueryOptions } from './get-profile';

export type ProfileImageUpload = { file: File; onProgress?: (fraction: number) => void };

/** PUT /api/account/profile-image (multipart): the new photo is the profile picture at once; the old one is deleted. */
export function uploadProfileImage({ file, onProgress }: ProfileImageUpload): Promise<ProfileResponse> {
  return uploadWithProgress<ProfileResponse>('/api/account/profile-image', file, {
    method: 'PUT',
    onProgress,
    silent: true,
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
}
