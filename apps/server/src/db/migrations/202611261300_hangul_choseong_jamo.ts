import { type Kysely, sql } from 'kysely';

/**
 * The initial consonants kept beside names (`hangul_choseong`, behind `students.student_nm_choseong`
 * and `student_guardians.guardian_nm_choseong`) now read a decomposed syllable (ᄀ + ᅵ + ᆷ, as some
 * systems paste text) the way es-hangul's getChoseong does: a conjoining initial consonant (ᄀ‥ᄒ)
 * gives its consonant (ㄱ‥ㅎ). Names holding one are written again so their stored value follows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function hangul_choseong(name text) returns text
    language sql immutable parallel safe strict as $$
      select coalesce(string_agg(
        case
          when ascii(ch) between 44032 and 55203
            then substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', ((ascii(ch) - 44032) / 588) + 1, 1)
          when ascii(ch) between 4352 and 4370
            then substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', ascii(ch) - 4352 + 1, 1)
          when ascii(ch) between 12593 and 12622 then ch
          else ''
        end, '' order by position), '')
      from unnest(string_to_array(name, null)) with ordinality as chars(ch, position)
    $$`.execute(db);
  await sql`update students set student_nm = student_nm where student_nm ~ '[ᄀ-ᄒ]'`.execute(db);
  await sql`update student_guardians set guardian_nm = guardian_nm where guardian_nm ~ '[ᄀ-ᄒ]'`.execute(db);
}
