import { competitionRank, type GradeStatistics, gradeStatistics } from '@academy/domain/grades/grades.rules';
import type { GradeDetail, GradeListItem, StudentGradeItem } from '@academy/domain/grades/grades.schema';
import type { ListRow, RosterStudent, ScoreRecord, TestRow } from './grades.queries';

/** Rows of the grades area mapped to the contract's views; statistics always through the domain's rules. */

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The statistics of one test from its stored rows (absent and not-entered rows excluded). */
export function statisticsOf(test: TestRow, scores: readonly ScoreRecord[]): GradeStatistics {
  return gradeStatistics(
    scores.filter((row) => row.grade_id === test.id),
    test.max_score,
  );
}

const scoredValues = (test: TestRow, scores: readonly ScoreRecord[]) =>
  scores.flatMap((row) => (row.grade_id === test.id && row.score !== null ? [row.score] : []));

export function listItemOf(row: ListRow, scores: readonly ScoreRecord[]): GradeListItem {
  return {
    gradeId: row.id,
    name: row.name,
    subject: row.subject,
    testDate: row.test_date,
    classId: row.class_id,
    classNm: row.class_nm,
    maxScore: row.max_score,
    scoredCount: row.scored_count,
    studentCount: row.student_count,
    average: statisticsOf(row, scores).average,
    publishedAt: iso(row.published_at),
  };
}

const headOf = (test: TestRow) => ({
  gradeId: test.id,
  name: test.name,
  subject: test.subject,
  testDate: test.test_date,
  classId: test.class_id,
  classNm: test.class_nm,
  maxScore: test.max_score,
  sections: test.sections,
  publishedAt: iso(test.published_at),
});

/** The staff's view of a test: the roster by name with each row's score and rank, and the statistics. */
export function detailOf(
  test: TestRow,
  roster: readonly RosterStudent[],
  scores: readonly ScoreRecord[],
  showRank: boolean,
): GradeDetail {
  const byStudent = new Map(scores.map((row) => [row.student_id, row]));
  const values = scoredValues(test, scores);
  return {
    ...headOf(test),
    createdAt: test.created_at.toISOString(),
    updatedAt: test.updated_at.toISOString(),
    showRank,
    statistics: statisticsOf(test, scores),
    roster: roster.map((student) => {
      const row = byStudent.get(student.student_id);
      const score = row?.score ?? null;
      return {
        studentId: student.student_id,
        studentNm: student.student_nm,
        score,
        absent: row?.absent ?? false,
        sectionScores: row?.section_scores ?? test.sections.map(() => null),
        rank: showRank ? competitionRank(score, values) : null,
        enrolled: student.enrolled,
      };
    }),
  };
}

/** One student's row of a test and the class's statistics; never another student's score. */
export function studentViewOf(test: TestRow, studentId: string, scores: readonly ScoreRecord[], showRank: boolean) {
  const row = scores.find((one) => one.grade_id === test.id && one.student_id === studentId);
  const values = scoredValues(test, scores);
  const score = row?.score ?? null;
  const rank = showRank ? competitionRank(score, values) : null;
  return {
    score,
    absent: row?.absent ?? false,
    sectionScores: row?.section_scores ?? test.sections.map(() => null),
    rank,
    rankOf: rank === null ? null : values.length,
    statistics: statisticsOf(test, scores),
  };
}

export function studentItemOf(
  test: TestRow,
  studentId: string,
  scores: readonly ScoreRecord[],
  showRank: boolean,
): StudentGradeItem {
  const view = studentViewOf(test, studentId, scores, showRank);
  return {
    gradeId: test.id,
    name: test.name,
    subject: test.subject,
    testDate: test.test_date,
    classId: test.class_id,
    classNm: test.class_nm,
    maxScore: test.max_score,
    score: view.score,
    absent: view.absent,
    classAverage: view.statistics.average,
    classHighest: view.statistics.highest,
    rank: view.rank,
    rankOf: view.rankOf,
    publishedAt: iso(test.published_at),
  };
}

export { headOf };
