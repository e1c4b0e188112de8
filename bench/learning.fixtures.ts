/**
 * The learning area's requests of the daily mix, from the demo academy's own rows: the whole score
 * grid of its newest test saved again as it stands (the grade grid save), and the month's learning
 * reports of that test's class (the report list).
 */
import type { Database } from '../apps/server/src/db/database';
import { demoAcademy } from './fixtures';

export async function demoLearningRequests(db: Database) {
  const academy = await demoAcademy(db);
  const test = await db
    .selectFrom('grade_tests')
    .select(['id', 'class_id'])
    .where('inst_id', '=', academy.id)
    .orderBy('test_date', 'desc')
    .executeTakeFirstOrThrow();
  const scores = await db
    .selectFrom('grade_scores')
    .select(['student_id', 'score', 'absent', 'section_scores'])
    .where('inst_id', '=', academy.id)
    .where('grade_id', '=', test.id)
    .execute();
  const report = await db
    .selectFrom('learning_reports')
    .select(['class_id', 'month'])
    .where('inst_id', '=', academy.id)
    .where('class_id', 'is not', null)
    .orderBy('month', 'desc')
    .executeTakeFirstOrThrow();
  const base = `/api/insts/${academy.id}`;
  return {
    gradeScores: {
      path: `${base}/grades/${test.id}/scores`,
      body: JSON.stringify({
        scores: scores.map((row) => ({
          studentId: row.student_id,
          score: row.score === null ? null : Number(row.score),
          absent: row.absent,
          sectionScores: row.section_scores,
        })),
      }),
    },
    reportList: `${base}/reports?classId=${report.class_id}&month=${report.month}`,
  };
}
