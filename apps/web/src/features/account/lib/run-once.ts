const running = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key for the life of the page: a one-time code (a social log-in's `code`, an
 * app token, a finished verification) must not be spent twice when React runs an effect twice.
 * Later calls get the first call's promise.
 */
export function runOnce<T>(key: string, work: () => Promise<T>): Promise<T> {
  const existing = running.get(key);
  if (existing) return existing as Promise<T>;
  const started = work();
  running.set(key, started);
  return started;
}

/** Lets a key run again (e.g. a retry after a failure the user can fix). */
export function forgetRun(key: string): void {
  running.delete(key);
}
