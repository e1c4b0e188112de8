import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { okModal } from '../../../lib/modal';

/**
 * Shows a failed call the way ARCHITECTURE §7 asks: the server's field errors under their fields
 * (`setError`), any other refusal in a modal with its Korean message. Unexpected failures (no
 * answer, 5xx) were already shown by the API client.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiError(error)) return;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    // `subjects.3` belongs to the subjects field.
    const field = fields.find((candidate) => candidate === name || name.startsWith(`${candidate}.`));
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  if (shown) return;
  showRefusal(error);
}

/** A refusal (4xx) in the ok modal with the server's message; nothing for failures already shown. */
export function showRefusal(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return;
  void okModal({ contents: error.message });
}
