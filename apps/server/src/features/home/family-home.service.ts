import { studyMinutes } from '@academy/domain/attendance/attendance.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { HOME_NOTIFICATIONS } from '@academy/domain/home/home.rules';
import type { ChildAcademy, ChildHomeParams, ChildHomeResponse } from '@academy/domain/home/home.schema';
import { daysOf, weekRange } from '@academy/domain/schedule/schedule.rules';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { visitSpanOf, visitsBetween } from '../../platform/desk/desk-visits';
import { requireChildOfParent } from './home.access';
import { homeStudentOf, notificationOf, studentLessonOf, visitTodayOf, weekOf } from './home.mappers';
import { lessonsOn, recentNotifications, type StudentRecordRow } from './home.queries';

/**
 * A parent's view of a child: for each academy where the child studies and the parent is their
 * connected guardian, today's lessons with the attendance so far, today's visits to the front desk,
 * the week's timetable, the week's study time (순공, the domain's rule, day by day) and the newest
 * notifications about the child.
 */

export type Caller = { userId: string };

/** One child at one academy; three statements (lessons of the week, desk visits, notifications). */
async function childAcademyOf(
  db: Executor,
  guardianUserId: string,
  record: StudentRecordRow,
  now: Date,
): Promise<ChildAcademy> {
  const today = businessDateOf(now);
  const week = weekRange(today);
  const [lessons, visits, notifications] = await Promise.all([
    lessonsOn(db, record.inst_id, daysOf(week), { studentId: record.id }),
    visitsBetween(db, record.inst_id, week.from, today, { studentId: record.id }),
    recentNotifications(db, guardianUserId, record.inst_id, {
      limit: HOME_NOTIFICATIONS,
      about: { studentId: record.id, studentNm: record.student_nm },
    }),
  ]);
  // Study time day by day, as the attendance history counts it: a visit still open counts until now
  // only today.
  const studyMinutesWeek = daysOf({ from: week.from, to: today }).reduce(
    (sum, date) =>
      sum +
      studyMinutes(
        visits.filter((visit) => visit.business_date === date).map(visitSpanOf),
        date === today ? now : undefined,
      ),
    0,
  );
  return {
    instId: record.inst_id,
    instNm: record.inst_nm,
    student: homeStudentOf(record),
    todayLessons: lessons.filter((row) => row.date === today).map(studentLessonOf),
    visits: visits.filter((visit) => visit.business_date === today).map(visitTodayOf),
    week: weekOf(week, lessons),
    studyMinutesWeek,
    notifications: notifications.map(notificationOf),
  };
}

/** The sections of some children's records (each scoped by its own academy). */
export function childSections(
  db: Executor,
  guardianUserId: string,
  records: readonly StudentRecordRow[],
  now: Date,
): Promise<ChildAcademy[]> {
  return Promise.all(records.map((record) => childAcademyOf(db, guardianUserId, record, now)));
}

/** GET /api/me/children/:childUserId/home: the child at every academy where the caller is their guardian. */
export async function getChildHome(
  ctx: AppContext,
  caller: Caller,
  input: ChildHomeParams,
): Promise<ChildHomeResponse> {
  const now = ctx.clock.now();
  const { childNm, records } = await requireChildOfParent(
    ctx.db,
    caller.userId,
    input.childUserId,
    businessDateOf(now),
  );
  return {
    childUserId: input.childUserId,
    childNm,
    today: businessDateOf(now),
    academies: await childSections(ctx.db, caller.userId, records, now),
  };
}
