import { addDays, addMonths } from '@academy/domain/calendar/calendar.rules';
import type { Insertable } from 'kysely';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, momentOn } from './demo-world';

/**
 * The grades of a demo academy (features/grades, decision 0056): two published tests of the demo
 * student's class — one last month (the monthly report of last month shows it) and one this month
 * (the family home's latest grade) — each scored for every student enrolled on its date, one of them
 * 결시, so GradeManagement, the statistics, MyGradeManagement's chart and the report have data.
 */

type DemoTest = {
  classNm: string;
  name: string;
  subject: string;
  /** Which month: 0 this month, -1 last month. */
  month: 0 | -1;
  maxScore: number;
  sections: { name: string; maxScore: number }[];
  /** Fixed scores by student name; the others get a spread of scores, the last one 결시. */
  scores: Record<string, number>;
};

const HANBIT_TESTS: readonly DemoTest[] = [
  {
    classNm: '중3 수학 심화반',
    name: '이차방정식 단원평가',
    subject: '수학',
    month: -1,
    maxScore: 100,
    sections: [],
    scores: { 최민준: 84 },
  },
  {
    classNm: '중3 수학 심화반',
    name: '이차함수 단원평가',
    subject: '수학',
    month: 0,
    maxScore: 100,
    sections: [
      { name: '객관식', maxScore: 60 },
      { name: '서술형', maxScore: 40 },
    ],
    scores: { 최민준: 91.5 },
  },
];

const TESTS_BY_ACADEMY: Readonly<Record<string, readonly DemoTest[]>> = { 한빛수학학원: HANBIT_TESTS };

/** The test's date: the 15th of last month, or a few days ago this month (never before the 1st). */
function testDateOf(world: DemoWorld, month: 0 | -1): string {
  const firstOfMonth = `${world.today.slice(0, 8)}01`;
  if (month === -1) return addDays(addMonths(firstOfMonth, -1), 14);
  const dayOfMonth = Number(world.today.slice(8, 10));
  return addDays(world.today, -Math.min(3, dayOfMonth - 1));
}

/** Splits a total over the sections in proportion to their maxima, in tenths, adding up exactly. */
function sectionScoresOf(total: number, sections: readonly { maxScore: number }[], max: number): number[] {
  if (sections.length === 0) return [];
  const parts = sections.map((section) => Math.floor((total * section.maxScore * 10) / max) / 10);
  const rest = Math.round((total - parts.reduce((sum, part) => sum + part, 0)) * 10) / 10;
  parts[parts.length - 1] = Math.round(((parts[parts.length - 1] ?? 0) + rest) * 10) / 10;
  return parts;
}

export async function writeDemoGrades(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  const tests = TESTS_BY_ACADEMY[seeded.academy.instNm] ?? [];
  const { instId } = seeded;
  const testRows: Insertable<DB['grade_tests']>[] = [];
  const scoreRows: Insertable<DB['grade_scores']>[] = [];
  for (const test of tests) {
    const cls = classes.find((one) => one.classNm === test.classNm);
    if (!cls) throw new Error(`no demo class ${test.classNm}`);
    const testDate = testDateOf(world, test.month);
    const at = momentOn(world, testDate, '21:00');
    const gradeId = newId();
    testRows.push({
      inst_id: instId,
      id: gradeId,
      class_id: cls.id,
      name: test.name,
      subject: test.subject,
      test_date: testDate,
      max_score: test.maxScore,
      sections: JSON.stringify(test.sections),
      published_at: at,
      published_by: cls.teacherId,
      created_by: cls.teacherId,
      created_at: at,
      updated_at: at,
    });
    const enrolled = await world.db
      .selectFrom('class_students as cs')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
      )
      .select(['s.id', 's.student_nm'])
      .where('cs.inst_id', '=', instId)
      .where('cs.class_id', '=', cls.id)
      .where('cs.start_date', '<=', testDate)
      .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', testDate)]))
      .orderBy('s.student_nm')
      .execute();
    enrolled.forEach((student, index) => {
      const fixed = test.scores[student.student_nm];
      const absent = fixed === undefined && enrolled.length >= 4 && index === enrolled.length - 1;
      const score = absent ? null : (fixed ?? 58 + ((index * 13) % 40));
      scoreRows.push({
        inst_id: instId,
        grade_id: gradeId,
        student_id: student.id,
        score,
        absent,
        section_scores: JSON.stringify(score === null ? [] : sectionScoresOf(score, test.sections, test.maxScore)),
        updated_by: cls.teacherId,
        updated_at: at,
      });
    });
  }
  await insertRows(world.db, 'grade_tests', testRows);
  await insertRows(world.db, 'grade_scores', scoreRows);
}
