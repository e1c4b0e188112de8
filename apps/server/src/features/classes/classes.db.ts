import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { DB, Executor } from '../../db/database';

/**
 * The tables the classes migrations 202611220610 and 202611220620 add, typed for this feature's
 * queries. (They belong in db/database.ts; they sit here so this slice does not edit the shared file
 * while other features change it. Move them there when convenient: nothing else changes.)
 */
export type ClassSessionStudentsTable = {
  inst_id: string;
  session_id: string;
  student_id: string;
  /** The attendance row (ABSENT) the makeup makes up; null when none was recorded. */
  absence_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type ClassPendingTeachersTable = {
  inst_id: string;
  class_id: string;
  invite_id: string;
  teacher_nm: string;
  is_main: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type ClassesDB = DB & {
  class_session_students: ClassSessionStudentsTable;
  class_pending_teachers: ClassPendingTeachersTable;
};

export type ClassesExecutor = Kysely<ClassesDB> | Transaction<ClassesDB>;

/** The same connection or transaction, seen with this feature's extra tables. */
export const classesDb = (db: Executor): ClassesExecutor => db as unknown as ClassesExecutor;
