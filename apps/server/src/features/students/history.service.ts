import { classMoveSubject } from '@academy/domain/class/class.rules';
import { businessDateOf, businessMonthOf } from '@academy/domain/format/format.business-date';
import { birthdayInMonth, monthsOfWindow, upcomingBirthday } from '@academy/domain/students/students.rules';
import type {
  BirthdayItem,
  BirthdaysResponse,
  HistoryEntry,
  HistoryKind,
  HistoryResponse,
} from '@academy/domain/students/students.schema';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { studentsVisibleTo } from '../../platform/access/access.scopes';
import { auditTarget, listAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/** StudentHistory (every change with who and when) and StudentBirthday. */

const KIND_OF_ACTION: Record<string, HistoryKind> = {
  'student.update': 'updated',
  'student.inst-info': 'inst-info',
  'student.guardian.add': 'guardian-added',
  'student.guardian.remove': 'guardian-removed',
  'student.guardian.unlink': 'guardian-unlinked',
  'student.guardian.invite': 'guardian-invited',
  'student.invite': 'student-invited',
  'student.unlink': 'student-unlinked',
};

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** How many audit rows of one student the history reads (a student's lifetime of edits fits easily). */
const HISTORY_AUDIT_LIMIT = 500;

/**
 * The student's history, newest first: registration (from the record), edits, guardian and
 * invitation events (audit log), status changes with their effective date and reason, class moves
 * (from which class to which, from which day, by whom), and accounts connected by accepting an
 * invitation.
 */
export async function studentHistory(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string },
): Promise<HistoryResponse> {
  const { instId } = caller;
  const { studentId } = input;
  const db = ctx.db;
  const student = await db
    .selectFrom('students')
    .leftJoin('users', 'users.id', 'students.created_by')
    .select(['students.id', 'students.created_at', 'users.user_nm as creator_nm'])
    .where(ofInst(instId, 'students'))
    .where('students.id', '=', studentId)
    .where(studentsVisibleTo(caller, businessDateOf(ctx.clock.now())))
    .executeTakeFirst();
  if (!student) throw new AppError('STUDENT_NOT_FOUND');

  const [audit, statuses, accepted, moves] = await Promise.all([
    listAudit(ctx.db, instId, { target: auditTarget('student', studentId), page: 1, pageSize: HISTORY_AUDIT_LIMIT }),
    db
      .selectFrom('student_status_changes')
      .innerJoin('users', 'users.id', 'student_status_changes.changed_by')
      .select([
        'student_status_changes.id',
        'student_status_changes.from_status',
        'student_status_changes.to_status',
        'student_status_changes.effective_date',
        'student_status_changes.reason',
        'student_status_changes.at',
        'users.user_nm',
      ])
      .where(ofInst(instId, 'student_status_changes'))
      .where('student_status_changes.student_id', '=', studentId)
      .execute(),
    db
      .selectFrom('invites')
      .leftJoin('users', 'users.id', 'invites.accepted_by')
      .select(['invites.id', 'invites.purpose', 'invites.target_nm', 'invites.accepted_at', 'users.user_nm'])
      .where(ofInst(instId, 'invites'))
      .where('invites.student_id', '=', studentId)
      .where('invites.accepted_at', 'is not', null)
      .execute(),
    db
      .selectFrom('class_moves as m')
      .innerJoin('classes as f', (join) =>
        join.onRef('f.inst_id', '=', 'm.inst_id').onRef('f.id', '=', 'm.from_class_id'),
      )
      .innerJoin('classes as t', (join) =>
        join.onRef('t.inst_id', '=', 'm.inst_id').onRef('t.id', '=', 'm.to_class_id'),
      )
      .innerJoin('users as u', 'u.id', 'm.moved_by')
      .select(['m.id', 'm.move_date', 'm.created_at', 'f.class_nm as from_nm', 't.class_nm as to_nm', 'u.user_nm'])
      .where(ofInst(instId, 'm'))
      .where('m.student_id', '=', studentId)
      .execute(),
  ]);

  const base = { changes: [], effectiveDate: null, reason: null, subject: null };
  const entries: HistoryEntry[] = [
    {
      ...base,
      id: `created:${student.id}`,
      at: student.created_at.toISOString(),
      kind: 'created',
      actorNm: student.creator_nm,
    },
  ];
  for (const row of audit.rows) {
    const kind = KIND_OF_ACTION[row.action];
    if (!kind) continue;
    const before = row.before ?? {};
    const after = row.after ?? {};
    const edited = kind === 'updated' || kind === 'inst-info';
    entries.push({
      ...base,
      id: row.id,
      at: row.at.toISOString(),
      kind,
      actorNm: row.actorNm,
      changes: edited
        ? Object.keys({ ...before, ...after }).map((field) => ({
            field,
            before: text(before[field]),
            after: text(after[field]),
          }))
        : [],
      subject: edited ? null : text(after.guardianNm ?? before.guardianNm ?? after.targetNm),
    });
  }
  for (const row of statuses) {
    entries.push({
      ...base,
      id: row.id,
      at: row.at.toISOString(),
      kind: 'status',
      actorNm: row.user_nm,
      changes: [{ field: 'status', before: row.from_status, after: row.to_status }],
      effectiveDate: row.effective_date,
      reason: row.reason,
    });
  }
  for (const row of accepted) {
    entries.push({
      ...base,
      id: `accepted:${row.id}`,
      at: new Date(row.accepted_at as Date | string).toISOString(),
      kind: row.purpose === 'student' ? 'student-connected' : 'guardian-connected',
      actorNm: row.user_nm,
      subject: row.target_nm,
    });
  }
  for (const row of moves) {
    entries.push({
      ...base,
      id: row.id,
      at: row.created_at.toISOString(),
      kind: 'class-moved',
      actorNm: row.user_nm,
      changes: [{ field: 'class', before: row.from_nm, after: row.to_nm }],
      effectiveDate: row.move_date,
      subject: classMoveSubject(row.from_nm, row.to_nm),
    });
  }
  // Newest first; registration is the oldest event even when others share its instant.
  const rank = (entry: HistoryEntry) => (entry.kind === 'created' ? 1 : 0);
  entries.sort((a, b) => b.at.localeCompare(a.at) || rank(a) - rank(b) || b.id.localeCompare(a.id));
  return { entries };
}

/**
 * StudentBirthday: the birthdays of a month (the current Seoul month by default) and those within
 * the next 30 days from today, across month and year ends; students who have left (퇴원 today) are not listed.
 */
export async function birthdays(
  ctx: AppContext,
  caller: Caller,
  query: { month?: string },
): Promise<BirthdaysResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const month = query.month ?? businessMonthOf(now);
  const months = [...new Set([Number(month.slice(5, 7)), ...monthsOfWindow(today)])];
  const rows = await ctx.db
    .selectFrom('students')
    .select(['id', 'student_nm', 'birthdate', studentStatusOn('students', today).as('status'), 'grade_year'])
    .where(ofInst(caller.instId, 'students'))
    .where(studentsVisibleTo(caller, today))
    .where(sql<boolean>`${studentStatusOn('students', today)} <> 'left'`)
    .where('birthdate', 'is not', null)
    .where(sql<number>`extract(month from birthdate)::int`, 'in', months)
    .orderBy('student_nm')
    .execute();
  const thisMonth: BirthdayItem[] = [];
  const upcoming: BirthdayItem[] = [];
  for (const row of rows) {
    const birthdate = row.birthdate as string;
    const item = {
      studentId: row.id,
      studentNm: row.student_nm,
      birthdate,
      status: row.status,
      gradeYear: row.grade_year,
    };
    const inMonth = birthdayInMonth(birthdate, month, today);
    if (inMonth) thisMonth.push({ ...item, ...inMonth });
    const next = upcomingBirthday(birthdate, today);
    if (next) upcoming.push({ ...item, ...next });
  }
  thisMonth.sort((a, b) => a.date.localeCompare(b.date) || a.studentNm.localeCompare(b.studentNm, 'ko'));
  upcoming.sort((a, b) => a.daysUntil - b.daysUntil || a.studentNm.localeCompare(b.studentNm, 'ko'));
  return { month, today, thisMonth, upcoming };
}
