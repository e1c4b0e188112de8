import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { createGradeAs, createGradesWorld, type GradesWorld, publishAs, saveGridAs } from './grades.test-helpers';

/**
 * The grades lists cost the same number of SQL statements whatever they hold (test/query-count.ts):
 * GradeManagement's list and a student's tests, on a world of 2 tests and on one of 25 (every one
 * scored and published), as staff and as a family; and a test's grid.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });

type Sized = { w: GradesWorld; gradeId: string };

async function world(size: number): Promise<Sized> {
  const w = await createGradesWorld(app, db, clock.now());
  let gradeId = '';
  for (let index = 0; index < size; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    gradeId = await createGradeAs(w.teacher, w.instId, {
      classId: w.classA,
      name: `시험 ${index}`,
      testDate: `2026-10-${day}`,
    });
    await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 50 + index },
      { studentId: w.students.b, score: 40 + index },
      { studentId: w.students.c, score: null, absent: true },
    ]);
    await publishAs(w.teacher, w.instId, gradeId);
  }
  return { w, gradeId };
}

const small = await world(2);
const large = await world(25);

const statementsOf = async (sized: Sized, as: 'teacher' | 'parentA', path: string) =>
  count(() => sized.w[as].inject({ method: 'GET', url: `/api/insts/${sized.w.instId}${path}` }));

describe('grades lists run a fixed number of statements', () => {
  it('GradeManagement’s list of 30', async () => {
    const few = await statementsOf(small, 'teacher', '/grades?limit=30');
    const many = await statementsOf(large, 'teacher', '/grades?limit=30');
    expect(many, lastStatements().join('\n')).toBe(few);
  });

  for (const as of ['teacher', 'parentA'] as const) {
    it(`a student's tests as ${as}`, async () => {
      const few = await statementsOf(small, as, `/students/${small.w.students.a}/grades?limit=30`);
      const many = await statementsOf(large, as, `/students/${large.w.students.a}/grades?limit=30`);
      expect(many, lastStatements().join('\n')).toBe(few);
    });
  }

  it('a test with its grid', async () => {
    const few = await statementsOf(small, 'teacher', `/grades/${small.gradeId}`);
    const many = await statementsOf(large, 'teacher', `/grades/${large.gradeId}`);
    expect(many).toBe(few);
  });
});
