import { studyMinutes } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { HOME_NOTIFICATIONS } from '@academy/domain/home/home.rules';
import type { ChildAcademy, ChildHomeParams, ChildHomeResponse } from '@academy/domain/home/home.schema';
import { daysOf, weekRange } from '@academy/domain/schedule/schedule.rules';
import type { Executor } from '../../db/database';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { type VisitRow, visitSpanOf, visitsOfStudents } from '../../platform/desk/desk-visits';
import { AppError } from '../../platform/errors/app-error';
import { homeStudentOf, notificationOf, studentLessonOf, visitTodayOf, weekOf } from './home.mappers';
import {
  childAccount,
  type LessonRow,
  lessonsOn,
  type NotificationAboutRow,
  recentNotificationsAbout,
  recordsOfChild,
  type StudentRecordRow,
} from './home.queries';

/**
 * A parent's view of a child: for each academy where the child studies and the parent is their
 * connected guardian, today's lessons with the attendance so far, today's visits to the front desk,
 * the week's timetable, the week's study time (순공, the domain's rule, day by day) and the newest
 * notifications about the child.
 */

/** One child at one academy, from the rows of every child's lessons, desk visits and notifications. */
function childAcademyOf(
  record: StudentRecordRow,
  rows: { lessons: readonly LessonRow[]; visits: readonly VisitRow[]; notifications: readonly NotificationAboutRow[] },
  now: Date,
): ChildAcademy {
  const today = businessDateOf(now);
  const week = weekRange(today);
  const ofRecord = (row: { inst_id: string; student_id: string | null }) =>
    row.inst_id === record.inst_id && row.student_id === record.id;
  const lessons = rows.lessons.filter(ofRecord);
  const visits = rows.visits.filter(ofRecord);
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
    notifications: rows.notifications.filter(ofRecord).map(notificationOf),
  };
}

/**
 * The sections of some children's records (each scoped by its own academy): three statements
 * (the week's lessons, desk visits, notifications) however many children and academies.
 */
export async function childSections(
  db: Executor,
  guardianUserId: string,
  records: readonly StudentRecordRow[],
  now: Date,
): Promise<ChildAcademy[]> {
  if (records.length === 0) return [];
  const today = businessDateOf(now);
  const week = weekRange(today);
  const students = records.map((record) => ({ instId: record.inst_id, studentId: record.id }));
  const [lessons, visits, notifications] = await Promise.all([
    lessonsOn(db, daysOf(week), { students }),
    visitsOfStudents(db, students, week.from, today),
    recentNotificationsAbout(
      db,
      guardianUserId,
      records.map((record) => ({ instId: record.inst_id, studentId: record.id, studentNm: record.student_nm })),
      { limit: HOME_NOTIFICATIONS },
    ),
  ]);
  return records.map((record) => childAcademyOf(record, { lessons, visits, notifications }, now));
}

/**
 * The child of a parent (home.access.ts): an account linked to the child's (family_links), or the
 * connected guardian of the child's record at an academy where they are a member; with the child's
 * records at those academies. Anyone else's child, the caller themselves, or an account that does
 * not exist answers 404.
 */
async function childOfParent(db: Executor, parentUserId: string, childUserId: string, today: IsoDate) {
  if (parentUserId === childUserId) throw new AppError('NOT_FOUND');
  const [account, records] = await Promise.all([
    childAccount(db, parentUserId, childUserId),
    recordsOfChild(db, parentUserId, childUserId, today),
  ]);
  if (!account || (!account.linked && records.length === 0)) throw new AppError('NOT_FOUND');
  return { childNm: account.user_nm, records };
}

/** GET /api/me/children/:childUserId/home: the child at every academy where the caller is their guardian. */
export async function getChildHome(
  ctx: AppContext,
  caller: Session,
  input: ChildHomeParams,
): Promise<ChildHomeResponse> {
  const now = ctx.clock.now();
  const { childNm, records } = await childOfParent(ctx.db, caller.userId, input.childUserId, businessDateOf(now));
  return {
    childUserId: input.childUserId,
    childNm,
    today: businessDateOf(now),
    academies: await childSections(ctx.db, caller.userId, records, now),
  };
}
