import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, studentOfUser } from '../classes/classes.test-helpers';

/** The demo academy's learning reports (db/seed/demo-reports.seed.ts), as the demo accounts see them. */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const parent = await callerFor(app, db, world.users.parent, clock.now());
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
const childId = await studentOfUser(db, instId, world.users.student);

describe('the demo learning reports', () => {
  it("shows the demo parent last month's sent report, with grades, homework and the comment, as a page and a PDF", async () => {
    const list = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/students/${childId}/reports` });
    expect(list.statusCode).toBe(200);
    const [latest] = list.json().items;
    expect(latest).toMatchObject({ month: '2026-10', status: 'sent', className: '중3 수학 심화반' });
    expect(latest.readAt).not.toBeNull();

    const page = (
      await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${latest.reportId}` })
    ).json();
    expect(page.student.studentNm).toBe('최민준');
    expect(page.comment).toContain('최민준 학생은');
    expect(page.attendance.summary.total).toBeGreaterThan(0);
    expect(page.study.weeks.length).toBeGreaterThanOrEqual(4);
    // The grades and homework seeds run first, so the month's tests and homework are in the report.
    expect(page.grades.length + (page.homework?.assigned ?? 0)).toBeGreaterThan(0);

    const pdf = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/reports/${latest.reportId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
    let text = '';
    for (let n = 1; n <= doc.numPages; n += 1)
      text += (await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    await doc.destroy();
    expect(text.replace(/\s+/g, '')).toContain(page.comment.replace(/\s+/g, ''));
  });

  it("gives the demo teacher last month's drafts to write", async () => {
    const todo = (await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/reports/todo` })).json();
    expect(todo.month).toBe('2026-10');
    expect(todo.total).toBeGreaterThan(0);
    expect(todo.items.every((item: { className: string }) => item.className !== '중3 수학 심화반')).toBe(true);
    const sent = (await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/reports?month=2026-10` })).json();
    expect(sent.rows.length).toBeGreaterThan(0);
  });
});
