import { sameSitePath } from '@academy/domain/web/same-site-path';
/** The log-in screen (SPEC §2 `/loginMainTF`) and where people land by default. */
export const LOGIN_PATH = '/loginMainTF';
export const HOME_PATH = '/mainTF';

/**
 * A `next` address that is safe to go to after logging in: a path on this site (domain
 * `sameSitePath`: never another origin, never `//host` or `/\t/host`), and never the log-in screen
 * itself. Anything else gives `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = HOME_PATH): string {
  const path = sameSitePath(next);
  if (path === null || path.split(/[?#]/)[0] === LOGIN_PATH) return fallback;
  return path;
}

/** `/loginMainTF?next=<path>`: the log-in screen, coming back to `next` afterwards. */
export function signInPath(next?: string | null): string {
  const target = safeNextPath(next, '');
  return target ? `${LOGIN_PATH}?${new URLSearchParams({ next: target })}` : LOGIN_PATH;
}
