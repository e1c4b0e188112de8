import type { ColumnType, GeneratedAlways, Kysely, Transaction } from 'kysely';
import type { DB, Executor, StudentGuardiansTable, StudentsTable } from '../../db/database';

/**
 * The columns and table migration 202611220510_students_search_import adds, typed for this feature's
 * queries. (They belong in db/database.ts; they sit here so this slice does not edit the shared file
 * while other features change it. Move them there when convenient: nothing else changes.)
 */
export type StudentImportPreviewsTable = {
  inst_id: string;
  id: string;
  created_by: string;
  file_name: string;
  total: number;
  valid_count: number;
  rows: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type StudentsDB = Omit<DB, 'students' | 'student_guardians'> & {
  students: StudentsTable & { student_nm_choseong: GeneratedAlways<string> };
  student_guardians: StudentGuardiansTable & { guardian_nm_choseong: GeneratedAlways<string> };
  student_import_previews: StudentImportPreviewsTable;
};

export type StudentsExecutor = Kysely<StudentsDB> | Transaction<StudentsDB>;

/** The same connection or transaction, seen with this feature's extra columns. */
export const studentsDb = (db: Executor): StudentsExecutor => db as unknown as StudentsExecutor;
