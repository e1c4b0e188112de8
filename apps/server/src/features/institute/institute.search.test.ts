import { matchesSearch, parseSearchQuery } from '@academy/domain/search/search.rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../../platform/ids/new-id';
import { nameArbitrary, queryArbitrary } from '../../platform/search/search.test-helpers';
import { searchInstitutes } from './institute.queries';

/**
 * The academy search (/searchInst) runs in SQL (`searchInstitutes`); the domain's `matchesSearch`
 * says which names a query finds. Over generated academy names and queries, both must agree, with
 * closed academies never found and the total counting what the rule finds.
 */

const { db } = await createTestDatabase();

describe('searching academies by name', () => {
  it('finds exactly the open academies whose names the search rule finds', async () => {
    const president = await createTestUser(db);
    const names = fc.sample(nameArbitrary, { numRuns: 40, seed: 2026 });
    const open = names.map((name) => ({ id: newId(), name }));
    await db
      .insertInto('institutes')
      .values([
        ...open.map((inst) => ({ id: inst.id, inst_nm: inst.name, president_user_id: president.id })),
        ...names.map((name) => ({ id: newId(), inst_nm: name, president_user_id: president.id, status: 'closed' })),
      ] as never)
      .execute();

    let found = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary(names.map((name) => ({ name, mobileNo: null }))), async (typed) => {
        const search = parseSearchQuery(typed);
        const { rows, total } = await searchInstitutes(db, { search }, { limit: 1000, offset: 0 });
        const expected = open.filter((inst) => search === null || matchesSearch(search, { name: inst.name }));
        expect(rows.map((row) => row.id).sort()).toEqual(expected.map((inst) => inst.id).sort());
        expect(total).toBe(expected.length);
        found += search === null ? 0 : expected.length;
      }),
      { numRuns: 150 },
    );
    expect(found).toBeGreaterThan(50);
  });
});
