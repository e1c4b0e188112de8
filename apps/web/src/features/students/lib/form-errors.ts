import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { okModal } from '../../../lib/modal';

/**
 * A failed call shown the ARCHITECTURE §7 way: the server's field messages under the form's fields,
 * any other refusal in a modal with the Korean message (unexpected failures were already shown by
 * the API client).
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!isApiError(error)) return;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  if (shown) return;
  if (error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return;
  void okModal({ contents: error.message });
}

/** The message of a failed call for an inline notice. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** Shows a refused action's Korean message in a modal (unexpected failures were already shown). */
export function showActionError(error: unknown): void {
  if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return;
  void okModal({ contents: error.message });
}
