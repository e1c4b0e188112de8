import { pickDeskPins } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';
import { studentStatusOn } from './student-status-on';

/**
 * Desk numbers (출결 번호), what a student types at the front-desk kiosk. A student with a mobile
 * number uses its last 4 digits unless another number was set; a student without one is given a
 * generated 4-digit number, unique among the academy's active students (not 퇴원 today), when they
 * are registered (one by one or from a sheet) and, for anyone still without one, when a kiosk is
 * unlocked.
 */

/** The number a student types (`students` names the table or its alias): the stored one, else the mobile's last 4 digits. */
export function effectiveDeskPin(students: string): RawBuilder<string | null> {
  const column = (name: string) => sql.ref(`${students}.${name}`);
  return sql<string | null>`coalesce(${column('desk_pin')},
    nullif(right(regexp_replace(coalesce(${column('mobile_no')}, ''), '\\D', '', 'g'), 4), ''))`;
}

/** The numbers the academy's active students use on `today`. */
export async function deskPinsInUse(db: Executor, instId: string, today: IsoDate): Promise<Set<string>> {
  const rows = await db
    .selectFrom('students')
    .select(effectiveDeskPin('students').as('pin'))
    .where(ofInst(instId, 'students'))
    .where(sql<boolean>`${studentStatusOn('students', today)} <> 'left'`)
    .where(sql<boolean>`${effectiveDeskPin('students')} is not null`)
    .execute();
  return new Set(rows.map((row) => row.pin as string));
}

/**
 * Gives a generated number to each student of the academy (or of `studentIds`) who has neither a
 * desk number nor a mobile to take one from, and is not 퇴원 today. One academy at a time (a lock
 * held until the caller's transaction ends), so two registrations never get the same number.
 * Answers the numbers given, by student.
 */
export async function giveDeskPins(
  db: Executor,
  instId: string,
  today: IsoDate,
  options: { studentIds?: readonly string[]; random?: () => number } = {},
): Promise<Map<string, string>> {
  if (options.studentIds?.length === 0) return new Map();
  await sql`select pg_advisory_xact_lock(hashtextextended(${`desk-pin:${instId}`}, 0))`.execute(db);
  let needing = db
    .selectFrom('students')
    .select('students.id')
    .where(ofInst(instId, 'students'))
    .where(sql<boolean>`${effectiveDeskPin('students')} is null`)
    .where(sql<boolean>`${studentStatusOn('students', today)} <> 'left'`);
  if (options.studentIds) needing = needing.where('students.id', 'in', [...options.studentIds]);
  const students = await needing.orderBy('students.created_at').orderBy('students.id').execute();
  if (students.length === 0) return new Map();
  const pins = pickDeskPins(await deskPinsInUse(db, instId, today), students.length, options.random);
  const given = new Map(students.map((student, index) => [student.id, pins[index] as string]));
  const values = [...given].map(([id, pin]) => sql`(${id}::uuid, ${pin}::text)`);
  await sql`update students s set desk_pin = v.pin
      from (values ${sql.join(values)}) as v(id, pin)
     where ${ofInst(instId, 's')} and s.id = v.id and s.desk_pin is null`.execute(db);
  return given;
}
