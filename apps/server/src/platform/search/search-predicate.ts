import { SEARCH_FOLD, type SearchQuery } from '@academy/domain/search/search.rules';
import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The search of names in SQL: the twin of the domain's `matchesSearch` (packages/domain/src/search),
 * built from the same query (`parseSearchQuery`) and the same folding, so a list pages and counts
 * exactly what the rule finds. search-predicate.test.ts compares the two over generated names.
 */

/** `%`, `_` and `\` typed by a user match themselves in a LIKE pattern (PostgreSQL's default escape `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern finding `text` anywhere: `%text%`, with the user's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The initial consonants of a text, by the database function twin of the domain's `choseongOf`. */
export function hangulChoseong(text: Expression<string>) {
  return sql<string>`hangul_choseong(${text})`;
}

/** A text folded as the domain's `foldForSearch` folds it: spaces dropped, A–Z as a–z. */
export function foldedForSearch(text: Expression<string>) {
  return sql<string>`translate(${text}, ${SEARCH_FOLD.from}::text, ${SEARCH_FOLD.to}::text)`;
}

/**
 * What a search compares: the name; its stored initial consonants when a table keeps them (else they
 * are computed from the name); the mobile number, when it may be searched.
 */
export type SearchColumns = {
  name: Expression<string>;
  choseong?: Expression<string>;
  mobileNo?: Expression<string | null>;
};

/** Whether a row answers the search, as `matchesSearch` decides it. */
export function searchPredicate(query: SearchQuery, columns: SearchColumns): Expression<SqlBool> {
  if (query.kind === 'choseong') {
    const choseong = columns.choseong ?? hangulChoseong(columns.name);
    return sql<SqlBool>`(strpos(${choseong}, ${query.consonants}::text) > 0)`;
  }
  const byName = sql<SqlBool>`strpos(${foldedForSearch(columns.name)}, ${query.text}::text) > 0`;
  if (query.digits === null || !columns.mobileNo) return sql<SqlBool>`(${byName})`;
  return sql<SqlBool>`(${byName} or coalesce(strpos(${columns.mobileNo}, ${query.digits}::text) > 0, false))`;
}
