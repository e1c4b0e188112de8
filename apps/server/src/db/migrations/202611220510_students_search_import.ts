import { type Kysely, sql } from 'kysely';

/**
 * Students: initial-consonant search and the batch import's previews.
 *
 * - `students.student_nm_choseong` and `student_guardians.guardian_nm_choseong` hold the initial
 *   consonants of the name (`김민수` → `ㄱㅁㅅ`) for the ㄱㅁㅅ search: generated columns, so every
 *   writer (this feature, institute connections, the seed) keeps them in step without thinking of it.
 *   The SQL rule is es-hangul's getChoseong; a property test holds the two together.
 * - `student_import_previews`: a parsed .xlsx waiting for its import (StudentBatch), bound to the
 *   institute and the member who uploaded it, used once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The initial consonants of a name: a Hangul syllable gives its initial consonant, a lone
  // consonant stays, anything else is dropped (es-hangul's getChoseong, without spaces). Code points,
  // not collation, decide what is Hangul.
  await sql`
    create function hangul_choseong(name text) returns text
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
  await sql`alter table students add column student_nm_choseong text not null
    generated always as (hangul_choseong(student_nm)) stored`.execute(db);
  await sql`alter table student_guardians add column guardian_nm_choseong text not null
    generated always as (hangul_choseong(guardian_nm)) stored`.execute(db);

  // Duplicate checks (StudentRegisterCheck, batch) look students up by birth date and by mobile.
  await db.schema.createIndex('students_inst_birthdate_idx').on('students').columns(['inst_id', 'birthdate']).execute();
  await db.schema.createIndex('students_inst_mobile_idx').on('students').columns(['inst_id', 'mobile_no']).execute();
  await db.schema
    .createIndex('student_guardians_inst_mobile_idx')
    .on('student_guardians')
    .columns(['inst_id', 'mobile_no'])
    .execute();

  await db.schema
    .createTable('student_import_previews')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('created_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('valid_count', 'integer', (col) => col.notNull())
    .addColumn('rows', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('student_import_previews_pk', ['inst_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
