import type { ReportGradeRowView, ReportHomeworkView } from '@academy/domain/reports/reports.schema';
import type { Executor } from '../../db/database';
import { gradesForReport } from '../grades/grades.report-source';
import { homeworkForReport } from '../homework/homework.report-source';

/**
 * The rows the grades and homework areas supply to a report, through the one function each exports
 * for it (their `*.report-source.ts`): the published tests of the month and the homework due in it.
 * Reports read nothing else of those areas.
 */
export type ReportSources = {
  grades: (db: Executor, instId: string, studentId: string, from: string, to: string) => Promise<ReportGradeRowView[]>;
  homework: (
    db: Executor,
    instId: string,
    studentId: string,
    from: string,
    to: string,
    /** The composer's clock: homework not yet due at `now` is 'open', not 'missing'. */
    now: Date,
  ) => Promise<Omit<ReportHomeworkView, 'rate'>>;
};

export const reportSources: ReportSources = { grades: gradesForReport, homework: homeworkForReport };
