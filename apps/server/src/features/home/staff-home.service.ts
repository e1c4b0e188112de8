import { PERM, type PermissionCode } from '@academy/domain/access/access.permissions';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { HOME_NOTIFICATIONS, HOME_RECENT_CHECK_INS, pendingNextSteps } from '@academy/domain/home/home.rules';
import type { AdminHome, DeskCard, NotificationsCard, TeacherHome } from '@academy/domain/home/home.schema';
import { daysOf, weekRange } from '@academy/domain/schedule/schedule.rules';
import { STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import type { Executor } from '../../db/database';
import { type Caller, callerHolds } from '../../platform/access/access';
import { type VisitRow, visitsBetween } from '../../platform/desk/desk-visits';
import { countPendingJoinRequests } from '../../platform/join-requests/pending-join-requests';
import { classDayItemOf, classesOfDay } from '../../platform/schedule/classes-of-day';
import { notificationOf, visitTodayOf, weekOf } from './home.mappers';
import {
  academyProgress,
  countStudentsByStatus,
  countStudentsVisibleTo,
  lessonsOn,
  notificationsCard,
} from './home.queries';

/**
 * The homes of the academy's staff. A director or manager sees the cards their permission codes
 * open (today's classes and the kiosk with 020 수업 관리, as /instAttendance; the students with 010
 * or 020, as the students list; join requests with 010, as their decisions), their notifications
 * and the next steps the academy still has to take. A teacher sees their classes of the day, their
 * students and their week.
 */

/** The whole academy's day (the attendance area's office code, 수업 관리). */
const DAY_PERMISSION = PERM.classes;
/** Join requests are decided with 학원 관리. */
const JOIN_REQUEST_PERMISSION = PERM.institute;

type AdminCards = Omit<
  AdminHome,
  'view' | 'instId' | 'instNm' | 'instTpCd' | 'role' | 'authCd' | 'isPresident' | 'firstUse' | 'today'
>;
type TeacherCards = Pick<TeacherHome, 'myClassesToday' | 'myStudents' | 'week' | 'notifications'>;

export async function notificationsCardOf(db: Executor, userId: string, instId: string): Promise<NotificationsCard> {
  const card = await notificationsCard(db, userId, instId, { limit: HOME_NOTIFICATIONS });
  return { unreadCount: card.unread, recent: card.recent.map(notificationOf) };
}

/** The front desk's day: who checked in (each student once, by their latest visit), newest first. */
function deskCardOf(visits: readonly VisitRow[]): DeskCard {
  const latest = new Map<string, VisitRow>();
  for (const visit of visits) latest.set(visit.student_id, visit);
  const lines = [...latest.values()]
    .map((visit) => ({ studentId: visit.student_id, studentNm: visit.student_nm, ...visitTodayOf(visit) }))
    .sort((a, b) => b.checkInAt.localeCompare(a.checkInAt));
  const inside = lines.filter((line) => line.checkOutAt === null).length;
  return {
    checkedIn: lines.length,
    inside,
    checkedOut: lines.length - inside,
    recent: lines.slice(0, HOME_RECENT_CHECK_INS),
  };
}

export async function adminCards(db: Executor, caller: Caller, today: IsoDate): Promise<AdminCards> {
  const { instId, userId } = caller;
  const holds = (code: PermissionCode) => callerHolds(caller, code);
  const seesDay = holds(DAY_PERMISSION);
  const seesStudents = STUDENT_VIEW_PERMISSIONS.some(holds);
  const seesRequests = holds(JOIN_REQUEST_PERMISSION);
  const [classes, visits, counts, pendingCount, progress, notifications] = await Promise.all([
    seesDay ? classesOfDay(db, instId, today) : null,
    seesDay ? visitsBetween(db, instId, today, today) : null,
    seesStudents ? countStudentsByStatus(db, instId, today) : null,
    seesRequests ? countPendingJoinRequests(db, instId) : null,
    academyProgress(db, instId),
    notificationsCardOf(db, userId, instId),
  ]);
  return {
    todayClasses: classes ? classes.map(classDayItemOf) : null,
    desk: visits ? deskCardOf(visits) : null,
    studentsByStatus: counts ? { ...counts, total: counts.enrolled + counts.paused + counts.left } : null,
    joinRequests: pendingCount === null ? null : { pendingCount },
    notifications,
    nextSteps: pendingNextSteps(progress, caller),
  };
}

export async function teacherCards(db: Executor, caller: Caller, today: IsoDate): Promise<TeacherCards> {
  const { instId, userId } = caller;
  const week = weekRange(today);
  const [classes, count, lessons, notifications] = await Promise.all([
    classesOfDay(db, instId, today, { teacherUserId: userId }),
    countStudentsVisibleTo(db, caller, today),
    lessonsOn(db, daysOf(week), { instId, teacherUserId: userId }),
    notificationsCardOf(db, userId, instId),
  ]);
  return {
    myClassesToday: classes.map(classDayItemOf),
    myStudents: { count },
    week: weekOf(week, lessons),
    notifications,
  };
}
