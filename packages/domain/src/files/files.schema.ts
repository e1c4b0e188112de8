import { z } from 'zod';
import { IMAGE_EXTENSIONS } from '../uploads/uploads.rules';

/**
 * Uploaded files the app keeps (a member's profile photo, an academy's logo): what they are for,
 * how big they may be, and where they are read. The bytes live in the file storage (a local folder
 * or an S3-compatible bucket); the `uploads` table says whose they are.
 */

/** What an upload is for. */
export const FILE_PURPOSES = ['profile', 'inst-logo'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Profile photos and logos: at most 10 MB (a phone photo is 2–6 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_LABEL = '10MB';

/** The SPEC §5 image list, the only files a profile photo or a logo may be. */
export const IMAGE_UPLOAD_EXTENSIONS = IMAGE_EXTENSIONS;

/** The stock profile pictures (`default01.png` is every new account's); drawn by the web app, no files. */
export const PROFILE_PRESETS = [
  'default01.png',
  'default02.png',
  'default03.png',
  'default04.png',
  'default05.png',
] as const;

export const isProfilePreset = (fileNm: string): boolean => (PROFILE_PRESETS as readonly string[]).includes(fileNm);

/** Where an uploaded file is read: anyone with the link (the id is an unguessable UUIDv7). */
export const fileUrl = (fileId: string): string => `/api/files/${fileId}`;

export const fileParams = z.object({ fileId: z.uuid() });

/** A stored upload not yet in use (the sign-up photo, until the account exists). */
export const uploadedFileResponse = z.object({
  fileId: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type UploadedFileResponse = z.infer<typeof uploadedFileResponse>;

/** The sign-up photo is bound to the sign-up's identity verification (the account does not exist yet). */
export const signupProfileImageQuery = z.object({ transId: z.uuid() });
