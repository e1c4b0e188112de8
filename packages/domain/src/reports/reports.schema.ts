import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../attendance/attendance.rules';
import { calendarMonthSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import {
  BIRTHDAY_MESSAGE_MAX,
  REPORT_BATCH_STATUSES,
  REPORT_COMMENT_MAX,
  REPORT_KINDS,
  REPORT_ROW_STATUSES,
  REPORT_SEND_MAX,
  REPORT_STATUSES,
  REPORT_TODO_PAGE_DEFAULT,
  REPORT_TODO_PAGE_MAX,
  STUDENT_REPORTS_PAGE_DEFAULT,
  STUDENT_REPORTS_PAGE_MAX,
} from './reports.rules';

/**
 * The learning reports API contract (학습 리포트; docs/decisions/0055-learning-reports-and-pdf.md).
 * Every route is under `/api/insts/:instId`. Staff are the director, a manager with 020 (수업) and
 * a teacher for the classes they teach; families (parents, students) read only their linked
 * students' SENT reports. Any id outside the caller's scope answers 404.
 *
 * REST:
 * - GET    …/reports?classId=&month=                 reportListResponse (staff, InstReportList: the class's
 *                                                     students for the month, their report, read status, the batch)
 * - GET    …/reports/todo?month=&limit=              reportTodoResponse (staff, teacher home card: reports of the
 *                                                     caller's classes not sent yet; month defaults to last month)
 * - POST   …/reports/batches                         createBatchBody → 202 reportBatchView (staff: compose the
 *                                                     class's reports as a job; a running batch is returned as is)
 * - GET    …/reports/batches/:batchId                reportBatchView (staff: progress)
 * - GET    …/reports/birthdays?month=                birthdaysResponse (staff, Birth: students with a birthday)
 * - POST   …/reports/birthdays                       birthdayBody → 201 reportView (staff: send the greeting now)
 * - POST   …/reports/send                            sendReportsBody → sendReportsResponse (staff: reviewed
 *                                                     drafts are sent; idempotent; refused when a comment is missing)
 * - GET    …/reports/:reportId                       reportView (ReportDetail, Attend/Grade/Birth sections, the
 *                                                     ReportForm preview; a family opening it marks it read)
 * - PATCH  …/reports/:reportId                       updateReportBody → reportView (staff, ReportForm: autosaved
 *                                                     draft and/or the published comment; drafts only)
 * - GET    …/reports/:reportId/pdf                   application/pdf (staff any report in scope; families a sent
 *                                                     one; marks read for a family). `Content-Disposition:
 *                                                     attachment; filename*=UTF-8''<reportFileName>`
 * - GET    …/students/:studentId/reports?limit=      studentReportsResponse (StudentReportList, newest first;
 *                                                     families: sent only; the family home card uses limit=1)
 */

// ── params and queries ───────────────────────────────────────────────────────

export const reportsInstParams = z.object({ instId: z.uuid() });
export const reportParams = reportsInstParams.extend({ reportId: z.uuid() });
export const reportBatchParams = reportsInstParams.extend({ batchId: z.uuid() });
export const reportStudentParams = reportsInstParams.extend({ studentId: z.uuid() });

export const reportMonthSchema = calendarMonthSchema('월', 'choice');

/** The class list; the class defaults to the caller's first class, the month to last month. */
export const reportListQuery = z.object({
  classId: z.uuid().optional(),
  month: reportMonthSchema.optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const reportTodoQuery = z.object({
  month: reportMonthSchema.optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_TODO_PAGE_MAX).default(REPORT_TODO_PAGE_DEFAULT),
});
export type ReportTodoQuery = z.infer<typeof reportTodoQuery>;

export const birthdaysQuery = z.object({ month: reportMonthSchema.optional() });
export type BirthdaysQuery = z.infer<typeof birthdaysQuery>;

export const studentReportsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(STUDENT_REPORTS_PAGE_MAX).default(STUDENT_REPORTS_PAGE_DEFAULT),
});
export type StudentReportsQuery = z.infer<typeof studentReportsQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

export const REPORT_COMMENT_MISSING_MESSAGE = '선생님 코멘트를 작성한 뒤 보내 주세요.';

export const reportCommentSchema = labelled(z.string().max(REPORT_COMMENT_MAX), '선생님 코멘트');

/** POST …/reports/batches: compose (or recompose the drafts of) a class's month. */
export const createBatchBody = z.object({
  classId: labelled(z.uuid(), '반', 'choice'),
  month: reportMonthSchema,
});
export type CreateBatchBody = z.infer<typeof createBatchBody>;

/**
 * PATCH …/reports/:reportId (ReportForm). `commentDraft` is what the teacher is typing (autosaved,
 * staff only); `comment` is what the family will read (saving it also clears the draft when they
 * are equal). Either may be sent alone; an empty `comment` unpublishes it.
 */
export const updateReportBody = z
  .object({
    comment: reportCommentSchema.optional(),
    commentDraft: reportCommentSchema.optional(),
  })
  .refine((body) => body.comment !== undefined || body.commentDraft !== undefined, {
    message: '저장할 내용이 없습니다.',
    path: ['comment'],
  });
export type UpdateReportBody = z.infer<typeof updateReportBody>;

export const sendReportsBody = z.object({
  reportIds: labelled(z.array(z.uuid()).min(1).max(REPORT_SEND_MAX), '보낼 리포트', 'choice'),
});
export type SendReportsBody = z.infer<typeof sendReportsBody>;

export const birthdayBody = z.object({
  studentId: labelled(z.uuid(), '원생', 'choice'),
  message: labelled(z.string().trim().min(1).max(BIRTHDAY_MESSAGE_MAX), '축하 메시지'),
});
export type BirthdayBody = z.infer<typeof birthdayBody>;

// ── pieces of a report (the grades and homework areas supply these rows) ─────

/** One published test of the month (grades.report-source.ts; same shape as grades' ReportGradeRow). */
export const reportGradeRowView = z.object({
  gradeId: z.string(),
  name: z.string(),
  subject: z.string(),
  testDate: z.string(),
  score: z.number().nullable(),
  maxScore: z.number(),
  classAverage: z.number().nullable(),
  classHighest: z.number().nullable(),
  /** Null unless the academy shows ranks. */
  rank: z.number().int().nullable(),
  rankOf: z.number().int().nullable(),
});
export type ReportGradeRowView = z.infer<typeof reportGradeRowView>;

export const REPORT_HOMEWORK_STATUSES = ['completed', 'revision', 'submitted', 'late', 'missing', 'open'] as const;
export type ReportHomeworkStatus = (typeof REPORT_HOMEWORK_STATUSES)[number];

/** The month's homework (homework.report-source.ts; same shape as homework's ReportHomeworkSummary). */
export const reportHomeworkView = z.object({
  assigned: z.number().int(),
  submitted: z.number().int(),
  completed: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  /** Completed of the homework already due, whole percent; null when none was due. */
  rate: z.number().int().nullable(),
  items: z.array(
    z.object({
      homeworkId: z.string(),
      title: z.string(),
      dueAt: z.string(),
      status: z.enum(REPORT_HOMEWORK_STATUSES),
    }),
  ),
});
export type ReportHomeworkView = z.infer<typeof reportHomeworkView>;

export const reportAttendanceView = z.object({
  summary: z.object({
    counts: z.object({
      PRESENT: z.number().int(),
      LATE: z.number().int(),
      ABSENT: z.number().int(),
      EARLY_LEAVE: z.number().int(),
      MAKEUP: z.number().int(),
    }),
    total: z.number().int(),
    attended: z.number().int(),
    rate: z.number().int().nullable(),
  }),
  /** The month calendar: one status per class day, in date order (days without a class are absent). */
  days: z.array(z.object({ date: z.string(), status: z.enum(ATTENDANCE_STATUSES) })),
});
export type ReportAttendanceView = z.infer<typeof reportAttendanceView>;

export const reportStudyView = z.object({
  totalMinutes: z.number().int(),
  /** Monday–Sunday weeks cut at the month's edges; their minutes add up to the total. */
  weeks: z.array(z.object({ from: z.string(), to: z.string(), minutes: z.number().int() })),
});
export type ReportStudyView = z.infer<typeof reportStudyView>;

/** Which family account opened a sent report, and when (staff views only). */
export const reportReadView = z.object({
  userId: z.string(),
  userNm: z.string(),
  /** '부모님' for a guardian, '학생' for the student's own account. */
  relation: z.enum(['guardian', 'student']),
  firstReadAt: z.string(),
  lastReadAt: z.string(),
});
export type ReportReadView = z.infer<typeof reportReadView>;

// ── views ────────────────────────────────────────────────────────────────────

export const reportBatchView = z.object({
  batchId: z.string(),
  classId: z.string(),
  month: z.string(),
  status: z.enum(REPORT_BATCH_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportBatchView = z.infer<typeof reportBatchView>;

export const reportClassOption = z.object({ classId: z.string(), className: z.string() });
export type ReportClassOption = z.infer<typeof reportClassOption>;

export const reportListRow = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  reportId: z.string().nullable(),
  status: z.enum(REPORT_ROW_STATUSES),
  /** The published comment is written (a report without one cannot be sent). */
  commentWritten: z.boolean(),
  /** A draft is saved that differs from the published comment. */
  hasDraft: z.boolean(),
  composedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The family accounts that opened it (sent reports only). */
  reads: z.array(reportReadView),
  /** The family accounts that can open it (guardians and the student's own account). */
  familyCount: z.number().int(),
});
export type ReportListRow = z.infer<typeof reportListRow>;

export const reportListResponse = z.object({
  /** The classes the caller may report on (the class picker); empty when none. */
  classes: z.array(reportClassOption),
  /** The class shown; null when the caller has no class. */
  classId: z.string().nullable(),
  month: z.string(),
  rows: z.array(reportListRow),
  /** The running batch of this class and month, else the latest finished one; null when never run. */
  batch: reportBatchView.nullable(),
});
export type ReportListResponse = z.infer<typeof reportListResponse>;

export const reportTodoItem = z.object({
  classId: z.string(),
  className: z.string(),
  studentId: z.string(),
  studentNm: z.string(),
  reportId: z.string().nullable(),
  status: z.enum(['none', 'draft']),
  commentWritten: z.boolean(),
});
export type ReportTodoItem = z.infer<typeof reportTodoItem>;

export const reportTodoResponse = z.object({
  month: z.string(),
  /** All reports still to send (the items are the first `limit`). */
  total: z.number().int(),
  items: z.array(reportTodoItem),
});
export type ReportTodoResponse = z.infer<typeof reportTodoResponse>;

export const reportView = z.object({
  reportId: z.string(),
  kind: z.enum(REPORT_KINDS),
  status: z.enum(REPORT_STATUSES),
  /** `2026년 10월 학습 리포트`. */
  title: z.string(),
  month: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  instNm: z.string(),
  student: z.object({ studentId: z.string(), studentNm: z.string() }),
  /** Null for a birthday report. */
  class: reportClassOption.nullable(),
  /** Monthly reports only (null for a birthday report). */
  attendance: reportAttendanceView.nullable(),
  grades: z.array(reportGradeRowView),
  homework: reportHomeworkView.nullable(),
  study: reportStudyView.nullable(),
  /** The teacher's comment as the family reads it; null until written. */
  comment: z.string().nullable(),
  /** The autosaved draft (staff only; null for families). */
  commentDraft: z.string().nullable(),
  /** A birthday report's greeting. */
  birthdayMessage: z.string().nullable(),
  teacherNm: z.string().nullable(),
  composedAt: z.string(),
  sentAt: z.string().nullable(),
  /** The PDF (staff: also a draft's, as a preview). */
  pdfUrl: z.string(),
  /** Staff only (empty for families). */
  reads: z.array(reportReadView),
});
export type ReportView = z.infer<typeof reportView>;

export const sendReportsResponse = z.object({
  /** Sent by this call (families notified). */
  sent: z.array(z.string()),
  /** Already sent before (nothing done again). */
  alreadySent: z.array(z.string()),
});
export type SendReportsResponse = z.infer<typeof sendReportsResponse>;

export const studentReportItem = z.object({
  reportId: z.string(),
  kind: z.enum(REPORT_KINDS),
  status: z.enum(REPORT_STATUSES),
  title: z.string(),
  month: z.string(),
  className: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Families: when the caller first opened it; staff: when any family account first did. */
  readAt: z.string().nullable(),
});
export type StudentReportItem = z.infer<typeof studentReportItem>;

export const studentReportsResponse = z.object({
  student: z.object({ studentId: z.string(), studentNm: z.string() }),
  items: z.array(studentReportItem),
});
export type StudentReportsResponse = z.infer<typeof studentReportsResponse>;

export const birthdayItem = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  birthdate: z.string(),
  /** This year's birthday (29 Feb → 1 Mar in other years). */
  birthday: z.string(),
  classNames: z.array(z.string()),
  /** The greeting already sent this month, if any. */
  sentReportId: z.string().nullable(),
});
export type BirthdayItem = z.infer<typeof birthdayItem>;

export const birthdaysResponse = z.object({
  month: z.string(),
  /** The academy's default greeting for the form (`{studentNm}` is replaced by the web per student). */
  defaultMessage: z.string(),
  items: z.array(birthdayItem),
});
export type BirthdaysResponse = z.infer<typeof birthdaysResponse>;
// contract: complete
