import { josa } from 'es-hangul';
import { roleHasPermission } from '../access/access.permissions';
import type { Role } from '../access/access.roles';
import { addDays, daysBetween, type IsoDate } from '../calendar/calendar.rules';
import { formatShortDate } from '../format/format.date';
import { digitsOnly } from '../text/text.rules';
import {
  CLASS_FIXED_MAX,
  CLASS_MOVE_RANGE_DAYS,
  DEFAULT_SHOW_YN,
  SHOW_YN_FLAGS,
  type ShowYnFlag,
} from './class.constants';

/**
 * Class rules: the headcount cap, the `showYn` flags (`Y#Y#N#N`, meanings in class.constants),
 * weekly slots and their overlaps, the billing-date rules of `payDtTpCd`, and the headcount check
 * of enrolments.
 */

/** A headcount capped at 9999 (larger becomes 9999); negatives become 0. */
export function capClassFixed(fixed: number): number {
  return Math.min(Math.max(0, Math.trunc(fixed)), CLASS_FIXED_MAX);
}

/** A typed headcount: digits only, capped at 9999; `null` when no digit was typed. */
export function parseClassFixedInput(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : capClassFixed(Number(digits));
}

export type ShowYnFlags = readonly boolean[];

/** `Y#Y#N#N` → `[true, true, false, false]`; an empty or missing value gives the default flags. */
export function parseShowYn(showYn: string | null | undefined): boolean[] {
  const value = showYn?.trim() ? showYn : DEFAULT_SHOW_YN;
  return value.split('#').map((flag) => flag.trim().toUpperCase() === 'Y');
}

/** `[true, true, false, false]` → `Y#Y#N#N`. */
export function formatShowYn(flags: ShowYnFlags): string {
  return flags.map((flag) => (flag ? 'Y' : 'N')).join('#');
}

/** The flags with one position changed (positions past the end are filled with N). */
export function setShowYnFlag(showYn: string | null | undefined, index: number, value: boolean): string {
  const flags = parseShowYn(showYn);
  while (flags.length <= index) flags.push(false);
  flags[index] = value;
  return formatShowYn(flags);
}

// ── showYn by name ───────────────────────────────────────────────────────────

/** The four flags by name (`SHOW_YN_FLAGS`); a missing position reads as its default. */
export function showYnFlagsOf(showYn: string | null | undefined): Record<ShowYnFlag, boolean> {
  const flags = parseShowYn(showYn);
  const defaults = parseShowYn(DEFAULT_SHOW_YN);
  return Object.fromEntries(
    SHOW_YN_FLAGS.map((flag, index) => [flag, flags[index] ?? defaults[index] ?? false]),
  ) as Record<ShowYnFlag, boolean>;
}

// ── times of day and weekly slots ────────────────────────────────────────────

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` on a 24-hour clock. */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** `14:30` → 870 (minutes after midnight); `HH:MM:SS` (as PostgreSQL answers a `time`) also reads. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) throw new RangeError(`not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `14:30:00` → `14:30`. */
export const toHhMm = (time: string): string => time.slice(0, 5);

export type WeeklySlot = { day: number; start: string; end: string; room?: string | null };

/** Two slots overlap when they share a weekday and some minute (touching ends do not overlap). */
export function slotsOverlap(a: WeeklySlot, b: WeeklySlot): boolean {
  return a.day === b.day && minutesOfDay(a.start) < minutesOfDay(b.end) && minutesOfDay(b.start) < minutesOfDay(a.end);
}

/** Pairs of indexes `[earlier, later]` of slots that overlap; slots with a bad time are skipped. */
export function overlappingSlots(slots: readonly WeeklySlot[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const valid = (slot: WeeklySlot) => isTimeOfDay(slot.start) && isTimeOfDay(slot.end) && slot.start < slot.end;
  for (let i = 0; i < slots.length; i += 1) {
    for (let j = i + 1; j < slots.length; j += 1) {
      const a = slots[i] as WeeklySlot;
      const b = slots[j] as WeeklySlot;
      if (valid(a) && valid(b) && slotsOverlap(a, b)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** A room name as compared between classes: trimmed, spaces removed, case-folded (`201 호` = `201호`). */
export function roomKey(room: string | null | undefined): string | null {
  const key = (room ?? '').replace(/\s+/g, '').toLowerCase();
  return key === '' ? null : key;
}

/** The weekdays a class meets on, from its slots: distinct and in order (0 = Sunday). */
export function lecDaysOf(slots: readonly Pick<WeeklySlot, 'day'>[]): number[] {
  return [...new Set(slots.map((slot) => slot.day))].sort((a, b) => a - b);
}

// ── enrolment and the headcount ──────────────────────────────────────────────

export type EnrolmentPeriod = { startDate: IsoDate; endDate: IsoDate | null };

const overlapsPeriod = (a: EnrolmentPeriod, b: EnrolmentPeriod) =>
  (a.endDate === null || b.startDate <= a.endDate) && (b.endDate === null || a.startDate <= b.endDate);

/** Whether two enrolment periods share a day (an open end runs forever). */
export function enrolmentsOverlap(a: EnrolmentPeriod, b: EnrolmentPeriod): boolean {
  return overlapsPeriod(a, b);
}

/**
 * The most enrolments active on one day within `period`. The count only rises on a start date, so
 * it is enough to look at the period's first day and every start inside it.
 */
export function maxConcurrentEnrolments(enrolments: readonly EnrolmentPeriod[], period: EnrolmentPeriod): number {
  const relevant = enrolments.filter((enrolment) => overlapsPeriod(enrolment, period));
  const points = [
    period.startDate,
    ...relevant
      .map((enrolment) => enrolment.startDate)
      .filter((day) => day > period.startDate && (period.endDate === null || day <= period.endDate)),
  ];
  let most = 0;
  for (const day of points) {
    const active = relevant.filter(
      (enrolment) => enrolment.startDate <= day && (enrolment.endDate === null || day <= enrolment.endDate),
    ).length;
    most = Math.max(most, active);
  }
  return most;
}

/** The Korean refusal when an enrolment would go over the headcount. */
export function classFullMessage(fixed: number, enrolled: number): string {
  const free = Math.max(0, fixed - enrolled);
  return free === 0
    ? `정원 ${fixed}명이 모두 찼습니다. 정원을 늘리거나 수강 중인 원생의 수강을 종료한 뒤 다시 등록해 주세요.`
    : `정원 ${fixed}명을 넘어 등록할 수 없습니다. 지금 ${enrolled}명이 수강 중이라 ${free}명까지 더 등록할 수 있습니다.`;
}

/** A list of names for a message: `최민준, 김도윤 외 3명`. */
export function namesForMessage(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} 외 ${names.length - shown}명` : head;
}

/** Another open class uses the room at the same time. */
export function roomConflictMessage(classNm: string, room: string): string {
  return `'${classNm}' 반이 같은 시간에 ${josa(room.trim(), '을/를')} 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.`;
}

/** Some students are already enrolled for (part of) the period. */
export function alreadyEnrolledMessage(names: readonly string[]): string {
  return `이미 이 반에 등록된 원생이 있습니다: ${namesForMessage(names)}. 수강 기간을 확인해 주세요.`;
}

/** Students who left the academy cannot join a class. */
export function leftStudentsMessage(names: readonly string[]): string {
  return `퇴원한 원생은 반에 등록할 수 없습니다: ${namesForMessage(names)}.`;
}

// ── moving students between classes (ClassMoving) ────────────────────────────

/**
 * Who may move students between classes: the director, or a manager holding 020 (수업 관리). A
 * teacher may not, whatever codes they hold: a move changes two classes' rosters.
 */
export function mayMoveStudents(role: Role, authCd: string | null | undefined): boolean {
  return role === 'DIRECTOR' || (role === 'MANAGER' && roleHasPermission(role, authCd, '020'));
}

/** Whether an enrolment runs on `day`. */
export function enrolmentCovers(enrolment: EnrolmentPeriod, day: IsoDate): boolean {
  return enrolment.startDate <= day && (enrolment.endDate === null || day <= enrolment.endDate);
}

/**
 * A move on `moveDate` splits an enrolment in two: the old class keeps it up to the day before, the
 * new class takes it from that day (until the old end, if one was set). `null` when the enrolment
 * cannot move that day: it starts that day or later (nothing would stay in the old class), or it
 * has already ended.
 */
export function splitEnrolmentAt(
  enrolment: EnrolmentPeriod,
  moveDate: IsoDate,
): { stays: EnrolmentPeriod; moves: EnrolmentPeriod } | null {
  if (moveDate <= enrolment.startDate) return null;
  if (enrolment.endDate !== null && moveDate > enrolment.endDate) return null;
  return {
    stays: { startDate: enrolment.startDate, endDate: addDays(moveDate, -1) },
    moves: { startDate: moveDate, endDate: enrolment.endDate },
  };
}

/**
 * The most students a class holds on one day within any of the `added` periods, once they all join
 * its `existing` enrolments (0 when nothing is added). Compared with the headcount (`fixed`).
 */
export function headcountWith(existing: readonly EnrolmentPeriod[], added: readonly EnrolmentPeriod[]): number {
  const all = [...existing, ...added];
  return added.reduce((most, period) => Math.max(most, maxConcurrentEnrolments(all, period)), 0);
}

/** A move dated more than `CLASS_MOVE_RANGE_DAYS` from today is a typing mistake. */
export function isMoveDateInRange(moveDate: IsoDate, today: IsoDate): boolean {
  return Math.abs(daysBetween(today, moveDate)) <= CLASS_MOVE_RANGE_DAYS;
}

export const CLASS_MOVE_DATE_RANGE_MESSAGE = '옮기는 날은 오늘부터 앞뒤 1년 안에서 골라 주세요.';

/** Some students are not in the class they are moved from on the move day. */
export function notInClassMessage(classNm: string, names: readonly string[], moveDate: IsoDate): string {
  return `${formatShortDate(moveDate)}에 ${josa(classNm, '을/를')} 수강하지 않는 원생이 있습니다: ${namesForMessage(names)}. 원생이나 날짜를 다시 선택해 주세요.`;
}

/** The move day is not after the day the student joined the class. */
export function moveBeforeStartMessage(names: readonly string[], startDate: IsoDate): string {
  return `수강을 시작한 날(${formatShortDate(startDate)})이나 그 전으로는 반을 옮길 수 없습니다: ${namesForMessage(names)}. 수강 시작 다음 날부터 골라 주세요.`;
}

/** Students cannot be moved into, or out of, a closed class. */
export function closedClassMoveMessage(classNm: string): string {
  return `${josa(classNm, '은/는')} 폐강한 반이라 원생을 옮길 수 없습니다. 다른 반을 선택해 주세요.`;
}

/** The class moved into has no room for all the students on some day from the move on. */
export function moveFullMessage(classNm: string, fixed: number, enrolled: number): string {
  const free = Math.max(0, fixed - enrolled);
  return free === 0
    ? `${josa(classNm, '은/는')} 정원 ${fixed}명이 모두 찼습니다. 정원을 늘리거나 다른 반을 선택해 주세요.`
    : `${josa(classNm, '은/는')} 정원 ${fixed}명 중 ${enrolled}명이 수강 중이라 ${free}명까지만 옮길 수 있습니다. 옮길 원생을 줄이거나 정원을 늘려 주세요.`;
}

/** Attendance is already recorded in the old class on or after the move day. */
export function attendanceAfterMoveMessage(classNm: string, names: readonly string[], moveDate: IsoDate): string {
  return `${classNm}에서 ${formatShortDate(moveDate)} 이후의 출결이 기록된 원생이 있습니다: ${namesForMessage(names)}. 옮기는 날을 마지막 출결 다음 날 이후로 골라 주세요.`;
}

/** Some students already attend the class they are moved into on some day from the move on. */
export function alreadyInClassMessage(classNm: string, names: readonly string[]): string {
  return `${classNm}에 이미 다니고 있는 원생이 있습니다: ${namesForMessage(names)}. 원생이나 옮길 반을 다시 선택해 주세요.`;
}

/** The move day lies after the class moved into ends. */
export function moveAfterClassEndMessage(classNm: string, lecEndDt: IsoDate): string {
  return `옮기는 날이 ${classNm}의 수업 종료일(${formatShortDate(lecEndDt)}) 뒤입니다. 수업 기간 안의 날짜를 골라 주세요.`;
}

/** A new student cannot join a closed class. */
export function closedClassJoinMessage(classNm: string): string {
  return `${josa(classNm, '은/는')} 폐강한 반이라 등록할 수 없습니다. 다른 반을 선택해 주세요.`;
}

/** A new student cannot join a class whose headcount is reached. */
export function joinFullMessage(classNm: string, fixed: number): string {
  return `${josa(classNm, '은/는')} 정원 ${fixed}명이 모두 찼습니다. 다른 반을 선택하거나 정원을 늘린 뒤 등록해 주세요.`;
}

/** A new student cannot join a class that has ended. */
export function joinAfterClassEndMessage(classNm: string, lecEndDt: IsoDate): string {
  return `${josa(classNm, '은/는')} ${formatShortDate(lecEndDt)}에 수업이 끝나 등록할 수 없습니다. 다른 반을 선택해 주세요.`;
}

/** The day a student registered on `today` starts a class: today, or the class's first day if later. */
export function joinStartDate(today: IsoDate, lecStartDt: IsoDate): IsoDate {
  return lecStartDt > today ? lecStartDt : today;
}

/** What ClassMoving asks before moving: who, from which class to which, from when, and what stays. */
export function classMoveConfirmMessage(
  names: readonly string[],
  fromClassNm: string,
  toClassNm: string,
  moveDate: IsoDate,
): string {
  return `${namesForMessage(names)} 원생을 ${fromClassNm}에서 ${josa(toClassNm, '으로/로')} ${formatShortDate(moveDate)}부터 옮길까요? ${formatShortDate(addDays(moveDate, -1))}까지의 수업과 출결은 ${fromClassNm}에 남습니다.`;
}

/** The toast after a move. */
export function classMovedMessage(count: number, toClassNm: string): string {
  return `${count}명을 ${josa(toClassNm, '으로/로')} 옮겼습니다.`;
}

/** How a history line names a move: `수학 A반 → 수학 B반`. */
export function classMoveSubject(fromClassNm: string, toClassNm: string): string {
  return `${fromClassNm} → ${toClassNm}`;
}
