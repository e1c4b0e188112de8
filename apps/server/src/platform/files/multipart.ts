import { containsUnstorableCharacter } from '@academy/domain/text/text.rules';
import { UPLOAD_PURPOSE_RULES, type UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { INVALID_CHARACTER_MESSAGE } from '@academy/domain/validation/validation.messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { IncomingFile } from './uploads';

/**
 * The one file of a multipart request (any field name), read into memory up to the purpose's size
 * limit, or null when the request carries no file. A larger file stops the read at the limit and
 * is refused with the purpose's too-large error; nothing is stored.
 */
export async function readUploadFile(request: FastifyRequest, purpose: UploadPurpose): Promise<IncomingFile | null> {
  if (!request.isMultipart()) return null;
  const { maxBytes, refusals } = UPLOAD_PURPOSE_RULES[purpose];
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!part) return null;
  try {
    const buffer = await part.toBuffer();
    // The one text rule (no NUL) holds for file names too: they are stored with the file.
    if (containsUnstorableCharacter(part.filename))
      throw new AppError('VALIDATION_FAILED', undefined, { file: INVALID_CHARACTER_MESSAGE });
    return { fileName: part.filename, buffer };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(refusals['too-large']);
    throw error;
  }
}

/** A route's lazy reader of the uploaded file: the service reads it only after the access check. */
export const uploadFileOf =
  (request: FastifyRequest, purpose: UploadPurpose): (() => Promise<IncomingFile | null>) =>
  () =>
    readUploadFile(request, purpose);
