/** The log-in screen (SPEC §2 `/loginMainTF`) and where people land by default. */
export const LOGIN_PATH = '/loginMainTF';
export const HOME_PATH = '/mainTF';

const LOCAL = 'http://local';

/**
 * A `next` address that is safe to go to after logging in: a path on this site (never another
 * origin, never `//host`), and never the log-in screen itself. Anything else gives `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = HOME_PATH): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(next, LOCAL);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL || url.pathname === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/loginMainTF?next=<path>`: the log-in screen, coming back to `next` afterwards. */
export function signInPath(next?: string | null): string {
  const target = safeNextPath(next, '');
  return target ? `${LOGIN_PATH}?${new URLSearchParams({ next: target })}` : LOGIN_PATH;
}
