import { z } from 'zod';

/**
 * Uploaded files the app keeps and how they are read. What each kind of upload may be (types,
 * size, readers) is the table of `uploads/uploads.purposes.ts`; the bytes live in the file storage
 * (a local folder or an S3-compatible bucket) and the `uploads` table says whose they are.
 */

/** The stock profile pictures (`default01.png` is every new account's); drawn by the web app, no files. */
export const PROFILE_PRESETS = [
  'default01.png',
  'default02.png',
  'default03.png',
  'default04.png',
  'default05.png',
] as const;

/** Where an uploaded file is read: anyone with the link (the id is an unguessable UUIDv7). */
export const fileUrl = (fileId: string): string => `/api/files/${fileId}`;

/** A file read through a signed link: until `exp` (Unix seconds), with the server's signature (base64url). */
export const signedFileUrl = (fileId: string, link: { exp: number; sig: string }): string =>
  `${fileUrl(fileId)}?exp=${link.exp}&sig=${link.sig}`;

export const fileParams = z.object({ fileId: z.uuid() });
/** The signature of a signed link (absent for a file anyone with its link may read). */
export const fileQuery = z.object({
  exp: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40)
    .optional(),
  sig: z.string().max(100).optional(),
});

/** A stored upload not yet in use (the sign-up photo, until the account exists). */
export const uploadedFileResponse = z.object({
  fileId: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type UploadedFileResponse = z.infer<typeof uploadedFileResponse>;

/** The sign-up photo is bound to the sign-up's identity verification (the account does not exist yet). */
export const signupProfileImageQuery = z.object({ transId: z.uuid() });
