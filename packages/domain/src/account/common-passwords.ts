/**
 * Whether a password is on the common-password list (`common-passwords.list.ts`, about 5,300
 * entries, ~20 KiB gzip). The list is a module of its own, loaded on first use: the web bundles it
 * as a separate chunk fetched when a password form is first checked (its schemas are validated
 * asynchronously there), never on first paint; the server loads it once at start, after which
 * every check is synchronous, as its request validation needs.
 *
 * A password counts as common when, lower-cased, it is on the list, or when it is once the symbols
 * around it are taken off (`1q2w3e4r!`, `!password1`).
 */

/** Under the password field when it is on the list (SPEC's password texts stay as they are). */
export const COMMON_PASSWORD_MESSAGE = '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.';

let known: ReadonlySet<string> | undefined;
let loading: Promise<ReadonlySet<string>> | undefined;

/** Loads the list once (later calls share the first); rejects only if the module cannot be loaded. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.list').then(
    ({ INTERNATIONAL_COMMON_PASSWORDS, KOREAN_COMMON_PASSWORDS }) => {
      known = new Set([...INTERNATIONAL_COMMON_PASSWORDS.split(' '), ...KOREAN_COMMON_PASSWORDS.split(' ')]);
      return known;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The forms of a password looked up: lower-cased, and without the symbols around it. */
function lookupForms(password: string): string[] {
  const lower = password.normalize('NFC').toLowerCase();
  const core = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return core === lower ? [lower] : [lower, core];
}

function isOn(list: ReadonlySet<string>, password: string): boolean {
  return lookupForms(password).some((form) => list.has(form));
}

/**
 * Synchronous once the list is loaded. Before that it answers a promise (a synchronous schema parse
 * would throw, so the server loads the list at start); if the list cannot be fetched (the web,
 * offline), the password is not called common here and the server, which always has the list, judges.
 */
export function isCommonPassword(password: string): boolean | Promise<boolean> {
  if (known) return isOn(known, password);
  return loadCommonPasswords().then(
    (list) => isOn(list, password),
    () => false,
  );
}
