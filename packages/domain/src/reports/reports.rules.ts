import {
  ATTENDED_STATUSES,
  type AttendanceStatus,
  type AttendanceSummary,
  summarizeAttendance,
} from '../attendance/attendance.rules';
import { addDays, compareIsoDate, type IsoDate, weekdayOf } from '../calendar/calendar.rules';
import {
  businessMonthRange,
  type IsoMonth,
  parseIsoMonth,
  shiftIsoMonth,
  startOfBusinessDate,
} from '../format/format.business-date';

/**
 * Learning reports (학습 리포트): a monthly report per student and class composed from what the
 * academy already records (attendance, grades, homework, kiosk study time) plus the teacher's
 * comment, and the academy's birthday greeting. Pure: every "today" comes in as an argument.
 */

// ── kinds, statuses, limits ──────────────────────────────────────────────────

/** 'monthly': one per student, class and month; 'birthday': the academy's greeting (Birth). */
export const REPORT_KINDS = ['monthly', 'birthday'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A composed report stays a draft (staff only) until it is sent; a sent report is frozen. */
export const REPORT_STATUSES = ['draft', 'sent'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A student's row in the class list: no report yet, a draft, or sent to the family. */
export const REPORT_ROW_STATUSES = ['none', 'draft', 'sent'] as const;
export type ReportRowStatus = (typeof REPORT_ROW_STATUSES)[number];

/** A class's generation run: running until every student is composed (or failed). */
export const REPORT_BATCH_STATUSES = ['running', 'done', 'failed'] as const;
export type ReportBatchStatus = (typeof REPORT_BATCH_STATUSES)[number];

/** The teacher's comment: long enough for a page of A4, short enough to stay on it. */
export const REPORT_COMMENT_MAX = 2000;
/** The birthday greeting. */
export const BIRTHDAY_MESSAGE_MAX = 500;
/** Reports sent in one action (a class is capped far below it). */
export const REPORT_SEND_MAX = 200;
/** The student list (StudentReportList) page size. */
export const STUDENT_REPORTS_PAGE_DEFAULT = 24;
export const STUDENT_REPORTS_PAGE_MAX = 60;
/** The teacher home card's list. */
export const REPORT_TODO_PAGE_DEFAULT = 5;
export const REPORT_TODO_PAGE_MAX = 100;

export const REPORT_KIND_LABELS: Record<ReportKind, string> = { monthly: '월간 학습 리포트', birthday: '생일 축하' };
export const REPORT_ROW_STATUS_LABELS: Record<ReportRowStatus, string> = {
  none: '미작성',
  draft: '작성 중',
  sent: '발송 완료',
};

// ── the report's month ───────────────────────────────────────────────────────

export type ReportPeriod = { month: IsoMonth; from: IsoDate; to: IsoDate };

/** The business days a month's report covers, first to last inclusive. */
export function reportPeriod(month: IsoMonth): ReportPeriod {
  const range = businessMonthRange(month);
  return { month, from: range.first, to: range.last };
}

/**
 * The month a report screen opens on: the month that just ended. Reports are written after the
 * month is over (attendance and homework are complete then), in the first days of the next month.
 */
export function defaultReportMonth(today: IsoDate): IsoMonth {
  return shiftIsoMonth(today.slice(0, 7), -1);
}

/** A month may be reported once it has begun (this month's running report is a preview). */
export function isReportableMonth(month: IsoMonth, today: IsoDate): boolean {
  return month <= today.slice(0, 7);
}

/** `2026년 10월 학습 리포트`. */
export function reportTitle(kind: ReportKind, month: IsoMonth): string {
  const { year, month: m } = parseIsoMonth(month);
  return kind === 'birthday' ? `${m}월 생일 축하 카드` : `${year}년 ${m}월 학습 리포트`;
}

/** The PDF's download name: `학습리포트_홍길동_2026-10.pdf` (no characters a file system refuses). */
export function reportFileName(studentNm: string, month: IsoMonth, kind: ReportKind = 'monthly'): string {
  const safe = studentNm.replace(/[\\/:*?"<>|\s]+/g, '').slice(0, 40) || '원생';
  return `${kind === 'birthday' ? '생일축하' : '학습리포트'}_${safe}_${month}.pdf`;
}

// ── attendance ───────────────────────────────────────────────────────────────

export type ReportAttendanceDay = { date: IsoDate; status: AttendanceStatus };

/**
 * A month's attendance: the counts and rate of its statuses, and the calendar (one status a day;
 * a student with two sessions on a day shows the worse of them, 결석 over 지각 over the rest).
 */
export function reportAttendance(rows: readonly ReportAttendanceDay[]): {
  summary: AttendanceSummary;
  days: ReportAttendanceDay[];
} {
  const byDay = new Map<IsoDate, AttendanceStatus>();
  for (const row of rows) {
    const current = byDay.get(row.date);
    if (!current || statusWeight(row.status) > statusWeight(current)) byDay.set(row.date, row.status);
  }
  const days = [...byDay.entries()]
    .map(([date, status]) => ({ date, status }))
    .sort((a, b) => compareIsoDate(a.date, b.date));
  return { summary: summarizeAttendance(rows.map((row) => row.status)), days };
}

function statusWeight(status: AttendanceStatus): number {
  if (status === 'ABSENT') return 3;
  if (status === 'LATE' || status === 'EARLY_LEAVE') return 2;
  return ATTENDED_STATUSES.includes(status) ? 1 : 0;
}

// ── study time (순공) ─────────────────────────────────────────────────────────

export type StudyBreak = { outAt: Date; backAt: Date | null };
export type StudyVisit = { checkInAt: Date; checkOutAt: Date | null; breaks: readonly StudyBreak[] };
export type StudyWeek = { from: IsoDate; to: IsoDate; minutes: number };

/**
 * The weeks of a month as shown in the report: Monday to Sunday, the first and last cut at the
 * month's edges (so they partition the month and their minutes add up to its total).
 */
export function monthWeeks(month: IsoMonth): { from: IsoDate; to: IsoDate }[] {
  const { from, to } = reportPeriod(month);
  const weeks: { from: IsoDate; to: IsoDate }[] = [];
  let start = from;
  while (compareIsoDate(start, to) <= 0) {
    const sundayOffset = (7 - weekdayOf(start)) % 7;
    const end = addDays(start, sundayOffset);
    const clipped = compareIsoDate(end, to) > 0 ? to : end;
    weeks.push({ from: start, to: clipped });
    start = addDays(clipped, 1);
  }
  return weeks;
}

/**
 * Milliseconds of one visit studied inside [startMs, endMs): check-in to check-out minus its breaks,
 * clipped to the window. A visit never checked out counts 0 (its length is unknown); a break not
 * ended lasts until the visit ends. Overlapping breaks count once.
 */
export function visitStudyMsWithin(visit: StudyVisit, startMs: number, endMs: number): number {
  if (!visit.checkOutAt) return 0;
  const start = Math.max(visit.checkInAt.getTime(), startMs);
  const end = Math.min(visit.checkOutAt.getTime(), endMs);
  if (end <= start) return 0;
  const spans = visit.breaks
    .map((b) => [Math.max(start, b.outAt.getTime()), Math.min(end, b.backAt?.getTime() ?? end)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let away = 0;
  let coveredUntil = start;
  for (const [a, b] of spans) {
    away += Math.max(0, Math.min(b, end) - Math.max(a, coveredUntil));
    coveredUntil = Math.max(coveredUntil, b);
  }
  return end - start - away;
}

/** A month's study minutes, per week and in total (each week floored; the total is their sum). */
export function reportStudyTime(
  month: IsoMonth,
  visits: readonly StudyVisit[],
): { totalMinutes: number; weeks: StudyWeek[] } {
  const weeks = monthWeeks(month).map(({ from, to }) => {
    const startMs = startOfBusinessDate(from).getTime();
    const endMs = startOfBusinessDate(addDays(to, 1)).getTime();
    const ms = visits.reduce((sum, visit) => sum + visitStudyMsWithin(visit, startMs, endMs), 0);
    return { from, to, minutes: Math.floor(ms / 60_000) };
  });
  return { totalMinutes: weeks.reduce((sum, week) => sum + week.minutes, 0), weeks };
}

// ── homework ─────────────────────────────────────────────────────────────────

/**
 * The homework completion rate shown in the report: checked-complete (완료) of the homework that
 * was due in the month, as a whole percent; null when nothing was assigned. Homework not yet due
 * ('open') is left out of the base, so a report composed mid-month does not count it as missed.
 */
export function homeworkCompletionRate(summary: {
  assigned: number;
  completed: number;
  items: readonly { status: string }[];
}): number | null {
  const open = summary.items.filter((item) => item.status === 'open').length;
  const base = summary.assigned - open;
  if (base <= 0) return null;
  return Math.round((Math.min(summary.completed, base) / base) * 100);
}

// ── comment ──────────────────────────────────────────────────────────────────

/** A comment is written when it has something besides spaces. */
export function isCommentWritten(comment: string | null | undefined): boolean {
  return typeof comment === 'string' && comment.trim().length > 0;
}

/** The comment as stored: line endings unified, trailing spaces trimmed, at most the limit. */
export function normalizeComment(comment: string): string {
  return comment
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()
    .slice(0, REPORT_COMMENT_MAX);
}

// ── birthdays ────────────────────────────────────────────────────────────────

/** Whether a birth date (`YYYY-MM-DD`) falls in a month of any year (29 Feb: March in other years). */
export function isBirthdayInMonth(birthdate: IsoDate, month: IsoMonth): boolean {
  return birthdayInYear(birthdate, parseIsoMonth(month).year).slice(0, 7) === month;
}

/** The birthday in a year; 29 February is celebrated on 1 March when the year has none. */
export function birthdayInYear(birthdate: IsoDate, year: number): IsoDate {
  const monthDay = birthdate.slice(5);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (monthDay === '02-29' && !isLeap) return `${String(year).padStart(4, '0')}-03-01`;
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The birthday greeting's default text: `홍길동 학생의 생일을 진심으로 축하합니다!`. */
export function defaultBirthdayMessage(studentNm: string, instNm: string): string {
  return `${studentNm} 학생의 생일을 진심으로 축하합니다! 늘 밝게 웃는 모습으로 함께해 주어 고마워요. — ${instNm} 선생님 일동`;
}

// ── links ────────────────────────────────────────────────────────────────────

/** The page a report's notification opens (ReportDetail with the report's id). */
export const reportDetailPath = (reportId: string) => `/v3/ReportDetail/${reportId}`;
