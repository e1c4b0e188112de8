import {
  isCommentWritten,
  normalizeComment,
  type ReportKind,
  reportDetailPath,
  reportFileName,
  reportPeriod,
  reportTitle,
} from '@academy/domain/reports/reports.rules';
import {
  REPORT_COMMENT_MISSING_MESSAGE,
  type ReportListQuery,
  type ReportListResponse,
  type ReportTodoQuery,
  type ReportTodoResponse,
  type ReportView,
  type SendReportsBody,
  type SendReportsResponse,
  type StudentReportsQuery,
  type StudentReportsResponse,
  type UpdateReportBody,
} from '@academy/domain/reports/reports.schema';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, studentsVisibleTo } from '../../platform/access/access.scopes';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { type NewNotification, notify } from '../../platform/notifications/notify';
import { ofInst } from '../../platform/tenancy/of-inst';
import { batchView, latestBatchOf } from './reports.batches';
import { contentOf } from './reports.content';
import { monthOrDefault, todayOf } from './reports.months';
import { renderReportPdf } from './reports.pdf';
import {
  enrolledStudents,
  familyUsersOf,
  markRead,
  type ReportRow,
  readsOf,
  reportableClass,
  reportableClasses,
  reportInScope,
} from './reports.queries';

/**
 * Learning reports (docs/decisions/0055-learning-reports-and-pdf.md): the class list, the teacher's
 * comment, sending, the page and the PDF, a student's list and the teacher home's to-do. Composing
 * a class's month runs as a batch (reports.batches.ts); birthdays are in reports.birthdays.ts.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

// ── the class list (InstReportList) ──────────────────────────────────────────

export async function listClassReports(
  ctx: AppContext,
  caller: Caller,
  query: ReportListQuery,
): Promise<ReportListResponse> {
  const month = monthOrDefault(ctx, query.month);
  const classes = await reportableClasses(ctx.db, caller);
  const chosen = query.classId ? await reportableClass(ctx.db, caller, query.classId) : classes[0];
  if (query.classId && !chosen) throw new AppError('NOT_FOUND');
  if (!chosen) return { classes, classId: null, month, rows: [], batch: null };
  const { from, to } = reportPeriod(month);
  const rows = await enrolledStudents(ctx.db, caller.instId, chosen.classId, from, to)
    .leftJoin('learning_reports as r', (join) =>
      join
        .onRef('r.inst_id', '=', 'cs.inst_id')
        .onRef('r.class_id', '=', 'cs.class_id')
        .onRef('r.student_id', '=', 's.id')
        .on('r.kind', '=', 'monthly')
        .on('r.month', '=', month),
    )
    .select([
      'r.id as reportId',
      'r.status',
      'r.comment',
      'r.comment_draft',
      'r.composed_at',
      'r.sent_at',
      sql<number>`(select count(*) from student_guardians g
        where g.inst_id = s.inst_id and g.student_id = s.id and g.user_id is not null)
        + (case when s.user_id is null then 0 else 1 end)`.as('familyCount'),
    ])
    .execute();
  const reportIds = rows.flatMap((row) => (row.reportId ? [row.reportId] : []));
  const [reads, batch] = await Promise.all([
    readsOf(ctx.db, caller.instId, reportIds),
    latestBatchOf(ctx.db, caller.instId, chosen.classId, month),
  ]);
  return {
    classes: classes.some((c) => c.classId === chosen.classId) ? classes : [...classes, chosen],
    classId: chosen.classId,
    month,
    rows: rows.map((row) => ({
      studentId: row.studentId,
      studentNm: row.studentNm,
      reportId: row.reportId,
      status: row.status ?? 'none',
      commentWritten: isCommentWritten(row.comment),
      hasDraft: row.comment_draft !== null && row.comment_draft !== (row.comment ?? ''),
      composedAt: iso(row.composed_at),
      sentAt: iso(row.sent_at),
      reads: row.reportId ? (reads.get(row.reportId) ?? []) : [],
      familyCount: Number(row.familyCount),
    })),
    batch: batch ? batchView(batch) : null,
  };
}

/** The teacher home's card: the caller's classes' students whose report of the month is not sent. */
export async function reportTodo(ctx: AppContext, caller: Caller, query: ReportTodoQuery): Promise<ReportTodoResponse> {
  const month = monthOrDefault(ctx, query.month);
  const { from, to } = reportPeriod(month);
  const base = ctx.db
    .selectFrom('class_students as cs')
    .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'cs.inst_id').onRef('c.id', '=', 'cs.class_id'))
    .innerJoin('students as s', (join) =>
      join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
    )
    .leftJoin('learning_reports as r', (join) =>
      join
        .onRef('r.inst_id', '=', 'cs.inst_id')
        .onRef('r.class_id', '=', 'cs.class_id')
        .onRef('r.student_id', '=', 'cs.student_id')
        .on('r.kind', '=', 'monthly')
        .on('r.month', '=', month),
    )
    .where(ofInst(caller.instId, 'cs'))
    .where(classesVisibleTo(caller, 'c'))
    .where('c.status', '=', 'open')
    .where('cs.start_date', '<=', to)
    .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', from)]))
    .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.status', '=', 'draft')]));
  const [items, total] = await Promise.all([
    base
      .select([
        'c.id as classId',
        'c.class_nm as className',
        's.id as studentId',
        's.student_nm as studentNm',
        'r.id as reportId',
        'r.comment',
      ])
      .distinctOn(['c.class_nm', 'c.id', 's.student_nm', 's.id'])
      .orderBy('c.class_nm')
      .orderBy('c.id')
      .orderBy('s.student_nm')
      .orderBy('s.id')
      .limit(query.limit)
      .execute(),
    base.select(sql<number>`count(distinct (cs.class_id, cs.student_id))`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    month,
    total: Number(total.n),
    items: items.map((row) => ({
      classId: row.classId,
      className: row.className,
      studentId: row.studentId,
      studentNm: row.studentNm,
      reportId: row.reportId,
      status: row.reportId ? 'draft' : 'none',
      commentWritten: isCommentWritten(row.comment),
    })),
  };
}

// ── one report ───────────────────────────────────────────────────────────────

async function requireReport(ctx: AppContext, caller: Caller, reportId: string): Promise<ReportRow> {
  const row = await reportInScope(ctx.db, caller, reportId, todayOf(ctx));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const pdfUrlOf = (instId: string, reportId: string) => `/api/insts/${instId}/reports/${reportId}/pdf`;

async function toView(ctx: AppContext, caller: Caller, row: ReportRow): Promise<ReportView> {
  const content = contentOf(row.content);
  const staff = caller.scope !== 'linked';
  const reads = staff ? ((await readsOf(ctx.db, caller.instId, [row.id])).get(row.id) ?? []) : [];
  const period = reportPeriod(row.month);
  return {
    reportId: row.id,
    kind: row.kind,
    status: row.status,
    title: reportTitle(row.kind, row.month),
    month: row.month,
    period: { from: period.from, to: period.to },
    instNm: content.instNm,
    student: { studentId: row.student_id, studentNm: row.student_nm },
    class: row.class_id ? { classId: row.class_id, className: row.class_nm ?? content.className ?? '' } : null,
    attendance: content.attendance,
    grades: content.grades,
    homework: content.homework,
    study: content.study,
    comment: row.comment,
    commentDraft: staff ? row.comment_draft : null,
    birthdayMessage: row.birthday_message,
    teacherNm: content.teacherNm,
    composedAt: new Date(row.composed_at).toISOString(),
    sentAt: iso(row.sent_at),
    pdfUrl: pdfUrlOf(caller.instId, row.id),
    reads,
  };
}

/** The report page (a family opening it marks it read). */
export async function getReport(ctx: AppContext, caller: Caller, reportId: string): Promise<ReportView> {
  const row = await requireReport(ctx, caller, reportId);
  if (caller.scope === 'linked') await markRead(ctx.db, caller.instId, row.id, caller.userId, ctx.clock.now());
  return toView(ctx, caller, row);
}

/** ReportForm: the autosaved draft and the published comment; a sent report no longer changes. */
export async function updateReport(
  ctx: AppContext,
  caller: Caller,
  reportId: string,
  body: UpdateReportBody,
): Promise<ReportView> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await reportInScope(trx, caller, reportId, todayOf(ctx));
    if (!row) throw new AppError('NOT_FOUND');
    const locked = await trx
      .selectFrom('learning_reports')
      .select(['status', 'comment'])
      .where(ofInst(caller.instId))
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'sent')
      throw new AppError('CONFLICT', '이미 보낸 리포트는 고칠 수 없습니다. 보낸 내용은 리포트 상세에서 확인해 주세요.');
    const comment = body.comment === undefined ? undefined : normalizeComment(body.comment) || null;
    const draft = body.commentDraft === undefined ? undefined : body.commentDraft;
    await trx
      .updateTable('learning_reports')
      .set({
        ...(comment !== undefined ? { comment } : {}),
        // Publishing the comment ends its draft unless a newer draft comes with it.
        ...(draft !== undefined ? { comment_draft: draft } : comment !== undefined ? { comment_draft: null } : {}),
        updated_at: now,
      })
      .where(ofInst(caller.instId))
      .where('id', '=', reportId)
      .execute();
    if (comment !== undefined && comment !== locked.comment)
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: 'report.comment',
        target: auditTarget('report', reportId),
        before: { comment: locked.comment },
        after: { comment },
        at: now,
      });
  });
  return toView(ctx, caller, await requireReport(ctx, caller, reportId));
}

/**
 * Sends reviewed drafts: each becomes 'sent' once (a report sent before is left alone and listed as
 * such) and its family accounts are notified. Refused as a whole, changing nothing, when one of them
 * has no comment yet; any id outside the caller's scope answers 404.
 */
export async function sendReports(
  ctx: AppContext,
  caller: Caller,
  body: SendReportsBody,
): Promise<SendReportsResponse> {
  const now = ctx.clock.now();
  const ids = [...new Set(body.reportIds)];
  return ctx.db.transaction().execute(async (trx) => {
    const rows: ReportRow[] = [];
    for (const id of ids) {
      const row = await reportInScope(trx, caller, id, todayOf(ctx));
      if (!row) throw new AppError('NOT_FOUND');
      rows.push(row);
    }
    const locked = await trx
      .selectFrom('learning_reports')
      .select(['id', 'status', 'comment', 'kind'])
      .where(ofInst(caller.instId))
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const statusOf = new Map(locked.map((row) => [row.id, row]));
    const toSend = rows.filter((row) => statusOf.get(row.id)?.status === 'draft');
    const missing = toSend.find((row) => row.kind === 'monthly' && !isCommentWritten(statusOf.get(row.id)?.comment));
    if (missing) throw new AppError('BAD_REQUEST', `${missing.student_nm} 학생: ${REPORT_COMMENT_MISSING_MESSAGE}`);
    if (toSend.length > 0) {
      await trx
        .updateTable('learning_reports')
        .set({ status: 'sent', sent_at: now, sent_by: caller.userId, updated_at: now })
        .where(ofInst(caller.instId))
        .where(
          'id',
          'in',
          toSend.map((row) => row.id),
        )
        .where('status', '=', 'draft')
        .execute();
      await notifyFamilies(trx, caller.instId, toSend, now);
    }
    return {
      sent: toSend.map((row) => row.id),
      alreadySent: rows.filter((row) => !toSend.includes(row)).map((row) => row.id),
    };
  });
}

/** One notification per family account of each report's student ('report-sent', opening ReportDetail). */
export async function notifyFamilies(
  db: AppContext['db'] | Parameters<typeof notify>[0],
  instId: string,
  reports: readonly Pick<ReportRow, 'id' | 'student_id' | 'student_nm' | 'kind' | 'month'>[],
  now: Date,
): Promise<void> {
  const families = await familyUsersOf(
    db,
    instId,
    reports.map((report) => report.student_id),
  );
  const notifications: NewNotification[] = [];
  for (const report of reports) {
    const users = new Set(families.filter((f) => f.studentId === report.student_id).map((f) => f.userId));
    for (const userId of users)
      notifications.push({
        userId,
        instId,
        type: report.kind === 'birthday' ? 'report-birthday' : 'report-sent',
        title: report.kind === 'birthday' ? '생일 축하 카드가 도착했어요' : '학습 리포트가 도착했어요',
        body:
          report.kind === 'birthday'
            ? `${report.student_nm} 학생의 생일을 축하하는 카드를 확인해 보세요.`
            : `${report.student_nm} 학생의 ${reportTitle(report.kind, report.month)}를 확인해 보세요.`,
        link: reportDetailPath(report.id),
        now,
      });
  }
  await notify(db, notifications);
}

// ── the PDF ──────────────────────────────────────────────────────────────────

export type ReportPdf = { bytes: Buffer; fileName: string; etag: string };

/**
 * The report's PDF, drawn from its stored snapshot on each request (measured: tens of ms; a sent
 * report never changes, so the ETag lets browsers keep it). A family's download marks it read.
 */
export async function reportPdf(ctx: AppContext, caller: Caller, reportId: string): Promise<ReportPdf> {
  const row = await requireReport(ctx, caller, reportId);
  if (caller.scope === 'linked') await markRead(ctx.db, caller.instId, row.id, caller.userId, ctx.clock.now());
  const issuedAt = new Date(row.sent_at ?? row.updated_at);
  const bytes = await renderReportPdf({
    kind: row.kind as ReportKind,
    month: row.month,
    content: contentOf(row.content),
    comment: row.comment,
    birthdayMessage: row.birthday_message,
    issuedAt,
  });
  return {
    bytes,
    fileName: reportFileName(row.student_nm, row.month, row.kind),
    etag: `"${row.id}-${new Date(row.updated_at).getTime()}"`,
  };
}

// ── a student's reports (StudentReportList) ──────────────────────────────────

export async function studentReports(
  ctx: AppContext,
  caller: Caller,
  studentId: string,
  query: StudentReportsQuery,
): Promise<StudentReportsResponse> {
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'student_nm'])
    .where(ofInst(caller.instId))
    .where('id', '=', studentId)
    .where(studentsVisibleTo(caller, todayOf(ctx)))
    .executeTakeFirst();
  if (!student) throw new AppError('NOT_FOUND');
  const family = caller.scope === 'linked';
  let reports = ctx.db
    .selectFrom('learning_reports as r')
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'r.inst_id').onRef('c.id', '=', 'r.class_id'))
    .select([
      'r.id',
      'r.kind',
      'r.status',
      'r.month',
      'r.sent_at',
      'c.class_nm',
      family
        ? sql<Date | null>`(select rd.first_read_at from learning_report_reads rd
            where rd.inst_id = r.inst_id and rd.report_id = r.id and rd.user_id = ${caller.userId})`.as('readAt')
        : sql<Date | null>`(select min(rd.first_read_at) from learning_report_reads rd
            where rd.inst_id = r.inst_id and rd.report_id = r.id)`.as('readAt'),
    ])
    .where(ofInst(caller.instId, 'r'))
    .where('r.student_id', '=', studentId);
  if (family) reports = reports.where('r.status', '=', 'sent');
  // A teacher sees the monthly reports of the classes they teach, and the student's birthday cards.
  if (caller.scope === 'own-classes')
    reports = reports.where((eb) => eb.or([eb('r.class_id', 'is', null), classesVisibleTo(caller, 'c')]));
  const rows = await reports.orderBy('r.month', 'desc').orderBy('r.id', 'desc').limit(query.limit).execute();
  return {
    student: { studentId: student.id, studentNm: student.student_nm },
    items: rows.map((row) => ({
      reportId: row.id,
      kind: row.kind,
      status: row.status,
      title: reportTitle(row.kind, row.month),
      month: row.month,
      className: row.class_nm,
      sentAt: iso(row.sent_at),
      readAt: iso(row.readAt),
    })),
  };
}
