import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { okModal } from '../../../lib/modal';

/**
 * Shows a failed call the way ARCHITECTURE §7 asks: the server's field errors under their fields,
 * any other refusal in a modal with the server's Korean message. Unexpected failures (no answer,
 * 5xx) were already shown by the API client.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | null,
  fields: readonly Path<T>[] = [],
): void {
  if (!isApiError(error)) return;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (!field || !setError) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  if (shown) return;
  if (error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return;
  void okModal({ contents: error.message });
}
