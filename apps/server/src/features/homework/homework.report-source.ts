import { addDays } from '@academy/domain/calendar/calendar.rules';
import { startOfBusinessDate } from '@academy/domain/format/format.business-date';
import { assigneeStatus, homeworkCounts } from '@academy/domain/homework/homework.rules';
import type { ReportHomeworkSummary } from '@academy/domain/homework/homework.schema';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * What the monthly learning report (features/reports) shows of one student's homework: the
 * assignments given to them that were due from `from` to `to` (business dates in Seoul, both
 * included), soonest due first, each with the student's status, and the counts of
 * `homeworkCounts`. The status is read at `now` (the report composer passes its clock): homework not
 * yet due is `open`, never `missing`.
 */
export async function homeworkForReport(
  db: Executor,
  instId: string,
  studentId: string,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<ReportHomeworkSummary> {
  const rows = await db
    .selectFrom('homework_assignees as a')
    .innerJoin('homework as h', (join) => join.onRef('h.inst_id', '=', 'a.inst_id').onRef('h.id', '=', 'a.homework_id'))
    .select(['h.id', 'h.title', 'h.due_at', 'a.first_submitted_at', 'a.check_result'])
    .where(ofInst(instId, 'a'))
    .where('a.student_id', '=', studentId)
    .where('h.due_at', '>=', startOfBusinessDate(from))
    .where('h.due_at', '<', startOfBusinessDate(addDays(to, 1)))
    .orderBy('h.due_at')
    .orderBy('h.id')
    .execute();
  const facts = rows.map((row) => ({
    dueAt: new Date(row.due_at),
    firstSubmittedAt: row.first_submitted_at ? new Date(row.first_submitted_at) : null,
    checkResult: row.check_result,
  }));
  const counts = homeworkCounts(facts, now);
  return {
    assigned: counts.assigned,
    submitted: counts.submitted,
    completed: counts.completed,
    late: counts.late,
    missing: counts.missing,
    items: rows.map((row, index) => ({
      homeworkId: row.id,
      title: row.title,
      dueAt: new Date(row.due_at).toISOString(),
      status: assigneeStatus(facts[index] as (typeof facts)[number], now),
    })),
  };
}
