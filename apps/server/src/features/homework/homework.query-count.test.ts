import { describe, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { enrol, insertStudent } from '../attendance/attendance.test-helpers';
import { tempDataDir } from '../classes/classes.test-helpers';
import {
  checkAs,
  createHomeworkWorld,
  giveAs,
  type HomeworkWorld,
  jpegBytes,
  submitAs,
  uploadAs,
} from './homework.test-helpers';

/**
 * The homework lists cost the same number of SQL statements whatever they hold
 * (test/query-count.ts): the staff list, an assignment's submissions (each with a photo) and a
 * student's list, on a world of 2 assignments and on one of 25, as staff and as a family.
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });

type Sized = { w: HomeworkWorld; homeworkId: string };

async function world(size: number): Promise<Sized> {
  const w = await createHomeworkWorld(app, db, clock.now());
  const photo = await jpegBytes(40, 30);
  let homeworkId = '';
  for (let index = 0; index < size; index += 1) {
    const file = await uploadAs(w.teacher, w.instId, 'homework', `자료${index}.jpg`, photo);
    homeworkId = await giveAs(w.teacher, w.instId, {
      classId: w.classA,
      title: `숙제 ${index}`,
      dueAt: `2026-12-${String(1 + (index % 28)).padStart(2, '0')}T20:00:00+09:00`,
      files: [file.fileNm],
    });
    for (const [family, studentId] of [
      [w.parentA, w.students.a],
      [w.studentB, w.students.b],
    ] as const) {
      const handIn = await uploadAs(family, w.instId, 'submission', `풀이${index}.jpg`, photo);
      await submitAs(family, w.instId, homeworkId, { studentId, files: [handIn.fileNm] });
    }
    await checkAs(w.teacher, w.instId, homeworkId, w.students.a, { result: 'revision', comment: '다시' });
  }
  // The last assignment goes to `size` more students too, and 가윤 hands it in `size` times.
  const extra = [];
  for (let index = 0; index < size; index += 1)
    extra.push((await insertStudent(db, w.instId, { studentNm: `학생${index}` })).id);
  await enrol(db, w.instId, w.classA, extra, { start: '2026-03-02' });
  homeworkId = await giveAs(w.teacher, w.instId, { classId: w.classA, dueAt: '2026-12-31T20:00:00+09:00' });
  for (let index = 0; index < size; index += 1) {
    const handIn = await uploadAs(w.parentA, w.instId, 'submission', `다시${index}.jpg`, photo);
    await submitAs(w.parentA, w.instId, homeworkId, { studentId: w.students.a, files: [handIn.fileNm] });
  }
  await submitAs(w.studentB, w.instId, homeworkId, { studentId: w.students.b });
  return { w, homeworkId };
}

const small = await world(2);
const large = await world(25);

const get = (sized: Sized, as: 'teacher' | 'parentA' | 'studentB', path: string) => () =>
  sized.w[as].inject({ method: 'GET', url: `/api/insts/${sized.w.instId}${path}` });

describe('homework lists run a fixed number of statements', () => {
  it('the staff list and the to-check list', async () => {
    await expectSameCount(get(small, 'teacher', '/homework?limit=30'), get(large, 'teacher', '/homework?limit=30'));
    await expectSameCount(
      get(small, 'teacher', '/homework?state=toCheck&limit=30'),
      get(large, 'teacher', '/homework?state=toCheck&limit=30'),
    );
  });

  it('a student’s list, as a parent, the student and staff', async () => {
    for (const [as, student] of [
      ['parentA', 'a'],
      ['studentB', 'b'],
      ['teacher', 'a'],
    ] as const)
      await expectSameCount(
        get(small, as, `/students/${small.w.students[student]}/homework?limit=30`),
        get(large, as, `/students/${large.w.students[student]}/homework?limit=30`),
      );
  });

  it('an assignment’s submissions and a student’s history', async () => {
    await expectSameCount(
      get(small, 'teacher', `/homework/${small.homeworkId}/submissions`),
      get(large, 'teacher', `/homework/${large.homeworkId}/submissions`),
    );
    await expectSameCount(
      get(small, 'parentA', `/homework/${small.homeworkId}/submissions/${small.w.students.a}`),
      get(large, 'parentA', `/homework/${large.homeworkId}/submissions/${large.w.students.a}`),
    );
  });
});
