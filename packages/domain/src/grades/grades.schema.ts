import { z } from 'zod';
import { calendarDateSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import {
  GRADE_MAX_SCORE_MAX,
  GRADE_NAME_MAX,
  GRADE_ROSTER_MAX,
  GRADE_SECTION_NAME_MAX,
  GRADE_SECTIONS_MAX,
  GRADE_SUBJECT_MAX,
  GRADES_PAGE_DEFAULT,
  GRADES_PAGE_MAX,
  hasOneDecimalAtMost,
  SCORE_DECIMAL_MESSAGE,
  sectionsFitMaximum,
  sectionsSumMessage,
} from './grades.rules';

/**
 * The grades API contract (성적, docs/decisions/0056-grades.md). Every route is under
 * `/api/insts/:instId`. Staff (the director, a manager with 020 수업, a teacher for the classes they
 * teach) make tests and enter scores; a parent or a student sees only their linked students'
 * scores of published tests — anything else (another academy's id, another child's, a class the
 * teacher does not teach, a draft) answers 404. Dates are Seoul business dates `YYYY-MM-DD`;
 * scores are numbers 0 … maxScore with at most one decimal.
 *
 * REST:
 * - GET    …/grades?classId=&month=&cursor=&limit=     (staff) gradeListResponse: tests of the classes
 *          the caller sees (a teacher: the classes they teach), newest test date first; `month`
 *          `YYYY-MM` keeps that month's tests (GradeManagement)
 * - GET    …/grades/form-options                        (staff) gradeFormOptionsResponse: the classes
 *          the caller may make a test for (CreateGradePage's class choice)
 * - POST   …/grades                                     (staff) createGradeBody → 201 gradeDetail:
 *          step 1 (CreateGradePage); a draft families do not see
 * - GET    …/grades/settings                            (staff) gradeSettings
 * - PUT    …/grades/settings                            (the director) gradeSettings → gradeSettings
 *          (audited): whether families and staff see ranks (default: no)
 * - GET    …/grades/:gradeId                            (staff) gradeDetail: the test, its roster
 *          (the class's students enrolled on the test date, plus anyone who already has a score),
 *          each row's score, and the statistics (GradeDetailPage, EditGradePage2)
 * - PATCH  …/grades/:gradeId                            (staff) editGradeBody → gradeDetail
 *          (EditGradePage; the class stays). A maximum below an entered score → 400 naming the
 *          student; changed sections clear the rows' section scores only when their number changes
 * - PUT    …/grades/:gradeId/scores                     (staff) saveScoresBody → gradeDetail: the whole
 *          grid in one transaction (CreateGradePage2, EditGradePage2). Rows not sent stay as they are;
 *          a row with `score: null, absent: false` clears it. A student not in the roster, a score
 *          outside 0 … max, a section score above its section's maximum or a total that is not the
 *          sum of the sections → 400 and nothing is saved
 * - POST   …/grades/:gradeId/publish                    (staff) → gradeDetail: the deliberate step
 *          that shows the test to families; the students with a score (or 결시) and their parents
 *          are notified once (type 'grade-published', link to MyGradeDetailPage); publishing again
 *          changes nothing and notifies no one. Scores edited after publishing are seen as saved
 * - DELETE …/grades/:gradeId                            (staff; audited) → 204, its scores with it
 * - GET    …/students/:studentId/grades?classId=&cursor=&limit=   studentGradesResponse:
 *          MyGradeManagement and the chart — a student's tests, newest first (families: published
 *          only; staff: a student they see, drafts included and marked)
 * - GET    …/students/:studentId/grades/:gradeId        studentGradeDetail: MyGradeDetailPage — that
 *          student's score with sections and the class's statistics; never another student's score
 */

export const gradesInstParams = z.object({ instId: z.uuid() });
export const gradeParams = gradesInstParams.extend({ gradeId: z.uuid() });
export const studentGradesParams = gradesInstParams.extend({ studentId: z.uuid() });
export const studentGradeParams = studentGradesParams.extend({ gradeId: z.uuid() });

const pageLimit = z.coerce.number().int().min(1).max(GRADES_PAGE_MAX).default(GRADES_PAGE_DEFAULT);
/** An opaque position in a list: pass back the `nextCursor` of the previous page. */
const cursor = z.string().min(1).max(200).optional();

export const gradeListQuery = z.object({
  classId: z.uuid().optional(),
  month: calendarMonthSchema('월', 'choice').optional(),
  cursor,
  limit: pageLimit,
});
export type GradeListQuery = z.infer<typeof gradeListQuery>;

export const studentGradesQuery = z.object({
  classId: z.uuid().optional(),
  cursor,
  limit: pageLimit,
});
export type StudentGradesQuery = z.infer<typeof studentGradesQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

/** A maximum: 1 … GRADE_MAX_SCORE_MAX, at most one decimal. */
const maxScore = (label: string) =>
  labelled(
    z.number().positive().max(GRADE_MAX_SCORE_MAX).refine(hasOneDecimalAtMost, { error: SCORE_DECIMAL_MESSAGE }),
    label,
  );
/** A score as sent: 0 … GRADE_MAX_SCORE_MAX with one decimal; the test's own maximum is checked by the server. */
const scoreValue = labelled(
  z.number().min(0).max(GRADE_MAX_SCORE_MAX).refine(hasOneDecimalAtMost, { error: SCORE_DECIMAL_MESSAGE }),
  '점수',
);

export const gradeSection = z.object({
  name: labelled(z.string().trim().min(1).max(GRADE_SECTION_NAME_MAX), '영역 이름'),
  maxScore: maxScore('영역 만점'),
});
export type GradeSection = z.infer<typeof gradeSection>;

const gradeFields = {
  name: labelled(z.string().trim().min(1).max(GRADE_NAME_MAX), '시험 이름'),
  subject: labelled(z.string().trim().min(1).max(GRADE_SUBJECT_MAX), '과목'),
  testDate: calendarDateSchema('시험일', 'choice'),
  maxScore: maxScore('만점'),
  /** Optional sections (영역: 듣기, 독해 …) whose maxima add up to `maxScore`. */
  sections: labelled(z.array(gradeSection).max(GRADE_SECTIONS_MAX), '영역'),
};

const sectionsFit = (body: { maxScore?: number; sections?: GradeSection[] }) =>
  body.maxScore === undefined || body.sections === undefined || sectionsFitMaximum(body.sections, body.maxScore);
const sectionsIssue = (body: { maxScore?: number }) => ({
  message: sectionsSumMessage(body.maxScore ?? 0),
  path: ['sections'],
});

/** POST …/grades (CreateGradePage, step 1). */
export const createGradeBody = z
  .object({
    classId: labelled(z.uuid(), '반', 'choice'),
    ...gradeFields,
    sections: gradeFields.sections.default([]),
  })
  .superRefine((body, ctx) => {
    if (!sectionsFit(body)) ctx.addIssue({ code: 'custom', ...sectionsIssue(body) });
  });
export type CreateGradeBody = z.infer<typeof createGradeBody>;
export type CreateGradeBodyInput = z.input<typeof createGradeBody>;

/**
 * PATCH …/grades/:gradeId (EditGradePage): any of the fields; `sections` and `maxScore` are checked
 * together (sending one checks it against the other's stored value on the server).
 */
export const editGradeBody = z
  .object({
    name: gradeFields.name.optional(),
    subject: gradeFields.subject.optional(),
    testDate: gradeFields.testDate.optional(),
    maxScore: gradeFields.maxScore.optional(),
    sections: gradeFields.sections.optional(),
  })
  .superRefine((body, ctx) => {
    if (!sectionsFit(body)) ctx.addIssue({ code: 'custom', ...sectionsIssue(body) });
  });
export type EditGradeBody = z.infer<typeof editGradeBody>;

/**
 * A grid row. `absent: true` is 결시 (its score must be null); `score: null, absent: false` is not
 * entered. With sections, `sectionScores` has one entry per section (null: not entered) and the
 * total `score` is their sum (send null to let the server add them up).
 */
export const scoreRow = z.object({
  studentId: z.uuid(),
  score: scoreValue.nullable(),
  absent: z.boolean().default(false),
  sectionScores: z.array(scoreValue.nullable()).max(GRADE_SECTIONS_MAX).default([]),
});
export type ScoreRow = z.infer<typeof scoreRow>;
export type ScoreRowInput = z.input<typeof scoreRow>;

/** PUT …/grades/:gradeId/scores: the grid in one request. */
export const saveScoresBody = z.object({
  scores: labelled(z.array(scoreRow).max(GRADE_ROSTER_MAX), '점수'),
});
export type SaveScoresBody = z.infer<typeof saveScoresBody>;
export type SaveScoresBodyInput = z.input<typeof saveScoresBody>;

/** GET/PUT …/grades/settings. */
export const gradeSettings = z.object({
  /** Show ranks (석차) within the class to staff and families. */
  showRank: z.boolean(),
});
export type GradeSettings = z.infer<typeof gradeSettings>;

// ── views ────────────────────────────────────────────────────────────────────

export const distributionBandView = z.object({
  /** '90~100' */
  label: z.string(),
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});
export type DistributionBandView = z.infer<typeof distributionBandView>;

export const gradeStatisticsView = z.object({
  takers: z.number().int(),
  absent: z.number().int(),
  notEntered: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  distribution: z.array(distributionBandView),
});
export type GradeStatisticsView = z.infer<typeof gradeStatisticsView>;

/** A row of GradeManagement. */
export const gradeListItem = z.object({
  gradeId: z.string(),
  name: z.string(),
  subject: z.string(),
  testDate: z.string(),
  classId: z.string(),
  classNm: z.string(),
  maxScore: z.number(),
  /** Rows with a score (결시 not counted). */
  scoredCount: z.number().int(),
  /** The roster's size: the class's students enrolled on the test date plus others with a score. */
  studentCount: z.number().int(),
  average: z.number().nullable(),
  /** Null while a draft. */
  publishedAt: z.string().nullable(),
});
export type GradeListItem = z.infer<typeof gradeListItem>;

export const gradeListResponse = z.object({
  items: z.array(gradeListItem),
  nextCursor: z.string().nullable(),
});
export type GradeListResponse = z.infer<typeof gradeListResponse>;

export const gradeFormOptionsResponse = z.object({
  classes: z.array(z.object({ classId: z.string(), classNm: z.string(), compulsorySubject: z.string().nullable() })),
});
export type GradeFormOptionsResponse = z.infer<typeof gradeFormOptionsResponse>;

export const rosterRow = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  score: z.number().nullable(),
  absent: z.boolean(),
  /** One per section (null: not entered); empty for a test without sections. */
  sectionScores: z.array(z.number().nullable()),
  /** Competition rank among the scored rows; null without a score or when ranks are not shown. */
  rank: z.number().int().nullable(),
  /** Enrolled in the class on the test date (false: kept because a score was entered before leaving). */
  enrolled: z.boolean(),
});
export type RosterRow = z.infer<typeof rosterRow>;

const gradeHead = {
  gradeId: z.string(),
  name: z.string(),
  subject: z.string(),
  testDate: z.string(),
  classId: z.string(),
  classNm: z.string(),
  maxScore: z.number(),
  sections: z.array(gradeSection),
  publishedAt: z.string().nullable(),
};

/** GradeDetailPage / EditGradePage(2) for staff. */
export const gradeDetail = z.object({
  ...gradeHead,
  createdAt: z.string(),
  updatedAt: z.string(),
  showRank: z.boolean(),
  statistics: gradeStatisticsView,
  /** By name (Korean order). */
  roster: z.array(rosterRow),
});
export type GradeDetail = z.infer<typeof gradeDetail>;

/** A row of a student's tests (MyGradeManagement, the chart, the family home's card). */
export const studentGradeItem = z.object({
  gradeId: z.string(),
  name: z.string(),
  subject: z.string(),
  testDate: z.string(),
  classId: z.string(),
  classNm: z.string(),
  maxScore: z.number(),
  score: z.number().nullable(),
  absent: z.boolean(),
  classAverage: z.number().nullable(),
  classHighest: z.number().nullable(),
  /** Null unless the academy shows ranks (and the student has a score). */
  rank: z.number().int().nullable(),
  rankOf: z.number().int().nullable(),
  /** Staff see drafts too (null: not published). */
  publishedAt: z.string().nullable(),
});
export type StudentGradeItem = z.infer<typeof studentGradeItem>;

export const studentGradesResponse = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  showRank: z.boolean(),
  items: z.array(studentGradeItem),
  nextCursor: z.string().nullable(),
});
export type StudentGradesResponse = z.infer<typeof studentGradesResponse>;

/** MyGradeDetailPage: one student's row and the class's statistics, never another student's score. */
export const studentGradeDetail = z.object({
  ...gradeHead,
  studentId: z.string(),
  studentNm: z.string(),
  score: z.number().nullable(),
  absent: z.boolean(),
  sectionScores: z.array(z.number().nullable()),
  rank: z.number().int().nullable(),
  rankOf: z.number().int().nullable(),
  showRank: z.boolean(),
  statistics: gradeStatisticsView,
});
export type StudentGradeDetail = z.infer<typeof studentGradeDetail>;

/**
 * A published test as the monthly learning report shows it (`gradesForReport` of the server's
 * grades feature): the student's score and the class's average and highest, rank only when the
 * academy shows ranks.
 */
export type ReportGradeRow = {
  gradeId: string;
  name: string;
  subject: string;
  testDate: string;
  score: number | null;
  maxScore: number;
  classAverage: number | null;
  classHighest: number | null;
  rank: number | null;
  rankOf: number | null;
};

/** The notification type of a published test. */
export const GRADE_PUBLISHED_TYPE = 'grade-published';

/** MyGradeDetailPage's address for a test and a child (the notification's link). */
export const myGradeDetailPath = (gradeId: string, studentId: string) =>
  `/v3/MyGradeDetailPage/${encodeURIComponent(gradeId)}?studentId=${encodeURIComponent(studentId)}`;
// contract: complete
