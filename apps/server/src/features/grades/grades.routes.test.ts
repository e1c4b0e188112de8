import { GRADE_PUBLISHED_TYPE, myGradeDetailPath } from '@academy/domain/grades/grades.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { gradesForReport } from './grades.report-source';
import {
  createGradeAs,
  createGradesWorld,
  expectStatus,
  type GradesWorld,
  publishAs,
  saveGridAs,
} from './grades.test-helpers';

/**
 * Grades through the API on a real database: the grid saved at once (and refused whole), statistics
 * and ranks, publishing that notifies once, families who see only their own child's published
 * scores, teachers only their classes, and the report's source.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });

const freshWorld = () => createGradesWorld(app, db, clock.now());

async function scoresIn(gradeId: string) {
  return db
    .selectFrom('grade_scores')
    .select(['student_id', 'score', 'absent', 'section_scores'])
    .where('grade_id', '=', gradeId)
    .orderBy('student_id')
    .execute();
}

async function gradeNotifications(instId: string) {
  return db
    .selectFrom('notifications')
    .select(['user_id', 'type', 'title', 'body', 'link'])
    .where('inst_id', '=', instId)
    .where('type', '=', GRADE_PUBLISHED_TYPE)
    .orderBy('user_id')
    .execute();
}

/** A class 수학A test with 가윤 92.5, 나준 80, 다인 결시. */
async function scoredTest(w: GradesWorld, testDate = '2026-11-20'): Promise<string> {
  const gradeId = await createGradeAs(w.teacher, w.instId, { classId: w.classA, testDate });
  expectStatus(
    await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 92.5 },
      { studentId: w.students.b, score: 80 },
      { studentId: w.students.c, score: null, absent: true },
    ]),
    200,
  );
  return gradeId;
}

describe('a test and its grid', () => {
  it('makes a draft with the class roster, saves the grid at once and computes the statistics', async () => {
    const w = await freshWorld();
    const gradeId = await createGradeAs(w.teacher, w.instId, { classId: w.classA, name: '1학기 모의고사' });
    const fresh = await w.teacher.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades/${gradeId}` });
    expectStatus(fresh, 200);
    expect(fresh.json().publishedAt).toBeNull();
    expect(fresh.json().roster.map((row: { studentNm: string }) => row.studentNm)).toEqual([
      '김가윤',
      '박다인',
      '이나준',
    ]);

    const saved = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 92.5 },
      { studentId: w.students.b, score: 80 },
      { studentId: w.students.c, score: null, absent: true },
    ]);
    expectStatus(saved, 200);
    const detail = saved.json();
    expect(detail.statistics).toMatchObject({ takers: 2, absent: 1, notEntered: 0, average: 86.3, highest: 92.5 });
    expect(detail.statistics.distribution[9]).toEqual({ label: '90~100', from: 90, to: 100, count: 1 });
    // Ranks are not shown until the director says so.
    expect(detail.roster.every((row: { rank: number | null }) => row.rank === null)).toBe(true);
    expect(await scoresIn(gradeId)).toHaveLength(3);

    const list = await w.teacher.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades` });
    expectStatus(list, 200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ gradeId, name: '1학기 모의고사', scoredCount: 2, studentCount: 3, average: 86.3 }),
    ]);

    // Clearing a row removes it: not entered again.
    expectStatus(await saveGridAs(w.teacher, w.instId, gradeId, [{ studentId: w.students.b, score: null }]), 200);
    expect((await scoresIn(gradeId)).map((row) => row.student_id)).not.toContain(w.students.b);
  });

  it('refuses the whole grid for one bad cell or a student outside the roster, and saves nothing', async () => {
    const w = await freshWorld();
    const gradeId = await createGradeAs(w.teacher, w.instId, { classId: w.classA, maxScore: 50 });
    const tooHigh = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 40 },
      { studentId: w.students.b, score: 51 },
    ]);
    expectStatus(tooHigh, 400);
    expect(tooHigh.json().fields).toEqual({ 'scores.1.score': '점수는 0점부터 50점 사이로 입력해 주세요.' });
    const outsider = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 40 },
      { studentId: w.students.d, score: 30 },
    ]);
    expectStatus(outsider, 400);
    expect(Object.keys(outsider.json().fields)).toEqual(['scores.1.studentId']);
    const absentWithScore = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: 40, absent: true },
    ]);
    expectStatus(absentWithScore, 400);
    expect(await scoresIn(gradeId)).toEqual([]);
  });

  it('leaves one whole grid when two saves of it run at once', async () => {
    const w = await freshWorld();
    const gradeId = await createGradeAs(w.teacher, w.instId, { classId: w.classA });
    const gridOf = (score: number) =>
      [w.students.a, w.students.b, w.students.c].map((studentId) => ({ studentId, score }));
    const responses = await Promise.all([
      saveGridAs(w.teacher, w.instId, gradeId, gridOf(70)),
      saveGridAs(w.director, w.instId, gradeId, gridOf(90)),
      saveGridAs(w.teacher, w.instId, gradeId, gridOf(80)),
    ]);
    for (const response of responses) expectStatus(response, 200);
    const stored = new Set((await scoresIn(gradeId)).map((row) => row.score));
    expect(stored.size).toBe(1);
    expect(['70.0', '80.0', '90.0']).toContain([...stored][0]);
  });

  it('checks sections: maxima adding up, each within its maximum, and the total as their sum', async () => {
    const w = await freshWorld();
    const bad = await w.teacher.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/grades`,
      payload: {
        classId: w.classA,
        name: '영역 시험',
        subject: '영어',
        testDate: '2026-11-20',
        maxScore: 100,
        sections: [{ name: '듣기', maxScore: 40 }],
      },
    });
    expectStatus(bad, 400);
    const gradeId = await createGradeAs(w.teacher, w.instId, {
      classId: w.classA,
      sections: [
        { name: '듣기', maxScore: 40 },
        { name: '독해', maxScore: 60 },
      ],
    });
    const summed = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.a, score: null, sectionScores: [35.5, 50] },
    ]);
    expectStatus(summed, 200);
    expect(summed.json().roster.find((row: { studentId: string }) => row.studentId === w.students.a)).toMatchObject({
      score: 85.5,
      sectionScores: [35.5, 50],
    });
    const overSection = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.b, score: null, sectionScores: [41, 50] },
    ]);
    expectStatus(overSection, 400);
    const wrongTotal = await saveGridAs(w.teacher, w.instId, gradeId, [
      { studentId: w.students.b, score: 70, sectionScores: [30, 50] },
    ]);
    expectStatus(wrongTotal, 400);
    expect((await scoresIn(gradeId)).map((row) => row.student_id)).toEqual([w.students.a]);
  });

  it('refuses a maximum below an entered score naming the student, and changes nothing', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    const refused = await w.teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${w.instId}/grades/${gradeId}`,
      payload: { maxScore: 90 },
    });
    expectStatus(refused, 400);
    expect(refused.json().message).toContain('김가윤 학생의 점수(92.5점)');
    const row = await db.selectFrom('grade_tests').select('max_score').where('id', '=', gradeId).executeTakeFirst();
    expect(row?.max_score).toBe('100.0');
    const edited = await w.teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${w.instId}/grades/${gradeId}`,
      payload: { maxScore: 95, name: '고친 이름' },
    });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ maxScore: 95, name: '고친 이름' });
  });

  it('deletes a test with its scores and writes an audit row', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    const removed = await w.director.inject({ method: 'DELETE', url: `/api/insts/${w.instId}/grades/${gradeId}` });
    expectStatus(removed, 204);
    expect(await scoresIn(gradeId)).toEqual([]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target', '=', `grade:${gradeId}`)
      .execute();
    expect(audit).toEqual([{ action: 'grade.delete', actor_user_id: w.director.userId }]);
    const again = await w.director.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades/${gradeId}` });
    expectStatus(again, 404);
  });
});

describe('who sees what', () => {
  it('keeps a teacher to the classes they teach', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    for (const call of [
      { method: 'GET' as const, url: `/api/insts/${w.instId}/grades/${gradeId}` },
      { method: 'POST' as const, url: `/api/insts/${w.instId}/grades/${gradeId}/publish` },
      { method: 'DELETE' as const, url: `/api/insts/${w.instId}/grades/${gradeId}` },
      { method: 'GET' as const, url: `/api/insts/${w.instId}/students/${w.students.a}/grades/${gradeId}` },
    ]) {
      const response = await w.otherTeacher.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('김가윤');
    }
    const saved = await saveGridAs(w.otherTeacher, w.instId, gradeId, [{ studentId: w.students.a, score: 1 }]);
    expectStatus(saved, 404);
    const list = await w.otherTeacher.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades` });
    expect(list.json().items).toEqual([]);
    const create = await w.otherTeacher.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/grades`,
      payload: { classId: w.classA, name: '남의 반', subject: '수학', testDate: '2026-11-20', maxScore: 100 },
    });
    expectStatus(create, 404);
    expect(await scoresIn(gradeId)).toHaveLength(3);
    expect(
      await db
        .selectFrom('grade_tests')
        .select('id')
        .where('inst_id', '=', w.instId)
        .where('name', '=', '남의 반')
        .execute(),
    ).toEqual([]);
  });

  it('hides drafts from families, and shows a parent only their own child once published', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    const draftList = await w.parentA.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.a}/grades`,
    });
    expectStatus(draftList, 200);
    expect(draftList.json().items).toEqual([]);
    const draft = await w.parentA.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.a}/grades/${gradeId}`,
    });
    expectStatus(draft, 404);

    expectStatus(await publishAs(w.teacher, w.instId, gradeId), 200);
    const mine = await w.parentA.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.a}/grades/${gradeId}`,
    });
    expectStatus(mine, 200);
    expect(mine.json()).toMatchObject({ studentNm: '김가윤', score: 92.5, rank: null, rankOf: null });
    expect(mine.json().statistics).toMatchObject({ average: 86.3, highest: 92.5 });
    expect(mine.body).not.toContain('이나준');
    expect(mine.body).not.toContain(w.students.b);

    const list = await w.parentA.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.a}/grades`,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ gradeId, score: 92.5, classAverage: 86.3, classHighest: 92.5, maxScore: 100 }),
    ]);

    // Another child of the same class, by both routes: 404 like a foreign id.
    for (const url of [
      `/api/insts/${w.instId}/students/${w.students.b}/grades`,
      `/api/insts/${w.instId}/students/${w.students.b}/grades/${gradeId}`,
    ]) {
      const response = await w.parentA.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('이나준');
    }
    // The staff routes stay closed to families.
    const staffRoute = await w.parentA.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades/${gradeId}` });
    expectStatus(staffRoute, 403);
    // The student account sees their own.
    const own = await w.studentB.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.b}/grades/${gradeId}`,
    });
    expect(own.json()).toMatchObject({ score: 80 });
  });

  it('shows ranks (1, 2, 2, 4 style) once the director turns them on', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    expectStatus(await publishAs(w.teacher, w.instId, gradeId), 200);
    const teacherTry = await w.teacher.inject({
      method: 'PUT',
      url: `/api/insts/${w.instId}/grades/settings`,
      payload: { showRank: true },
    });
    expectStatus(teacherTry, 403);
    const turned = await w.director.inject({
      method: 'PUT',
      url: `/api/insts/${w.instId}/grades/settings`,
      payload: { showRank: true },
    });
    expectStatus(turned, 200);
    const settings = await w.teacher.inject({ method: 'GET', url: `/api/insts/${w.instId}/grades/settings` });
    expect(settings.json()).toEqual({ showRank: true });
    const mine = await w.parentB.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.b}/grades/${gradeId}`,
    });
    expect(mine.json()).toMatchObject({ rank: 2, rankOf: 2, showRank: true });
    const absent = await w.parentC.inject({
      method: 'GET',
      url: `/api/insts/${w.instId}/students/${w.students.c}/grades/${gradeId}`,
    });
    expect(absent.json()).toMatchObject({ score: null, absent: true, rank: null });
  });
});

describe('publishing', () => {
  it('notifies the families of the students with a row, once, with a link to their own child', async () => {
    const w = await freshWorld();
    const gradeId = await scoredTest(w);
    expect(await gradeNotifications(w.instId)).toEqual([]);
    const [first, second] = await Promise.all([
      publishAs(w.teacher, w.instId, gradeId),
      publishAs(w.director, w.instId, gradeId),
    ]);
    expectStatus(first as never, 200);
    expectStatus(second as never, 200);
    expectStatus(await publishAs(w.teacher, w.instId, gradeId), 200);
    const sent = await gradeNotifications(w.instId);
    const expected = [
      { userId: w.parentA.userId, studentId: w.students.a },
      { userId: w.parentB.userId, studentId: w.students.b },
      { userId: w.studentB.userId, studentId: w.students.b },
      { userId: w.parentC.userId, studentId: w.students.c },
    ];
    expect(sent).toHaveLength(expected.length);
    for (const { userId, studentId } of expected) {
      expect(sent.filter((row) => row.user_id === userId).map((row) => row.link)).toEqual([
        myGradeDetailPath(gradeId, studentId),
      ]);
    }
    expect(sent.some((row) => row.user_id === w.parentD.userId)).toBe(false);
    expect(sent.find((row) => row.user_id === w.parentA.userId)?.body).toContain('김가윤');
  });
});

describe('gradesForReport', () => {
  it('gives the published tests of the period, oldest first, with the class average and no rank unless shown', async () => {
    const w = await freshWorld();
    const october = await scoredTest(w, '2026-10-15');
    const november = await scoredTest(w, '2026-11-20');
    const draft = await scoredTest(w, '2026-11-21');
    const december = await scoredTest(w, '2026-12-01');
    for (const gradeId of [october, november, december])
      expectStatus(await publishAs(w.teacher, w.instId, gradeId), 200);

    const rows = await gradesForReport(db, w.instId, w.students.a, '2026-10-01', '2026-11-30');
    expect(rows.map((row) => row.gradeId)).toEqual([october, november]);
    expect(rows.map((row) => row.gradeId)).not.toContain(draft);
    expect(rows[1]).toEqual({
      gradeId: november,
      name: '11월 단원평가',
      subject: '수학',
      testDate: '2026-11-20',
      score: 92.5,
      maxScore: 100,
      classAverage: 86.3,
      classHighest: 92.5,
      rank: null,
      rankOf: null,
    });
    const absent = await gradesForReport(db, w.instId, w.students.c, '2026-11-01', '2026-11-30');
    expect(absent.map((row) => row.score)).toEqual([null]);

    await w.director.inject({
      method: 'PUT',
      url: `/api/insts/${w.instId}/grades/settings`,
      payload: { showRank: true },
    });
    const ranked = await gradesForReport(db, w.instId, w.students.b, '2026-11-20', '2026-11-20');
    expect(ranked.map((row) => [row.rank, row.rankOf])).toEqual([[2, 2]]);
    // Another class's student and another academy's id find nothing.
    expect(await gradesForReport(db, w.instId, w.students.d, '2026-10-01', '2026-12-31')).toEqual([]);
    const other = await freshWorld();
    expect(await gradesForReport(db, other.instId, w.students.a, '2026-10-01', '2026-12-31')).toEqual([]);
  });
});
