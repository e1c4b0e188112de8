import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { tempDataDir } from '../classes/classes.test-helpers';
import { remindDueHomework } from './homework.reminders';
import { createHomeworkWorld, expectStatus, giveAs, homeworkNotificationsOf, submitAs } from './homework.test-helpers';

/**
 * 숙제 마감 알림: a day before the due time, once per assignment and assignee, to the families of
 * those who have handed nothing in — however many runs overlap — and again after the due time moved.
 */

const { db } = await createTestDatabase();
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const w = await createHomeworkWorld(app, db, clock.now());
const { instId } = w;
const ctx = { db, clock } as unknown as AppContext;
const dueOf = async (userId: string) =>
  (await homeworkNotificationsOf(db, userId)).filter((notification) => notification.type === 'homework-due');

describe('homework reminders', () => {
  it('remind those who have handed nothing in, once, from a day before the due time, even when runs overlap', async () => {
    // Due Wednesday 20:00 in Seoul (11:00 UTC).
    const homeworkId = await giveAs(w.teacher, instId, {
      classId: w.classA,
      title: '독서록',
      dueAt: '2026-11-25T20:00:00+09:00',
    });
    expectStatus(await submitAs(w.parentA, instId, homeworkId, { studentId: w.students.a }));

    // More than a day before: nothing yet.
    expect(await remindDueHomework(ctx, new Date('2026-11-24T10:59:00Z'))).toEqual({ reminded: 0, notified: 0 });

    // A day before, five runs at once (several processes): 나준 and 다인 are reminded once.
    const at = new Date('2026-11-24T11:00:00Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => remindDueHomework(ctx, at)));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(2);
    // 나준's own account and parent, 다인's parent.
    expect(runs.reduce((sum, run) => sum + run.notified, 0)).toBe(3);
    for (const family of [w.parentB, w.studentB, w.parentC]) {
      const reminders = await dueOf(family.userId);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]).toMatchObject({
        title: '숙제 마감 알림: 독서록',
        link: `/v3/homework/detail/${homeworkId}`,
      });
      expect(reminders[0]?.body).toContain('11월 25일 20:00');
    }
    expect(await dueOf(w.parentA.userId)).toEqual([]);
    expect(await dueOf(w.parentD.userId)).toEqual([]);
    expect((await remindDueHomework(ctx, new Date('2026-11-25T10:00:00Z'))).reminded).toBe(0);

    // Moved to Friday: they are reminded again a day before the new due time, not before.
    clock.set('2026-11-25T10:30:00Z');
    const moved = await w.teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/homework/${homeworkId}`,
      payload: { dueAt: '2026-11-27T20:00:00+09:00' },
    });
    expectStatus(moved);
    expect((await remindDueHomework(ctx, new Date('2026-11-25T11:00:00Z'))).reminded).toBe(0);
    expect((await remindDueHomework(ctx, new Date('2026-11-26T11:30:00Z'))).reminded).toBe(2);
    expect(await dueOf(w.parentB.userId)).toHaveLength(2);

    // After the due time nobody is reminded of it.
    expectStatus(
      await w.teacher.inject({
        method: 'PATCH',
        url: `/api/insts/${instId}/homework/${homeworkId}`,
        payload: { dueAt: '2026-11-25T20:00:00+09:00' },
      }),
    );
    expect((await remindDueHomework(ctx, new Date('2026-11-25T11:00:01Z'))).reminded).toBe(0);
  });
});
