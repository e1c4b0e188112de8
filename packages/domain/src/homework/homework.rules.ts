/**
 * Homework (숙제, docs/decisions/0057-homework.md): an assignment to a class or chosen students with
 * a due time; each assignee hands in versions (text, photos, files) until a teacher checks the
 * latest one as 완료 or asks for 보완. The assignee's status, the counts, whether a submission is
 * allowed and when the reminder goes are written here once; the server's SQL keeps a parity test
 * against these functions (apps/server/src/features/homework/homework.status.test.ts).
 */

/** What a teacher's check of the latest submission says. */
export const CHECK_RESULTS = ['completed', 'revision'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/**
 * An assignee's status:
 * - `open` 제출 전: nothing handed in, not yet due;
 * - `missing` 미제출: nothing handed in and the due time has passed;
 * - `submitted` 제출함: handed in on time, waiting for the check;
 * - `late` 늦은 제출: first handed in after the due time, waiting for the check;
 * - `revision` 보완 요청: the teacher asked for more on the latest submission;
 * - `completed` 완료: the teacher checked the latest submission as done (no more submissions).
 */
export const HOMEWORK_STATUSES = ['open', 'missing', 'submitted', 'late', 'revision', 'completed'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

export const HOMEWORK_STATUS_LABELS: Record<HomeworkStatus, string> = {
  open: '제출 전',
  missing: '미제출',
  submitted: '제출함',
  late: '늦은 제출',
  revision: '보완 요청',
  completed: '완료',
};

export const CHECK_RESULT_LABELS: Record<CheckResult, string> = {
  completed: '완료',
  revision: '보완 요청',
};

/** The staff list's filters: every assignment, those with submissions waiting for a check, those not yet due, past due ones. */
export const HOMEWORK_LIST_STATES = ['all', 'toCheck', 'open', 'past'] as const;
export type HomeworkListState = (typeof HOMEWORK_LIST_STATES)[number];

/**
 * A student's list: every assignment (newest due first); `due`, those still to do (open or 보완 요청,
 * soonest due first); `done`, the rest (handed in and waiting or checked 완료, or past due with
 * nothing handed in), newest due first.
 */
export const STUDENT_HOMEWORK_STATES = ['all', 'due', 'done'] as const;
export type StudentHomeworkState = (typeof STUDENT_HOMEWORK_STATES)[number];

export const HOMEWORK_TITLE_MAX = 100;
export const HOMEWORK_INSTRUCTIONS_MAX = 5000;
export const HOMEWORK_FILES_MAX = 10;
export const HOMEWORK_STUDENTS_MAX = 300;
export const SUBMISSION_TEXT_MAX = 5000;
export const SUBMISSION_FILES_MAX = 10;
export const CHECK_COMMENT_MAX = 1000;
export const HOMEWORK_PAGE_DEFAULT = 20;
export const HOMEWORK_PAGE_MAX = 50;

/**
 * The reminder goes to assignees who have not handed anything in, this long before the due time
 * (a day ahead leaves an evening to do it); once per assignment and assignee, again only when the
 * due time is moved.
 */
export const HOMEWORK_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** What the status is computed from: the due time, the first hand-in, and the check of the latest version. */
export type AssigneeFacts = {
  dueAt: Date;
  /** When the first version was handed in; null: nothing yet. */
  firstSubmittedAt: Date | null;
  /** The check of the latest version; null: not checked (or a newer version came after the check). */
  checkResult: CheckResult | null;
};

/** The assignee's status at `now`. */
export function assigneeStatus(facts: AssigneeFacts, now: Date): HomeworkStatus {
  if (facts.firstSubmittedAt === null) return now.getTime() > facts.dueAt.getTime() ? 'missing' : 'open';
  if (facts.checkResult) return facts.checkResult;
  return isLate(facts.dueAt, facts.firstSubmittedAt) ? 'late' : 'submitted';
}

/** Handed in after the due time (a version at the due time itself is on time). */
export function isLate(dueAt: Date, submittedAt: Date): boolean {
  return submittedAt.getTime() > dueAt.getTime();
}

/** Whether a status is waiting for a teacher's check. */
export const isToCheck = (status: HomeworkStatus) => status === 'submitted' || status === 'late';

/** Whether the student still has something to do (the family's `due` list and home card). */
export const isDue = (status: HomeworkStatus) => status === 'open' || status === 'revision';

/**
 * Whether a (new) version may be handed in: always until the teacher checks it as 완료 — late
 * hand-ins are taken and marked late, a 보완 요청 asks for another version, and a version waiting
 * for its check may be replaced by a newer one.
 */
export function maySubmit(status: HomeworkStatus): boolean {
  return status !== 'completed';
}

/** When the reminder for an assignment is due. */
export function reminderAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() - HOMEWORK_REMINDER_LEAD_MS);
}

/** Whether the reminder should go at `now`: past its time, before the due time, nothing handed in yet. */
export function reminderDue(facts: { dueAt: Date; firstSubmittedAt: Date | null }, now: Date): boolean {
  return (
    facts.firstSubmittedAt === null &&
    now.getTime() >= reminderAt(facts.dueAt).getTime() &&
    now.getTime() < facts.dueAt.getTime()
  );
}

/**
 * An assignment's counts: `assigned` assignees; `submitted` who handed in at least once (on time or
 * late, checked or not); `late` who first handed in after the due time; `missing` nothing handed in
 * past the due time; `open` nothing handed in yet before it; `toCheck` waiting for a check;
 * `revision` asked for more; `completed` checked as done.
 */
export type HomeworkCounts = {
  assigned: number;
  submitted: number;
  late: number;
  missing: number;
  open: number;
  toCheck: number;
  revision: number;
  completed: number;
};

export function homeworkCounts(assignees: readonly AssigneeFacts[], now: Date): HomeworkCounts {
  const counts: HomeworkCounts = {
    assigned: 0,
    submitted: 0,
    late: 0,
    missing: 0,
    open: 0,
    toCheck: 0,
    revision: 0,
    completed: 0,
  };
  for (const facts of assignees) {
    const status = assigneeStatus(facts, now);
    counts.assigned += 1;
    if (facts.firstSubmittedAt !== null) counts.submitted += 1;
    if (facts.firstSubmittedAt !== null && isLate(facts.dueAt, facts.firstSubmittedAt)) counts.late += 1;
    if (status === 'missing') counts.missing += 1;
    if (status === 'open') counts.open += 1;
    if (isToCheck(status)) counts.toCheck += 1;
    if (status === 'revision') counts.revision += 1;
    if (status === 'completed') counts.completed += 1;
  }
  return counts;
}
