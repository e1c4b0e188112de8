import { choseongOf, matchesSearch, parseSearchQuery } from '@academy/domain/search/search.rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../../platform/ids/new-id';
import { nameArbitrary, queryArbitrary, rowArbitrary } from '../../platform/search/search.test-helpers';
import { studentSearch } from '../../platform/search/student-search';
import { createAcademy, insertTestStudent } from './students.test-helpers';

const { db } = await createTestDatabase();
const academy = await createAcademy(db);

describe('the stored initial consonants (ㄱㅁㅅ search)', () => {
  it("are es-hangul's getChoseong of the name, for any name", async () => {
    await fc.assert(
      fc.asyncProperty(nameArbitrary, async (name) => {
        const { rows } = await sql<{ c: string }>`select hangul_choseong(${name}) as c`.execute(db);
        expect(rows[0]?.c).toBe(choseongOf(name));
      }),
      { numRuns: 300 },
    );
  });

  it('follow every insert and rename, whoever writes the row', async () => {
    const { id, guardianIds } = await insertTestStudent(db, academy.instId, {
      studentNm: '김민수',
      guardians: [{ guardianNm: '박보호', mobileNo: '01012345678' }],
    });
    const read = async () =>
      (
        await sql<{ s: string; g: string }>`select s.student_nm_choseong as s, g.guardian_nm_choseong as g
          from students s join student_guardians g on g.student_id = s.id where s.id = ${id}`.execute(db)
      ).rows[0];
    expect(await read()).toEqual({ s: 'ㄱㅁㅅ', g: 'ㅂㅂㅎ' });
    await db.updateTable('students').set({ student_nm: '최서연' }).where('id', '=', id).execute();
    await db
      .updateTable('student_guardians')
      .set({ guardian_nm: '이어머' })
      .where('id', '=', guardianIds[0] as string)
      .execute();
    expect(await read()).toEqual({ s: 'ㅊㅅㅇ', g: 'ㅇㅇㅁ' });
  });
});

describe('searching the roll', () => {
  it('finds, among the academy’s students, exactly those the search rule finds', async () => {
    const roll = await createAcademy(db);
    const other = await createAcademy(db);
    const rows = fc.sample(rowArbitrary, { numRuns: 40, seed: 2026 });
    const students = rows.map((row) => ({ id: newId(), ...row }));
    await db
      .insertInto('students')
      .values(
        students.map((student) => ({
          inst_id: roll.instId,
          id: student.id,
          student_nm: student.name,
          mobile_no: student.mobileNo,
        })),
      )
      .execute();
    // The same names in another academy are never found.
    await db
      .insertInto('students')
      .values(students.map((student) => ({ inst_id: other.instId, id: newId(), student_nm: student.name })))
      .execute();

    let found = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary(rows), async (typed) => {
        const search = studentSearch(typed);
        const query = parseSearchQuery(typed);
        expect(search === null).toBe(query === null);
        if (!search || !query) return;
        const inSql = await db
          .selectFrom('students')
          .select('students.id')
          .where('students.inst_id', '=', roll.instId)
          .where(search)
          .execute();
        const expected = students.filter((student) => matchesSearch(query, student)).map((student) => student.id);
        expect(inSql.map((row) => row.id).sort()).toEqual(expected.sort());
        found += expected.length;
      }),
      { numRuns: 150 },
    );
    expect(found).toBeGreaterThan(50);
  });
});
