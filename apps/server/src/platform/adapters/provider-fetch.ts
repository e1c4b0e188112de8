import { AppError } from '../errors/app-error';

/** How long an outside provider may take to answer before the call counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * `fetch` to an outside provider with a time limit; a network failure or time-out becomes the
 * adapter's own "unavailable" refusal (its catalogue code), with the cause kept for the logs.
 */
export async function fetchProvider(
  url: string | URL,
  init: RequestInit,
  unavailable: (cause: unknown) => AppError,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw error instanceof AppError ? error : unavailable(error);
  }
}
