import { roleFromRelationCd } from '@academy/domain/access/access.roles';
import { assigneeStatus, maySubmit } from '@academy/domain/homework/homework.rules';
import type {
  AssigneeView,
  HomeworkCountsView,
  HomeworkFileView,
  SubmissionView,
} from '@academy/domain/homework/homework.schema';
import { fileViewOf } from './files.service';
import type { AssigneeRow, CountsRow, HomeworkFileRow, SubmissionRow } from './homework.queries';

/** Rows of the homework queries as the API's views. */

/** How a person who left the academy shows where they handed in or checked. */
export const UNKNOWN_PERSON = '(알 수 없음)';

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const countsViewOf = (row: CountsRow): HomeworkCountsView => ({
  assigned: row.assigned,
  submitted: row.submitted,
  late: row.late,
  missing: row.missing,
  open: row.open,
  toCheck: row.to_check,
  revision: row.revision,
  completed: row.completed,
});

/** Files grouped by what they belong to. */
export function filesBy(
  instId: string,
  rows: readonly HomeworkFileRow[],
  key: 'homework_id' | 'submission_id',
): Map<string, HomeworkFileView[]> {
  const byOwner = new Map<string, HomeworkFileView[]>();
  for (const row of rows) {
    const owner = row[key];
    if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), fileViewOf(instId, row)]);
  }
  return byOwner;
}

export function submissionViewOf(row: SubmissionRow, files: readonly HomeworkFileView[]): SubmissionView {
  return {
    submissionId: row.id,
    version: row.version,
    text: row.text,
    files: [...files],
    submittedAt: iso(row.submitted_at),
    late: row.late,
    submittedByNm: row.submitted_by_nm ?? UNKNOWN_PERSON,
    submittedByRole: row.submitted_by_member ? roleFromRelationCd(row.submitted_by_relation_cd) : null,
    checkResult: row.check_result,
    checkComment: row.check_comment,
    checkedAt: isoOrNull(row.checked_at),
    checkedByNm: row.checked_at ? (row.checked_by_nm ?? UNKNOWN_PERSON) : null,
  };
}

export function assigneeViewOf(row: AssigneeRow, submission: SubmissionView | null, now: Date): AssigneeView {
  const status = assigneeStatus(
    {
      dueAt: new Date(row.due_at),
      firstSubmittedAt: row.first_submitted_at ? new Date(row.first_submitted_at) : null,
      checkResult: row.check_result,
    },
    now,
  );
  return {
    studentId: row.student_id,
    studentNm: row.student_nm,
    status,
    firstSubmittedAt: isoOrNull(row.first_submitted_at),
    submission,
    submissionCnt: row.submission_cnt,
    maySubmit: maySubmit(status),
  };
}
