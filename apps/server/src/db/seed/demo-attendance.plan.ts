import {
  type AttendanceSource,
  type AttendanceStatus,
  DEFAULT_AUTO_ABSENT_MINUTES,
  instantOn,
} from '@academy/domain/attendance/attendance.rules';
import { addDays, type IsoDate, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { expandSessions, isRegularDay, type SlotOfWeek } from '@academy/domain/schedule/schedule.rules';
import type { DemoScript } from './demo-academies.data';
import { demoClosedHoliday } from './demo-holidays';
import type { DemoRandom } from './demo-random';

/**
 * The attendance history of one demo academy, planned in memory before anything is written: every
 * lesson held from the students' first day up to now (the days the classes meet by the schedule
 * rule, 휴강 left out) gets a row the way the app would have written it — the kiosk's 출석/지각 at
 * check-in and 조퇴 at an early check-out (source 'desk'), a teacher's mark on the sheet
 * (source 'teacher'), or the automatic absence (source 'auto') — with the desk visits and breaks
 * behind them, and makeups (보강) of some absences: a class_sessions 'makeup' with its student
 * linked to the absence, and the makeup day's MAKEUP row. Today only the lessons already begun are
 * marked; a student still inside has no check-out yet. Deterministic for a given random seed.
 */

export type PlanClass = {
  id: string;
  classNm: string;
  /** The main teacher: who marks the sheet and plans makeups. */
  teacherId: string;
  startDate: IsoDate;
  endDate: IsoDate | null;
  slots: SlotOfWeek[];
  cancels: { id: string; date: IsoDate; reason: string }[];
};

export type PlanStudent = {
  id: string;
  studentNm: string;
  /** The last day the student is on the roll (the day before a 휴원 or 퇴원); null while enrolled. */
  lastDayOnRoll: IsoDate | null;
  joinedDate: IsoDate;
  script: DemoScript;
  selfStudyDays: readonly number[];
};

export type PlanEnrolment = { classId: string; studentId: string; startDate: IsoDate; endDate: IsoDate | null };

export type PlannedAttendance = {
  id: string;
  classId: string;
  studentId: string;
  date: IsoDate;
  status: AttendanceStatus;
  source: AttendanceSource;
  memo: string | null;
  makeupSessionId: string | null;
  makeupForId: string | null;
  markedBy: string | null;
  markedAt: Date;
};

/** A makeup session (보강) and the absences it makes up, one per student. */
export type PlannedMakeup = {
  id: string;
  classId: string;
  date: IsoDate;
  start: string;
  end: string;
  room: string;
  reason: string;
  createdBy: string;
  createdAt: Date;
  students: { studentId: string; absenceId: string }[];
};

export type PlannedVisit = {
  id: string;
  studentId: string;
  date: IsoDate;
  checkInAt: Date;
  checkOutAt: Date | null;
  breaks: { id: string; outAt: Date; backAt: Date | null }[];
};

export type AttendancePlan = { attendance: PlannedAttendance[]; makeups: PlannedMakeup[]; visits: PlannedVisit[] };

export type PlanInput = {
  now: Date;
  today: IsoDate;
  random: DemoRandom;
  classes: readonly PlanClass[];
  students: readonly PlanStudent[];
  enrolments: readonly PlanEnrolment[];
  /** When a student is busy at another academy on a day (their lessons there). */
  busyElsewhere?: (studentId: string, date: IsoDate) => readonly (readonly [Date, Date])[];
  newId: () => string;
};

/** Where makeups are held, and when (the first window free for the student that day). */
export const MAKEUP_ROOM = '보강실';
const WEEKDAY_MAKEUP_WINDOWS = [
  ['16:00', '17:30'],
  ['14:00', '15:30'],
  ['13:00', '14:30'],
] as const;
const WEEKEND_MAKEUP_WINDOWS = [
  ['13:00', '14:30'],
  ['14:00', '15:30'],
  ['16:00', '17:30'],
] as const;
const MAKEUP_REASON = '결석 보강';
/** A makeup is planned within this many days after the absence. */
const MAKEUP_WITHIN_DAYS = 7;
const ABSENCE_MEMOS = ['감기로 결석 (어머니 연락)', '학교 행사', '가족 행사로 결석', '병원 진료'] as const;

const MINUTE = 60_000;
const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

type Lesson = { cls: PlanClass; date: IsoDate; start: string; end: string; startsAt: Date; endsAt: Date };
type Seat = { lesson: Lesson; student: PlanStudent };
/** A stretch of a day the student spends inside (a lesson, a makeup, self-study), for the visits. */
type Stay = { studentId: string; date: IsoDate; key: string; checkInAt: Date; checkOutAt: Date | null };
type Forced = keyof DemoScript;

function lessonsOf(cls: PlanClass, until: IsoDate): Lesson[] {
  const sessions = expandSessions(
    {
      classId: cls.id,
      startDate: cls.startDate,
      endDate: cls.endDate,
      slots: cls.slots,
      exceptions: cls.cancels.map((cancel) => ({
        id: cancel.id,
        kind: 'cancel' as const,
        originalDate: cancel.date,
        reason: cancel.reason,
      })),
    },
    { from: cls.startDate, to: until },
    () => null,
  );
  return sessions
    .filter((session) => session.kind === 'regular' && session.status === 'scheduled')
    .map((session) => ({
      cls,
      date: session.date,
      start: session.start,
      end: session.end,
      startsAt: instantOn(session.date, session.start),
      endsAt: instantOn(session.date, session.end),
    }));
}

const onRoll = (student: PlanStudent, date: IsoDate) => student.lastDayOnRoll === null || date <= student.lastDayOnRoll;
const covers = (enrolment: PlanEnrolment, date: IsoDate) =>
  enrolment.startDate <= date && (enrolment.endDate === null || date <= enrolment.endDate);

/** The seats (lesson × enrolled student on the roll) up to `until`, by day and time. */
function seatsOf(input: PlanInput, until: IsoDate): Seat[] {
  const students = new Map(input.students.map((student) => [student.id, student]));
  const seats: Seat[] = [];
  for (const cls of input.classes) {
    const enrolled = input.enrolments.filter((enrolment) => enrolment.classId === cls.id);
    for (const lesson of lessonsOf(cls, until)) {
      for (const enrolment of enrolled) {
        const student = students.get(enrolment.studentId);
        if (student && covers(enrolment, lesson.date) && onRoll(student, lesson.date)) seats.push({ lesson, student });
      }
    }
  }
  return seats.sort(
    (a, b) =>
      a.lesson.startsAt.getTime() - b.lesson.startsAt.getTime() ||
      a.lesson.cls.classNm.localeCompare(b.lesson.cls.classNm) ||
      a.student.studentNm.localeCompare(b.student.studentNm),
  );
}

/** The scripted outcome of each seat: a student's past lessons counted back from the latest. */
function scriptedOutcomes(seats: readonly Seat[], today: IsoDate): Map<Seat, Forced> {
  const forced = new Map<Seat, Forced>();
  const byStudent = new Map<string, Seat[]>();
  for (const seat of seats) {
    if (seat.lesson.date >= today) continue;
    byStudent.set(seat.student.id, [...(byStudent.get(seat.student.id) ?? []), seat]);
  }
  for (const own of byStudent.values()) {
    const latestFirst = [...own].reverse();
    const script = own[0]?.student.script ?? {};
    for (const [kind, index] of Object.entries(script) as [Forced, number][]) {
      const seat = latestFirst[index];
      if (seat) forced.set(seat, kind);
    }
  }
  return forced;
}

/** A scripted outcome, or one drawn: about 4 % absent, 6 % late, 3 % leaving early, the rest present. */
function statusOf(kind: Forced | undefined, draw: number): Exclude<AttendanceStatus, 'MAKEUP'> {
  if (kind === 'late') return 'LATE';
  if (kind === 'earlyLeave') return 'EARLY_LEAVE';
  if (kind) return 'ABSENT';
  if (draw < 0.04) return 'ABSENT';
  if (draw < 0.1) return 'LATE';
  if (draw < 0.13) return 'EARLY_LEAVE';
  return 'PRESENT';
}

const keyOf = (seat: Seat) => `${seat.student.studentNm}|${seat.lesson.cls.classNm}|${seat.lesson.date}`;

export function planAttendance(input: PlanInput): AttendancePlan {
  const { now, today, random } = input;
  const seats = seatsOf(input, addDays(today, MAKEUP_WITHIN_DAYS + 1));
  const forced = scriptedOutcomes(seats, today);
  const attendance: PlannedAttendance[] = [];
  const makeups: PlannedMakeup[] = [];
  const stays: Stay[] = [];
  const wantMakeup: { absence: PlannedAttendance; seat: Seat; ahead: boolean }[] = [];
  const autoAbsentMinutes = DEFAULT_AUTO_ABSENT_MINUTES;

  for (const seat of seats) {
    const { lesson, student } = seat;
    const isToday = lesson.date === today;
    if (lesson.date > today || (isToday && lesson.startsAt.getTime() > now.getTime())) continue;
    const key = keyOf(seat);
    const kind = forced.get(seat);
    const due = plusMinutes(lesson.startsAt, autoAbsentMinutes);
    const row = (status: AttendanceStatus, source: AttendanceSource, markedAt: Date, memo: string | null = null) => {
      const planned: PlannedAttendance = {
        id: input.newId(),
        classId: lesson.cls.id,
        studentId: student.id,
        date: lesson.date,
        status,
        source,
        memo,
        makeupSessionId: null,
        makeupForId: null,
        markedBy: source === 'teacher' ? lesson.cls.teacherId : null,
        markedAt,
      };
      attendance.push(planned);
      return planned;
    };

    let status = statusOf(kind, random.chance(key));

    if (status === 'ABSENT') {
      if (isToday) {
        // Today the automatic absence has marked it only once its cut-off has passed.
        if (now.getTime() >= due.getTime()) row('ABSENT', 'auto', due);
        continue;
      }
      const toldWhy = kind === 'absent' || kind === 'absentMadeUp' || (!kind && random.chance(`${key}|why`) < 0.5);
      const absence = toldWhy
        ? row(
            'ABSENT',
            'teacher',
            plusMinutes(lesson.startsAt, random.between(`${key}|marked`, 10, 30)),
            random.pick(`${key}|memo`, ABSENCE_MEMOS),
          )
        : row('ABSENT', 'auto', due);
      const madeUp =
        kind === 'absentMadeUp' || (!kind && lesson.date <= addDays(today, -3) && random.chance(`${key}|makeup`) < 0.5);
      if (madeUp || kind === 'absentMakeupAhead')
        wantMakeup.push({ absence, seat, ahead: kind === 'absentMakeupAhead' });
      continue;
    }

    // A few students forget the kiosk; their teacher marks them present on the sheet.
    if (status === 'PRESENT' && !isToday && random.chance(`${key}|sheet`) < 0.1) {
      row('PRESENT', 'teacher', plusMinutes(lesson.startsAt, 5));
      continue;
    }

    const checkInAt =
      status === 'LATE'
        ? // Late, but before the automatic absence's cut-off (20 minutes).
          plusMinutes(lesson.startsAt, random.between(`${key}|late`, 8, autoAbsentMinutes - 2))
        : plusMinutes(lesson.startsAt, -random.between(`${key}|in`, 3, 15));
    let checkOutAt: Date | null =
      status === 'EARLY_LEAVE'
        ? plusMinutes(lesson.endsAt, -random.between(`${key}|early`, 15, 45))
        : plusMinutes(
            lesson.endsAt,
            random.chance(`${key}|stay`) < 0.2
              ? random.between(`${key}|stayed`, 40, 70)
              : random.between(`${key}|out`, 1, 20),
          );
    if (isToday) {
      if (checkInAt.getTime() > now.getTime()) {
        // Not in yet: absent once the cut-off has passed, otherwise nothing is marked so far.
        if (now.getTime() >= due.getTime()) row('ABSENT', 'auto', due);
        continue;
      }
      if (checkOutAt.getTime() > now.getTime()) {
        checkOutAt = null;
        if (status === 'EARLY_LEAVE') status = 'PRESENT';
      }
    }
    const markedAt = status === 'EARLY_LEAVE' && checkOutAt ? checkOutAt : checkInAt;
    row(status, 'desk', markedAt);
    stays.push({ studentId: student.id, date: lesson.date, key, checkInAt, checkOutAt });
  }

  placeMakeups(input, seats, wantMakeup, attendance, makeups, stays);
  addSelfStudy(input, stays);
  return { attendance, makeups, visits: visitsOf(input, stays) };
}

const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) =>
  aStart.getTime() < bEnd.getTime() && bStart.getTime() < aEnd.getTime();

/**
 * Makeups of the chosen absences: the first day within a week after it (before today, or after
 * today for one planned ahead) when the class does not meet, at the first window the student is
 * free and the makeup room too; absences of one class made up the same day and time share one
 * session, as the schedule area writes it (class_session_students, each linked to its absence).
 */
function placeMakeups(
  input: PlanInput,
  seats: readonly Seat[],
  wanted: readonly { absence: PlannedAttendance; seat: Seat; ahead: boolean }[],
  attendance: PlannedAttendance[],
  makeups: PlannedMakeup[],
  stays: Stay[],
) {
  const { today, now, random } = input;
  const span = (date: IsoDate, start: string, end: string) => [instantOn(date, start), instantOn(date, end)] as const;
  const busy = (studentId: string, date: IsoDate) => [
    ...seats
      .filter((seat) => seat.student.id === studentId && seat.lesson.date === date)
      .map((seat) => [seat.lesson.startsAt, seat.lesson.endsAt] as const),
    ...makeups
      .filter((makeup) => makeup.date === date && makeup.students.some((s) => s.studentId === studentId))
      .map((makeup) => span(date, makeup.start, makeup.end)),
    ...(input.busyElsewhere?.(studentId, date) ?? []),
  ];
  const free = (taken: readonly (readonly [Date, Date])[], [from, to]: readonly [Date, Date]) =>
    taken.every(([start, end]) => !overlaps(from, to, start, end));
  const placed: { makeup: PlannedMakeup; absence: PlannedAttendance; seat: Seat }[] = [];

  for (const { absence, seat, ahead } of wanted) {
    const cls = seat.lesson.cls;
    const first = ahead ? addDays(today, 1) : addDays(absence.date, 1);
    const plannedAt = instantOn(addDays(absence.date, 1), '11:00');
    for (let offset = 0; offset < MAKEUP_WITHIN_DAYS; offset += 1) {
      const date = addDays(first, offset);
      if (!ahead && date >= today) break;
      if (isRegularDay({ startDate: cls.startDate, endDate: cls.endDate, slots: cls.slots }, date)) continue;
      if (demoClosedHoliday(date)) continue;
      const taken = busy(absence.studentId, date);
      const shared = makeups.find(
        (makeup) =>
          makeup.classId === cls.id &&
          makeup.date === date &&
          makeup.date > today === ahead &&
          free(taken, span(date, makeup.start, makeup.end)),
      );
      const weekend = weekdayOf(date) === 0 || weekdayOf(date) === 6;
      const window = shared
        ? ([shared.start, shared.end] as const)
        : (weekend ? WEEKEND_MAKEUP_WINDOWS : WEEKDAY_MAKEUP_WINDOWS).find(([start, end]) => {
            const roomTaken = makeups
              .filter((makeup) => makeup.date === date)
              .map((makeup) => span(date, makeup.start, makeup.end));
            return free([...taken, ...roomTaken], span(date, start, end));
          });
      if (!window) continue;
      const makeup: PlannedMakeup = shared ?? {
        id: input.newId(),
        classId: cls.id,
        date,
        start: window[0],
        end: window[1],
        room: MAKEUP_ROOM,
        reason: MAKEUP_REASON,
        createdBy: cls.teacherId,
        createdAt: plannedAt,
        students: [],
      };
      if (!shared) makeups.push(makeup);
      makeup.students.push({ studentId: absence.studentId, absenceId: absence.id });
      // Planned once every absence it makes up had happened.
      if (plannedAt.getTime() > makeup.createdAt.getTime()) makeup.createdAt = plannedAt;
      if (makeup.createdAt.getTime() > now.getTime()) makeup.createdAt = now;
      placed.push({ makeup, absence, seat });
      break;
    }
  }

  for (const { makeup, absence, seat } of placed) {
    if (makeup.date > today) continue;
    attendance.push({
      id: input.newId(),
      classId: makeup.classId,
      studentId: absence.studentId,
      date: makeup.date,
      status: 'MAKEUP',
      source: 'teacher',
      memo: null,
      makeupSessionId: makeup.id,
      makeupForId: absence.id,
      markedBy: makeup.createdBy,
      markedAt: instantOn(makeup.date, makeup.end),
    });
    const key = `${seat.student.studentNm}|${seat.lesson.cls.classNm}|makeup|${makeup.date}`;
    stays.push({
      studentId: absence.studentId,
      date: makeup.date,
      key,
      checkInAt: plusMinutes(instantOn(makeup.date, makeup.start), -random.between(`${key}|in`, 3, 12)),
      checkOutAt: plusMinutes(instantOn(makeup.date, makeup.end), random.between(`${key}|out`, 2, 10)),
    });
  }
}

/** 자습: students who come on their own on some weekdays, 16시쯤 to 18시 넘어 (순공 without a lesson). */
function addSelfStudy(input: PlanInput, stays: Stay[]) {
  const { today, now, random } = input;
  for (const student of input.students) {
    if (student.selfStudyDays.length === 0) continue;
    for (let date = student.joinedDate; date <= today; date = addDays(date, 1)) {
      if (!student.selfStudyDays.includes(weekdayOf(date)) || !onRoll(student, date)) continue;
      const key = `${student.studentNm}|self|${date}`;
      if (random.chance(key) >= 0.7) continue;
      const checkInAt = plusMinutes(instantOn(date, '16:00'), random.between(`${key}|in`, 0, 20));
      const out = plusMinutes(instantOn(date, '18:00'), random.between(`${key}|out`, 0, 50));
      if (checkInAt.getTime() > now.getTime()) continue;
      stays.push({
        studentId: student.id,
        date,
        key,
        checkInAt,
        checkOutAt: out.getTime() > now.getTime() ? null : out,
      });
    }
  }
}

/** One kiosk visit per student and day, from the first check-in to the last check-out, with a break in long ones. */
function visitsOf(input: PlanInput, stays: readonly Stay[]): PlannedVisit[] {
  const { now, random } = input;
  const byDay = new Map<string, Stay[]>();
  for (const stay of stays) {
    const dayKey = `${stay.studentId}|${stay.date}`;
    byDay.set(dayKey, [...(byDay.get(dayKey) ?? []), stay]);
  }
  const visits: PlannedVisit[] = [];
  for (const own of byDay.values()) {
    const first = own[0] as Stay;
    const checkInAt = new Date(Math.min(...own.map((stay) => stay.checkInAt.getTime())));
    const open = own.some((stay) => stay.checkOutAt === null);
    const checkOutAt = open ? null : new Date(Math.max(...own.map((stay) => (stay.checkOutAt as Date).getTime())));
    const visit: PlannedVisit = {
      id: input.newId(),
      studentId: first.studentId,
      date: first.date,
      checkInAt,
      checkOutAt,
      breaks: [],
    };
    const end = checkOutAt ?? now;
    const key = `${first.key}|break`;
    if (end.getTime() - checkInAt.getTime() >= 150 * MINUTE && random.chance(key) < 0.5) {
      const outAt = plusMinutes(checkInAt, random.between(`${key}|out`, 60, 90));
      const backAt = plusMinutes(outAt, random.between(`${key}|back`, 10, 20));
      if (outAt.getTime() <= now.getTime() && (checkOutAt === null || backAt.getTime() < checkOutAt.getTime())) {
        visit.breaks.push({ id: input.newId(), outAt, backAt: backAt.getTime() > now.getTime() ? null : backAt });
      }
    }
    visits.push(visit);
  }
  return visits.sort((a, b) => a.checkInAt.getTime() - b.checkInAt.getTime());
}
