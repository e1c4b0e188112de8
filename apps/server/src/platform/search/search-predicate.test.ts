import {
  choseongOf,
  foldForSearch,
  matchesSearch,
  parseSearchQuery,
  type SearchQuery,
} from '@academy/domain/search/search.rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { nameArbitrary, type SearchRow, searchCaseArbitrary } from './search.test-helpers';
import { containsPattern, escapeLike, foldedForSearch, hangulChoseong, searchPredicate } from './search-predicate';

/**
 * The lists search in SQL; the domain's search rules say what a search finds. Over generated names,
 * mobile numbers and queries, the database must answer exactly as the rules do: the initial
 * consonants (`hangul_choseong` and `choseongOf`), the folding (`translate` and `foldForSearch`) and
 * the whole predicate (`searchPredicate` and `matchesSearch`).
 */

const { db } = await createTestDatabase();

const texts = fc.array(nameArbitrary, { minLength: 1, maxLength: 40 });

async function eachInSql(values: readonly string[], of: (text: ReturnType<typeof sql.ref<string>>) => unknown) {
  const { rows } = await sql<{ out: string }>`
    select ${of(sql.ref<string>('t.text'))} as out
      from unnest(${values}::text[]) with ordinality as t(text, ord)
     order by t.ord`.execute(db);
  return rows.map((row) => row.out);
}

async function hitsInSql(query: SearchQuery, rows: readonly SearchRow[]): Promise<boolean[]> {
  const predicate = searchPredicate(query, {
    name: sql.ref<string>('r.name'),
    mobileNo: sql.ref<string>('r.mobile_no'),
  });
  const { rows: answers } = await sql<{ hit: boolean }>`
    select ${predicate} as hit
      from unnest(${rows.map((row) => row.name)}::text[], ${rows.map((row) => row.mobileNo)}::text[])
           with ordinality as r(name, mobile_no, ord)
     order by r.ord`.execute(db);
  return answers.map((answer) => answer.hit);
}

describe('the search in SQL and the domain search rules', () => {
  it('compute the same initial consonants for any text', async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (values) => {
        expect(await eachInSql(values, (text) => hangulChoseong(text))).toEqual(values.map(choseongOf));
      }),
      { numRuns: 60 },
    );
  });

  it('fold any text the same way', async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (values) => {
        expect(await eachInSql(values, (text) => foldedForSearch(text))).toEqual(values.map(foldForSearch));
      }),
      { numRuns: 60 },
    );
  });

  it('find the same rows for any query', async () => {
    const found = { choseong: 0, name: 0, mobile: 0, none: 0 };
    await fc.assert(
      fc.asyncProperty(searchCaseArbitrary, async ({ rows, typed }) => {
        const query = parseSearchQuery(typed);
        if (!query) return;
        const expected = rows.map((row) => matchesSearch(query, row));
        expect(await hitsInSql(query, rows)).toEqual(expected);
        for (const [index, hit] of expected.entries()) {
          const row = rows[index] as SearchRow;
          if (!hit) found.none += 1;
          else if (query.kind === 'choseong') found.choseong += 1;
          else if (foldForSearch(row.name).includes(query.text)) found.name += 1;
          else found.mobile += 1;
        }
      }),
      { numRuns: 200 },
    );
    // The generated cases reach every way of matching, and rows that do not match.
    expect(found.choseong).toBeGreaterThan(20);
    expect(found.name).toBeGreaterThan(20);
    expect(found.mobile).toBeGreaterThan(5);
    expect(found.none).toBeGreaterThan(20);
  });

  it('treat LIKE wildcards typed by a user as plain characters', async () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
    const { rows } = await sql<{ hit: boolean }>`
      select v.name like ${containsPattern('0%_')} as hit from (values ('10%_1'), ('10ab1'), ('0%x_')) as v(name)`.execute(
      db,
    );
    expect(rows.map((row) => row.hit)).toEqual([true, false, false]);
  });
});
