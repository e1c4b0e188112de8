/**
 * Cookie helper for the web (SPEC §9): a root-path cookie with an optional expiry in days. The
 * string builder is pure (pass `now` in tests); the setter takes anything with a writable `cookie`,
 * such as `document`.
 */

export type CookieTarget = { cookie: string };

export type CookieOptions = {
  /** Days until it expires; without it the cookie lasts for the browser session. */
  days?: number;
  /** The current time, for tests. */
  now?: Date;
};

const MS_PER_DAY = 86_400_000;

/** `name=value; expires=…; path=/` with name and value URI-encoded. */
export function buildCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (name === '') throw new RangeError('cookie name is empty');
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (options.days !== undefined) {
    if (!Number.isFinite(options.days)) throw new RangeError(`cookie days is not a number: ${options.days}`);
    const now = options.now ?? new Date();
    parts.push(`expires=${new Date(now.getTime() + options.days * MS_PER_DAY).toUTCString()}`);
  }
  parts.push('path=/');
  return parts.join('; ');
}

export function setCookie(target: CookieTarget, name: string, value: string, days?: number): void {
  target.cookie = buildCookie(name, value, days === undefined ? {} : { days });
}

/** The value of a cookie in a `document.cookie` string, or `null`. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (safeDecode(pair.slice(0, index).trim()) === name) return safeDecode(pair.slice(index + 1).trim());
  }
  return null;
}

export function getCookie(target: CookieTarget, name: string): string | null {
  return readCookie(target.cookie, name);
}

/** Expires the root-path cookie at once. */
export function deleteCookie(target: CookieTarget, name: string): void {
  target.cookie = buildCookie(name, '', { days: -1 });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
