import { defaultDeskPin, summarizeAttendance } from '@academy/domain/attendance/attendance.rules';
import { businessDateOf, businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import type { StudentHome } from '@academy/domain/home/home.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { homeStudentOf, studentLessonOf } from './home.mappers';
import { lessonsOn, statusesBetween, studentOfUser } from './home.queries';

/**
 * A student's home: today's lessons with their attendance so far, their 출결 번호 for the kiosk (the
 * one set, else the last 4 digits of their mobile, as the kiosk reads it) and this month's attendance.
 */

type StudentCards = Pick<StudentHome, 'me' | 'todayLessons' | 'deskPin' | 'month' | 'monthSummary'>;

export async function studentCards(db: Executor, caller: Caller, now: Date): Promise<StudentCards> {
  const month = businessMonthOf(now);
  const range = businessMonthRange(month);
  const me = await studentOfUser(db, caller.instId, caller.userId, businessDateOf(now));
  if (!me) return { me: null, todayLessons: [], deskPin: null, month, monthSummary: summarizeAttendance([]) };
  const [lessons, statuses] = await Promise.all([
    lessonsOn(db, [businessDateOf(now)], { students: [{ instId: caller.instId, studentId: me.id }] }),
    statusesBetween(db, caller.instId, me.id, range.first, range.last),
  ]);
  return {
    me: homeStudentOf(me),
    todayLessons: lessons.map(studentLessonOf),
    deskPin: me.desk_pin ?? defaultDeskPin(me.mobile_no),
    month,
    monthSummary: summarizeAttendance(statuses),
  };
}
