import { type ParsedUrl, WebUrl } from './web.url';

const THIS_SITE = 'http://this.site';

/** A control character (U+0000–U+001F, U+007F) or a backslash: what URL parsers drop or read as `/`. */
const isDropped = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || char === '\\';
};

/**
 * A path on this site, safe to send a browser to: it starts with one `/`, holds no control
 * character or backslash a URL parser would drop or turn into a slash (`/\t/evil.com` and
 * `/\evil.com` both become `//evil.com`, another site), and is still this site once parsed.
 * Answers the path as parsed (path, query and fragment), or null for anything else.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || [...value].some(isDropped)) return null;
  let url: ParsedUrl;
  try {
    url = new WebUrl(value, THIS_SITE);
  } catch {
    return null;
  }
  // `/.//evil.com` parses to the path `//evil.com`, which a browser would read as another host.
  if (url.origin !== THIS_SITE || value.startsWith('//') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
