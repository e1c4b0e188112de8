/** Persisted session state (SPEC §3, §4; ARCHITECTURE §2). */

/** Key of the persisted state in session storage. */
export const PERSIST_KEY = 'root';

/** Rehydration time-out, in ms. */
export const PERSIST_TIMEOUT_MS = 5000;

/** `로그인 유지` default on the login form. */
export const DEFAULT_KEEP_LOGIN = true;
