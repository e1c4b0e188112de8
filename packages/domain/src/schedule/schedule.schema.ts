import { z } from 'zod';
import { calendarDateSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { CLASS_ROOM_MAX } from '../class/class.constants';
import { isTimeOfDay } from '../class/class.rules';
import { labelled } from '../validation/validation.error-map';
import { SESSION_KINDS, SESSION_STATUSES } from './schedule.rules';

/**
 * The schedule API contract (일정): MonthlySchedule, ClassSchedule (a week by teacher or room),
 * /timeClass (a student's or parent's timetable), and the session exceptions of a class (휴강,
 * 일정 변경, 보강) with the absences a makeup can make up.
 */

const isoDate = (label: string) => calendarDateSchema(label, 'choice');
const timeOfDay = (label: string) => labelled(z.string().min(1, { abort: true }).refine(isTimeOfDay), label, 'choice');

export const SESSION_REASON_MAX = 100;
export const MAKEUP_STUDENTS_MAX = 100;
export const SESSION_END_MESSAGE = '끝나는 시간은 시작 시간보다 늦어야 합니다.';

// ── queries ──────────────────────────────────────────────────────────────────

export const scheduleInstParams = z.object({ instId: z.uuid() });
export const sessionClassParams = scheduleInstParams.extend({ classId: z.uuid() });
export const sessionParams = sessionClassParams.extend({ sessionId: z.uuid() });

export const scheduleMonthQuery = z.object({
  month: calendarMonthSchema('월', 'choice'),
});
export type ScheduleMonthQuery = z.infer<typeof scheduleMonthQuery>;

/** ClassSchedule: the week (Monday to Sunday) of `date`, optionally one teacher's or one room's. */
export const scheduleWeekQuery = z.object({
  date: isoDate('날짜'),
  teacherId: z.uuid().optional(),
  room: labelled(z.string().trim().max(CLASS_ROOM_MAX), '강의실').optional(),
});
export type ScheduleWeekQuery = z.infer<typeof scheduleWeekQuery>;

/** /timeClass: the week of `date` (default today) for one of the asker's students (default the first). */
export const timetableQuery = z.object({ date: isoDate('날짜').optional(), studentId: z.uuid().optional() });
export type TimetableQuery = z.infer<typeof timetableQuery>;

/** Attendance rows marked absent, for choosing what a makeup makes up. */
export const absencesQuery = z.object({ studentId: z.uuid().optional() });

// ── views ────────────────────────────────────────────────────────────────────

export const sessionView = z.object({
  key: z.string(),
  classId: z.string(),
  classNm: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  room: z.string().nullable(),
  kind: z.enum(SESSION_KINDS),
  status: z.enum(SESSION_STATUSES),
  exceptionId: z.string().nullable(),
  originalDate: z.string().nullable(),
  movedTo: z.object({ date: z.string(), start: z.string(), end: z.string() }).nullable(),
  reason: z.string().nullable(),
  holidayNm: z.string().nullable(),
  teacherNms: z.array(z.string()),
  /** A makeup's students (names), for staff; empty otherwise. */
  studentNms: z.array(z.string()),
});
export type SessionView = z.infer<typeof sessionView>;

export const holidayView = z.object({ date: z.string(), name: z.string() });
export type HolidayView = z.infer<typeof holidayView>;

export const scheduleClassView = z.object({
  classId: z.string(),
  classNm: z.string(),
  /** The asker may cancel, move or add sessions of this class. */
  manageable: z.boolean(),
});

export const scheduleMonthResponse = z.object({
  month: z.string(),
  holidays: z.array(holidayView),
  /** False for a year whose holidays the app does not ship yet. */
  holidaysKnown: z.boolean(),
  classes: z.array(scheduleClassView),
  sessions: z.array(sessionView),
});
export type ScheduleMonthResponse = z.infer<typeof scheduleMonthResponse>;

export const scheduleWeekResponse = z.object({
  from: z.string(),
  to: z.string(),
  holidays: z.array(holidayView),
  classes: z.array(scheduleClassView),
  sessions: z.array(sessionView),
  /** Who and where to filter by. */
  teachers: z.array(z.object({ userId: z.string(), userNm: z.string() })),
  rooms: z.array(z.string()),
});
export type ScheduleWeekResponse = z.infer<typeof scheduleWeekResponse>;

export const timetableResponse = z.object({
  from: z.string(),
  to: z.string(),
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
  studentId: z.string().nullable(),
  holidays: z.array(holidayView),
  sessions: z.array(sessionView),
});
export type TimetableResponse = z.infer<typeof timetableResponse>;

// ── exceptions ───────────────────────────────────────────────────────────────

const reason = labelled(z.string().trim().max(SESSION_REASON_MAX), '사유').default('');
const room = labelled(z.string().trim().max(CLASS_ROOM_MAX), '강의실').default('');

function checkTimes(ctx: z.core.ParsePayload<{ start: string; end: string }>) {
  const { start, end } = ctx.value;
  if (isTimeOfDay(start) && isTimeOfDay(end) && start >= end) {
    ctx.issues.push({ code: 'custom', path: ['end'], message: SESSION_END_MESSAGE, input: end });
  }
}

/** 휴강: the class does not meet on that day (its regular sessions stay on the calendar, cancelled). */
export const cancelSessionBody = z.object({ kind: z.literal('cancel'), date: isoDate('휴강일'), reason });

/** 일정 변경: the class meets on another day or time instead of a regular day. */
export const rescheduleSessionBody = z
  .object({
    kind: z.literal('reschedule'),
    originalDate: isoDate('원래 수업일'),
    date: isoDate('변경할 날짜'),
    start: timeOfDay('시작 시간'),
    end: timeOfDay('끝나는 시간'),
    room,
    reason,
  })
  .check(checkTimes);
export type RescheduleSessionBody = z.infer<typeof rescheduleSessionBody>;
export type RescheduleSessionInput = z.input<typeof rescheduleSessionBody>;

/** One student of a makeup, and the absence (attendance row marked 결석) it makes up, if recorded. */
export const makeupStudentInput = z.object({ studentId: z.uuid(), absenceId: z.uuid().nullable().default(null) });

/** 보강: an extra session for chosen students, each linked to the absence it makes up. */
export const makeupSessionBody = z
  .object({
    kind: z.literal('makeup'),
    date: isoDate('보강일'),
    start: timeOfDay('시작 시간'),
    end: timeOfDay('끝나는 시간'),
    room,
    reason,
    students: labelled(z.array(makeupStudentInput).min(1).max(MAKEUP_STUDENTS_MAX), '보강 원생').check((ctx) => {
      const seen = new Set<string>();
      ctx.value.forEach((student, index) => {
        if (seen.has(student.studentId)) {
          ctx.issues.push({
            code: 'custom',
            path: [index, 'studentId'],
            message: '같은 원생을 두 번 선택했습니다.',
            input: student.studentId,
          });
        }
        seen.add(student.studentId);
      });
    }),
  })
  .check(checkTimes);
export type MakeupSessionBody = z.infer<typeof makeupSessionBody>;
export type MakeupSessionInput = z.input<typeof makeupSessionBody>;

/** POST /api/insts/:instId/classes/:classId/sessions. */
export const sessionExceptionBody = z.discriminatedUnion('kind', [
  cancelSessionBody,
  rescheduleSessionBody,
  makeupSessionBody,
]);
export type SessionExceptionBody = z.infer<typeof sessionExceptionBody>;
export type SessionExceptionInput = z.input<typeof sessionExceptionBody>;

export const sessionExceptionView = z.object({
  sessionId: z.string(),
  classId: z.string(),
  kind: z.enum(['cancel', 'reschedule', 'makeup']),
  originalDate: z.string().nullable(),
  date: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  room: z.string().nullable(),
  reason: z.string().nullable(),
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string(), absenceId: z.string().nullable() })),
});
export type SessionExceptionView = z.infer<typeof sessionExceptionView>;

export const sessionExceptionResponse = z.object({ session: sessionExceptionView });
export type SessionExceptionResponse = z.infer<typeof sessionExceptionResponse>;

export const absencesResponse = z.object({
  absences: z.array(
    z.object({
      absenceId: z.string(),
      studentId: z.string(),
      studentNm: z.string(),
      date: z.string(),
      memo: z.string().nullable(),
    }),
  ),
  /** The class's students today (a makeup may also be for someone without a recorded absence). */
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
});
export type AbsencesResponse = z.infer<typeof absencesResponse>;
