/**
 * Reading cookies in the web (the CSRF token the server sets beside the session): a pure function
 * of the `document.cookie` string, so tests need no browser.
 */

/** The value of a cookie in a `document.cookie` string, or `null`. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (safeDecode(pair.slice(0, index).trim()) === name) return safeDecode(pair.slice(index + 1).trim());
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
