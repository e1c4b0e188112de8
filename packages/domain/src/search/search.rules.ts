import { getChoseong } from 'es-hangul';

/**
 * Searching people and academies by what a user types: a name or a part of one, its initial
 * consonants (초성 검색: `ㄱㅁㅅ` finds 김민수), or four or more digits of a mobile number.
 *
 * The lists search in SQL so that paging and totals stay right; the server's twin of these rules is
 * `apps/server/src/platform/search/search-predicate.ts` (with the database function
 * `hangul_choseong`), and a test there holds the two together over generated names and queries.
 */

/**
 * Whitespace as JavaScript's `\s` knows it, spelled out character by character so that SQL can drop
 * exactly the same characters (`translate`), whatever the database's locale.
 */
export const SEARCH_SPACES =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/**
 * How a text is folded before comparing, as the arguments of SQL `translate(text, from, to)`: the
 * characters of `from` beyond the length of `to` (the spaces) are dropped, A–Z become a–z. Case is
 * folded for Latin letters only, so the answer does not depend on the database's locale.
 */
export const SEARCH_FOLD = { from: UPPER + SEARCH_SPACES, to: LOWER } as const;

/** A text as the search compares it: without spaces, A–Z as a–z (`Kim Min` → `kimmin`). */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = SEARCH_FOLD.from.indexOf(char);
    if (at < 0) folded += char;
    else if (at < SEARCH_FOLD.to.length) folded += SEARCH_FOLD.to[at];
  }
  return folded;
}

/**
 * The initial consonants of a text without spaces (es-hangul `getChoseong`): `김민수` → `ㄱㅁㅅ`,
 * `한빛 수학` → `ㅎㅂㅅㅎ`. A lone consonant stays; anything not Hangul goes. Students and guardians keep
 * it beside their names (computed by the database function `hangul_choseong`, the SQL twin).
 */
export function choseongOf(text: string): string {
  return getChoseong(text).replace(/\s/g, '');
}

/** A query made only of initial consonants (ㄱ‥ㅎ, compound ones such as ㄳ included). */
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

/** What a typed search looks for. */
export type SearchQuery =
  /** Initial consonants, spaces removed: found in a name's initial consonants. */
  | { kind: 'choseong'; consonants: string }
  /**
   * Anything else, folded (`foldForSearch`): found in the folded name; `digits` (the query without
   * hyphens, when it is four or more digits) is also found in a mobile number.
   */
  | { kind: 'text'; text: string; digits: string | null };

/** Digits a mobile number is searched by: four or more, hyphens ignored (`5555-7777`). */
const MOBILE_DIGITS = /^\d{4,}$/;

/** The search a typed query asks for, or null when it holds nothing to look for (empty, spaces). */
export function parseSearchQuery(typed: string | null | undefined): SearchQuery | null {
  const text = foldForSearch(typed ?? '');
  if (text === '') return null;
  if (CHOSEONG_ONLY.test(text)) return { kind: 'choseong', consonants: text };
  const digits = text.replace(/-/g, '');
  return { kind: 'text', text, digits: MOBILE_DIGITS.test(digits) ? digits : null };
}

/** What a search is matched against: a name, and for people a mobile number (digits only) when searchable. */
export type SearchTarget = { name: string; mobileNo?: string | null };

/**
 * Whether a name (and mobile number) answer a search: initial consonants within the name's initial
 * consonants, other text within the folded name, four or more digits also within the mobile number.
 */
export function matchesSearch(query: SearchQuery, target: SearchTarget): boolean {
  if (query.kind === 'choseong') return choseongOf(target.name).includes(query.consonants);
  if (foldForSearch(target.name).includes(query.text)) return true;
  return query.digits !== null && (target.mobileNo ?? '').includes(query.digits);
}
