import type { UploadedFileResponse } from '@academy/domain/files/files.schema';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export type SignupPhotoUpload = { transId: string; file: File; onProgress?: (fraction: number) => void };

/**
 * POST /api/account/signup/profile-image?transId=…: the photo of a sign-up whose verification is done;
 * the answer's fileId goes into the sign-up as profileImageId, which makes it the new member's photo.
 */
export function uploadSignupProfileImage({
  transId,
  file,
  onProgress,
}: SignupPhotoUpload): Promise<UploadedFileResponse> {
  return uploadWithProgress<UploadedFileResponse>(
    `/api/account/signup/profile-image?transId=${encodeURIComponent(transId)}`,
    file,
    { onProgress, silent: true },
  );
}

export const useUploadSignupProfileImage = () => useMutation({ mutationFn: uploadSignupProfileImage });
