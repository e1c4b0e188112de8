import { type ErrorCode, errorCatalog } from '@academy/domain/errors/error-catalog';
import type { ErrorResponse } from '@academy/domain/errors/error-response.schema';
import type { FieldErrors } from '@academy/domain/validation/validation.fields';

/**
 * The server's side of the one error contract (`packages/domain/src/errors`): a catalogue code
 * thrown anywhere becomes its HTTP status and Korean message in the error handler.
 */

// Kept here too so that areas keep importing what they throw from one place.
export type { ErrorCode, FieldErrors };
export { errorCatalog };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
  }

  toBody(): ErrorResponse {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
