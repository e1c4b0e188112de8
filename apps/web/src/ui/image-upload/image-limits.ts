import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_LABEL } from '@academy/domain/files/files.schema';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import type { ImageUploadProps } from './image-upload';

/**
 * What every picture upload (profile photo, academy logo) accepts: SPEC §5's image types up to the
 * server's size limit, checked in the browser before anything is sent. Spread into `ImageUpload`.
 */
export const IMAGE_LIMITS: Pick<ImageUploadProps, 'accept' | 'maxBytes' | 'maxLabel' | 'checkType'> = {
  accept: acceptAttribute(['image']),
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  maxLabel: IMAGE_UPLOAD_MAX_LABEL,
  checkType: (fileName) => (isAllowedUpload(fileName, ['image']) ? null : notAllowedUploadMessage(['image'])),
};
