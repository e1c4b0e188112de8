import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { calendarDateSchema, calendarInstantSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import {
  ATTENDANCE_SOURCES,
  ATTENDANCE_STATUSES,
  AUTO_ABSENT_MINUTES_MAX,
  DESK_PIN_MAX,
  DESK_PIN_MIN,
  isDeskPin,
} from './attendance.rules';

/**
 * The attendance API contract (출결): the class sheet, today's classes, the academy's day, the
 * monthly histories, the front-desk kiosk, desk numbers and the academy's automatic-absence setting.
 * Used by the server routes, the web forms and the tests (the member's notifications: notifications/).
 */

// ── fields ───────────────────────────────────────────────────────────────────

export const ATTENDANCE_MEMO_MAX = 200;
/** A sheet holds at most this many rows (a class is capped far below it). */
export const ATTENDANCE_ROWS_MAX = 500;

export const DUPLICATE_STUDENT_ROW_MESSAGE = '같은 원생이 두 번 들어 있습니다. 출석부를 새로고침해 주세요.';
export const DESK_PIN_FORMAT_MESSAGE = `출결 번호는 숫자 ${DESK_PIN_MIN}~${DESK_PIN_MAX}자리로 입력해 주세요.`;

export const attendanceStatusSchema = labelled(z.enum(ATTENDANCE_STATUSES), '출결 상태', 'choice');
export const attendanceSourceSchema = z.enum(ATTENDANCE_SOURCES);
export const isoDateSchema = calendarDateSchema('날짜');
export const isoMonthSchema = calendarMonthSchema('월');
export const attendanceMemoSchema = labelled(z.string().trim().max(ATTENDANCE_MEMO_MAX), '메모');
export const deskPinSchema = labelled(
  z.string().trim().min(1, { abort: true }).refine(isDeskPin, { message: DESK_PIN_FORMAT_MESSAGE }),
  '출결 번호',
);

// ── params and queries ───────────────────────────────────────────────────────

export const instParams = z.object({ instId: z.uuid() });
export const classParams = instParams.extend({ classId: z.uuid() });
export const studentParams = instParams.extend({ studentId: z.uuid() });

export const dateQuery = z.object({ date: isoDateSchema });
/** The day shown; today in Seoul when left out. */
export const optionalDateQuery = z.object({ date: isoDateSchema.optional() });
export type OptionalDateQuery = z.infer<typeof optionalDateQuery>;
/** The month shown; this month in Seoul when left out. */
export const monthQuery = z.object({ month: isoMonthSchema.optional() });
export type MonthQuery = z.infer<typeof monthQuery>;

// ── shared pieces ────────────────────────────────────────────────────────────

export const statusCounts = z.object({
  PRESENT: z.number().int(),
  LATE: z.number().int(),
  ABSENT: z.number().int(),
  EARLY_LEAVE: z.number().int(),
  MAKEUP: z.number().int(),
});

export const attendanceSummary = z.object({
  counts: statusCounts,
  total: z.number().int(),
  attended: z.number().int(),
  /** Whole percent, null when nothing is recorded. */
  rate: z.number().int().nullable(),
});

/**
 * How a class meets on a date: its regular weekly slot, a day it was moved to, a makeup day, or not
 * at all ('none': not its weekday, outside its period, cancelled or moved away).
 */
export const SESSION_KINDS = ['regular', 'reschedule', 'makeup', 'none'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const classSession = z.object({
  kind: z.enum(SESSION_KINDS),
  /** 'HH:MM', null when the class does not meet. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  room: z.string().nullable(),
  /** The regular day was cancelled (or moved away) by a schedule exception. */
  cancelled: z.boolean(),
  reason: z.string().nullable(),
});
export type ClassSessionView = z.infer<typeof classSession>;

// ── the class sheet: GET/PUT /api/insts/:instId/classes/:classId/attendance ──

export const sheetRow = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  /** null: not marked yet. */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  memo: z.string().nullable(),
  source: attendanceSourceSchema.nullable(),
  markedAt: z.string().nullable(),
  /** The day's first check-in and last check-out at the front desk. */
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
});
export type SheetRow = z.infer<typeof sheetRow>;

export const attendanceSheetResponse = z.object({
  classId: z.string(),
  classNm: z.string(),
  date: z.string(),
  session: classSession,
  /** The day can be saved: the class meets and the day is not in the future. */
  editable: z.boolean(),
  /** Why not, in Korean, when it cannot. */
  notEditableReason: z.string().nullable(),
  rows: z.array(sheetRow),
  summary: attendanceSummary,
});
export type AttendanceSheetResponse = z.infer<typeof attendanceSheetResponse>;

export const markAttendanceRow = z.object({
  studentId: labelled(z.uuid(), '원생'),
  status: attendanceStatusSchema,
  memo: attendanceMemoSchema.optional(),
});

/** The whole sheet of a day, saved at once ("모두 출석" fills every row first). */
export const markAttendanceBody = z.object({
  rows: labelled(z.array(markAttendanceRow).min(1).max(ATTENDANCE_ROWS_MAX), '출결').check(
    z.superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.studentId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'studentId'],
            message: DUPLICATE_STUDENT_ROW_MESSAGE,
            input: row.studentId,
          });
        }
        seen.add(row.studentId);
      });
    }),
  ),
});
export type MarkAttendanceBody = z.infer<typeof markAttendanceBody>;

export const markAttendanceResponse = z.object({
  date: z.string(),
  /** Rows written (new or changed). */
  saved: z.number().int(),
  /** Parents told about a new absence. */
  notified: z.number().int(),
});
export type MarkAttendanceResponse = z.infer<typeof markAttendanceResponse>;

// ── today's classes and the academy's day ────────────────────────────────────

export const classDayItem = z.object({
  classId: z.string(),
  classNm: z.string(),
  session: classSession,
  teacherNms: z.array(z.string()),
  /** Students whose enrolment covers the day. */
  enrolled: z.number().int(),
  counts: statusCounts,
  /** Enrolled students without a status yet. */
  unmarked: z.number().int(),
});
export type ClassDayItem = z.infer<typeof classDayItem>;

/** AttendanceClassList: the classes meeting on the day that the member marks (a teacher: theirs). */
export const todayClassesResponse = z.object({
  date: z.string(),
  classes: z.array(classDayItem),
});
export type TodayClassesResponse = z.infer<typeof todayClassesResponse>;

export const deskVisitItem = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  checkInAt: z.string(),
  checkOutAt: z.string().nullable(),
  onBreak: z.boolean(),
  studyMinutes: z.number().int(),
});

/** /instAttendance: every class of the day with its counts, and the front desk's day. */
export const attendanceOverviewResponse = z.object({
  date: z.string(),
  autoAbsentMinutes: z.number().int(),
  classes: z.array(classDayItem),
  totals: z.object({ enrolled: z.number().int(), unmarked: z.number().int(), counts: statusCounts }),
  desk: z.object({
    /** Students who checked in that day. */
    checkedIn: z.number().int(),
    /** Of them, in the building now (checked in, not out). */
    inside: z.number().int(),
    visits: z.array(deskVisitItem),
  }),
});
export type AttendanceOverviewResponse = z.infer<typeof attendanceOverviewResponse>;

// ── who may be looked at: selectors of AttendanceHistory ─────────────────────

export const attendanceScopeResponse = z.object({
  role: z.enum(ROLES),
  /** Classes whose sheet and history the member may open. */
  classes: z.array(z.object({ classId: z.string(), classNm: z.string() })),
  /** Students whose history the member may open (a parent: their children; a student: themselves). */
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
  /** Staff may change desk numbers of these students. */
  canEditDeskPin: z.boolean(),
});
export type AttendanceScopeResponse = z.infer<typeof attendanceScopeResponse>;

// ── histories ────────────────────────────────────────────────────────────────

export const historyEntry = z.object({
  classId: z.string(),
  classNm: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  memo: z.string().nullable(),
  source: attendanceSourceSchema,
});

export const visitView = z.object({
  checkInAt: z.string(),
  checkOutAt: z.string().nullable(),
  /** Minutes spent out (외출) during the visit. */
  breakMinutes: z.number().int(),
});

export const studentDay = z.object({
  date: z.string(),
  entries: z.array(historyEntry),
  visits: z.array(visitView),
  /** 순공: check-in to check-out minus breaks (today: up to now while still in). */
  studyMinutes: z.number().int(),
});
export type StudentDay = z.infer<typeof studentDay>;

export const studentHistoryResponse = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  month: z.string(),
  /** Only days with a status or a desk visit. */
  days: z.array(studentDay),
  summary: attendanceSummary,
  totalStudyMinutes: z.number().int(),
  /** The desk number (stored, else the last 4 digits of the mobile); staff and the student see it, parents do not. */
  deskPin: z.string().nullable(),
});
export type StudentHistoryResponse = z.infer<typeof studentHistoryResponse>;

export const classHistoryResponse = z.object({
  classId: z.string(),
  classNm: z.string(),
  month: z.string(),
  /** The days the class meets in the month. */
  sessionDates: z.array(z.string()),
  students: z.array(
    z.object({
      studentId: z.string(),
      studentNm: z.string(),
      /** date → status, for the days with one. */
      statuses: z.record(z.string(), z.enum(ATTENDANCE_STATUSES)),
      summary: attendanceSummary,
    }),
  ),
  days: z.array(z.object({ date: z.string(), counts: statusCounts })),
  summary: attendanceSummary,
});
export type ClassHistoryResponse = z.infer<typeof classHistoryResponse>;

// ── the academy's setting ────────────────────────────────────────────────────

export const attendanceSettingsBody = z.object({
  /** Minutes after a class starts when a student not checked in is marked absent; 0 turns it off. */
  autoAbsentMinutes: labelled(z.number().int().min(0).max(AUTO_ABSENT_MINUTES_MAX), '자동 결석 시간'),
});
export type AttendanceSettingsBody = z.infer<typeof attendanceSettingsBody>;
export const attendanceSettingsResponse = attendanceSettingsBody;

// ── the front desk ───────────────────────────────────────────────────────────

export const deskUnlockBody = z.object({ password: labelled(z.string().min(1).max(200), '비밀번호') });
export type DeskUnlockBody = z.infer<typeof deskUnlockBody>;

export const deskStatusResponse = z.object({
  unlocked: z.boolean(),
  instId: z.string().nullable(),
  instNm: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DeskStatusResponse = z.infer<typeof deskStatusResponse>;

/** A typed number, and the student chosen when several share it. */
export const deskCheckBody = z.object({
  pin: deskPinSchema,
  studentId: z.uuid().optional(),
});
export type DeskCheckBody = z.infer<typeof deskCheckBody>;

export const DESK_RESULTS = ['check-in', 'check-out', 'break-out', 'break-back', 'choose'] as const;

export const deskCandidate = z.object({ studentId: z.string(), maskedNm: z.string() });
export type DeskCandidate = z.infer<typeof deskCandidate>;

export const deskCheckResponse = z.object({
  result: z.enum(DESK_RESULTS),
  /** The big line (`최민준 학생 등원했습니다`), or the question when several share the number. */
  message: z.string(),
  studentNm: z.string().nullable(),
  at: z.string(),
  /** On check-out: the day's study time. */
  studyMinutes: z.number().int().nullable(),
  /** result 'choose': the students sharing the number, names masked. */
  candidates: z.array(deskCandidate),
});
export type DeskCheckResponse = z.infer<typeof deskCheckResponse>;

// ── desk numbers ─────────────────────────────────────────────────────────────

export const deskPinBody = z.object({ deskPin: deskPinSchema });
export type DeskPinBody = z.infer<typeof deskPinBody>;

export const deskPinResponse = z.object({
  studentId: z.string(),
  deskPin: z.string(),
  /** Other students of the academy with the same number (the kiosk will ask which). */
  sharedWith: z.number().int(),
});
export type DeskPinResponse = z.infer<typeof deskPinResponse>;

/** The student's own change (/pinChangeResult shows the outcome). */
export const myDeskPinBody = deskPinBody.extend({ instId: z.uuid() });
export type MyDeskPinBody = z.infer<typeof myDeskPinBody>;
export const PIN_CHANGE_RESULT_CODES = ['OK'] as const;
export const myDeskPinResponse = deskPinResponse.extend({
  resultCode: z.enum(PIN_CHANGE_RESULT_CODES),
  instNm: z.string(),
});
export type MyDeskPinResponse = z.infer<typeof myDeskPinResponse>;

// ── development only ─────────────────────────────────────────────────────────

/** POST /api/dev/jobs/mark-no-shows: runs the automatic absence in one academy as if it were `at`. */
export const markNoShowsBody = z.object({ at: calendarInstantSchema('시각'), instId: z.uuid() });
export const markNoShowsResponse = z.object({ marked: z.number().int(), notified: z.number().int() });
