import { type PermissionCode, roleHasPermission } from '../access/access.permissions';
import type { Role } from '../access/access.roles';
import {
  addDays,
  compareIsoDate,
  daysBetween,
  type IsoDate,
  isLeapYear,
  parseIsoDate,
  toIsoDate,
} from '../calendar/calendar.rules';
import { isCalendarDate } from '../calendar/calendar.schema';

/**
 * Students and parents (원생과 학부모): the academy's record of a student, its status and its
 * guardians. Pure rules shared by the server and the web.
 */

// ── status: 재원 / 휴원 / 퇴원 ───────────────────────────────────────────────

export const STUDENT_STATUSES = ['enrolled', 'paused', 'left'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  enrolled: '재원',
  paused: '휴원',
  left: '퇴원',
};

/**
 * Which status may follow which: a student on the roll may pause or leave; a paused student comes
 * back or leaves; a student who left may enrol again (재등록). Staying in the same status is no change.
 */
export const STUDENT_STATUS_TRANSITIONS: Record<StudentStatus, readonly StudentStatus[]> = {
  enrolled: ['paused', 'left'],
  paused: ['enrolled', 'left'],
  left: ['enrolled'],
};

export function canChangeStudentStatus(from: StudentStatus, to: StudentStatus): boolean {
  return STUDENT_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * Why a change is refused, in Korean: `이미 휴원 상태입니다.` or `퇴원한 원생은 휴원으로 바꿀 수 없습니다. …`.
 * `from` is the status after every recorded change; when that status is still to come (`scheduledOn`,
 * a date after today), the message says so: `이미 11월 30일부터 휴원 예정입니다.`
 */
export function studentStatusChangeProblem(
  from: StudentStatus,
  to: StudentStatus,
  scheduledOn: IsoDate | null = null,
): string | null {
  if (from === to) {
    return scheduledOn
      ? `이미 ${monthDayText(scheduledOn)}부터 ${STUDENT_STATUS_LABELS[to]} 예정입니다.`
      : `이미 ${STUDENT_STATUS_LABELS[to]} 상태입니다.`;
  }
  if (canChangeStudentStatus(from, to)) return null;
  const as = scheduledOn ? `${STUDENT_STATUS_LABELS[from]} 예정인` : `${STUDENT_STATUS_LABELS[from]}한`;
  return `${as} 원생은 ${STUDENT_STATUS_LABELS[to]}으로 바꿀 수 없습니다. 먼저 재원으로 바꿔 주세요.`;
}

// ── status over time: a change takes effect on its date ──────────────────────

/**
 * A recorded status change (student_status_changes). A change may be dated ahead (휴원 from next
 * Monday): until that day the student keeps the status it changes from, on the roll, at the kiosk
 * and on the attendance sheet.
 */
export type StudentStatusChange = { fromStatus: StudentStatus; toStatus: StudentStatus; effectiveDate: IsoDate };

/** The changes in the order they take effect: by date, and on one date in the order given (recorded). */
function inEffectOrder<T extends StudentStatusChange>(changes: readonly T[]): T[] {
  return [...changes].sort((a, b) => compareIsoDate(a.effectiveDate, b.effectiveDate));
}

/**
 * The status of a student on a date: the last change that has taken effect by then (changes on the
 * same date count in the order they were recorded); before the first change, the status it changed
 * from; with no change recorded, the student's recorded status (`recorded`, students.status).
 *
 * The same rule runs in SQL (apps/server/src/platform/students/student-status-on.ts), and a test
 * compares the two day by day.
 */
export function studentStatusOn(
  recorded: StudentStatus,
  changes: readonly StudentStatusChange[],
  date: IsoDate,
): StudentStatus {
  const ordered = inEffectOrder(changes);
  const applied = ordered.filter((change) => compareIsoDate(change.effectiveDate, date) <= 0).at(-1);
  if (applied) return applied.toStatus;
  return ordered[0]?.fromStatus ?? recorded;
}

export type ScheduledStatus = { status: StudentStatus; effectiveDate: IsoDate };

export type StudentStatusView = {
  /** The status on the day asked about (today). */
  status: StudentStatus;
  /** The day that status began, when known. */
  since: IsoDate | null;
  /** Changes dated after the day, in the order they take effect. */
  scheduled: ScheduledStatus[];
};

/**
 * How the roll shows a student on `today`: the status of the day and since when, and the changes
 * still to come. `record` is the students row: its status and status_since (the latest recorded
 * status and its date) and the day the student was registered (the start of the first status).
 */
export function studentStatusView(
  record: { status: StudentStatus; since: IsoDate | null; registeredOn: IsoDate | null },
  changes: readonly StudentStatusChange[],
  today: IsoDate,
): StudentStatusView {
  const ordered = inEffectOrder(changes);
  const applied = ordered.filter((change) => compareIsoDate(change.effectiveDate, today) <= 0);
  const scheduled = ordered
    .filter((change) => compareIsoDate(change.effectiveDate, today) > 0)
    .map((change) => ({ status: change.toStatus, effectiveDate: change.effectiveDate }));
  const last = applied.at(-1);
  if (last) return { status: last.toStatus, since: last.effectiveDate, scheduled };
  if (ordered.length === 0) return { status: record.status, since: record.since, scheduled };
  return { status: studentStatusOn(record.status, ordered, today), since: record.registeredOn, scheduled };
}

/**
 * The status a new change starts from: the last one scheduled (a new change may not take effect
 * before it), else the status of the day (`effectiveDate` null).
 */
export function latestStatusOf(view: StudentStatusView): { status: StudentStatus; effectiveDate: IsoDate | null } {
  return view.scheduled.at(-1) ?? { status: view.status, effectiveDate: null };
}

/** `11월 30일` */
function monthDayText(date: IsoDate): string {
  return `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
}

/** `휴원 예정 (11월 30일부터)`: a change still to come, as the roll and the student's page show it. */
export function scheduledStatusText(scheduled: ScheduledStatus): string {
  return `${STUDENT_STATUS_LABELS[scheduled.status]} 예정 (${monthDayText(scheduled.effectiveDate)}부터)`;
}

/** A reason is asked for pausing and leaving (the history shows it); coming back needs none. */
export function statusChangeNeedsReason(to: StudentStatus): boolean {
  return to !== 'enrolled';
}

/** How far the effective date of a status change may lie from today (past or future), in days. */
export const STATUS_EFFECTIVE_DATE_RANGE_DAYS = 365;

// ── access: which permission code covers what ────────────────────────────────

/**
 * Permission codes of the students area (docs/access-matrix.md `## students`):
 * - 010 학원 관리: register, edit, change status, guardians and invitations, batch import, export;
 * - 020 수업 관리: view the students, their memos, birthdays and history, and write memos;
 * a director has both; a teacher sees only the students of their own classes (none until classes exist).
 */
export const STUDENT_MANAGE_PERMISSION = '010' satisfies PermissionCode;
export const STUDENT_VIEW_PERMISSIONS = ['010', '020'] as const satisfies readonly PermissionCode[];

/**
 * Who may manage students (register, edit, change status, import): the director, or a manager holding
 * 010. A teacher may not, whatever codes they hold.
 */
export function mayManageStudents(role: Role | null, authCd: string | null | undefined): boolean {
  return (role === 'DIRECTOR' || role === 'MANAGER') && roleHasPermission(role, authCd, STUDENT_MANAGE_PERMISSION);
}

// ── gender and grade ─────────────────────────────────────────────────────────

export const STUDENT_GENDER_LABELS = { M: '남', F: '여' } as const;

/** School years as the academy speaks them: 1–6 초등, 7–9 중등, 10–12 고등. */
export const GRADE_YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** `초1` … `초6`, `중1` … `중3`, `고1` … `고3`. */
export function gradeLabel(gradeYear: number): string {
  if (gradeYear >= 1 && gradeYear <= 6) return `초${gradeYear}`;
  if (gradeYear >= 7 && gradeYear <= 9) return `중${gradeYear - 6}`;
  if (gradeYear >= 10 && gradeYear <= 12) return `고${gradeYear - 9}`;
  return String(gradeYear);
}

const SCHOOL_LEVELS: Record<string, number> = { 초: 0, 초등: 0, 중: 6, 중등: 6, 고: 9, 고등: 9 };

/**
 * The school year a person typed: `중1`, `중등 1`, `중학교 1학년`, `고3`, `7`, `7학년` → 1–12;
 * `null` when it cannot be read.
 */
export function parseGradeYear(value: string): number | null {
  const text = value.replace(/\s/g, '').replace(/학교|학년/g, '');
  if (text === '') return null;
  const numeric = /^(\d{1,2})$/.exec(text);
  if (numeric) {
    const year = Number(numeric[1]);
    return year >= 1 && year <= 12 ? year : null;
  }
  const match = /^(초등|중등|고등|초|중|고)(\d)$/.exec(text);
  if (!match) return null;
  const base = SCHOOL_LEVELS[match[1] as string] as number;
  const year = Number(match[2]);
  const max = base === 0 ? 6 : 3;
  return year >= 1 && year <= max ? base + year : null;
}

/** `남`, `여`, `남자`, `여자`, `M`, `F` (any case) → M/F; `null` when unreadable. */
export function parseGenderCd(value: string): 'M' | 'F' | null {
  const text = value.trim().toUpperCase();
  if (['남', '남자', '남성', 'M', 'MALE'].includes(text)) return 'M';
  if (['여', '여자', '여성', 'F', 'FEMALE'].includes(text)) return 'F';
  return null;
}

/**
 * A date as people write it in a sheet: `2012-03-15`, `2012.3.15`, `2012/03/15`, `20120315`,
 * `2012년 3월 15일` → `2012-03-15`; `null` when it is not a calendar date.
 */
export function parseLooseDate(value: string): IsoDate | null {
  const text = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const loose = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\.?$/.exec(text);
  const match = compact ?? loose;
  if (!match) return null;
  const iso = toIsoDate({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return parseIsoDate(iso) ? iso : null;
}

/** A birth date the academy may record: a day of the service's calendar (from 1900-01-01) up to today (Seoul). */
export function isPlausibleBirthdate(birthdate: IsoDate, today: IsoDate): boolean {
  return isCalendarDate(birthdate) && compareIsoDate(birthdate, today) <= 0;
}

export const BIRTHDATE_IN_FUTURE_MESSAGE = '생년월일은 오늘보다 이전 날짜로 입력해 주세요.';

// ── birthdays (Asia/Seoul business dates) ─────────────────────────────────────

/** How many days ahead StudentBirthday lists as upcoming. */
export const UPCOMING_BIRTHDAY_DAYS = 30;

/** The birthday of `birthdate` in `year`; 29 February falls on the 28th in other years. */
export function birthdayInYear(birthdate: IsoDate, year: number): IsoDate {
  const parts = parseIsoDate(birthdate);
  if (!parts) throw new RangeError(`not a calendar date: ${birthdate}`);
  const day = parts.month === 2 && parts.day === 29 && !isLeapYear(year) ? 28 : parts.day;
  return toIsoDate({ year, month: parts.month, day });
}

/** The next birthday on or after `today`. */
export function nextBirthday(birthdate: IsoDate, today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  const thisYear = birthdayInYear(birthdate, year);
  return compareIsoDate(thisYear, today) >= 0 ? thisYear : birthdayInYear(birthdate, year + 1);
}

export type BirthdayInfo = {
  /** The birthday's date (in the month asked for, or the next one). */
  date: IsoDate;
  /** Days from today (0 = today; negative when it already passed this month). */
  daysUntil: number;
  /** The age the student turns on that day. */
  turns: number;
};

/** The age reached on a birthday (a 29 February child turns a year older on the 28th in other years). */
const turnsOn = (birthdate: IsoDate, birthday: IsoDate) => Number(birthday.slice(0, 4)) - Number(birthdate.slice(0, 4));

/** The birthday within a month `YYYY-MM` (null when the student was born after it). */
export function birthdayInMonth(birthdate: IsoDate, month: string, today: IsoDate): BirthdayInfo | null {
  const parts = parseIsoDate(birthdate);
  if (!parts || parts.month !== Number(month.slice(5, 7))) return null;
  const date = birthdayInYear(birthdate, Number(month.slice(0, 4)));
  if (compareIsoDate(date, birthdate) <= 0) return null;
  return { date, daysUntil: daysBetween(today, date), turns: turnsOn(birthdate, date) };
}

/** The next birthday when it falls within `days` days of today (today included), else null. */
export function upcomingBirthday(
  birthdate: IsoDate,
  today: IsoDate,
  days: number = UPCOMING_BIRTHDAY_DAYS,
): BirthdayInfo | null {
  if (!parseIsoDate(birthdate) || compareIsoDate(birthdate, today) >= 0) return null;
  const date = nextBirthday(birthdate, today);
  const daysUntil = daysBetween(today, date);
  return daysUntil <= days ? { date, daysUntil, turns: turnsOn(birthdate, date) } : null;
}

/** The calendar months (1–12) a window of `days` days from today touches: a birthday query filters on them. */
export function monthsOfWindow(today: IsoDate, days: number = UPCOMING_BIRTHDAY_DAYS): number[] {
  const months = new Set<number>();
  for (let offset = 0; offset <= days; offset += 1) months.add(Number(addDays(today, offset).slice(5, 7)));
  return [...months];
}

// ── invitations ──────────────────────────────────────────────────────────────

/** Where an invitation's link opens: InstConnect with the code filled in. */
export function instConnectPath(code: string): string {
  return `/v3/InstConnect?code=${encodeURIComponent(code)}`;
}

/** The SMS a guardian (purpose 'parent') or the student (purpose 'student') receives. Informational. */
export function studentInvitationText(input: {
  purpose: 'parent' | 'student';
  instNm: string;
  studentNm: string;
  code: string;
  link: string;
  days: number;
}): string {
  const whom = input.purpose === 'parent' ? `${input.studentNm} 학생의 보호자로` : `${input.studentNm} 학생을`;
  return [
    `[학원ON] ${input.instNm}에서 ${whom} 초대했습니다.`,
    `초대 코드: ${input.code} (${input.days}일 동안 사용할 수 있습니다)`,
    `학원 연결하기: ${input.link}`,
  ].join('\n');
}
