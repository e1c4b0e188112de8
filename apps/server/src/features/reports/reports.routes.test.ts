import type { ReportListResponse, ReportView } from '@academy/domain/reports/reports.schema';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';
import { BATCH_STALE_MS, resumeStaleBatches, settleBatchRuns } from './reports.batches';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const director = await callerFor(app, db, world.users.director, clock.now());
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
const parent = await callerFor(app, db, world.users.parent, clock.now());
const student = await callerFor(app, db, world.users.student, clock.now());
const childId = await studentOfUser(db, instId, world.users.student);
const MONTH = '2026-11';

const classIdOf = async (classNm: string) =>
  (
    await db
      .selectFrom('classes')
      .select('id')
      .where('inst_id', '=', instId)
      .where('class_nm', '=', classNm)
      .executeTakeFirstOrThrow()
  ).id;
/** The demo teacher teaches it; 최민준 (the demo parent's child) attends it with 한예린. */
const classId = await classIdOf('중3 수학 심화반');
/** A class the demo teacher does not teach. */
const otherClassId = await classIdOf('중2 내신 대비반');

async function composeClass(id = classId, month = MONTH) {
  const started = await director.inject({
    method: 'POST',
    url: `/api/insts/${instId}/reports/batches`,
    payload: { classId: id, month },
  });
  expect(started.statusCode).toBe(202);
  await settleBatchRuns();
  return started.json().batchId as string;
}

async function listOf(caller = director, id = classId): Promise<ReportListResponse> {
  const response = await caller.inject({
    method: 'GET',
    url: `/api/insts/${instId}/reports?classId=${id}&month=${MONTH}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const reportOf = async (studentId: string) => {
  const row = (await listOf()).rows.find((r) => r.studentId === studentId);
  if (!row?.reportId) throw new Error('no report');
  return row.reportId;
};

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts.join('').replace(/\s+/g, '');
}

describe('composing a class month as a batch', () => {
  it('makes one batch for parallel requests, shows its progress, and drafts every student', async () => {
    const before = await db.selectFrom('learning_report_batches').select('id').execute();
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() =>
        director.inject({
          method: 'POST',
          url: `/api/insts/${instId}/reports/batches`,
          payload: { classId, month: MONTH },
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode, c?.statusCode]).toEqual([202, 202, 202]);
    const ids = new Set([a, b, c].map((r) => r?.json().batchId));
    await settleBatchRuns();
    const after = await db.selectFrom('learning_report_batches').select('id').execute();
    // Parallel calls while one runs share it; one finished before another arrived would make a second.
    expect(after.length - before.length).toBe(ids.size);
    const batchId = [...ids][0];
    const progress = await director.inject({ method: 'GET', url: `/api/insts/${instId}/reports/batches/${batchId}` });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({ status: 'done', failed: 0, classId, month: MONTH });
    expect(progress.json().done).toBe(progress.json().total);

    const list = await listOf();
    expect(list.rows.map((r) => r.studentNm)).toEqual(expect.arrayContaining(['최민준', '한예린']));
    expect(list.rows.every((r) => r.status === 'draft' && !r.commentWritten)).toBe(true);
    expect(list.batch).toMatchObject({ status: 'done' });
    expect(list.classes.some((c) => c.classId === classId)).toBe(true);
  });

  it('composes attendance and kiosk study time of the month', async () => {
    const visitId = newId();
    await db
      .insertInto('desk_visits')
      .values({
        inst_id: instId,
        id: visitId,
        student_id: childId,
        business_date: '2026-11-03',
        check_in_at: new Date('2026-11-03T06:00:00Z'),
        check_out_at: new Date('2026-11-03T09:00:00Z'),
      })
      .execute();
    await db
      .insertInto('desk_breaks')
      .values({
        inst_id: instId,
        id: newId(),
        visit_id: visitId,
        out_at: new Date('2026-11-03T07:00:00Z'),
        back_at: new Date('2026-11-03T07:30:00Z'),
      })
      .execute();
    const before = await db
      .selectFrom('learning_reports')
      .select('content')
      .where('inst_id', '=', instId)
      .where('class_id', '=', classId)
      .where('student_id', '=', childId)
      .where('month', '=', MONTH)
      .executeTakeFirst();
    await composeClass();
    const reportId = await reportOf(childId);
    const view: ReportView = (
      await director.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${reportId}` })
    ).json();
    const beforeMinutes =
      (before?.content as { study?: { totalMinutes: number } } | undefined)?.study?.totalMinutes ?? 0;
    // 3 hours minus a 30-minute break.
    expect(view.study?.totalMinutes).toBe(beforeMinutes + 150);
    expect(
      view.study?.weeks.find((w) => w.from <= '2026-11-03' && w.to >= '2026-11-03')?.minutes,
    ).toBeGreaterThanOrEqual(150);
    expect(view.attendance?.summary.total).toBe(view.attendance?.days.length);
    expect(view.student.studentNm).toBe('최민준');
    expect(view.class?.classId).toBe(classId);
  });
  it('resumes a batch whose process died (its heartbeat stopped), and leaves a live one alone', async () => {
    const now = clock.now();
    const stale = newId();
    const live = newId();
    for (const [id, month, beat] of [
      [stale, '2026-10', new Date(now.getTime() - BATCH_STALE_MS - 1000)],
      [live, '2026-07', now],
    ] as const)
      await db
        .insertInto('learning_report_batches')
        .values({ inst_id: instId, id, class_id: classId, month, total: 0, created_at: beat, heartbeat_at: beat })
        .execute();
    const ctx = { db, clock, config: {} } as unknown as AppContext;
    expect(await resumeStaleBatches(ctx)).toEqual({ resumed: 1 });
    const rows = await db
      .selectFrom('learning_report_batches')
      .select(['id', 'status', 'done', 'total'])
      .where('id', 'in', [stale, live])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(stale)).toMatchObject({ status: 'done' });
    expect(byId.get(stale)?.done).toBe(byId.get(stale)?.total);
    expect(byId.get(stale)?.total).toBeGreaterThan(0);
    expect(byId.get(live)).toMatchObject({ status: 'running', done: 0 });
    const composed = await db
      .selectFrom('learning_reports')
      .select('id')
      .where('class_id', '=', classId)
      .where('month', '=', '2026-10')
      .execute();
    expect(composed.length).toBe(byId.get(stale)?.total);
    // The live one would block a new batch of its month: finish it so later tests start clean.
    await db.updateTable('learning_report_batches').set({ status: 'failed' }).where('id', '=', live).execute();
  });
});

describe('the teacher comment and sending', () => {
  it('autosaves a draft, refuses to send without a comment (changing nothing), then sends once', async () => {
    await composeClass();
    const reportId = await reportOf(childId);
    const draft = await teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/reports/${reportId}`,
      payload: { commentDraft: '민준이는 이번 달' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ commentDraft: '민준이는 이번 달', comment: null });
    expect((await listOf()).rows.find((r) => r.reportId === reportId)).toMatchObject({
      hasDraft: true,
      commentWritten: false,
    });

    const refused = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/send`,
      payload: { reportIds: [reportId] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('최민준 학생');
    expect(refused.json().message).toContain('코멘트를 작성한 뒤 보내 주세요');
    const still = await db
      .selectFrom('learning_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('draft');

    const comment = '민준이는 이번 달 함수 단원을 꼼꼼하게 정리했습니다.\n다음 달에는 서술형을 연습해요.';
    const saved = await teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/reports/${reportId}`,
      payload: { comment },
    });
    expect(saved.json()).toMatchObject({ comment, commentDraft: null });

    const notificationsBefore = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'report-sent')
      .execute();
    const sent = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/send`,
      payload: { reportIds: [reportId] },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: [reportId], alreadySent: [] });
    const told = await db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('type', '=', 'report-sent')
      .execute();
    const fresh = told.slice(notificationsBefore.length);
    expect(fresh.map((n) => n.user_id).sort()).toEqual([world.users.parent, world.users.student].sort());
    expect(fresh[0]?.link).toBe(`/v3/ReportDetail/${reportId}`);

    const again = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/send`,
      payload: { reportIds: [reportId] },
    });
    expect(again.json()).toEqual({ sent: [], alreadySent: [reportId] });
    const toldAgain = await db.selectFrom('notifications').select('id').where('type', '=', 'report-sent').execute();
    expect(toldAgain.length).toBe(told.length);

    // A sent report is frozen: the next batch leaves it, and it can no longer be edited.
    const sentRow = await db
      .selectFrom('learning_reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    await composeClass();
    const sentAfter = await db
      .selectFrom('learning_reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(sentAfter.composed_at).toEqual(sentRow.composed_at);
    const edit = await teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/reports/${reportId}`,
      payload: { comment: '고침' },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('keeps a draft comment when the batch recomposes the draft', async () => {
    await composeClass();
    const other = (await listOf()).rows.find((r) => r.studentNm === '한예린');
    if (!other?.reportId) throw new Error('no report');
    await teacher.inject({
      method: 'PATCH',
      url: `/api/insts/${instId}/reports/${other.reportId}`,
      payload: { comment: '예린이 코멘트' },
    });
    await composeClass();
    const view = (
      await director.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${other.reportId}` })
    ).json();
    expect(view).toMatchObject({ status: 'draft', comment: '예린이 코멘트' });
  });
});

describe('what families see', () => {
  it('opens only their own child’s sent report, marks it read, and downloads the PDF', async () => {
    const reportId = await reportOf(childId);
    const otherRow = (await listOf()).rows.find((r) => r.studentNm === '한예린');
    if (!otherRow?.reportId) throw new Error('no report');

    const page = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${reportId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'sent', commentDraft: null, reads: [] });

    const pdf = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${reportId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Shown in the browser's viewer, under the report's own name when saved from there.
    expect(String(pdf.headers['content-disposition'])).toMatch(/^inline; /);
    expect(String(pdf.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(`학습리포트_최민준_${MONTH}.pdf`)}`,
    );
    expect(pdf.rawPayload.length).toBeLessThan(1024 * 1024);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('최민준');
    expect(text).toContain('민준이는이번달함수단원을꼼꼼하게정리했습니다.');
    const cached = await parent.inject({
      method: 'GET',
      url: `/api/insts/${instId}/reports/${reportId}/pdf`,
      headers: { 'if-none-match': String(pdf.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // Another child's report, sent or not, and a draft of their own: 404 like an unknown id.
    for (const url of [
      `/api/insts/${instId}/reports/${otherRow.reportId}`,
      `/api/insts/${instId}/reports/${otherRow.reportId}/pdf`,
      `/api/insts/${instId}/students/${otherRow.studentId}/reports`,
      `/api/insts/${instId}/reports/${newId()}`,
    ]) {
      const response = await parent.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('한예린');
    }

    const list = await listOf();
    const row = list.rows.find((r) => r.reportId === reportId);
    expect(row?.reads.map((r) => [r.userId, r.relation])).toEqual([[world.users.parent, 'guardian']]);
    expect(row?.familyCount).toBeGreaterThanOrEqual(2);

    const mine = await student.inject({ method: 'GET', url: `/api/insts/${instId}/students/${childId}/reports` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.every((item: { status: string }) => item.status === 'sent')).toBe(true);
    expect(mine.json().items.map((item: { reportId: string }) => item.reportId)).toContain(reportId);
  });

  it('never shows a family a draft', async () => {
    // 최민준's November report is sent (and October's, by the demo): September's is left a draft.
    await composeClass(classId, '2026-09');
    const drafts = await db
      .selectFrom('learning_reports')
      .select('id')
      .where('student_id', '=', childId)
      .where('status', '=', 'draft')
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    for (const { id } of drafts) {
      expect((await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${id}` })).statusCode).toBe(404);
      expect((await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${id}/pdf` })).statusCode).toBe(
        404,
      );
    }
    const mine = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/students/${childId}/reports` });
    const ids = mine.json().items.map((item: { reportId: string }) => item.reportId);
    for (const { id } of drafts) expect(ids).not.toContain(id);
  });
});

describe('scopes of staff', () => {
  it('a teacher reports only on the classes they teach (another class answers 404, writing nothing)', async () => {
    const before = await db.selectFrom('learning_report_batches').select('id').execute();
    const list = await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/reports?classId=${otherClassId}` });
    expect(list.statusCode).toBe(404);
    const batch = await teacher.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/batches`,
      payload: { classId: otherClassId, month: MONTH },
    });
    expect(batch.statusCode).toBe(404);
    expect((await db.selectFrom('learning_report_batches').select('id').execute()).length).toBe(before.length);
    const own = await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/reports` });
    expect(own.json().classes.map((c: { classId: string }) => c.classId)).not.toContain(otherClassId);

    await composeClass(otherClassId);
    const foreign = await db
      .selectFrom('learning_reports')
      .select('id')
      .where('class_id', '=', otherClassId)
      .executeTakeFirstOrThrow();
    expect(
      (await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${foreign.id}` })).statusCode,
    ).toBe(404);
    const send = await teacher.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/send`,
      payload: { reportIds: [foreign.id] },
    });
    expect(send.statusCode).toBe(404);
  });

  it('refuses a month that has not begun', async () => {
    const response = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/batches`,
      payload: { classId, month: '2026-12' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("lists the teacher's reports still to send", async () => {
    const todo = await teacher.inject({
      method: 'GET',
      url: `/api/insts/${instId}/reports/todo?month=${MONTH}&limit=2`,
    });
    expect(todo.statusCode).toBe(200);
    const body = todo.json();
    expect(body.items.length).toBeLessThanOrEqual(2);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
    expect(
      body.items.some(
        (item: { studentId: string; classId: string }) => item.studentId === childId && item.classId === classId,
      ),
    ).toBe(false);
    expect(body.items.every((item: { classId: string }) => item.classId !== otherClassId)).toBe(true);
  });
});

describe('birthday reports', () => {
  it('lists the month’s birthdays and sends the greeting once to the family', async () => {
    await db.updateTable('students').set({ birthdate: '2012-11-30' }).where('id', '=', childId).execute();
    const list = await director.inject({ method: 'GET', url: `/api/insts/${instId}/reports/birthdays?month=${MONTH}` });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { studentId: string }) => i.studentId === childId);
    expect(item).toMatchObject({ birthday: '2026-11-30', sentReportId: null });
    expect(list.json().defaultMessage).toContain('{studentNm}');

    const sent = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/birthdays`,
      payload: { studentId: childId, message: '민준아 생일 축하해!' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'birthday', status: 'sent', birthdayMessage: '민준아 생일 축하해!' });
    const again = await director.inject({
      method: 'POST',
      url: `/api/insts/${instId}/reports/birthdays`,
      payload: { studentId: childId, message: '두 번째' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().reportId).toBe(sent.json().reportId);
    const told = await db.selectFrom('notifications').select('user_id').where('type', '=', 'report-birthday').execute();
    expect(told.map((n) => n.user_id).sort()).toEqual([world.users.parent, world.users.student].sort());

    const page = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${sent.json().reportId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().birthdayMessage).toBe('민준아 생일 축하해!');
  });
});
