import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { calendarInstantSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import {
  CHECK_COMMENT_MAX,
  CHECK_RESULTS,
  HOMEWORK_FILES_MAX,
  HOMEWORK_INSTRUCTIONS_MAX,
  HOMEWORK_LIST_STATES,
  HOMEWORK_PAGE_DEFAULT,
  HOMEWORK_PAGE_MAX,
  HOMEWORK_STATUSES,
  HOMEWORK_STUDENTS_MAX,
  HOMEWORK_TITLE_MAX,
  STUDENT_HOMEWORK_STATES,
  SUBMISSION_FILES_MAX,
  SUBMISSION_TEXT_MAX,
} from './homework.rules';

/**
 * The homework API contract (숙제, docs/decisions/0057-homework.md). Every route is under
 * `/api/insts/:instId`. Staff (director, a manager with 020 수업, a teacher for the classes they
 * teach) give and check homework; a parent or a student sees only their linked students' — anything
 * else (another academy's id, another child's, a class the teacher does not teach) answers 404.
 * Times are ISO instants with an offset; `dueAt` is the due time (마감 시각).
 *
 * REST:
 * - GET    …/homework?classId=&state=&cursor=&limit=   (staff) homeworkListResponse: the classes the
 *          caller sees, newest due first, each with its counts; state `toCheck`: only those with
 *          submissions waiting for a check (the teacher home's card), `open` not yet due, `past` past due
 * - GET    …/homework/form-options?classId=            (staff) formOptionsResponse: the classes one may
 *          give homework to and the chosen class's students enrolled today
 * - POST   …/homework                                  (staff) createHomeworkBody → homeworkDetail
 *          (assignees stored now: `studentIds`, or the whole class as enrolled today; their
 *          families and the students are notified, type 'homework-assigned')
 * - GET    …/homework/:homeworkId?studentId=           homeworkDetail (staff: with counts; a family
 *          member: their student's status and latest submission — `studentId` picks the child of a
 *          parent with several; a child who is not an assignee → 404)
 * - PATCH  …/homework/:homeworkId                      (staff) editHomeworkBody → homeworkDetail
 *          (a new due time lets the reminder go again to those who have not handed in)
 * - DELETE …/homework/:homeworkId                      (staff; audited) → 204, submissions and files with it
 * - GET    …/homework/:homeworkId/submissions          (staff) submissionsResponse: every assignee's
 *          status, latest version, the check and how many versions
 * - GET    …/homework/:homeworkId/submissions/:studentId   submissionHistoryResponse: every version,
 *          newest first (staff, and that student's family)
 * - POST   …/homework/:homeworkId/submissions          (the student, or their parent for them)
 *          submitBody → assigneeView. Allowed until checked as 완료 (else 409 CONFLICT); each hand-in
 *          is a new version kept in the history, the latest one is shown and checked; a first
 *          hand-in after the due time is marked late. Text or at least one file.
 * - POST   …/homework/:homeworkId/submissions/:studentId/check   (staff) checkBody → assigneeView;
 *          checks the latest version (none → 409); the student and parents are notified
 *          ('homework-checked' for 완료, 'homework-revision' for 보완 요청)
 * - GET    …/students/:studentId/homework?state=&cursor=&limit=   studentHomeworkResponse: the
 *          family's 내 숙제 and staff's per-student view (staff: a student they see); state `due`:
 *          open or 보완 요청, soonest due first (the family home's card)
 * - POST   …/homework-files                            (staff) multipart, one file → homeworkFileView
 *          (purpose 'homework-file', waits for its assignment)
 * - POST   …/homework-submission-files                 (family) multipart, one file → homeworkFileView
 *          (purpose 'homework-submission', waits for its submission)
 * - GET    …/homework-files/:fileNm                    the file (or a photo's phone copy): an
 *          assignment's files for staff who see the class and the assignees' families; a
 *          submission's files for staff who see the class and that student's family; a waiting
 *          file for its uploader; else 404
 *
 * Reminders: the 'homework-reminders' job notifies (type 'homework-due') the students and parents of
 * assignees who have handed nothing in, `HOMEWORK_REMINDER_LEAD_MS` before the due time, once.
 */

export const homeworkInstParams = z.object({ instId: z.uuid() });
export const homeworkParams = homeworkInstParams.extend({ homeworkId: z.uuid() });
export const homeworkStudentParams = homeworkParams.extend({ studentId: z.uuid() });
export const studentHomeworkParams = homeworkInstParams.extend({ studentId: z.uuid() });

/** A stored homework file: `<uuid>.<ext>`. */
export const HOMEWORK_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
const homeworkFileName = z.string().regex(HOMEWORK_FILE_NAME);
export const homeworkFileParams = homeworkInstParams.extend({ fileNm: homeworkFileName });

const pageLimit = z.coerce.number().int().min(1).max(HOMEWORK_PAGE_MAX).default(HOMEWORK_PAGE_DEFAULT);
/** An opaque position in a list: pass back the `nextCursor` of the previous page. */
const cursor = z.string().min(1).max(200).optional();

export const homeworkListQuery = z.object({
  classId: z.uuid().optional(),
  state: z.enum(HOMEWORK_LIST_STATES).default('all'),
  cursor,
  limit: pageLimit,
});
export type HomeworkListQuery = z.infer<typeof homeworkListQuery>;

export const studentHomeworkQuery = z.object({
  state: z.enum(STUDENT_HOMEWORK_STATES).default('all'),
  cursor,
  limit: pageLimit,
});
export type StudentHomeworkQuery = z.infer<typeof studentHomeworkQuery>;

export const homeworkDetailQuery = z.object({ studentId: z.uuid().optional() });
export type HomeworkDetailQuery = z.infer<typeof homeworkDetailQuery>;

export const formOptionsQuery = z.object({ classId: z.uuid().optional() });
export type FormOptionsQuery = z.infer<typeof formOptionsQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

export const EMPTY_SUBMISSION_MESSAGE = '제출할 내용을 입력하거나 사진·파일을 올려 주세요.';
export const REVISION_COMMENT_MESSAGE = '보완할 내용을 코멘트로 입력해 주세요.';
export const DUE_IN_PAST_MESSAGE = '마감 시각은 지금 이후로 정해 주세요.';

const title = labelled(z.string().trim().min(1).max(HOMEWORK_TITLE_MAX), '숙제 제목');
const instructions = labelled(z.string().trim().max(HOMEWORK_INSTRUCTIONS_MAX), '숙제 내용');
const dueAt = calendarInstantSchema('마감 시각');
const homeworkFiles = labelled(z.array(homeworkFileName).max(HOMEWORK_FILES_MAX), '첨부 파일');

/** POST …/homework (the form's 숙제 내기). */
export const createHomeworkBody = z.object({
  classId: labelled(z.uuid(), '반', 'choice'),
  title,
  instructions: instructions.default(''),
  dueAt,
  /** Chosen students of the class; omitted: every student enrolled in the class today. */
  studentIds: labelled(z.array(z.uuid()).min(1).max(HOMEWORK_STUDENTS_MAX), '대상 원생', 'choice').optional(),
  /** Files uploaded with POST …/homework-files, in the order shown. */
  files: homeworkFiles.default([]),
});
export type CreateHomeworkBody = z.infer<typeof createHomeworkBody>;
export type CreateHomeworkBodyInput = z.input<typeof createHomeworkBody>;

/** PATCH …/homework/:homeworkId: what is given changes; the class and the assignees stay. */
export const editHomeworkBody = z.object({
  title: title.optional(),
  instructions: instructions.optional(),
  dueAt: dueAt.optional(),
  /** The files the assignment keeps and new ones, in order; omitted: unchanged. */
  files: homeworkFiles.optional(),
});
export type EditHomeworkBody = z.infer<typeof editHomeworkBody>;

/** POST …/homework/:homeworkId/submissions. */
export const submitBody = z
  .object({
    /** The student handing in (a parent hands in for one of their children). */
    studentId: labelled(z.uuid(), '원생', 'choice'),
    text: labelled(z.string().trim().max(SUBMISSION_TEXT_MAX), '제출 내용').default(''),
    /** Files uploaded with POST …/homework-submission-files. */
    files: labelled(z.array(homeworkFileName).max(SUBMISSION_FILES_MAX), '사진·파일').default([]),
  })
  .refine((body) => body.text.length > 0 || body.files.length > 0, {
    message: EMPTY_SUBMISSION_MESSAGE,
    path: ['text'],
  });
export type SubmitBody = z.infer<typeof submitBody>;
export type SubmitBodyInput = z.input<typeof submitBody>;

/** POST …/submissions/:studentId/check: 완료, or 보완 요청 with what to add. */
export const checkBody = z
  .object({
    result: labelled(z.enum(CHECK_RESULTS), '확인 결과', 'choice'),
    comment: labelled(z.string().trim().max(CHECK_COMMENT_MAX), '코멘트').default(''),
  })
  .refine((body) => body.result !== 'revision' || body.comment.length > 0, {
    message: REVISION_COMMENT_MESSAGE,
    path: ['comment'],
  });
export type CheckBody = z.infer<typeof checkBody>;
export type CheckBodyInput = z.input<typeof checkBody>;

// ── views ────────────────────────────────────────────────────────────────────

export const HOMEWORK_FILE_KINDS = ['image', 'media', 'document'] as const;
export type HomeworkFileKind = (typeof HOMEWORK_FILE_KINDS)[number];

export const homeworkFileView = z.object({
  fileNm: z.string(),
  kind: z.enum(HOMEWORK_FILE_KINDS),
  originalNm: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** The file as uploaded. */
  url: z.string(),
  /** A photo's phone-sized JPEG; null for other files. */
  phoneUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type HomeworkFileView = z.infer<typeof homeworkFileView>;

export const homeworkCountsView = z.object({
  assigned: z.number().int(),
  submitted: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  open: z.number().int(),
  toCheck: z.number().int(),
  revision: z.number().int(),
  completed: z.number().int(),
});
export type HomeworkCountsView = z.infer<typeof homeworkCountsView>;

/** One version handed in, with the teacher's check of it (if any). */
export const submissionView = z.object({
  submissionId: z.string(),
  /** 1 for the first version. */
  version: z.number().int(),
  text: z.string(),
  files: z.array(homeworkFileView),
  submittedAt: z.string(),
  /** This version came after the due time. */
  late: z.boolean(),
  /** Who handed it in: the student, or a parent for them. */
  submittedByNm: z.string(),
  submittedByRole: z.enum(ROLES).nullable(),
  checkResult: z.enum(CHECK_RESULTS).nullable(),
  checkComment: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkedByNm: z.string().nullable(),
});
export type SubmissionView = z.infer<typeof submissionView>;

/** One assignee of an assignment: their status and latest version. */
export const assigneeView = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  /** When the first version was handed in. */
  firstSubmittedAt: z.string().nullable(),
  /** The latest version (the one shown and checked); null: nothing handed in. */
  submission: submissionView.nullable(),
  submissionCnt: z.number().int(),
  /** Whether a new version may be handed in now (until checked as 완료). */
  maySubmit: z.boolean(),
});
export type AssigneeView = z.infer<typeof assigneeView>;

/** A line of the staff list. */
export const homeworkCard = z.object({
  homeworkId: z.string(),
  classId: z.string(),
  classNm: z.string(),
  title: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
  authorNm: z.string(),
  fileCnt: z.number().int(),
  counts: homeworkCountsView,
});
export type HomeworkCard = z.infer<typeof homeworkCard>;

export const homeworkListResponse = z.object({
  items: z.array(homeworkCard),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type HomeworkListResponse = z.infer<typeof homeworkListResponse>;

export const homeworkDetail = z.object({
  homeworkId: z.string(),
  classId: z.string(),
  classNm: z.string(),
  title: z.string(),
  instructions: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  authorNm: z.string(),
  files: z.array(homeworkFileView),
  /** Staff only (null for families). */
  counts: homeworkCountsView.nullable(),
  /** The student viewed (a family's child; staff with `studentId`); null otherwise. */
  student: assigneeView.nullable(),
  /** A family: their children who are assignees (a parent with several picks one). Staff: empty. */
  children: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
  /** Staff who may edit, delete and check. */
  mayManage: z.boolean(),
});
export type HomeworkDetail = z.infer<typeof homeworkDetail>;

export const submissionsResponse = z.object({ items: z.array(assigneeView) });
export type SubmissionsResponse = z.infer<typeof submissionsResponse>;

export const submissionHistoryResponse = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  /** Newest first. */
  items: z.array(submissionView),
});
export type SubmissionHistoryResponse = z.infer<typeof submissionHistoryResponse>;

/** A line of a student's list (내 숙제): the assignment with that student's status. */
export const studentHomeworkItem = z.object({
  homeworkId: z.string(),
  classId: z.string(),
  classNm: z.string(),
  title: z.string(),
  dueAt: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  submittedAt: z.string().nullable(),
  checkComment: z.string().nullable(),
});
export type StudentHomeworkItem = z.infer<typeof studentHomeworkItem>;

export const studentHomeworkResponse = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  items: z.array(studentHomeworkItem),
  nextCursor: z.string().nullable(),
});
export type StudentHomeworkResponse = z.infer<typeof studentHomeworkResponse>;

export const formOptionsResponse = z.object({
  classes: z.array(z.object({ classId: z.string(), classNm: z.string() })),
  /** The chosen class's students enrolled today (empty without `classId`). */
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
});
export type FormOptionsResponse = z.infer<typeof formOptionsResponse>;

/**
 * What the monthly learning report shows of a student's homework due within its period
 * (apps/server/src/features/homework/homework.report-source.ts).
 */
export type ReportHomeworkSummary = {
  assigned: number;
  submitted: number;
  completed: number;
  late: number;
  missing: number;
  items: {
    homeworkId: string;
    title: string;
    dueAt: string;
    status: 'completed' | 'revision' | 'submitted' | 'late' | 'missing' | 'open';
  }[];
};

/** The address of a stored homework file (a photo's phone copy has its own name). */
export const homeworkFileUrl = (instId: string, fileNm: string) =>
  `/api/insts/${encodeURIComponent(instId)}/homework-files/${encodeURIComponent(fileNm)}`;
// contract: complete
