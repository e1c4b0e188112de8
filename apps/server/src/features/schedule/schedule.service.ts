import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { roomKey } from '@academy/domain/class/class.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { holidaysBetween, holidaysKnownFor } from '@academy/domain/schedule/schedule.holidays';
import {
  compareSessions,
  type DateRange,
  type ExpandedSession,
  expandSessions,
  monthRange,
  weekRange,
} from '@academy/domain/schedule/schedule.rules';
import type {
  HolidayView,
  ScheduleMonthQuery,
  ScheduleMonthResponse,
  ScheduleWeekQuery,
  ScheduleWeekResponse,
  SessionView,
  TimetableQuery,
  TimetableResponse,
} from '@academy/domain/schedule/schedule.schema';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { teachersOf } from '../../platform/classes/class-teachers';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { classTimelines } from '../../platform/schedule/class-timelines';
import {
  classesInRange,
  enrolmentsOfStudents,
  linkedStudentsOf,
  makeupStudentsOf,
  type ScheduleClassRow,
} from './schedule.queries';

/**
 * MonthlySchedule, ClassSchedule and /timeClass: the classes a viewer sees, expanded into sessions
 * by the domain rule (weekly slots, class dates, exceptions) with the Korean holidays attached.
 */

const today = (ctx: AppContext) => businessDateOf(ctx.clock.now());

/** Only the sessions the given students attend: inside their enrolments, and the makeups held for them. */
export type StudentFilter = {
  /** Enrolment periods of the students, by class. */
  periods: Map<string, { startDate: IsoDate; endDate: IsoDate | null }[]>;
  studentIds: ReadonlySet<string>;
};

function attends(
  session: ExpandedSession,
  filter: StudentFilter,
  makeupStudents: Map<string, { student_id: string }[]>,
): boolean {
  if (session.kind === 'makeup') {
    return (makeupStudents.get(session.key) ?? []).some((student) => filter.studentIds.has(student.student_id));
  }
  const day = session.kind === 'reschedule' ? (session.originalDate ?? session.date) : session.date;
  return (filter.periods.get(session.classId) ?? []).some(
    (period) => period.startDate <= day && (period.endDate === null || day <= period.endDate),
  );
}

type Built = {
  classes: ScheduleClassRow[];
  sessions: SessionView[];
  teachers: { class_id: string; user_id: string; user_nm: string }[];
  rooms: string[];
};

/** Sessions of the classes in the range, mapped to views; `students` limits them to those students. */
async function buildSessions(
  db: Executor,
  viewer: Caller,
  range: DateRange,
  options: { teacherId?: string | undefined; students?: StudentFilter; classIds?: readonly string[] } = {},
): Promise<Built> {
  const classes = await classesInRange(db, viewer, range, {
    teacherId: options.teacherId,
    classIds: options.classIds,
  });
  const classIds = classes.map((row) => row.id);
  const [timelines, teachers] = await Promise.all([
    classTimelines(db, viewer.instId, classes, range),
    teachersOf(db, viewer.instId, classIds),
  ]);
  const exceptions = [...timelines.values()].flatMap((timeline) => timeline.exceptions);
  const slots = [...timelines.values()].flatMap((timeline) => timeline.slots);
  const makeupIds = exceptions.filter((row) => row.kind === 'makeup').map((row) => row.id);
  const makeupRows = await makeupStudentsOf(db, viewer.instId, makeupIds);
  const makeupStudents = new Map<string, typeof makeupRows>();
  for (const row of makeupRows)
    makeupStudents.set(row.session_id, [...(makeupStudents.get(row.session_id) ?? []), row]);

  const sessions: SessionView[] = [];
  for (const cls of classes) {
    const timeline = timelines.get(cls.id);
    if (!timeline) continue;
    const expanded = expandSessions(timeline, range);
    const teacherNms = teachers.filter((row) => row.class_id === cls.id).map((row) => row.user_nm);
    for (const session of expanded) {
      if (options.students && !attends(session, options.students, makeupStudents)) continue;
      sessions.push({
        ...session,
        classNm: cls.class_nm,
        teacherNms,
        studentNms:
          isStaffCaller(viewer) && session.kind === 'makeup'
            ? (makeupStudents.get(session.key) ?? []).map((row) => row.student_nm)
            : [],
      });
    }
  }
  const rooms = new Map<string, string>();
  for (const room of [
    ...slots.map((slot) => slot.room),
    ...exceptions.map((row) => (row.kind === 'cancel' ? null : row.room)),
  ]) {
    const key = roomKey(room);
    if (key && room && !rooms.has(key)) rooms.set(key, room.trim());
  }
  return {
    classes,
    sessions: sessions.sort((a, b) => compareSessions(a as ExpandedSession, b as ExpandedSession)),
    teachers,
    rooms: [...rooms.values()].sort((a, b) => a.localeCompare(b, 'ko')),
  };
}

/** For a parent or a student: the enrolments of their linked students (all of them, or one). */
async function linkedFilter(
  db: Executor,
  instId: string,
  studentIds: readonly string[],
  range: DateRange,
): Promise<StudentFilter> {
  const enrolments = await enrolmentsOfStudents(db, instId, studentIds, range);
  const periods = new Map<string, { startDate: IsoDate; endDate: IsoDate | null }[]>();
  for (const row of enrolments) {
    periods.set(row.class_id, [
      ...(periods.get(row.class_id) ?? []),
      { startDate: row.start_date, endDate: row.end_date },
    ]);
  }
  return { periods, studentIds: new Set(studentIds) };
}

async function filterFor(db: Executor, viewer: Caller, range: DateRange) {
  if (viewer.scope !== 'linked') return undefined;
  const students = await linkedStudentsOf(db, viewer.instId, viewer.userId);
  return linkedFilter(
    db,
    viewer.instId,
    students.map((student) => student.id),
    range,
  );
}

const holidayViews = (range: DateRange): HolidayView[] =>
  holidaysBetween(range.from, range.to).map((holiday) => ({ date: holiday.date, name: holiday.name }));

const classViews = (viewer: Caller, classes: ScheduleClassRow[]) =>
  classes.map((row) => ({
    classId: row.id,
    classNm: row.class_nm,
    manageable: isStaffCaller(viewer) && row.status === 'open',
  }));

/** GET /schedule/month: every session of the month the viewer sees, with the month's holidays. */
export async function scheduleMonth(
  ctx: AppContext,
  viewer: Caller,
  query: ScheduleMonthQuery,
): Promise<ScheduleMonthResponse> {
  const db = ctx.db;
  const range = monthRange(query.month);
  const built = await buildSessions(db, viewer, range, { students: await filterFor(db, viewer, range) });
  return {
    month: query.month,
    holidays: holidayViews(range),
    holidaysKnown: holidaysKnownFor(Number(query.month.slice(0, 4))),
    classes: classViews(viewer, built.classes),
    sessions: built.sessions,
  };
}

/** GET /schedule/week: a week (Monday to Sunday) as a timetable, optionally one teacher's or room's. */
export async function scheduleWeek(
  ctx: AppContext,
  viewer: Caller,
  query: ScheduleWeekQuery,
): Promise<ScheduleWeekResponse> {
  const db = ctx.db;
  const range = weekRange(query.date);
  const students = await filterFor(db, viewer, range);
  const all = await buildSessions(db, viewer, range, { students });
  const built = query.teacherId
    ? await buildSessions(db, viewer, range, { students, teacherId: query.teacherId })
    : all;
  const room = roomKey(query.room);
  const sessions = room ? built.sessions.filter((session) => roomKey(session.room) === room) : built.sessions;
  const teachers = new Map<string, string>();
  for (const row of all.teachers) teachers.set(row.user_id, row.user_nm);
  return {
    from: range.from,
    to: range.to,
    holidays: holidayViews(range),
    classes: classViews(viewer, built.classes),
    sessions,
    teachers: [...teachers.entries()]
      .map(([userId, userNm]) => ({ userId, userNm }))
      .sort((a, b) => a.userNm.localeCompare(b.userNm, 'ko')),
    rooms: all.rooms,
  };
}

/**
 * GET /schedule/timetable (/timeClass): the week of one of the asker's students (their own record,
 * or a child's), only the sessions that student attends. Any member may ask; someone with no linked
 * student gets an empty timetable.
 */
export async function timetable(ctx: AppContext, caller: Caller, query: TimetableQuery): Promise<TimetableResponse> {
  const { instId, userId } = caller;
  const db = ctx.db;
  const range = weekRange(query.date ?? today(ctx));
  const students = await linkedStudentsOf(db, instId, userId);
  const chosen = query.studentId ? students.find((student) => student.id === query.studentId) : students[0];
  if (query.studentId && !chosen) throw new AppError('NOT_FOUND');
  const base = {
    from: range.from,
    to: range.to,
    students: students.map((student) => ({ studentId: student.id, studentNm: student.student_nm })),
    holidays: holidayViews(range),
  };
  if (!chosen) return { ...base, studentId: null, sessions: [] };
  const filter = await linkedFilter(db, instId, [chosen.id], range);
  // The student's own classes, whoever asks (a teacher who is also a parent sees their child's week).
  const viewer: Caller = { ...caller, scope: 'linked' };
  const built = await buildSessions(db, viewer, range, { students: filter, classIds: [...filter.periods.keys()] });
  return { ...base, studentId: chosen.id, sessions: built.sessions };
}
