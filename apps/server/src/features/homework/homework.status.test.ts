import { type AssigneeFacts, CHECK_RESULTS, homeworkCounts } from '@academy/domain/homework/homework.rules';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../../platform/ids/new-id';
import { createAcademy, insertClass, insertStudent } from '../attendance/attendance.test-helpers';
import { countsViewOf } from './homework.mappers';
import { countsOf } from './homework.queries';

/**
 * The SQL that counts assignees by status (homework.queries.ts) says what the domain's
 * `homeworkCounts` says: every combination of facts — nothing handed in, handed in before, at and
 * after the due time, unchecked, 보완 요청, 완료 — read at times before, at and after the due time.
 */

const { db } = await createTestDatabase();
const academy = await createAcademy(db);
const { instId } = academy;
const classId = await insertClass(db, instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });

const dueAt = new Date('2026-11-25T11:00:00Z');
const times = [new Date('2026-11-24T11:00:00Z'), dueAt, new Date('2026-11-25T11:00:01Z')];
const combos: AssigneeFacts[] = [];
for (const firstSubmittedAt of [null, ...times])
  for (const checkResult of [null, ...CHECK_RESULTS])
    if (firstSubmittedAt !== null || checkResult === null) combos.push({ dueAt, firstSubmittedAt, checkResult });

describe('counts in SQL and in the domain', () => {
  it('agree for every combination of facts at every time', async () => {
    const homeworkId = newId();
    await db
      .insertInto('homework')
      .values({
        inst_id: instId,
        id: homeworkId,
        class_id: classId,
        title: '숙제',
        due_at: dueAt,
        created_at: dueAt,
        updated_at: dueAt,
      })
      .execute();
    for (const facts of combos) {
      const student = await insertStudent(db, instId, { studentNm: '원생' });
      await db
        .insertInto('homework_assignees')
        .values({
          inst_id: instId,
          homework_id: homeworkId,
          student_id: student.id,
          first_submitted_at: facts.firstSubmittedAt,
          check_result: facts.checkResult,
        })
        .execute();
    }
    for (const now of times)
      expect(countsViewOf(await countsOf(db, instId, homeworkId, now)), now.toISOString()).toEqual(
        homeworkCounts(combos, now),
      );
  });
});
