import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import {
  alreadyEnrolledMessage,
  classFullMessage,
  enrolmentsOverlap,
  leftStudentsMessage,
  maxConcurrentEnrolments,
} from '@academy/domain/class/class.rules';
import {
  type ClassStudentsResponse,
  ENROL_END_BEFORE_START_MESSAGE,
  type EndEnrolmentBody,
  type EnrolmentView,
  type EnrolStudentsBody,
  type StudentCandidatesResponse,
} from '@academy/domain/class/class.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo } from '../../platform/access/access.scopes';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { studentSearch } from '../../platform/search/student-search';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';
import { classForWrite } from './classes.service';

/**
 * Enrolment (수강 등록): who is in a class and when. An enrolment runs from its start day to its end
 * day (none: until it is ended or the class closes). The headcount (`fixed`) bounds how many are
 * enrolled on any one day; a student is in a class at most once at a time.
 */

const today = (ctx: AppContext) => businessDateOf(ctx.clock.now());

async function enrolmentsOf(db: Executor, instId: string, classId: string) {
  return db
    .selectFrom('class_students')
    .innerJoin('students', (join) =>
      join
        .onRef('students.inst_id', '=', 'class_students.inst_id')
        .onRef('students.id', '=', 'class_students.student_id'),
    )
    .select([
      'class_students.id',
      'class_students.student_id',
      'class_students.start_date',
      'class_students.end_date',
      'students.student_nm',
      'students.school_nm',
      'students.grade_year',
    ])
    .where(ofInst(instId, 'class_students'))
    .where('class_students.class_id', '=', classId)
    .orderBy('students.student_nm')
    .orderBy('class_students.start_date')
    .execute();
}

const isActiveOn = (row: { start_date: string; end_date: string | null }, day: string) =>
  row.start_date <= day && (row.end_date === null || row.end_date >= day);

function toEnrolmentView(row: Awaited<ReturnType<typeof enrolmentsOf>>[number], day: string): EnrolmentView {
  return {
    enrolmentId: row.id,
    studentId: row.student_id,
    studentNm: row.student_nm,
    schoolNm: row.school_nm,
    gradeYear: row.grade_year,
    startDate: row.start_date,
    endDate: row.end_date,
    active: isActiveOn(row, day),
  };
}

async function studentsResponse(
  db: Executor,
  instId: string,
  classId: string,
  fixed: number | null,
  day: string,
): Promise<ClassStudentsResponse> {
  const rows = await enrolmentsOf(db, instId, classId);
  const enrolments = rows.map((row) => toEnrolmentView(row, day));
  return { enrolments, fixed, activeCount: enrolments.filter((enrolment) => enrolment.active).length };
}

/**
 * The academy's students of `studentIds` for an enrolment or a move from `fromDate`: every id must be
 * one of them (404-style refusal otherwise) and none may have left (퇴원) by that date; nothing is
 * written here.
 */
export async function studentsToEnrol(db: Executor, instId: string, studentIds: readonly string[], fromDate: IsoDate) {
  const students = await db
    .selectFrom('students')
    .select(['id', 'student_nm', studentStatusOn('students', fromDate).as('status')])
    .where(ofInst(instId))
    .where('id', 'in', [...studentIds])
    .execute();
  if (students.length !== new Set(studentIds).size) {
    throw new AppError('ENROL_STUDENT_NOT_FOUND', undefined, { studentIds: '선택한 원생을 찾을 수 없습니다.' });
  }
  const left = students.filter((student) => student.status === 'left');
  if (left.length > 0) {
    const message = leftStudentsMessage(left.map((student) => student.student_nm));
    throw new AppError('ENROL_STUDENT_LEFT', message, { studentIds: message });
  }
  return students;
}

/** GET …/students: the class's enrolments, past and present (staff who see the class). */
export async function listEnrolments(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string },
): Promise<ClassStudentsResponse> {
  const { instId } = caller;
  const { classId } = input;
  const db = ctx.db;
  const row = await db
    .selectFrom('classes')
    .select(['id', 'fixed'])
    .where(ofInst(instId))
    .where('id', '=', classId)
    .where(classesVisibleTo(caller))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return studentsResponse(db, instId, classId, row.fixed, today(ctx));
}

/** GET …/student-candidates: the academy's students (not left) who are not in the class today. */
export async function studentCandidates(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string; q?: string | undefined },
): Promise<StudentCandidatesResponse> {
  const { instId } = caller;
  const { classId, q } = input;
  const db = ctx.db;
  const visible = await db
    .selectFrom('classes')
    .select('id')
    .where(ofInst(instId))
    .where('id', '=', classId)
    .where(classesVisibleTo(caller))
    .executeTakeFirst();
  if (!visible) throw new AppError('NOT_FOUND');
  const day = today(ctx);
  let query = db
    .selectFrom('students')
    .select([
      'students.id',
      'students.student_nm',
      'students.school_nm',
      'students.grade_year',
      studentStatusOn('students', day).as('status'),
    ])
    .where(ofInst(instId, 'students'))
    .where(studentStatusOn('students', day), '!=', 'left')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_students as cs')
            .select(sql`1`.as('one'))
            .whereRef('cs.inst_id', '=', 'students.inst_id')
            .whereRef('cs.student_id', '=', 'students.id')
            .where('cs.class_id', '=', classId)
            .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', day)])),
        ),
      ),
    );
  const search = studentSearch(q);
  if (search) query = query.where(search);
  const rows = await query.orderBy('students.student_nm').orderBy('students.id').limit(200).execute();
  return {
    students: rows.map((row) => ({
      studentId: row.id,
      studentNm: row.student_nm,
      schoolNm: row.school_nm,
      gradeYear: row.grade_year,
      status: row.status,
    })),
  };
}

/**
 * POST …/students: enrols students from a day, in one transaction with the class row locked, so two
 * enrolments at once cannot both take the last seat. Refused with nothing written: a student of
 * another academy or unknown, one who left, one already enrolled for part of the period, a start
 * after the class ends, or more students than the headcount leaves room for.
 */
export async function enrolStudents(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string; enrolment: EnrolStudentsBody },
): Promise<ClassStudentsResponse> {
  const { instId } = caller;
  const { classId, enrolment: body } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (db) => {
    const cls = await classForWrite(db, caller, classId);
    if (cls.lec_end_dt !== null && body.startDate > cls.lec_end_dt) {
      throw new AppError(
        'ENROL_OUTSIDE_CLASS',
        `수강 시작일이 반의 수업 종료일(${formatShortDate(cls.lec_end_dt)}) 뒤입니다. 수업 기간 안의 날짜를 선택해 주세요.`,
        { startDate: '수업 기간 안의 날짜를 선택해 주세요.' },
      );
    }
    const students = await studentsToEnrol(db, instId, body.studentIds, body.startDate);
    const period = { startDate: body.startDate, endDate: body.endDate };
    const existing = await db
      .selectFrom('class_students')
      .select(['student_id', 'start_date', 'end_date'])
      .where(ofInst(instId))
      .where('class_id', '=', classId)
      .execute();
    const periods = existing.map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
    const twice = students.filter((student) =>
      existing.some(
        (row) =>
          row.student_id === student.id &&
          enrolmentsOverlap({ startDate: row.start_date, endDate: row.end_date }, period),
      ),
    );
    if (twice.length > 0) {
      const message = alreadyEnrolledMessage(twice.map((student) => student.student_nm));
      throw new AppError('CLASS_ALREADY_ENROLLED', message, { studentIds: message });
    }
    if (cls.fixed !== null) {
      const enrolled = maxConcurrentEnrolments(periods, period);
      if (enrolled + students.length > cls.fixed) {
        const message = classFullMessage(cls.fixed, enrolled);
        throw new AppError('CLASS_FULL', message, { studentIds: message });
      }
    }
    const rows = students.map((student) => ({
      inst_id: instId,
      id: newId(),
      class_id: classId,
      student_id: student.id,
      start_date: body.startDate,
      end_date: body.endDate,
      created_at: now,
    }));
    await db.insertInto('class_students').values(rows).execute();
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'class.enrol',
      target: auditTarget('class', classId),
      before: null,
      after: { studentIds: students.map((student) => student.id), startDate: body.startDate, endDate: body.endDate },
      at: now,
    });
    return studentsResponse(db, instId, classId, cls.fixed, today(ctx));
  });
}

/** POST …/students/:enrolmentId/end: the enrolment's last day (not before it started). */
export async function endEnrolment(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string; enrolmentId: string } & EndEnrolmentBody,
): Promise<ClassStudentsResponse> {
  const { instId } = caller;
  const { classId, enrolmentId, endDate } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (db) => {
    const cls = await classForWrite(db, caller, classId);
    const enrolment = await db
      .selectFrom('class_students')
      .select(['id', 'student_id', 'start_date', 'end_date'])
      .where(ofInst(instId))
      .where('class_id', '=', classId)
      .where('id', '=', enrolmentId)
      .executeTakeFirst();
    if (!enrolment) throw new AppError('ENROLMENT_NOT_FOUND');
    if (endDate < enrolment.start_date) {
      throw new AppError('VALIDATION_FAILED', undefined, { endDate: ENROL_END_BEFORE_START_MESSAGE });
    }
    await db
      .updateTable('class_students')
      .set({ end_date: endDate })
      .where(ofInst(instId))
      .where('id', '=', enrolmentId)
      .execute();
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'class.enrolment-end',
      target: auditTarget('class', classId),
      before: { enrolmentId, studentId: enrolment.student_id, endDate: enrolment.end_date },
      after: { enrolmentId, studentId: enrolment.student_id, endDate },
      at: now,
    });
    return studentsResponse(db, instId, classId, cls.fixed, today(ctx));
  });
}
