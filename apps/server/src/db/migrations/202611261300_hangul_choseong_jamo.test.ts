import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createAcademy, insertStudent } from '../../features/attendance/attendance.test-helpers';
import { up } from './202611261300_hangul_choseong_jamo';

/**
 * Names written while `hangul_choseong` still ignored conjoining initial consonants get their stored
 * initial consonants again; names without one are left as they were.
 */

const { db } = await createTestDatabase();

describe('reading decomposed Hangul in stored initial consonants', () => {
  it('rewrites what was stored without the conjoining consonants, and leaves other rows alone', async () => {
    // The function as it was before this migration: syllables and lone consonants only.
    await sql`
      create or replace function hangul_choseong(name text) returns text
      language sql immutable parallel safe strict as $$
        select coalesce(string_agg(
          case
            when ascii(ch) between 44032 and 55203
              then substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', ((ascii(ch) - 44032) / 588) + 1, 1)
            when ascii(ch) between 12593 and 12622 then ch
            else ''
          end, '' order by position), '')
        from unnest(string_to_array(name, null)) with ordinality as chars(ch, position)
      $$`.execute(db);
    const academy = await createAcademy(db);
    const decomposed = await insertStudent(db, academy.instId, {
      studentNm: '\u1100\u1175\u11b7민수',
      guardians: [{ guardianNm: '\u1107\u1161\u11a8보호', mobileNo: null }],
    });
    const plain = await insertStudent(db, academy.instId, { studentNm: '최서연' });
    const stored = async () =>
      (
        await sql<{ id: string; s: string; g: string | null }>`
          select s.id, s.student_nm_choseong as s, min(g.guardian_nm_choseong) as g
            from students s left join student_guardians g on g.inst_id = s.inst_id and g.student_id = s.id
           where s.inst_id = ${academy.instId} group by s.inst_id, s.id order by s.id`.execute(db)
      ).rows;
    expect(await stored()).toEqual([
      { id: decomposed.id, s: 'ㅁㅅ', g: 'ㅂㅎ' },
      { id: plain.id, s: 'ㅊㅅㅇ', g: null },
    ]);

    await up(db);

    expect(await stored()).toEqual([
      { id: decomposed.id, s: 'ㄱㅁㅅ', g: 'ㅂㅂㅎ' },
      { id: plain.id, s: 'ㅊㅅㅇ', g: null },
    ]);
  });
});
