import { defaultDeskPin } from '@academy/domain/attendance/attendance.rules';
import { addDays, compareIsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import {
  BIRTHDATE_IN_FUTURE_MESSAGE,
  isPlausibleBirthdate,
  mayManageStudents,
  STATUS_EFFECTIVE_DATE_RANGE_DAYS,
  STUDENT_STATUS_LABELS,
  studentStatusChangeProblem,
} from '@academy/domain/students/students.rules';
import type {
  ChangeStatusBody,
  DuplicatesBody,
  DuplicatesResponse,
  MyStudentsResponse,
  RegisterStudentBody,
  RegisterStudentResponse,
  StudentDetailResponse,
  StudentsListQuery,
  StudentsListResponse,
  UpdateInstInfoBody,
  UpdateStudentBody,
} from '@academy/domain/students/students.schema';
import type { Updateable } from 'kysely';
import type { Executor, StudentsTable } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import type { Invite } from '../../platform/invites/invites';
import { giveDeskPins } from '../../platform/students/desk-pins';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';
import { planRegistrationEnrolments, writeRegistrationEnrolments } from './students.enrolment';
import { createStudentInvite, sendStudentInvite } from './students.invitations';
import { changesOf, emptyToNull, statusOf, toDetail, toListItem } from './students.mappers';
import {
  findDuplicates,
  findStudent,
  insertGuardians,
  insertStudents,
  listStudents,
  studentDetailOf,
} from './students.queries';

/**
 * The academy's students: register (with guardians and their invitations), the duplicate check,
 * the list, the detail, edits, status changes, and a parent's or student's own records.
 */

const today = (ctx: AppContext) => businessDateOf(ctx.clock.now());

function assertBirthdate(ctx: AppContext, birthdate: string) {
  if (!isPlausibleBirthdate(birthdate, today(ctx))) {
    throw new AppError('VALIDATION_FAILED', undefined, { birthdate: BIRTHDATE_IN_FUTURE_MESSAGE });
  }
}

/** StudentRegisterCheck: students with the same name and birth date, or the same mobile. */
export async function checkDuplicates(
  ctx: AppContext,
  caller: Caller,
  body: DuplicatesBody,
): Promise<DuplicatesResponse> {
  const input = {
    studentNm: body.studentNm,
    birthdate: emptyToNull(body.birthdate),
    mobileNo: emptyToNull(body.mobileNo),
  };
  const rows = await findDuplicates(ctx.db, caller.instId, input, today(ctx));
  return {
    candidates: rows.map((row) => ({
      studentId: row.id,
      studentNm: row.student_nm,
      birthdate: row.birthdate,
      mobileNo: row.mobile_no,
      status: row.status_today,
      gradeYear: row.grade_year,
      schoolNm: row.school_nm,
      matchedBy: [
        ...(input.birthdate && row.student_nm === input.studentNm && row.birthdate === input.birthdate
          ? (['name_birthdate'] as const)
          : []),
        ...(input.mobileNo && row.mobile_no === input.mobileNo ? (['mobile'] as const) : []),
      ],
    })),
  };
}

/** The detail as the caller sees it, read in one statement; 404 when the student is not theirs to see. */
export async function studentDetail(
  ctx: AppContext,
  db: Executor,
  caller: Caller,
  studentId: string,
): Promise<StudentDetailResponse> {
  const day = today(ctx);
  const row = await studentDetailOf(db, caller, studentId, day);
  if (!row) throw new AppError('STUDENT_NOT_FOUND');
  return toDetail(row, row.guardians, row.invites, {
    memoCount: row.memo_count,
    canManage: mayManageStudents(caller.role, caller.authCd),
    now: ctx.clock.now(),
    today: day,
    classes: row.classes,
    status: statusOf(row, changesOf(row.status_changes), day),
  });
}

/**
 * StudentRegister: the student, their guardians, the classes they join and (optionally) an invitation
 * per guardian, in one transaction with its audit rows; a class that cannot take the student (another
 * academy's, closed, ended, full) refuses the whole registration. The invitation texts go out once it
 * is committed.
 */
export async function registerStudent(
  ctx: AppContext,
  caller: Caller,
  input: { student: RegisterStudentBody; origin: string },
): Promise<RegisterStudentResponse> {
  const { instId } = caller;
  const { student: body, origin } = input;
  assertBirthdate(ctx, body.birthdate);
  const now = ctx.clock.now();
  const studentId = newId();
  const guardians = body.guardians.map((guardian) => ({ ...guardian, id: newId() }));
  const invites: Array<{ guardianId: string; guardianNm: string; mobileNo: string; invite: Invite }> = [];

  const student = await ctx.db.transaction().execute(async (db) => {
    const planned = await planRegistrationEnrolments(db, instId, body.classIds, today(ctx));
    const row = {
      id: studentId,
      studentNm: body.studentNm,
      birthdate: body.birthdate,
      genderCd: body.genderCd ?? null,
      schoolNm: emptyToNull(body.schoolNm),
      gradeYear: body.gradeYear ?? null,
      mobileNo: emptyToNull(body.mobileNo),
      memo: emptyToNull(body.memo),
      statusSince: today(ctx),
    };
    await insertStudents(db, instId, [row], { userId: caller.userId, now });
    // Without a mobile to take its last 4 digits from, the student is given a desk number now.
    if (row.mobileNo === null) await giveDeskPins(db, instId, today(ctx), { studentIds: [studentId] });
    await insertGuardians(
      db,
      instId,
      guardians.map((guardian) => ({
        id: guardian.id,
        studentId,
        guardianNm: guardian.guardianNm,
        mobileNo: guardian.mobileNo,
        relationType: guardian.relationType,
      })),
      now,
    );
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'student.create',
      target: auditTarget('student', studentId),
      before: null,
      after: {
        ...row,
        guardians: guardians.map(({ guardianNm, relationType }) => ({ guardianNm, relationType })),
        classIds: planned.map((plan) => plan.classId),
      },
      at: now,
    });
    await writeRegistrationEnrolments(db, { instId, studentId, actorUserId: caller.userId, now, planned });
    if (body.inviteGuardians) {
      for (const guardian of guardians) {
        const invite = await createStudentInvite(db, {
          instId,
          studentId,
          purpose: 'parent',
          targetNm: guardian.guardianNm,
          mobileNo: guardian.mobileNo,
          actorUserId: caller.userId,
          now,
        });
        invites.push({ guardianId: guardian.id, guardianNm: guardian.guardianNm, mobileNo: guardian.mobileNo, invite });
      }
    }
    return studentDetail(ctx, db, caller, studentId);
  });

  const invitations: RegisterStudentResponse['invitations'] = [];
  for (const sent of invites) {
    const result = await sendStudentInvite(ctx, {
      instId,
      studentNm: body.studentNm,
      purpose: 'parent',
      mobileNo: sent.mobileNo,
      invite: sent.invite,
      origin,
    }).then(
      () => 'sent' as const,
      () => 'failed' as const,
    );
    invitations.push({ guardianId: sent.guardianId, guardianNm: sent.guardianNm, result });
  }
  return { student, invitations };
}

/** StudentsList: filtered by status, searched by name / initial consonants / mobile, a page at a time. */
export async function listStudentsOf(
  ctx: AppContext,
  caller: Caller,
  query: StudentsListQuery,
): Promise<StudentsListResponse> {
  const day = today(ctx);
  const { rows, total, counts } = await listStudents(ctx.db, caller, { ...query, today: day });
  return {
    items: rows.map((row) => toListItem(row, row.guardians, statusOf(row, changesOf(row.status_changes), day))),
    total,
    page: query.page,
    size: query.size,
    counts,
  };
}

export async function getStudent(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string },
): Promise<StudentDetailResponse> {
  return studentDetail(ctx, ctx.db, caller, input.studentId);
}

/** The editable fields of a student and their columns. */
const STUDENT_FIELD_COLUMNS = {
  studentNm: 'student_nm',
  birthdate: 'birthdate',
  genderCd: 'gender_cd',
  mobileNo: 'mobile_no',
  schoolNm: 'school_nm',
  gradeYear: 'grade_year',
  memo: 'memo',
} as const;
type StudentField = keyof typeof STUDENT_FIELD_COLUMNS;

type FieldChange = { field: StudentField; before: unknown; after: unknown };

/** Updates the given columns of a student and audits what changed (nothing changed: no write). */
async function updateStudentFields(
  ctx: AppContext,
  caller: Caller,
  studentId: string,
  action: 'student.update' | 'student.inst-info',
  next: Partial<Record<StudentField, string | number | null>>,
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  return ctx.db.transaction().execute(async (db) => {
    const row = await findStudent(db, caller, studentId, { day: today(ctx), forUpdate: true });
    if (!row) throw new AppError('STUDENT_NOT_FOUND');
    const current = (field: StudentField) => row[STUDENT_FIELD_COLUMNS[field]];
    const changes: FieldChange[] = (Object.entries(next) as [StudentField, string | number | null][])
      .filter(([field, value]) => current(field) !== value)
      .map(([field, value]) => ({ field, before: current(field), after: value }));
    if (changes.length > 0) {
      const now = ctx.clock.now();
      const columns: Updateable<StudentsTable> = {};
      for (const change of changes)
        (columns as Record<string, unknown>)[STUDENT_FIELD_COLUMNS[change.field]] = change.after;
      // The desk number taken from the old mobile stays the student's number when the mobile changes.
      const mobileChanged = changes.some((change) => change.field === 'mobileNo');
      if (mobileChanged && row.desk_pin === null) columns.desk_pin = defaultDeskPin(row.mobile_no);
      await db
        .updateTable('students')
        .set({ ...columns, updated_at: now })
        .where(ofInst(instId))
        .where('id', '=', studentId)
        .execute();
      await writeAudit(db, {
        instId,
        actorUserId: caller.userId,
        action,
        target: auditTarget('student', studentId),
        before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
        after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
        at: now,
      });
    }
    return studentDetail(ctx, db, caller, studentId);
  });
}

/** ModifyStudentInfo: name, birth date, gender, mobile. */
export async function updateStudent(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; change: UpdateStudentBody },
): Promise<StudentDetailResponse> {
  const { change: body } = input;
  assertBirthdate(ctx, body.birthdate);
  return updateStudentFields(ctx, caller, input.studentId, 'student.update', {
    studentNm: body.studentNm,
    birthdate: body.birthdate,
    genderCd: body.genderCd ?? null,
    mobileNo: emptyToNull(body.mobileNo),
  });
}

/** ModifyInstInfo: school, grade and the academy's memo. */
export async function updateInstInfo(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; change: UpdateInstInfoBody },
): Promise<StudentDetailResponse> {
  const { change: body } = input;
  return updateStudentFields(ctx, caller, input.studentId, 'student.inst-info', {
    schoolNm: emptyToNull(body.schoolNm),
    gradeYear: body.gradeYear ?? null,
    memo: emptyToNull(body.memo),
  });
}

/**
 * StudentChangeStatus / StudentLeave: 재원 ↔ 휴원 → 퇴원 (and 재등록) by the domain's transitions,
 * effective on a date no earlier than the latest recorded status began and within a year of today
 * (up to 30 days ahead); a history row and an audit row in the same transaction. A change dated
 * ahead is stored at once and takes effect on its date (studentStatusOn): until then the student
 * keeps today's status everywhere. students.status / status_since hold the latest recorded status
 * (what the next change starts from), not necessarily today's.
 */
export async function changeStatus(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; change: ChangeStatusBody },
): Promise<StudentDetailResponse> {
  const { instId } = caller;
  const { studentId, change: body } = input;
  return ctx.db.transaction().execute(async (db) => {
    const day = today(ctx);
    const row = await findStudent(db, caller, studentId, { day, forUpdate: true });
    if (!row) throw new AppError('STUDENT_NOT_FOUND');
    // students.status is the latest recorded status; it may still be to come (dated after today).
    const scheduledOn = row.status_since && compareIsoDate(row.status_since, day) > 0 ? row.status_since : null;
    const problem = studentStatusChangeProblem(row.status, body.toStatus, scheduledOn);
    if (problem) throw new AppError('STUDENT_STATUS_CONFLICT', problem, { toStatus: problem });
    const earliest = addDays(day, -STATUS_EFFECTIVE_DATE_RANGE_DAYS);
    const latest = addDays(day, 30);
    if (compareIsoDate(body.effectiveDate, earliest) < 0 || compareIsoDate(body.effectiveDate, latest) > 0) {
      const message = `적용일은 ${formatShortDate(earliest)}부터 ${formatShortDate(latest)} 사이로 선택해 주세요.`;
      throw new AppError('VALIDATION_FAILED', message, { effectiveDate: message });
    }
    if (row.status_since && compareIsoDate(body.effectiveDate, row.status_since) < 0) {
      const since = formatShortDate(row.status_since);
      const message = scheduledOn
        ? `적용일은 ${STUDENT_STATUS_LABELS[row.status]} 예정일인 ${since} 이후로 선택해 주세요.`
        : `적용일은 지금 상태가 시작된 ${since} 이후로 선택해 주세요.`;
      throw new AppError('VALIDATION_FAILED', message, { effectiveDate: message });
    }
    const now = ctx.clock.now();
    const reason = emptyToNull(body.reason);
    await db
      .updateTable('students')
      .set({ status: body.toStatus, status_since: body.effectiveDate, updated_at: now })
      .where(ofInst(instId))
      .where('id', '=', studentId)
      .execute();
    await db
      .insertInto('student_status_changes')
      .values({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        from_status: row.status,
        to_status: body.toStatus,
        effective_date: body.effectiveDate,
        reason,
        changed_by: caller.userId,
        at: now,
      })
      .execute();
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'student.status',
      target: auditTarget('student', studentId),
      before: { status: row.status, statusSince: row.status_since },
      after: { status: body.toStatus, statusSince: body.effectiveDate, reason },
      at: now,
    });
    return studentDetail(ctx, db, caller, studentId);
  });
}

/** A parent's linked children and a student's own record at this academy (any member may ask; staff get their own, usually none). */
export async function myStudents(ctx: AppContext, caller: Caller): Promise<MyStudentsResponse> {
  const { instId, userId } = caller;
  const db = ctx.db;
  const day = today(ctx);
  const [own, children] = await Promise.all([
    db
      .selectFrom('students')
      .select(['id', 'student_nm', studentStatusOn('students', day).as('status'), 'school_nm', 'grade_year', 'user_id'])
      .where(ofInst(instId))
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('student_guardians')
      .innerJoin('students', (join) =>
        join
          .onRef('students.inst_id', '=', 'student_guardians.inst_id')
          .onRef('students.id', '=', 'student_guardians.student_id'),
      )
      .select([
        'students.id',
        'students.student_nm',
        studentStatusOn('students', day).as('status'),
        'students.school_nm',
        'students.grade_year',
        'students.user_id',
        'student_guardians.relation_type',
      ])
      .where(ofInst(instId, 'student_guardians'))
      .where('student_guardians.user_id', '=', userId)
      .orderBy('students.student_nm')
      .execute(),
  ]);
  const seen = new Set<string>();
  const students: MyStudentsResponse['students'] = [];
  for (const row of own) {
    seen.add(row.id);
    students.push({
      studentId: row.id,
      studentNm: row.student_nm,
      status: row.status,
      schoolNm: row.school_nm,
      gradeYear: row.grade_year,
      relation: 'self',
      relationType: null,
      userId: row.user_id,
    });
  }
  for (const row of children) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    students.push({
      studentId: row.id,
      studentNm: row.student_nm,
      status: row.status,
      schoolNm: row.school_nm,
      gradeYear: row.grade_year,
      relation: 'guardian',
      relationType: row.relation_type,
      userId: row.user_id,
    });
  }
  return { students };
}
