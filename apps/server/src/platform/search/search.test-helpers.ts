import { choseongOf, SEARCH_SPACES } from '@academy/domain/search/search.rules';
import fc from 'fast-check';

/**
 * Generated names, mobile numbers and typed queries for the tests that hold the SQL search to the
 * domain's `matchesSearch`. Names mix what people type (Hangul syllables, lone and compound
 * consonants and vowels, Latin letters of both cases, digits) with what they rarely do (decomposed
 * Hangul, every kind of space, LIKE wildcards, any other character PostgreSQL can store).
 */

const charOf = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCodePoint(code));

/** UTF-16 without a lone surrogate (those cannot be sent to PostgreSQL as UTF-8). */
const WELL_FORMED = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** Any character a PostgreSQL text can hold: no NUL, no lone surrogate. */
const anyStorableChar = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((char) => char !== '\u0000' && WELL_FORMED.test(char));

const nameChar = fc.oneof(
  { weight: 8, arbitrary: charOf(0xac00, 0xd7a3) },
  { weight: 3, arbitrary: charOf(0x3131, 0x3163) },
  { weight: 1, arbitrary: charOf(0x1100, 0x11ff) },
  { weight: 3, arbitrary: fc.constantFrom(...'aAbBmMzZ') },
  { weight: 2, arbitrary: fc.constantFrom(...'0123456789') },
  { weight: 2, arbitrary: fc.constantFrom(...SEARCH_SPACES) },
  { weight: 1, arbitrary: fc.constantFrom('%', '_', '\\', '-', '.', "'") },
  { weight: 1, arbitrary: anyStorableChar },
);

/** A name or any other searched text (never empty: names are required). */
export const nameArbitrary = fc.array(nameChar, { minLength: 1, maxLength: 10 }).map((chars) => chars.join(''));

/** A stored mobile number (010 and 8 digits) or none; few digits, so numbers share parts. */
export const mobileArbitrary = fc.option(
  fc.array(fc.constantFrom(...'0157'), { minLength: 8, maxLength: 8 }).map((digits) => `010${digits.join('')}`),
  { freq: 3 },
);

export type SearchRow = { name: string; mobileNo: string | null };

export const rowArbitrary: fc.Arbitrary<SearchRow> = fc.record({ name: nameArbitrary, mobileNo: mobileArbitrary });

export const rowsArbitrary = fc.array(rowArbitrary, { minLength: 1, maxLength: 25 });

/** A part of a text, by code points. */
function partOf(text: string, from: number, length: number): string {
  const chars = Array.from(text);
  const start = from % (chars.length + 1);
  return chars.slice(start, start + 1 + (length % 6)).join('');
}

/** Typed the way people type: some letters in capitals, a space here and there. */
function retyped(text: string, noise: number): string {
  return Array.from(text)
    .map((char, index) => {
      const shouted = (noise >> index) & 1 ? char.toUpperCase() : char;
      return (noise >> (index + 8)) & 1 ? ` ${shouted}` : shouted;
    })
    .join('');
}

/** A query a user might type over these rows: often a part of one of them, sometimes anything. */
export function queryArbitrary(rows: readonly SearchRow[]): fc.Arbitrary<string> {
  const row = fc.nat(rows.length - 1).map((index) => rows[index] as SearchRow);
  const noise = fc.nat(0xffff);
  return fc.oneof(
    fc.tuple(row, fc.nat(), fc.nat(), noise).map(([r, from, length, n]) => retyped(partOf(r.name, from, length), n)),
    fc
      .tuple(row, fc.nat(), fc.nat(), noise)
      .map(([r, from, length, n]) => retyped(partOf(choseongOf(r.name), from, length), n)),
    fc.tuple(row, fc.nat(), fc.nat(7)).map(([r, from, cut]) => {
      const part = partOf(r.mobileNo ?? '', from, 3 + cut);
      return `${part.slice(0, 2)}-${part.slice(2)}`;
    }),
    fc.array(fc.constantFrom(...'ㄱㄴㅁㅅㅇㅎㄳ'), { minLength: 1, maxLength: 3 }).map((chars) => chars.join(' ')),
    nameArbitrary,
  );
}

/** Rows and a query over them. */
export const searchCaseArbitrary = rowsArbitrary.chain((rows) =>
  queryArbitrary(rows).map((typed) => ({ rows, typed })),
);
