/** Class constants and defaults of SPEC §3 and §9. */

/** Headcount (`fixed`) cap: a larger value becomes this. */
export const CLASS_FIXED_MAX = 9999;

/** The stock images a class may use instead of an upload. */
export const CLASS_STOCK_IMAGES = [
  'class001.jpg',
  'class002.jpg',
  'class003.jpg',
  'class004.jpg',
  'class005.jpg',
] as const;
export type ClassStockImage = (typeof CLASS_STOCK_IMAGES)[number];

/** How many images a class may upload. */
export const CLASS_UPLOAD_SLOTS = 4;

/** Billing-day rule type of a new class. */
export const DEFAULT_PAY_DT_TP_CD = '010';

/** Billing day (appointedDt) of a new class. */
export const DEFAULT_APPOINTED_DT = '1';

/** Visibility flags of a new class, `#`-joined. */
export const DEFAULT_SHOW_YN = 'Y#Y#N#N';

/**
 * Class type (classTpCd), see docs/decisions/0013-class-codes.md:
 * - `010` 그룹 수업: several students share the class, up to its headcount (`fixed`);
 * - `020` 1:1 수업: one student at a time, so the headcount is always 1.
 */
export const CLASS_TP_CODES = ['010', '020'] as const;
export type ClassTpCd = (typeof CLASS_TP_CODES)[number];
export const CLASS_TP_LABELS: Record<ClassTpCd, string> = { '010': '그룹 수업', '020': '1:1 수업' };
/** A 1:1 class holds exactly one student. */
export const ONE_TO_ONE_FIXED = 1;

/**
 * Billing-date rule (payDtTpCd), see docs/decisions/0013-class-codes.md:
 * - `010` 매월 지정일 청구: every month on the day `appointedDt` (1–31); in a shorter month, its last day;
 * - `020` 수강 시작일 기준 청구: every month on the day of the month the student's enrolment started
 *   (the same last-day rule); `appointedDt` is not used;
 * - `030` 회차 소진 시 청구: a per-round tuition (e.g. 8회) is billed again when its rounds are used
 *   up; only for a tuition billed per round; `appointedDt` is not used.
 */
export const PAY_DT_TP_CODES = ['010', '020', '030'] as const;
export type PayDtTpCd = (typeof PAY_DT_TP_CODES)[number];
export const PAY_DT_TP_LABELS: Record<PayDtTpCd, string> = {
  '010': '매월 지정일 청구',
  '020': '수강 시작일 기준 청구',
  '030': '회차 소진 시 청구',
};

/**
 * What each `showYn` flag (by position, `#`-joined, default `Y#Y#N#N`) shows to the class's parents
 * and students; staff always see everything:
 * 1. `intro` 수업 소개 공개 — the introduction text and the images;
 * 2. `teachers` 강사 공개 — the teachers' names;
 * 3. `tuition` 수강료 공개 — the tuition and its billing rule;
 * 4. `fixed` 정원 공개 — the headcount and how many are enrolled.
 */
export const SHOW_YN_FLAGS = ['intro', 'teachers', 'tuition', 'fixed'] as const;
export type ShowYnFlag = (typeof SHOW_YN_FLAGS)[number];
export const SHOW_YN_LABELS: Record<ShowYnFlag, string> = {
  intro: '수업 소개 공개',
  teachers: '강사 공개',
  tuition: '수강료 공개',
  fixed: '정원 공개',
};

/** A class is open until it is closed (폐강); a closed class keeps its history. */
export const CLASS_STATUSES = ['open', 'closed'] as const;

/** A tuition is billed per month, or per round (roundInfo {round, tuition}: `round` rounds for `tuition` won). */
export const TUITION_BILLING_UNITS = ['MONTH', 'ROUND'] as const;
export type TuitionBillingUnit = (typeof TUITION_BILLING_UNITS)[number];
export const TUITION_BILLING_UNIT_LABELS: Record<TuitionBillingUnit, string> = { MONTH: '월 단위', ROUND: '회차 단위' };

/** The order a Korean timetable lists weekdays in: 월 … 일. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export const CLASS_NM_MAX = 40;
export const COMPULSORY_SUBJECT_MAX = 20;
export const CLASS_ROOM_MAX = 20;
export const CLASS_INTRO_MAX = 2000;
export const CLASS_TAGS_MAX = 10;
export const CLASS_TAG_MAX = 20;
/** Weekly slots of one class. */
export const CLASS_SLOTS_MAX = 14;
/** Teachers of one class. */
export const CLASS_TEACHERS_MAX = 5;
export const TUITION_NM_MAX = 30;
/** 1억 원: more is a typing mistake. */
export const TUITION_AMOUNT_MAX = 100_000_000;
export const TUITION_ROUNDS_MAX = 200;
/** Students enrolled in one request. */
export const ENROL_BATCH_MAX = 100;
/** How far from today a class move (ClassMoving) may be dated, either way. */
export const CLASS_MOVE_RANGE_DAYS = 365;
