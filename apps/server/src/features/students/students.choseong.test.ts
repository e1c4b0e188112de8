import { nameChoseong } from '@academy/domain/students/students.rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createAcademy, insertTestStudent } from './students.test-helpers';

const { db } = await createTestDatabase();
const academy = await createAcademy(db);

/** A name of Hangul syllables, lone consonants, Latin letters, digits and spaces. */
const nameArbitrary = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0x3131, max: 0x314e }).map((code) => String.fromCodePoint(code)),
      fc.constantFrom('a', 'Z', '7', ' ', '-'),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((chars) => chars.join(''));

describe('the stored initial consonants (ㄱㅁㅅ search)', () => {
  it("are es-hangul's getChoseong of the name, for any name", async () => {
    await fc.assert(
      fc.asyncProperty(nameArbitrary, async (name) => {
        const { rows } = await sql<{ c: string }>`select hangul_choseong(${name}) as c`.execute(db);
        expect(rows[0]?.c).toBe(nameChoseong(name));
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
