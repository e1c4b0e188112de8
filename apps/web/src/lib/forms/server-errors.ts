import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from '../api-client';
import { okModal } from '../modal';

/**
 * Whether the API client already showed this failure in the SPEC §8 failure modal: no answer, a 5xx,
 * or an answer outside the error contract. Such a failure is never shown a second time.
 */
export function alreadyReported(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE');
}

/**
 * The Korean words for a refused call (a 4xx): for a validation failure the first field's message,
 * which says what to fix, otherwise the server's message. Null when there is nothing left to show.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || alreadyReported(error)) return null;
  const first = Object.values(error.fields ?? {})[0];
  return error.code === 'VALIDATION_FAILED' && first ? first : error.message;
}

/** A refused call in the ok modal (see refusalMessage); nothing for a failure already shown. */
export function showRefusal(error: unknown): void {
  const message = refusalMessage(error);
  if (message) void okModal({ contents: message });
}

/** Error codes that belong to one field of the form (e.g. WRONG_PASSWORD → currentPw). */
export type FieldOfCode<T extends FieldValues> = Partial<Record<ApiError['code'], Path<T>>>;

/**
 * Shows a failed call the way ARCHITECTURE §7 asks: the server's field messages under the form's
 * own fields (a message for `subjects.3` under `subjects`), the first one focused; an error code that
 * belongs to a field under that field; anything else as a refusal in the modal (showRefusal).
 * Without a form (`setError` null) every failure goes to the modal.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | null,
  fields: readonly NoInfer<Path<T>>[] = [],
  codes: NoInfer<FieldOfCode<T>> = {},
): void {
  if (!isApiError(error)) return;
  if (setError) {
    let shown = false;
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      const field = fields.find((candidate) => candidate === name || name.startsWith(`${candidate}.`));
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
    if (shown) return;
    const field = codes[error.code];
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
  }
  showRefusal(error);
}

/** The message of a failed call for an inline notice: the server's words, or `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
