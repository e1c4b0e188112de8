import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import {
  formatScore,
  isValidScore,
  maxBelowScoreMessage,
  scoreRangeMessage,
  sectionsFitMaximum,
  sectionsSumMessage,
  sectionTotal,
} from '@academy/domain/grades/grades.rules';
import {
  type CreateGradeBody,
  type EditGradeBody,
  GRADE_PUBLISHED_TYPE,
  type GradeDetail,
  type GradeFormOptionsResponse,
  type GradeListQuery,
  type GradeListResponse,
  type GradeSettings,
  myGradeDetailPath,
  type SaveScoresBody,
  type StudentGradeDetail,
  type StudentGradesQuery,
  type StudentGradesResponse,
} from '@academy/domain/grades/grades.schema';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { teaches } from '../../platform/access/access.scopes';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError, type FieldErrors } from '../../platform/errors/app-error';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { newId } from '../../platform/ids/new-id';
import { notify } from '../../platform/notifications/notify';
import { visibleStudent } from '../../platform/students/visible-student';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { detailOf, headOf, listItemOf, studentItemOf, studentViewOf } from './grades.mappers';
import {
  classesFor,
  findVisibleTest,
  rosterStudents,
  scoresOf,
  showRankOf,
  type TestRow,
  testsOfStudent,
  visibleClass,
  visibleTests,
} from './grades.queries';

/**
 * Grades (docs/decisions/0056-grades.md): tests, the score grid, statistics, publishing to
 * families and a student's own view. Staff reach a test only through a class they see (a teacher:
 * the classes they teach); families reach only published tests of their linked students. Anything
 * else answers 404, like another academy's id.
 */

const todayOf = (ctx: AppContext): IsoDate => businessDateOf(ctx.clock.now());

// ── cursors ──────────────────────────────────────────────────────────────────

const CURSOR = /^(\d{4}-\d{2}-\d{2})_([0-9a-f-]{36})$/;
const cursorOf = (row: { test_date: string; id: string }) => `${row.test_date}_${row.id}`;
function parseCursor(cursor: string | undefined): { testDate: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || !match[2])
    throw new AppError('BAD_REQUEST', '목록 위치가 올바르지 않습니다. 목록을 처음부터 다시 불러 주세요.');
  return { testDate: match[1], id: match[2] };
}

// ── staff: tests ─────────────────────────────────────────────────────────────

async function requireTest(db: Executor, caller: Caller, gradeId: string, forUpdate = false): Promise<TestRow> {
  const test = await findVisibleTest(db, caller, gradeId, forUpdate);
  if (!test) throw new AppError('NOT_FOUND', '성적을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return test;
}

/** GradeManagement: a page of the tests of the classes the caller sees, with counts and averages (three statements). */
export async function listGrades(ctx: AppContext, caller: Caller, query: GradeListQuery): Promise<GradeListResponse> {
  const rows = await visibleTests(ctx.db, caller, {
    classId: query.classId,
    month: query.month,
    after: parseCursor(query.cursor),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const scores = await scoresOf(
    ctx.db,
    caller.instId,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => listItemOf(row, scores)),
    nextCursor: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}

export async function gradeFormOptions(ctx: AppContext, caller: Caller): Promise<GradeFormOptionsResponse> {
  const classes = await classesFor(ctx.db, caller);
  return {
    classes: classes.map((row) => ({
      classId: row.id,
      classNm: row.class_nm,
      compulsorySubject: row.compulsory_subject,
    })),
  };
}

async function detailIn(db: Executor, caller: Caller, test: TestRow): Promise<GradeDetail> {
  const [roster, scores, showRank] = await Promise.all([
    rosterStudents(db, caller.instId, test),
    scoresOf(db, caller.instId, [test.id]),
    showRankOf(db, caller.instId),
  ]);
  return detailOf(test, roster, scores, showRank);
}

export async function gradeDetail(ctx: AppContext, caller: Caller, gradeId: string): Promise<GradeDetail> {
  return detailIn(ctx.db, caller, await requireTest(ctx.db, caller, gradeId));
}

/** CreateGradePage (step 1): a draft test of a class the caller sees. */
export async function createGrade(ctx: AppContext, caller: Caller, body: CreateGradeBody): Promise<GradeDetail> {
  const klass = await visibleClass(ctx.db, caller, body.classId);
  if (!klass) throw new AppError('NOT_FOUND', '반을 찾을 수 없습니다. 반을 다시 선택해 주세요.');
  const now = ctx.clock.now();
  const id = newId();
  await ctx.db
    .insertInto('grade_tests')
    .values({
      inst_id: caller.instId,
      id,
      class_id: body.classId,
      name: body.name,
      subject: body.subject,
      test_date: body.testDate,
      max_score: body.maxScore,
      sections: JSON.stringify(body.sections),
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return gradeDetail(ctx, caller, id);
}

/**
 * EditGradePage: the name, subject, date, maximum and sections. A maximum (or a section maximum)
 * below a score already entered is refused naming the student; sections whose number changes clear
 * the rows' section scores (the totals stay).
 */
export async function editGrade(
  ctx: AppContext,
  caller: Caller,
  gradeId: string,
  body: EditGradeBody,
): Promise<GradeDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const test = await requireTest(trx, caller, gradeId, true);
    const maxScore = body.maxScore ?? test.max_score;
    const sections = body.sections ?? test.sections;
    if (!sectionsFitMaximum(sections, maxScore)) {
      throw new AppError('VALIDATION_FAILED', sectionsSumMessage(maxScore), { sections: sectionsSumMessage(maxScore) });
    }
    const scores = await scoresOf(trx, caller.instId, [test.id]);
    const roster = await rosterStudents(trx, caller.instId, test);
    const nameOf = (studentId: string) => roster.find((row) => row.student_id === studentId)?.student_nm ?? '';
    const above = scores.find((row) => row.score !== null && row.score > maxScore);
    if (above?.score != null) {
      const message = maxBelowScoreMessage(nameOf(above.student_id), above.score);
      throw new AppError('VALIDATION_FAILED', message, { maxScore: message });
    }
    const sectionCountChanged = sections.length !== test.sections.length;
    if (!sectionCountChanged) {
      for (const row of scores) {
        const index = row.section_scores.findIndex(
          (value, i) => value !== null && value > (sections[i]?.maxScore ?? 0),
        );
        const value = row.section_scores[index];
        if (index >= 0 && value != null) {
          const message = `${nameOf(row.student_id)} 학생의 ${sections[index]?.name ?? ''} 점수(${formatScore(value)}점)가 새 영역 만점보다 높습니다. 점수를 먼저 고쳐 주세요.`;
          throw new AppError('VALIDATION_FAILED', message, { sections: message });
        }
      }
    }
    const now = ctx.clock.now();
    await trx
      .updateTable('grade_tests')
      .set({
        name: body.name ?? test.name,
        subject: body.subject ?? test.subject,
        test_date: body.testDate ?? test.test_date,
        max_score: maxScore,
        sections: JSON.stringify(sections),
        updated_at: now,
      })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', test.id)
      .execute();
    if (sectionCountChanged) {
      await trx
        .updateTable('grade_scores')
        .set({ section_scores: '[]', updated_at: now, updated_by: caller.userId })
        .where('inst_id', '=', caller.instId)
        .where('grade_id', '=', test.id)
        .execute();
    }
    return detailIn(trx, caller, await requireTest(trx, caller, gradeId));
  });
}

/**
 * The whole grid in one transaction (CreateGradePage2, EditGradePage2). The test row is locked
 * first, so two saves of the same grid run one after the other and the grid ends as one of them
 * left it, never a mix. Every row is checked before anything is written: one bad cell refuses the
 * whole save with its field named.
 */
export async function saveScores(
  ctx: AppContext,
  caller: Caller,
  gradeId: string,
  body: SaveScoresBody,
): Promise<GradeDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const test = await requireTest(trx, caller, gradeId, true);
    const roster = await rosterStudents(trx, caller.instId, test);
    const inRoster = new Set(roster.map((row) => row.student_id));
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    const rows = body.scores.map((row, index) => {
      const at = (field: string, message: string) => {
        errors[`scores.${index}.${field}`] ??= message;
      };
      if (!inRoster.has(row.studentId))
        at('studentId', '이 시험을 보는 반의 원생이 아닙니다. 명단을 새로 불러 주세요.');
      if (seen.has(row.studentId)) at('studentId', '같은 원생이 두 번 들어 있습니다.');
      seen.add(row.studentId);
      let score = row.score;
      let sectionScores: (number | null)[] = [];
      if (row.absent) {
        if (score !== null || row.sectionScores.some((value) => value !== null)) {
          at('score', '결시한 원생에게는 점수를 넣을 수 없습니다. 결시를 풀거나 점수를 지워 주세요.');
        }
        score = null;
      } else if (test.sections.length > 0 && row.sectionScores.length > 0) {
        if (row.sectionScores.length !== test.sections.length) {
          at('sectionScores', `영역 점수를 ${test.sections.length}개 모두 보내 주세요.`);
        }
        row.sectionScores.forEach((value, i) => {
          const section = test.sections[i];
          if (value !== null && section && !isValidScore(value, section.maxScore)) {
            at(`sectionScores.${i}`, `${section.name}: ${scoreRangeMessage(section.maxScore)}`);
          }
        });
        sectionScores = row.sectionScores;
        const total = sectionTotal(row.sectionScores);
        if (score === null) score = total;
        else if (total !== null && Math.round(total * 10) !== Math.round(score * 10)) {
          at('score', `총점이 영역 점수의 합(${formatScore(total)}점)과 다릅니다. 총점을 비우거나 고쳐 주세요.`);
        }
      } else if (row.sectionScores.some((value) => value !== null)) {
        at('sectionScores', '영역이 없는 시험입니다. 총점만 입력해 주세요.');
      }
      if (score !== null && !isValidScore(score, test.max_score)) at('score', scoreRangeMessage(test.max_score));
      return { studentId: row.studentId, score, absent: row.absent, sectionScores };
    });
    const first = Object.values(errors)[0];
    if (first) throw new AppError('VALIDATION_FAILED', first, errors);

    const now = ctx.clock.now();
    const cleared = rows.filter(
      (row) => row.score === null && !row.absent && row.sectionScores.every((v) => v === null),
    );
    const kept = rows.filter((row) => !cleared.includes(row));
    if (cleared.length > 0) {
      await trx
        .deleteFrom('grade_scores')
        .where('inst_id', '=', caller.instId)
        .where('grade_id', '=', test.id)
        .where(
          'student_id',
          'in',
          cleared.map((row) => row.studentId),
        )
        .execute();
    }
    if (kept.length > 0) {
      await trx
        .insertInto('grade_scores')
        .values(
          kept.map((row) => ({
            inst_id: caller.instId,
            grade_id: test.id,
            student_id: row.studentId,
            score: row.score,
            absent: row.absent,
            section_scores: JSON.stringify(row.sectionScores),
            updated_by: caller.userId,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['inst_id', 'grade_id', 'student_id']).doUpdateSet((eb) => ({
            score: eb.ref('excluded.score'),
            absent: eb.ref('excluded.absent'),
            section_scores: eb.ref('excluded.section_scores'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('grade_tests')
      .set({ updated_at: now })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', test.id)
      .execute();
    return detailIn(trx, caller, { ...test, updated_at: now });
  });
}

/**
 * The deliberate step that shows a test to families. Only the statement that sets `published_at`
 * notifies, so publishing twice (or two clicks at once) notifies each family once. The students
 * with a row (a score or 결시) and their connected guardians are told, each with the link to that
 * child's MyGradeDetailPage.
 */
export async function publishGrade(ctx: AppContext, caller: Caller, gradeId: string): Promise<GradeDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const test = await requireTest(trx, caller, gradeId);
    const now = ctx.clock.now();
    const published = await trx
      .updateTable('grade_tests')
      .set({ published_at: now, published_by: caller.userId })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', test.id)
      .where('published_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (published) await notifyPublished(trx, caller, test, now);
    return detailIn(trx, caller, await requireTest(trx, caller, gradeId));
  });
}

async function notifyPublished(trx: Executor, caller: Caller, test: TestRow, now: Date): Promise<void> {
  const [roster, scores, instNm] = await Promise.all([
    rosterStudents(trx, caller.instId, test),
    scoresOf(trx, caller.instId, [test.id]),
    instNameOf(trx, caller.instId),
  ]);
  const told = roster.filter((student) => scores.some((row) => row.student_id === student.student_id));
  const accounts = await familyAccountsByStudent(
    trx,
    caller.instId,
    told.map((student) => student.student_id),
  );
  await notify(
    trx,
    told.flatMap((student) =>
      (accounts.get(student.student_id) ?? []).map((userId) => ({
        userId,
        instId: caller.instId,
        type: GRADE_PUBLISHED_TYPE,
        title: `[${instNm}] ${test.name} 성적 안내`,
        body: `${student.student_nm} 학생의 ${test.subject} ${test.name} 성적이 올라왔습니다. 눌러서 확인해 보세요.`,
        link: myGradeDetailPath(test.id, student.student_id),
        now,
      })),
    ),
  );
}

/** Deletes a test and its scores; audited with what was removed. */
export async function deleteGrade(ctx: AppContext, caller: Caller, gradeId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const test = await requireTest(trx, caller, gradeId, true);
    const scores = await scoresOf(trx, caller.instId, [test.id]);
    await trx.deleteFrom('grade_tests').where('inst_id', '=', caller.instId).where('id', '=', test.id).execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'grade.delete',
      target: auditTarget('grade', test.id),
      before: { ...headOf(test), scoredCount: scores.filter((row) => row.score !== null).length },
      after: null,
      at: ctx.clock.now(),
    });
  });
}

// ── settings ─────────────────────────────────────────────────────────────────

export async function gradeSettingsOf(ctx: AppContext, caller: Caller): Promise<GradeSettings> {
  return { showRank: await showRankOf(ctx.db, caller.instId) };
}

/** The director's choice to show ranks; audited. */
export async function putGradeSettings(ctx: AppContext, caller: Caller, body: GradeSettings): Promise<GradeSettings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await showRankOf(trx, caller.instId);
    const now = ctx.clock.now();
    await trx
      .insertInto('grade_settings')
      .values({ inst_id: caller.instId, show_rank: body.showRank, updated_at: now })
      .onConflict((oc) => oc.column('inst_id').doUpdateSet({ show_rank: body.showRank, updated_at: now }))
      .execute();
    if (before !== body.showRank) {
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: 'grade.settings',
        target: auditTarget('inst', caller.instId),
        before: { showRank: before },
        after: { showRank: body.showRank },
        at: now,
      });
    }
    return { showRank: body.showRank };
  });
}

// ── a student's grades ───────────────────────────────────────────────────────

/** The student the caller sees (a family: their linked student; staff: their scope), or 404. */
async function requireStudent(ctx: AppContext, caller: Caller, studentId: string) {
  const student = await visibleStudent(ctx.db, caller, studentId, todayOf(ctx));
  if (!student) throw new AppError('NOT_FOUND', '원생을 찾을 수 없습니다. 다시 선택해 주세요.');
  return student;
}

/** Families see published tests only; a teacher only the tests of the classes they teach. */
const studentScope = (caller: Caller) => ({
  publishedOnly: !isStaffCaller(caller),
  visibleClasses: caller.scope === 'own-classes' ? teaches(caller.userId, 'c') : undefined,
});

/** MyGradeManagement and the chart: the student's tests, newest first, each with the class's average and highest. */
export async function studentGrades(
  ctx: AppContext,
  caller: Caller,
  studentId: string,
  query: StudentGradesQuery,
): Promise<StudentGradesResponse> {
  const student = await requireStudent(ctx, caller, studentId);
  const [tests, showRank] = await Promise.all([
    testsOfStudent(ctx.db, caller.instId, {
      studentId,
      ...studentScope(caller),
      classId: query.classId,
      after: parseCursor(query.cursor),
      limit: query.limit + 1,
    }),
    showRankOf(ctx.db, caller.instId),
  ]);
  const page = tests.slice(0, query.limit);
  const scores = await scoresOf(
    ctx.db,
    caller.instId,
    page.map((test) => test.id),
  );
  const last = page[page.length - 1];
  return {
    studentId,
    studentNm: student.student_nm,
    showRank,
    items: page.map((test) => studentItemOf(test, studentId, scores, showRank)),
    nextCursor: tests.length > query.limit && last ? cursorOf(last) : null,
  };
}

/** MyGradeDetailPage: one test of the student, their row only, and the class's statistics. */
export async function studentGrade(
  ctx: AppContext,
  caller: Caller,
  studentId: string,
  gradeId: string,
): Promise<StudentGradeDetail> {
  const student = await requireStudent(ctx, caller, studentId);
  const [test] = await testsOfStudent(ctx.db, caller.instId, { studentId, ...studentScope(caller), gradeId });
  if (!test) throw new AppError('NOT_FOUND', '성적을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  const [scores, showRank] = await Promise.all([
    scoresOf(ctx.db, caller.instId, [test.id]),
    showRankOf(ctx.db, caller.instId),
  ]);
  const view = studentViewOf(test, studentId, scores, showRank);
  return {
    ...headOf(test),
    studentId,
    studentNm: student.student_nm,
    score: view.score,
    absent: view.absent,
    sectionScores: view.sectionScores,
    rank: view.rank,
    rankOf: view.rankOf,
    showRank,
    statistics: view.statistics,
  };
}
