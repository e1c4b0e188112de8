import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { ReportGradeRow } from '@academy/domain/grades/grades.schema';
import type { Executor } from '../../db/database';
import { studentViewOf } from './grades.mappers';
import { scoresOf, showRankOf, testsOfStudent } from './grades.queries';

/**
 * The grades of a monthly learning report (features/reports composes it): the published tests
 * dated `from` … `to` (inclusive business dates) whose roster holds the student, oldest first, each
 * with the student's score (null when absent or not entered) and the class's average and highest;
 * the rank only when the academy shows ranks. Drafts never reach a report. Three statements
 * whatever the month holds.
 */
export async function gradesForReport(
  db: Executor,
  instId: string,
  studentId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ReportGradeRow[]> {
  const [tests, showRank] = await Promise.all([
    testsOfStudent(db, instId, { studentId, publishedOnly: true, from, to }),
    showRankOf(db, instId),
  ]);
  const scores = await scoresOf(
    db,
    instId,
    tests.map((test) => test.id),
  );
  return tests
    .map((test) => {
      const view = studentViewOf(test, studentId, scores, showRank);
      return {
        gradeId: test.id,
        name: test.name,
        subject: test.subject,
        testDate: test.test_date,
        score: view.score,
        maxScore: test.max_score,
        classAverage: view.statistics.average,
        classHighest: view.statistics.highest,
        rank: view.rank,
        rankOf: view.rankOf,
      };
    })
    .reverse();
}
