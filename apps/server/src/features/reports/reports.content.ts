import { businessMonthRange, type IsoMonth } from '@academy/domain/format/format.business-date';
import {
  homeworkCompletionRate,
  reportAttendance,
  reportPeriod,
  reportStudyTime,
  type StudyVisit,
} from '@academy/domain/reports/reports.rules';
import type {
  ReportAttendanceView,
  ReportGradeRowView,
  ReportHomeworkView,
  ReportStudyView,
} from '@academy/domain/reports/reports.schema';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';
import { reportSources } from './reports.sources';

/**
 * What a report shows, composed once and stored with it (`learning_reports.content`): a sent report
 * and its PDF stay as the family first saw them even when attendance or scores are corrected later;
 * a draft is recomposed by the next batch.
 */
export type ReportContent = {
  instNm: string;
  studentNm: string;
  className: string | null;
  teacherNm: string | null;
  attendance: ReportAttendanceView | null;
  grades: ReportGradeRowView[];
  homework: ReportHomeworkView | null;
  study: ReportStudyView | null;
};

export type ComposeInput = {
  instId: string;
  studentId: string;
  classId: string;
  month: IsoMonth;
  /** The composer's clock (homework's status is read at it). */
  now: Date;
  names: { instNm: string; studentNm: string; className: string; teacherNm: string | null };
};

/** A monthly report's content: the class's attendance, the student's grades, homework and study time. */
export async function composeMonthly(db: Executor, input: ComposeInput): Promise<ReportContent> {
  const { from, to } = reportPeriod(input.month);
  const [attendance, study, grades, homework] = await Promise.all([
    attendanceOf(db, input, from, to),
    studyOf(db, input),
    reportSources.grades(db, input.instId, input.studentId, from, to),
    reportSources.homework(db, input.instId, input.studentId, from, to, input.now),
  ]);
  return {
    ...input.names,
    attendance,
    grades,
    homework: { ...homework, rate: homeworkCompletionRate(homework) },
    study,
  };
}

async function attendanceOf(db: Executor, input: ComposeInput, from: string, to: string) {
  const rows = await db
    .selectFrom('attendance')
    .select(['attend_date', 'status'])
    .where(ofInst(input.instId))
    .where('student_id', '=', input.studentId)
    .where('class_id', '=', input.classId)
    .where('attend_date', '>=', from)
    .where('attend_date', '<=', to)
    .execute();
  return reportAttendance(rows.map((row) => ({ date: row.attend_date, status: row.status })));
}

/** The kiosk's visits overlapping the month (with their breaks), clipped to it by the rule. */
async function studyOf(db: Executor, input: ComposeInput): Promise<ReportStudyView> {
  const range = businessMonthRange(input.month);
  const visits = await db
    .selectFrom('desk_visits as v')
    .leftJoin('desk_breaks as b', (join) => join.onRef('b.inst_id', '=', 'v.inst_id').onRef('b.visit_id', '=', 'v.id'))
    .select(['v.id', 'v.check_in_at', 'v.check_out_at', 'b.out_at', 'b.back_at'])
    .where(ofInst(input.instId, 'v'))
    .where('v.student_id', '=', input.studentId)
    .where('v.check_in_at', '<', range.endsBefore)
    .where('v.check_out_at', '>', range.startsAt)
    .execute();
  const byVisit = new Map<string, StudyVisit & { breaks: { outAt: Date; backAt: Date | null }[] }>();
  for (const row of visits) {
    let visit = byVisit.get(row.id);
    if (!visit) {
      visit = {
        checkInAt: new Date(row.check_in_at),
        checkOutAt: row.check_out_at ? new Date(row.check_out_at) : null,
        breaks: [],
      };
      byVisit.set(row.id, visit);
    }
    if (row.out_at)
      visit.breaks.push({ outAt: new Date(row.out_at), backAt: row.back_at ? new Date(row.back_at) : null });
  }
  return reportStudyTime(input.month, [...byVisit.values()]);
}

/** The stored JSON read back (it was written by this module). */
export function contentOf(value: unknown): ReportContent {
  const content = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<ReportContent>;
  return {
    instNm: content.instNm ?? '',
    studentNm: content.studentNm ?? '',
    className: content.className ?? null,
    teacherNm: content.teacherNm ?? null,
    attendance: content.attendance ?? null,
    grades: content.grades ?? [],
    homework: content.homework ?? null,
    study: content.study ?? null,
  };
}
