/**
 * Message text as the reader sees it: plain text, never HTML. Addresses that start with http:// or
 * https:// become links; anything else (javascript:, data:, a tag typed as text) stays text, because
 * the parts are rendered as React text nodes and an `<a>` whose href was checked here.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("…보세요: https://a.kr/b." ). */
const TRAILING = /[.,;:!?)\]}'"…。、]+$/;

/** The address as a link target, or null when it is not a plain http(s) address. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into plain parts and http(s) links, in order; joined back they give the text again. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const href = safeHref(address);
    if (!href || address.length === 0) continue;
    if (start > rest) parts.push({ kind: 'text', text: text.slice(rest, start) });
    parts.push({ kind: 'link', text: address, href });
    rest = start + address.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}

/** What a safe link carries: a new tab that cannot reach back into the app, and no endorsement. */
export const SAFE_LINK_REL = 'noopener noreferrer nofollow';
