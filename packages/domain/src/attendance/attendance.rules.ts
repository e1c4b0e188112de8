import { addDays, type IsoDate, parseIsoDate, requireIsoDate, toIsoDate } from '../calendar/calendar.rules';
import { businessDateOf, startOfBusinessDate } from '../format/format.business-date';
import { formatDuration, formatTime } from '../format/format.date';

/**
 * Attendance (출결): the statuses a class day can record, the front-desk kiosk's rules (check-in and
 * check-out, late, early leave, the automatic absence), study time (순공) and the rates shown in the
 * history. Pure: every "now" comes in as an argument.
 */

// ── statuses ─────────────────────────────────────────────────────────────────

/** Stored and spoken by the API as these codes (attendance.status). */
export const ATTENDANCE_STATUSES = ['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  PRESENT: '출석',
  LATE: '지각',
  ABSENT: '결석',
  EARLY_LEAVE: '조퇴',
  MAKEUP: '보강',
};

/**
 * The statuses that count as having taken the lesson: on time, late, leaving early, or in a makeup
 * session (보강: the row of a makeup day). Only 결석 does not.
 */
export const ATTENDED_STATUSES: readonly AttendanceStatus[] = ['PRESENT', 'LATE', 'EARLY_LEAVE', 'MAKEUP'];

/** Who wrote a row: a teacher on the sheet, the front-desk kiosk, or the automatic absence. */
export const ATTENDANCE_SOURCES = ['teacher', 'desk', 'auto'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

// ── rates ────────────────────────────────────────────────────────────────────

export type StatusCounts = Record<AttendanceStatus, number>;

export function emptyStatusCounts(): StatusCounts {
  return { PRESENT: 0, LATE: 0, ABSENT: 0, EARLY_LEAVE: 0, MAKEUP: 0 };
}

export type AttendanceSummary = {
  counts: StatusCounts;
  /** Class days with a status. */
  total: number;
  /** Of those, the days counted as attended (ATTENDED_STATUSES). */
  attended: number;
  /** attended / total as a whole percentage (rounded), or null when nothing is recorded. */
  rate: number | null;
};

/** Counts and the attendance rate of a list of statuses (one per class day). */
export function summarizeAttendance(statuses: Iterable<AttendanceStatus>): AttendanceSummary {
  const counts = emptyStatusCounts();
  let total = 0;
  for (const status of statuses) {
    counts[status] += 1;
    total += 1;
  }
  const attended = ATTENDED_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { counts, total, attended, rate: attendanceRate(attended, total) };
}

/** A whole percentage 0–100, or null when there is nothing to divide. */
export function attendanceRate(attended: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(Math.max(attended, 0), total) / total) * 100);
}

// ── class times on a business date ───────────────────────────────────────────

/** `'14:30'` or `'14:30:00'` (PostgreSQL `time`) → minutes since midnight (870). */
export function minuteOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`not a time of day (HH:MM): ${time}`);
  return hours * 60 + minutes;
}

/** `'14:30:00'` → `'14:30'`; null stays null. */
export function shortTime(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

/** The instant a time of day on a business date happens in Seoul (2026-11-23, 14:30 → 05:30Z). */
export function instantOn(date: IsoDate, time: string): Date {
  return new Date(startOfBusinessDate(date).getTime() + minuteOfDay(time) * 60_000);
}

/** One class meeting on one business date: when it starts and ends. */
export type SessionWindow = { startsAt: Date; endsAt: Date };

export function sessionWindow(date: IsoDate, startTime: string, endTime: string): SessionWindow {
  return { startsAt: instantOn(date, startTime), endsAt: instantOn(date, endTime) };
}

// ── the front-desk kiosk ─────────────────────────────────────────────────────

/** A check-in up to this many minutes after the start is still on time (출석); later is 지각. */
export const DESK_LATE_GRACE_MINUTES = 5;
/** Academy default for the automatic absence (institutes.auto_absent_minutes); 0 turns it off. */
export const DEFAULT_AUTO_ABSENT_MINUTES = 20;
export const AUTO_ABSENT_MINUTES_MAX = 240;
/** A kiosk stays unlocked this long after a staff member's password (desk device cookie). */
export const DESK_DEVICE_HOURS = 12;
/**
 * The same number typed again this soon after a check-in or check-out repeats the answer instead of
 * flipping it (a student who did not see the feedback must not be checked out a moment after arriving).
 */
export const DESK_REPEAT_GUARD_SECONDS = 30;

/**
 * What a check-in at `at` records for a class meeting that day: on time up to the grace after the
 * start (출석), later while the class runs (지각), nothing once it has ended (the student missed it;
 * the automatic absence or the teacher records that).
 */
export function deskCheckInStatus(
  at: Date,
  session: SessionWindow,
  graceMinutes = DESK_LATE_GRACE_MINUTES,
): 'PRESENT' | 'LATE' | null {
  if (at.getTime() >= session.endsAt.getTime()) return null;
  return at.getTime() <= session.startsAt.getTime() + graceMinutes * 60_000 ? 'PRESENT' : 'LATE';
}

/**
 * What a check-out at `at` does to a class's row the kiosk wrote at check-in: leaving before the
 * class starts withdraws it (the student did not attend; the automatic absence may apply), leaving
 * while it runs is 조퇴, leaving after it ended keeps the row.
 */
export function deskCheckOutEffect(at: Date, session: SessionWindow): 'withdraw' | 'EARLY_LEAVE' | 'keep' {
  if (at.getTime() < session.startsAt.getTime()) return 'withdraw';
  if (at.getTime() < session.endsAt.getTime()) return 'EARLY_LEAVE';
  return 'keep';
}

/**
 * Whether a student's no-show is due for a class meeting: its cut-off, `minutes` after the start
 * (the academy's setting; 0 means the automatic absence is off), has passed, and the lesson did not
 * begin before the student's enrolment in the class was made (`enrolledAt`): a student enrolled in a
 * class already under way that day could not have attended it.
 *
 * The automatic absence applies the same rule in SQL (apps/server/src/features/attendance/
 * no-shows.queries.ts); a test compares the two.
 */
export function isNoShowDue(input: { now: Date; startsAt: Date; minutes: number; enrolledAt: Date }): boolean {
  if (input.minutes <= 0) return false;
  if (input.enrolledAt.getTime() > input.startsAt.getTime()) return false;
  return input.now.getTime() >= input.startsAt.getTime() + input.minutes * 60_000;
}

/** A desk number: 4 to 8 digits (the default is the last 4 digits of the student's mobile). */
export const DESK_PIN_PATTERN = /^\d{4,8}$/;
export const DESK_PIN_MIN = 4;
export const DESK_PIN_MAX = 8;

export function isDeskPin(value: string): boolean {
  return DESK_PIN_PATTERN.test(value);
}

/** The default desk number: the last 4 digits of a mobile number, or null without one. */
export function defaultDeskPin(mobileNo: string | null | undefined): string | null {
  const digits = (mobileNo ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** A generated desk number has 4 digits, like the ones taken from a mobile number. */
export const GENERATED_DESK_PIN_DIGITS = 4;

/**
 * Desk numbers for students without a mobile number: `count` numbers, none of them in `taken` (the
 * numbers the academy's active students use) nor given twice, drawn at random (`random` answers in
 * [0, 1)). They have 4 digits; only when no 4-digit number is left do they get 5, and so on up to 8.
 */
export function pickDeskPins(taken: ReadonlySet<string>, count: number, random: () => number = Math.random): string[] {
  const used = new Set(taken);
  const picked: string[] = [];
  for (let digits = GENERATED_DESK_PIN_DIGITS; digits <= DESK_PIN_MAX && picked.length < count; digits += 1) {
    const space = 10 ** digits;
    let free = space - [...used].filter((pin) => pin.length === digits).length;
    while (picked.length < count && free > 0) {
      // From a random number, the next free one (wrapping around): ends because one is free.
      let n = Math.min(space - 1, Math.floor(random() * space));
      let pin = String(n).padStart(digits, '0');
      while (used.has(pin)) {
        n = (n + 1) % space;
        pin = String(n).padStart(digits, '0');
      }
      used.add(pin);
      picked.push(pin);
      free -= 1;
    }
  }
  if (picked.length < count) throw new RangeError('no desk number is left to give');
  return picked;
}

/**
 * A name as the kiosk shows it to someone who typed a shared number: the first and last letters
 * with the middle hidden (`최민준` → `최*준`, `민준` → `민*`, `남궁민수` → `남**수`).
 */
export function maskStudentName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

// ── study time (순공) ─────────────────────────────────────────────────────────

export type BreakSpan = { outAt: Date; backAt: Date | null };
export type VisitSpan = { checkInAt: Date; checkOutAt: Date | null; breaks: readonly BreakSpan[] };

const overlap = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));

/**
 * Milliseconds of one visit spent studying: from check-in to check-out (or `now` while the student
 * is still in), minus the breaks (외출) inside it; a break not yet ended lasts until the visit ends.
 * Overlapping breaks count once. A visit without a check-out counts only when `now` is given (today);
 * for a past day it is unknown and counts 0.
 */
export function visitStudyMs(visit: VisitSpan, now?: Date): number {
  const start = visit.checkInAt.getTime();
  const end = visit.checkOutAt?.getTime() ?? now?.getTime();
  if (end === undefined || end <= start) return 0;
  const spans = visit.breaks
    .map((b) => [Math.max(start, b.outAt.getTime()), Math.min(end, b.backAt?.getTime() ?? end)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let away = 0;
  let coveredUntil = start;
  for (const [from, to] of spans) {
    away += overlap(from, to, coveredUntil, end);
    coveredUntil = Math.max(coveredUntil, to);
  }
  return end - start - away;
}

/** Whole minutes of study over a day's visits (each visit's time summed, then floored). */
export function studyMinutes(visits: readonly VisitSpan[], now?: Date): number {
  const ms = visits.reduce((sum, visit) => sum + visitStudyMs(visit, now), 0);
  return Math.floor(ms / 60_000);
}

// ── what the kiosk says and what parents receive ─────────────────────────────

export type DeskEvent = 'check-in' | 'check-out' | 'break-out' | 'break-back';

const DESK_EVENT_VERBS: Record<DeskEvent, string> = {
  'check-in': '등원했습니다',
  'check-out': '하원했습니다',
  'break-out': '외출했습니다',
  'break-back': '복귀했습니다',
};

/** The kiosk's big line: `최민준 학생 등원했습니다`. */
export function deskFeedback(studentNm: string, event: DeskEvent): string {
  return `${studentNm} 학생 ${DESK_EVENT_VERBS[event]}`;
}

/** The answer to the same number typed again within the guard: `최민준 학생 이미 등원했습니다`. */
export function deskRepeatFeedback(studentNm: string, event: 'check-in' | 'check-out'): string {
  return `${studentNm} 학생 이미 ${DESK_EVENT_VERBS[event]}`;
}

/** `오늘 공부 시간 2시간 30분`. */
export function studyTimeText(minutes: number): string {
  return `오늘 공부 시간 ${formatDuration(Math.max(0, Math.floor(minutes)))}`;
}

export type ParentNoticeInput =
  | { kind: 'check-in'; studentNm: string; at: Date }
  | { kind: 'check-out'; studentNm: string; at: Date; studyMinutes: number }
  | { kind: 'absent'; studentNm: string; classNm: string; date: IsoDate; auto: boolean };

/**
 * What each notice says, with the academy's name in front for AlimTalk: the templates as registered
 * with the AlimTalk provider (`#{…}` are the template's variables). A sent text must match its
 * template, so every text is made by filling these and nothing else.
 */
const NOTICE_SENTENCES = {
  ATTEND_CHECK_IN: '#{학생명} 학생이 #{시각}에 등원했습니다.',
  ATTEND_CHECK_OUT: '#{학생명} 학생이 #{시각}에 하원했습니다. 오늘 공부 시간 #{공부시간}.',
  ATTEND_ABSENT: '#{학생명} 학생이 #{날짜} #{수업명} 수업에 결석했습니다.',
  ATTEND_ABSENT_AUTO: '#{학생명} 학생이 #{날짜} #{수업명} 수업에 출석하지 않아 결석으로 처리되었습니다.',
} as const;

export type AttendanceTemplateCode = keyof typeof NOTICE_SENTENCES;

/** The academy's name heads every attendance AlimTalk: `[한빛수학학원] 최민준 학생이 15:02에 등원했습니다.` */
export const ATTENDANCE_ALIMTALK_TEMPLATES = Object.fromEntries(
  Object.entries(NOTICE_SENTENCES).map(([code, sentence]) => [code, `[#{학원명}] ${sentence}`]),
) as Record<AttendanceTemplateCode, string>;

const TEMPLATE_VARIABLE = /#\{([^}]+)\}/g;

/** A template with its variables filled in; a variable without a value is an error (the text would not match). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(TEMPLATE_VARIABLE, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new RangeError(`no value for the template variable ${name}`);
    return value;
  });
}

export type ParentNotice = {
  type: string;
  /** In-app title, naming the academy: `[한빛수학학원] 등원 알림`. */
  title: string;
  /** In-app text: the template's sentence. */
  body: string;
  templateCode: AttendanceTemplateCode;
  /** The template's variables, the academy's name (학원명) included. */
  variables: Record<string, string>;
};

const NOTICE_TITLES: Record<AttendanceTemplateCode, string> = {
  ATTEND_CHECK_IN: '등원 알림',
  ATTEND_CHECK_OUT: '하원 알림',
  ATTEND_ABSENT: '결석 알림',
  ATTEND_ABSENT_AUTO: '결석 알림',
};

function noticeOf(input: ParentNoticeInput): {
  type: string;
  templateCode: AttendanceTemplateCode;
  values: Record<string, string>;
} {
  switch (input.kind) {
    case 'check-in':
      return {
        type: 'attendance-check-in',
        templateCode: 'ATTEND_CHECK_IN',
        values: { 학생명: input.studentNm, 시각: formatTime(input.at) },
      };
    case 'check-out':
      return {
        type: 'attendance-check-out',
        templateCode: 'ATTEND_CHECK_OUT',
        values: {
          학생명: input.studentNm,
          시각: formatTime(input.at),
          공부시간: formatDuration(Math.max(0, Math.floor(input.studyMinutes))),
        },
      };
    case 'absent': {
      const { month, day } = requireIsoDate(input.date);
      return {
        type: 'attendance-absent',
        templateCode: input.auto ? 'ATTEND_ABSENT_AUTO' : 'ATTEND_ABSENT',
        values: { 학생명: input.studentNm, 날짜: `${month}월 ${day}일`, 수업명: input.classNm },
      };
    }
  }
}

/**
 * What a parent is told (in-app, and by AlimTalk with the academy's name in front): informational
 * messages, sent whatever the marketing consent. `instNm` is the academy the student attends.
 */
export function parentNotice(instNm: string, input: ParentNoticeInput): ParentNotice {
  const { type, templateCode, values } = noticeOf(input);
  const variables = { 학원명: instNm, ...values };
  return {
    type,
    title: `[${instNm}] ${NOTICE_TITLES[templateCode]}`,
    body: fillTemplate(NOTICE_SENTENCES[templateCode], variables),
    templateCode,
    variables,
  };
}

/** The AlimTalk text of a notice: `[한빛수학학원] 최민준 학생이 15:02에 등원했습니다.` */
export function alimTalkText(notice: ParentNotice): string {
  return fillTemplate(ATTENDANCE_ALIMTALK_TEMPLATES[notice.templateCode], notice.variables);
}

// ── dates of the sheet ───────────────────────────────────────────────────────

/** Whether a date is after today in Seoul (a future day cannot be marked yet). */
export function isFutureBusinessDate(date: IsoDate, now: Date): boolean {
  return date > businessDateOf(now);
}

/** `[2026, 11, 22]` (the attend group's checkDt) ↔ `2026-11-22`. */
export function checkDtToIsoDate(checkDt: readonly [number, number, number]): IsoDate | null {
  const [year, month, day] = checkDt;
  const date = toIsoDate({ year, month, day });
  return parseIsoDate(date) ? date : null;
}

export function isoDateToCheckDt(date: IsoDate): [number, number, number] {
  const { year, month, day } = requireIsoDate(date);
  return [year, month, day];
}

/** The day before or after, for the sheet's arrows. */
export function shiftDate(date: IsoDate, days: number): IsoDate {
  return addDays(date, days);
}
