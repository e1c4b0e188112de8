import { UPLOAD_PURPOSE_RULES, uploadMaxLabel } from '@academy/domain/uploads/uploads.purposes';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import type { ImageUploadProps } from './image-upload';

/**
 * What every picture upload (profile photo, academy logo) accepts: SPEC §5's image types up to the
 * server's size limit, checked in the browser before anything is sent. Spread into `ImageUpload`.
 */
export const IMAGE_LIMITS: Pick<ImageUploadProps, 'accept' | 'maxBytes' | 'maxLabel' | 'checkType'> = {
  accept: acceptAttribute(['image']),
  maxBytes: UPLOAD_PURPOSE_RULES.profile.maxBytes,
  maxLabel: uploadMaxLabel('profile'),
  checkType: (fileName) => (isAllowedUpload(fileName, ['image']) ? null : notAllowedUploadMessage(['image'])),
};
