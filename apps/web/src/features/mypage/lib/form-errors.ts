import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { okModal } from '../../../lib/modal';

export type ServerErrorOptions<T extends FieldValues> = {
  /** The form's fields: a server `fields` entry with one of these names is shown under that field. */
  fields: readonly Path<T>[];
  /** Error codes that belong to one field (e.g. WRONG_PASSWORD → currentPw). */
  codes?: Readonly<Record<string, Path<T>>>;
};

/**
 * Shows a failed call the way ARCHITECTURE §7 asks: field errors inline (`setError`), an error code
 * that belongs to a field under that field, any other refusal in a modal with the server's Korean
 * message. Unexpected failures (no answer, 5xx) were already shown by the API client.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codes }: ServerErrorOptions<T>,
): void {
  if (!isApiError(error)) return;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  if (shown) return;
  const field = codes?.[error.code];
  if (field) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  if (error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return;
  void okModal({ contents: error.message });
}

/** The message of a failed call for an inline notice. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
