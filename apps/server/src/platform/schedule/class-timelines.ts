import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { ClassTimeline, DateRange, SessionExceptionInput } from '@academy/domain/schedule/schedule.rules';
import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

/**
 * A class's timeline as the domain's schedule rule takes it (`expandSessions`): its dates, weekly
 * slots and the exceptions of a range, read for many classes in two statements. The schedule's
 * views and the bills (lessons of a billing period) read classes the same way.
 */

export async function slotsOf(db: Executor, instId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_lectures')
    .select(['class_id', 'weekday', 'start_time', 'end_time', 'room'])
    .where(ofInst(instId))
    .where('class_id', 'in', [...classIds])
    .execute();
}

/** Exceptions of the classes whose original day or new day falls in the range. */
export async function exceptionsOf(db: Executor, instId: string, classIds: readonly string[], range: DateRange) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_sessions')
    .select(['id', 'class_id', 'kind', 'original_date', 'session_date', 'start_time', 'end_time', 'room', 'reason'])
    .where(ofInst(instId))
    .where('class_id', 'in', [...classIds])
    .where(({ or, and, eb }) =>
      or([
        and([eb('original_date', '>=', range.from), eb('original_date', '<=', range.to)]),
        and([eb('session_date', '>=', range.from), eb('session_date', '<=', range.to)]),
      ]),
    )
    .execute();
}
export type ExceptionRow = Awaited<ReturnType<typeof exceptionsOf>>[number];

export function toExceptionInput(row: ExceptionRow): SessionExceptionInput | null {
  const reason = row.reason;
  if (row.kind === 'cancel') {
    return row.original_date ? { id: row.id, kind: 'cancel', originalDate: row.original_date, reason } : null;
  }
  if (!row.session_date || !row.start_time || !row.end_time) return null;
  const timing = { date: row.session_date, start: row.start_time, end: row.end_time, room: row.room, reason };
  if (row.kind === 'makeup') return { id: row.id, kind: 'makeup', ...timing };
  return row.original_date ? { id: row.id, kind: 'reschedule', originalDate: row.original_date, ...timing } : null;
}

/** What a timeline needs of a class row. */
export type TimelineClassRow = {
  id: string;
  lec_start_dt: IsoDate;
  lec_end_dt: IsoDate | null;
  closed_at: Date | string | null;
};

/** The last day a class meets: its end day, or the day it was closed when earlier. */
export function lastDayOf(row: TimelineClassRow): IsoDate | null {
  const closed = row.closed_at ? businessDateOf(new Date(row.closed_at)) : null;
  if (closed === null) return row.lec_end_dt;
  return row.lec_end_dt !== null && row.lec_end_dt < closed ? row.lec_end_dt : closed;
}

/** The timelines of the classes over the range, by class id (two statements). */
export async function classTimelines(
  db: Executor,
  instId: string,
  classes: readonly TimelineClassRow[],
  range: DateRange,
): Promise<Map<string, ClassTimeline>> {
  const classIds = classes.map((row) => row.id);
  const [slots, exceptions] = await Promise.all([
    slotsOf(db, instId, classIds),
    exceptionsOf(db, instId, classIds, range),
  ]);
  return new Map(
    classes.map((cls) => [
      cls.id,
      {
        classId: cls.id,
        startDate: cls.lec_start_dt,
        endDate: lastDayOf(cls),
        slots: slots
          .filter((slot) => slot.class_id === cls.id)
          .map((slot) => ({ weekday: slot.weekday, start: slot.start_time, end: slot.end_time, room: slot.room })),
        exceptions: exceptions
          .filter((row) => row.class_id === cls.id)
          .map(toExceptionInput)
          .filter((input): input is SessionExceptionInput => input !== null),
      },
    ]),
  );
}
