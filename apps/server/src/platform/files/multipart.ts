import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors/app-error';
import type { IncomingFile } from './uploads';

/**
 * The one file of a multipart request (any field name), read into memory up to `maxBytes`, or
 * null when the request carries no file. A larger file stops the read at the limit and is refused
 * with `tooLarge` (`IMAGE_FILE_TOO_LARGE` unless the feature has its own message); nothing is stored.
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: ErrorCode = 'IMAGE_FILE_TOO_LARGE',
): Promise<IncomingFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!part) return null;
  try {
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(tooLarge);
    throw error;
  }
}

/** A route's lazy reader of the uploaded image: the service reads it only after the access check. */
export const imageFileOf =
  (request: FastifyRequest, maxBytes: number): (() => Promise<IncomingFile | null>) =>
  () =>
    readOneFile(request, maxBytes);
