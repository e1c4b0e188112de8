import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { ATTENDANCE_STATUSES } from '../attendance/attendance.rules';
import { attendanceSummary, classDayItem } from '../attendance/attendance.schema';
import { INST_TYPES, STUDENT_STATUSES } from '../institute/institute.constants';
import { firstUseFlagsSchema } from '../institute/institute.schema';
import { SESSION_KINDS } from '../schedule/schedule.rules';
import { NEXT_STEPS } from './home.rules';

/**
 * The homes API contract (/mainTF): the home of the signed-in member at an academy, one shape per
 * role (GET /api/insts/:instId/home), and a parent's home of one child across every academy where
 * the child studies (GET /api/me/children/:childUserId/home). Everything is read from live data.
 */

// ── params ───────────────────────────────────────────────────────────────────

export const homeParams = z.object({ instId: z.uuid() });

export const childHomeParams = z.object({ childUserId: z.uuid() });
export type ChildHomeParams = z.infer<typeof childHomeParams>;

// ── shared pieces ────────────────────────────────────────────────────────────

/** One lesson of a class on a day. */
export const homeLesson = z.object({
  classId: z.string(),
  classNm: z.string(),
  date: z.string(),
  /** 'HH:MM' */
  startTime: z.string(),
  endTime: z.string(),
  room: z.string().nullable(),
  /** How the class meets that day: its weekly slot, a day moved to, or a makeup (보강). */
  kind: z.enum(SESSION_KINDS),
});
export type HomeLesson = z.infer<typeof homeLesson>;

/** A student's lesson of the day with their attendance so far (null: not marked yet). */
export const studentLesson = homeLesson.extend({ status: z.enum(ATTENDANCE_STATUSES).nullable() });
export type StudentLesson = z.infer<typeof studentLesson>;

/** The lessons of a week, Monday to Sunday, day by day (a day without lessons is listed empty). */
export const weekSchedule = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), lessons: z.array(homeLesson) })),
});
export type WeekSchedule = z.infer<typeof weekSchedule>;

export const homeNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type HomeNotification = z.infer<typeof homeNotification>;

export const notificationsCard = z.object({
  unreadCount: z.number().int(),
  recent: z.array(homeNotification),
});
export type NotificationsCard = z.infer<typeof notificationsCard>;

/** The academy's record of a student, as a home shows it (the grade as 중3 on screen). */
export const homeStudent = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  /** The student's own account, when connected. */
  userId: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  statusSince: z.string().nullable(),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().int().nullable(),
});
export type HomeStudent = z.infer<typeof homeStudent>;

/** A visit to the front desk today. */
export const deskVisitToday = z.object({
  checkInAt: z.string(),
  checkOutAt: z.string().nullable(),
  onBreak: z.boolean(),
});
export type DeskVisitToday = z.infer<typeof deskVisitToday>;

const homeBase = {
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  role: z.enum(ROLES),
  authCd: z.string().nullable(),
  isPresident: z.boolean(),
  firstUse: firstUseFlagsSchema,
  /** The academy's business date (Asia/Seoul). */
  today: z.string(),
};

// ── director and manager ─────────────────────────────────────────────────────

export const deskCard = z.object({
  /** Students who checked in today. */
  checkedIn: z.number().int(),
  /** Of them, still inside (not checked out). */
  inside: z.number().int(),
  checkedOut: z.number().int(),
  /** The newest check-ins first. */
  recent: z.array(deskVisitToday.extend({ studentId: z.string(), studentNm: z.string() })),
});
export type DeskCard = z.infer<typeof deskCard>;

export const studentsByStatus = z.object({
  enrolled: z.number().int(),
  paused: z.number().int(),
  left: z.number().int(),
  total: z.number().int(),
});

/**
 * Each card is null when the member's permission codes do not open it: today's classes and the
 * kiosk need 020 (수업 관리), the students 010 or 020, join requests 010 (학원 관리).
 */
export const adminHome = z.object({
  view: z.literal('admin'),
  ...homeBase,
  todayClasses: z.array(classDayItem).nullable(),
  desk: deskCard.nullable(),
  studentsByStatus: studentsByStatus.nullable(),
  joinRequests: z.object({ pendingCount: z.number().int() }).nullable(),
  notifications: notificationsCard,
  /** What the academy still has to do that this member may do; empty when all is done. */
  nextSteps: z.array(z.enum(NEXT_STEPS)),
});
export type AdminHome = z.infer<typeof adminHome>;

// ── teacher ──────────────────────────────────────────────────────────────────

export const teacherHome = z.object({
  view: z.literal('teacher'),
  ...homeBase,
  myClassesToday: z.array(classDayItem),
  /** Students enrolled today in a class the teacher teaches (those the students list shows them). */
  myStudents: z.object({ count: z.number().int() }),
  week: weekSchedule,
  notifications: notificationsCard,
});
export type TeacherHome = z.infer<typeof teacherHome>;

// ── parent ───────────────────────────────────────────────────────────────────

/** One child at one academy: today, this week and the notifications about them. */
export const childAcademy = z.object({
  instId: z.string(),
  instNm: z.string(),
  student: homeStudent,
  todayLessons: z.array(studentLesson),
  visits: z.array(deskVisitToday),
  week: weekSchedule,
  /** 순공 this week (Monday to today), in minutes. */
  studyMinutesWeek: z.number().int(),
  notifications: z.array(homeNotification),
});
export type ChildAcademy = z.infer<typeof childAcademy>;

/** A parent at an academy: each child whose guardian record is connected to them there. */
export const parentHome = z.object({
  view: z.literal('parent'),
  ...homeBase,
  children: z.array(childAcademy),
});

/** GET /api/me/children/:childUserId/home: the child at every academy where the caller is their guardian. */
export const childHomeResponse = z.object({
  childUserId: z.string(),
  childNm: z.string(),
  today: z.string(),
  academies: z.array(childAcademy),
});
export type ChildHomeResponse = z.infer<typeof childHomeResponse>;

// ── student ──────────────────────────────────────────────────────────────────

export const studentHome = z.object({
  view: z.literal('student'),
  ...homeBase,
  /** Null until the academy links a student record to the account. */
  me: homeStudent.nullable(),
  todayLessons: z.array(studentLesson),
  /** 출결 번호 for the kiosk: the one set, else the last 4 digits of the mobile; null when none. */
  deskPin: z.string().nullable(),
  /** 'YYYY-MM' */
  month: z.string(),
  monthSummary: attendanceSummary,
});
export type StudentHome = z.infer<typeof studentHome>;

// ── the home ─────────────────────────────────────────────────────────────────

export const instHomeResponse = z.discriminatedUnion('view', [adminHome, teacherHome, parentHome, studentHome]);
export type InstHomeResponse = z.infer<typeof instHomeResponse>;
