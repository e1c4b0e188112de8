import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { alreadyReported } from '../../../lib/forms/server-errors';
import { ACCOUNT_TEXTS } from '../account.texts';

/** The Korean message to show inline for a failed call, or null when a modal already said it. */
export function errorMessage(error: unknown): string | null {
  if (alreadyReported(error)) return null;
  return isApiError(error) ? error.message : ACCOUNT_TEXTS.common.failed;
}

export const errorCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);

/**
 * Puts the server's field errors (`ApiError.fields`) on the form's fields. Returns the message to
 * show above the form for the rest: fields this form does not have, or the error's own message
 * when it named no field (null when nothing is left, or a modal already showed it).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error) || !error.fields) return errorMessage(error);
  const rest: string[] = [];
  let focused = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(path)) {
      setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else if (!rest.includes(message)) {
      rest.push(message);
    }
  }
  if (!focused && rest.length === 0) return error.message;
  return rest.length > 0 ? rest.join(' ') : null;
}
