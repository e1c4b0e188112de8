import {
  type AttendanceStatus,
  defaultDeskPin,
  emptyStatusCounts,
  isFutureBusinessDate,
  type StatusCounts,
  shortTime,
  studyMinutes,
  summarizeAttendance,
  visitStudyMs,
} from '@academy/domain/attendance/attendance.rules';
import type {
  AttendanceOverviewResponse,
  AttendanceScopeResponse,
  AttendanceSettingsBody,
  AttendanceSheetResponse,
  ClassHistoryResponse,
  ClassSessionView,
  MarkAttendanceBody,
  MarkAttendanceResponse,
  MonthQuery,
  OptionalDateQuery,
  StudentDay,
  StudentHistoryResponse,
} from '@academy/domain/attendance/attendance.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import { expandSessions, type SessionExceptionInput } from '@academy/domain/schedule/schedule.rules';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { type VisitRow, visitSpanOf, visitsBetween } from '../../platform/desk/desk-visits';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { deliverSoon } from '../../platform/messages/message-queue';
import { classDayItemOf, classesOfDay } from '../../platform/schedule/classes-of-day';
import { visibleStudent } from '../../platform/students/visible-student';
import { recordParentNotices, type StudentNotice } from './attendance.notices';
import {
  type ClassCalendarRow,
  classCalendar,
  classesFor,
  classMarks,
  classSheet,
  studentMarks,
  studentsFor,
  upsertSheet,
  visibleClass,
} from './attendance.queries';

/**
 * Attendance of class days: the sheet (read and save), today's classes, the academy's day, the
 * monthly histories of a student and of a class, the academy's automatic-absence setting.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const deskPinOf = (student: { desk_pin: string | null; mobile_no: string | null }) =>
  student.desk_pin ?? defaultDeskPin(student.mobile_no);
const todayOf = (ctx: AppContext) => businessDateOf(ctx.clock.now());

function sessionView(
  session: { kind: ClassSessionView['kind']; start_time: string; end_time: string; room: string | null } | null,
  cancelled: { reason: string | null } | null,
): ClassSessionView {
  return {
    kind: session?.kind ?? 'none',
    startTime: shortTime(session?.start_time ?? null),
    endTime: shortTime(session?.end_time ?? null),
    room: session?.room ?? null,
    cancelled: cancelled !== null,
    reason: cancelled?.reason ?? null,
  };
}

function notEditableReason(ctx: AppContext, date: IsoDate, meets: boolean): string | null {
  if (!meets) return new AppError('ATTENDANCE_NO_SESSION').message;
  if (isFutureBusinessDate(date, ctx.clock.now())) return new AppError('ATTENDANCE_FUTURE_DATE').message;
  return null;
}

// ── the class sheet ──────────────────────────────────────────────────────────

/** The class's sheet of the day (the class in the caller's scope, else 404), and on a makeup day its session. */
async function sheetOf(ctx: AppContext, caller: Caller, classId: string, date: IsoDate) {
  const sheet = await classSheet(ctx.db, caller, classId, date);
  if (!sheet) throw new AppError('ATTENDANCE_CLASS_NOT_FOUND');
  const makeupSessionId = sheet.session?.kind === 'makeup' ? sheet.session.session_id : null;
  return { day: sheet, roster: sheet.roster, makeupSessionId };
}

/** A class the caller sees (classesVisibleTo): another academy's or another teacher's answers 404. */
async function classFor(ctx: AppContext, caller: Caller, classId: string) {
  const klass = await visibleClass(ctx.db, caller, classId);
  if (!klass) throw new AppError('ATTENDANCE_CLASS_NOT_FOUND');
  return klass;
}

/**
 * GET …/classes/:classId/attendance?date=: the day's enrolled students with their status and memo,
 * and how the class meets that day. Two statements whatever the class size: the session with the
 * membership (the access layer), and the sheet (the class in the caller's scope, its session of the
 * day, the roster with its rows and desk times). On a makeup day (보강) the roster is the makeup's
 * students and a save links each row to the session and to the absence it makes up.
 */
export async function getSheet(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string; date: IsoDate },
): Promise<AttendanceSheetResponse> {
  const { classId, date } = input;
  const { day, roster } = await sheetOf(ctx, caller, classId, date);
  const reason = notEditableReason(ctx, date, day.session !== null);
  const statuses = roster.flatMap((row) => (row.status ? [row.status] : []));
  return {
    classId: day.id,
    classNm: day.class_nm,
    date,
    session: sessionView(day.session, day.cancelled),
    editable: reason === null,
    notEditableReason: reason,
    rows: roster.map((row) => ({
      studentId: row.student_id,
      studentNm: row.student_nm,
      status: row.status,
      memo: row.memo,
      source: row.source,
      markedAt: iso(row.marked_at),
      checkInAt: iso(row.check_in_at),
      checkOutAt: iso(row.check_out_at),
    })),
    summary: summarizeAttendance(statuses),
  };
}

/**
 * PUT …/classes/:classId/attendance?date=: saves the whole sheet with one bulk upsert (in one
 * transaction with the notices when someone becomes absent). Every student must be on that day's
 * roster (else nothing is written and the bad rows are named); the class must meet that day and the
 * day must not be in the future. Parents of students newly marked absent are told (in-app in the
 * same transaction, AlimTalk after it).
 */
export async function saveSheet(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string; date: IsoDate; sheet: MarkAttendanceBody },
): Promise<MarkAttendanceResponse> {
  const { instId } = caller;
  const { classId, date, sheet: body } = input;
  const { day, roster, makeupSessionId } = await sheetOf(ctx, caller, classId, date);
  if (isFutureBusinessDate(date, ctx.clock.now())) throw new AppError('ATTENDANCE_FUTURE_DATE');
  if (!day.session) throw new AppError('ATTENDANCE_NO_SESSION');
  const before = new Map(roster.map((row) => [row.student_id, row]));
  const fields: Record<string, string> = {};
  body.rows.forEach((row, index) => {
    if (!before.has(row.studentId)) fields[`rows.${index}.studentId`] = '이 날 수업에 등록된 원생이 아닙니다.';
  });
  if (Object.keys(fields).length > 0) throw new AppError('ATTENDANCE_STUDENT_NOT_IN_CLASS', undefined, fields);

  const now = ctx.clock.now();
  const writes = body.rows.map((row) => ({
    studentId: row.studentId,
    status: row.status,
    memo: row.memo ? row.memo : null,
    makeupSessionId,
    makeupForId: makeupSessionId ? (before.get(row.studentId)?.absence_id ?? null) : null,
  }));
  const write = async (db: Executor) => {
    const written = await upsertSheet(db, instId, classId, date, writes, { userId: caller.userId, now, newId });
    const notices: StudentNotice[] = written
      .filter((row) => row.status === 'ABSENT' && before.get(row.student_id)?.status !== 'ABSENT')
      .map((row) => ({
        studentId: row.student_id,
        notice: {
          kind: 'absent' as const,
          studentNm: before.get(row.student_id)?.student_nm ?? '',
          classNm: day.class_nm,
          date,
          auto: false,
        },
      }));
    return { written, ...(await recordParentNotices(db, instId, notices, now)) };
  };
  // The upsert and the parents' notices commit together; a save that makes no one newly absent
  // writes no notice, and its one statement needs no transaction around it.
  const mayNotify = body.rows.some((row) => row.status === 'ABSENT' && before.get(row.studentId)?.status !== 'ABSENT');
  const { written, notified, queued } = mayNotify ? await ctx.db.transaction().execute(write) : await write(ctx.db);
  if (queued > 0) deliverSoon(ctx);
  return { date, saved: written.length, notified };
}

// ── the classes of a day ─────────────────────────────────────────────────────

/** AttendanceClassList: the day's classes of the member (a teacher: theirs; the office: all). */
export async function todayClasses(ctx: AppContext, caller: Caller, input: OptionalDateQuery) {
  const day = input.date ?? todayOf(ctx);
  const rows = await classesOfDay(ctx.db, caller.instId, day, {
    teacherUserId: caller.scope === 'own-classes' ? caller.userId : undefined,
  });
  return { date: day, classes: rows.map(classDayItemOf) };
}

/** /instAttendance: every class of the day with its counts, and who came through the front desk. */
export async function overview(
  ctx: AppContext,
  caller: Caller,
  input: OptionalDateQuery,
): Promise<AttendanceOverviewResponse> {
  const { instId } = caller;
  const day = input.date ?? todayOf(ctx);
  const now = ctx.clock.now();
  const isToday = day === businessDateOf(now);
  const [rows, visits, institute] = await Promise.all([
    classesOfDay(ctx.db, instId, day),
    visitsBetween(ctx.db, instId, day, day),
    ctx.db.selectFrom('institutes').select('auto_absent_minutes').where('id', '=', instId).executeTakeFirstOrThrow(),
  ]);
  const classes = rows.map(classDayItemOf);
  const counts = emptyStatusCounts();
  for (const item of classes)
    for (const status of Object.keys(counts) as AttendanceStatus[]) counts[status] += item.counts[status];

  const byStudent = new Map<string, VisitRow[]>();
  for (const visit of visits) byStudent.set(visit.student_id, [...(byStudent.get(visit.student_id) ?? []), visit]);
  const deskVisits = [...byStudent.values()].map((own) => {
    const first = own[0] as VisitRow;
    const last = own[own.length - 1] as VisitRow;
    const open = own.find((visit) => visit.check_out_at === null);
    return {
      studentId: first.student_id,
      studentNm: first.student_nm,
      checkInAt: new Date(first.check_in_at).toISOString(),
      checkOutAt: open ? null : iso(last.check_out_at),
      onBreak: Boolean(open?.breaks.some((b) => b.backAt === null)),
      studyMinutes: studyMinutes(own.map(visitSpanOf), isToday ? now : undefined),
    };
  });
  return {
    date: day,
    autoAbsentMinutes: institute.auto_absent_minutes,
    classes,
    totals: {
      enrolled: classes.reduce((sum, item) => sum + item.enrolled, 0),
      unmarked: classes.reduce((sum, item) => sum + item.unmarked, 0),
      counts,
    },
    desk: {
      checkedIn: deskVisits.length,
      inside: deskVisits.filter((visit) => visit.checkOutAt === null).length,
      visits: deskVisits,
    },
  };
}

// ── who may be looked at ─────────────────────────────────────────────────────

/**
 * The classes and students whose attendance the member may open (AttendanceHistory's choices): the
 * classes and students of the caller's scope (a parent or student: their linked students, no class).
 */
export async function scope(ctx: AppContext, caller: Caller): Promise<AttendanceScopeResponse> {
  const staff = isStaffCaller(caller);
  const [classes, students] = await Promise.all([
    staff ? classesFor(ctx.db, caller) : [],
    studentsFor(ctx.db, caller, todayOf(ctx)),
  ]);
  return {
    role: caller.role,
    classes: classes.map((row) => ({ classId: row.id, classNm: row.class_nm })),
    students: students.map((row) => ({ studentId: row.id, studentNm: row.student_nm })),
    canEditDeskPin: staff,
  };
}

// ── histories ────────────────────────────────────────────────────────────────

/** The days a class meets in a range, by the schedule area's rule (cancelled and moved days left out). */
function meetingDates(
  classId: string,
  calendar: ClassCalendarRow,
  range: { first: IsoDate; last: IsoDate },
): IsoDate[] {
  const lastDay = [calendar.lec_end_dt, calendar.closed_on].filter((day): day is string => day !== null).sort()[0];
  const exceptions: SessionExceptionInput[] = calendar.exceptions.flatMap((x): SessionExceptionInput[] => {
    if (x.kind === 'cancel' && x.originalDate) {
      return [{ id: x.id, kind: 'cancel', originalDate: x.originalDate, reason: x.reason }];
    }
    if (!x.date || !x.start || !x.end) return [];
    const common = {
      id: x.id,
      date: x.date,
      start: x.start.slice(0, 5),
      end: x.end.slice(0, 5),
      room: x.room,
      reason: x.reason,
    };
    if (x.kind === 'reschedule' && x.originalDate)
      return [{ ...common, kind: 'reschedule', originalDate: x.originalDate }];
    return x.kind === 'makeup' ? [{ ...common, kind: 'makeup' }] : [];
  });
  const sessions = expandSessions(
    {
      classId,
      startDate: calendar.lec_start_dt,
      endDate: lastDay ?? null,
      slots: calendar.slots.map((slot) => ({ ...slot, start: slot.start.slice(0, 5), end: slot.end.slice(0, 5) })),
      exceptions,
    },
    { from: range.first, to: range.last },
    () => null,
  );
  return [...new Set(sessions.filter((session) => session.status === 'scheduled').map((session) => session.date))];
}

/**
 * AttendanceHistory by student: each day of the month with a status or a desk visit, the day's
 * study time (순공), the month's counts and rate. A student the caller sees (studentsVisibleTo on
 * the academy's business day): staff, a linked guardian or the student; anyone else's → 404. The
 * desk number is shown to staff and to the student, not to a guardian.
 */
export async function studentHistory(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string } & MonthQuery,
): Promise<StudentHistoryResponse> {
  const { instId } = caller;
  const { studentId } = input;
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const student = await visibleStudent(ctx.db, caller, studentId, today);
  if (!student) throw new AppError('STUDENT_NOT_FOUND');
  const shown = input.month ?? businessMonthOf(now);
  const range = businessMonthRange(shown);
  const [marks, visits] = await Promise.all([
    studentMarks(ctx.db, instId, studentId, range.first, range.last),
    visitsBetween(ctx.db, instId, range.first, range.last, { studentId }),
  ]);
  const dates = [...new Set([...marks.map((m) => m.attend_date), ...visits.map((v) => v.business_date)])].sort();
  const days: StudentDay[] = dates.map((date) => {
    const ownVisits = visits.filter((visit) => visit.business_date === date);
    const nowIfToday = date === today ? now : undefined;
    return {
      date,
      entries: marks
        .filter((mark) => mark.attend_date === date)
        .map((mark) => ({
          classId: mark.class_id,
          classNm: mark.class_nm,
          status: mark.status,
          memo: mark.memo,
          source: mark.source,
        })),
      visits: ownVisits.map((visit) => {
        const span = visitSpanOf(visit);
        const end = span.checkOutAt ?? nowIfToday;
        const whole = end ? Math.max(0, end.getTime() - span.checkInAt.getTime()) : 0;
        return {
          checkInAt: new Date(visit.check_in_at).toISOString(),
          checkOutAt: iso(visit.check_out_at),
          breakMinutes: Math.floor((whole - visitStudyMs(span, nowIfToday)) / 60_000),
        };
      }),
      studyMinutes: studyMinutes(ownVisits.map(visitSpanOf), nowIfToday),
    };
  });
  return {
    studentId: student.id,
    studentNm: student.student_nm,
    month: shown,
    days,
    summary: summarizeAttendance(marks.map((mark) => mark.status)),
    totalStudyMinutes: days.reduce((sum, day) => sum + day.studyMinutes, 0),
    deskPin: isStaffCaller(caller) || student.user_id === caller.userId ? deskPinOf(student) : null,
  };
}

/** AttendanceHistory by class: the month's class days, each student's statuses and rates. */
export async function classHistory(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string } & MonthQuery,
): Promise<ClassHistoryResponse> {
  const { instId } = caller;
  const { classId } = input;
  const klass = await classFor(ctx, caller, classId);
  const shown = input.month ?? businessMonthOf(ctx.clock.now());
  const range = businessMonthRange(shown);
  const [calendar, marks] = await Promise.all([
    classCalendar(ctx.db, instId, classId, range.first, range.last),
    classMarks(ctx.db, instId, classId, range.first, range.last),
  ]);
  const sessionDates = calendar ? meetingDates(classId, calendar, range) : [];
  const students = new Map<
    string,
    { studentId: string; studentNm: string; statuses: Record<string, AttendanceStatus> }
  >();
  const byDate = new Map<string, StatusCounts>();
  for (const row of marks) {
    const entry = students.get(row.student_id) ?? {
      studentId: row.student_id,
      studentNm: row.student_nm,
      statuses: {},
    };
    students.set(row.student_id, entry);
    if (row.attend_date && row.status) {
      entry.statuses[row.attend_date] = row.status;
      const counts = byDate.get(row.attend_date) ?? emptyStatusCounts();
      counts[row.status] += 1;
      byDate.set(row.attend_date, counts);
    }
  }
  const all = [...students.values()];
  return {
    classId: klass.id,
    classNm: klass.class_nm,
    month: shown,
    sessionDates,
    students: all.map((entry) => ({ ...entry, summary: summarizeAttendance(Object.values(entry.statuses)) })),
    days: [...new Set([...sessionDates, ...byDate.keys()])]
      .sort()
      .map((date) => ({ date, counts: byDate.get(date) ?? emptyStatusCounts() })),
    summary: summarizeAttendance(all.flatMap((entry) => Object.values(entry.statuses))),
  };
}

// ── the academy's setting ────────────────────────────────────────────────────

/** PUT …/attendance/settings: minutes after the start before the automatic absence (010 학원 관리). */
export async function updateSettings(
  ctx: AppContext,
  caller: Caller,
  body: AttendanceSettingsBody,
): Promise<AttendanceSettingsBody> {
  const { instId } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('institutes')
      .select('auto_absent_minutes')
      .where('id', '=', instId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('institutes')
      .set({ auto_absent_minutes: body.autoAbsentMinutes, updated_at: ctx.clock.now() })
      .where('id', '=', instId)
      .execute();
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'attendance.settings',
      target: `institute:${instId}`,
      before: { autoAbsentMinutes: before.auto_absent_minutes },
      after: body,
      at: ctx.clock.now(),
    });
  });
  return body;
}
