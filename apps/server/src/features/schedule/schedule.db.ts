import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { DB, Executor } from '../../db/database';

/**
 * The makeup students table of migration 202611220610, typed for this feature's queries. (It belongs
 * in db/database.ts; it sits here so this slice does not edit the shared file while other features
 * change it. Move it there when convenient: nothing else changes.)
 */
export type ClassSessionStudentsTable = {
  inst_id: string;
  session_id: string;
  student_id: string;
  absence_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type ScheduleDB = DB & { class_session_students: ClassSessionStudentsTable };
export type ScheduleExecutor = Kysely<ScheduleDB> | Transaction<ScheduleDB>;

/** The same connection or transaction, seen with the makeup students table. */
export const scheduleDb = (db: Executor): ScheduleExecutor => db as unknown as ScheduleExecutor;
