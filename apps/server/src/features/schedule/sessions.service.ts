import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { namesForMessage, toHhMm } from '@academy/domain/class/class.rules';
import { formatDate } from '@academy/domain/format/format.date';
import { isRegularDay } from '@academy/domain/schedule/schedule.rules';
import type {
  AbsencesResponse,
  SessionExceptionBody,
  SessionExceptionResponse,
  SessionExceptionView,
} from '@academy/domain/schedule/schedule.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo } from '../../platform/access/access.scopes';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { notify } from '../../platform/notifications/notify';
import { slotsOf } from '../../platform/schedule/class-timelines';
import { ofInst } from '../../platform/tenancy/of-inst';
import { familyAccountsOf, makeupStudentsOf, studentsEverEnrolled, studentsOnDay } from './schedule.queries';

/**
 * Session exceptions of a class (class_sessions): 휴강 (cancel a regular day), 일정 변경 (move a
 * regular day to another day and time), 보강 (an extra session for chosen students, each linked to
 * the absence it makes up, in class_session_students). The students concerned and their parents are
 * told in the app. A closed class is read-only; another teacher's class is invisible (404).
 */

/** The class, visible to the editor and locked for the change. */
async function classForChange(db: Executor, editor: Caller, classId: string) {
  const row = await db
    .selectFrom('classes')
    .select(['id', 'class_nm', 'status', 'lec_start_dt', 'lec_end_dt'])
    .where(ofInst(editor.instId, 'classes'))
    .where('classes.id', '=', classId)
    .where(classesVisibleTo(editor))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'closed') throw new AppError('CLASS_CLOSED');
  return row;
}

/** A regular day of the class with no cancel or reschedule on it yet. */
async function assertChangeableDay(
  db: Executor,
  instId: string,
  cls: { id: string; lec_start_dt: string; lec_end_dt: string | null },
  date: IsoDate,
  field: string,
) {
  const slots = await slotsOf(db, instId, [cls.id]);
  const timeline = {
    startDate: cls.lec_start_dt,
    endDate: cls.lec_end_dt,
    slots: slots.map((slot) => ({
      weekday: slot.weekday,
      start: slot.start_time,
      end: slot.end_time,
      room: slot.room,
    })),
  };
  if (!isRegularDay(timeline, date)) {
    throw new AppError('SESSION_NOT_REGULAR_DAY', undefined, {
      [field]: '이 반의 정규 수업일이 아닙니다.',
    });
  }
  const changed = await db
    .selectFrom('class_sessions')
    .select('id')
    .where(ofInst(instId))
    .where('class_id', '=', cls.id)
    .where('kind', 'in', ['cancel', 'reschedule'])
    .where('original_date', '=', date)
    .executeTakeFirst();
  if (changed) throw new AppError('SESSION_ALREADY_CHANGED', undefined, { [field]: '이미 휴강하거나 옮긴 날입니다.' });
}

async function viewOf(db: Executor, instId: string, sessionId: string): Promise<SessionExceptionView> {
  const row = await db
    .selectFrom('class_sessions')
    .select(['id', 'class_id', 'kind', 'original_date', 'session_date', 'start_time', 'end_time', 'room', 'reason'])
    .where(ofInst(instId))
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const students = await makeupStudentsOf(db, instId, [sessionId]);
  return {
    sessionId: row.id,
    classId: row.class_id,
    kind: row.kind,
    originalDate: row.original_date,
    date: row.session_date,
    start: row.start_time ? toHhMm(row.start_time) : null,
    end: row.end_time ? toHhMm(row.end_time) : null,
    room: row.room,
    reason: row.reason,
    students: students.map((student) => ({
      studentId: student.student_id,
      studentNm: student.student_nm,
      absenceId: student.absence_id,
    })),
  };
}

const timeText = (body: { date: IsoDate; start: string; end: string }) =>
  `${formatDate(body.date)} ${body.start}~${body.end}`;

/** POST /classes/:classId/sessions: one exception, checked against the class's days. */
export async function createSessionException(
  ctx: AppContext,
  editor: Caller,
  input: { classId: string; change: SessionExceptionBody },
): Promise<SessionExceptionResponse> {
  const { instId } = editor;
  const { classId, change: body } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (db) => {
    const cls = await classForChange(db, editor, classId);
    const id = newId();
    const reason = body.reason.trim() === '' ? null : body.reason.trim();
    const room = 'room' in body && body.room.trim() !== '' ? body.room.trim() : null;
    let tell: { studentIds: string[]; title: string; text: string };
    // What every exception row holds; a moved or added session also its new time and room.
    const session = { inst_id: instId, id, class_id: classId, reason, created_by: editor.userId, created_at: now };
    const newTime = (body: { date: IsoDate; start: string; end: string }) => ({
      session_date: body.date,
      start_time: body.start,
      end_time: body.end,
      room,
    });

    if (body.kind === 'cancel') {
      await assertChangeableDay(db, instId, cls, body.date, 'date');
      await db
        .insertInto('class_sessions')
        .values({ ...session, kind: 'cancel', original_date: body.date })
        .execute();
      tell = {
        studentIds: (await studentsOnDay(db, instId, classId, body.date)).map((row) => row.student_id),
        title: '휴강 안내',
        text: `'${cls.class_nm}' 반은 ${formatDate(body.date)}에 휴강합니다.${reason ? ` (${reason})` : ''}`,
      };
    } else if (body.kind === 'reschedule') {
      await assertChangeableDay(db, instId, cls, body.originalDate, 'originalDate');
      await db
        .insertInto('class_sessions')
        .values({ ...session, ...newTime(body), kind: 'reschedule', original_date: body.originalDate })
        .execute();
      tell = {
        studentIds: (await studentsOnDay(db, instId, classId, body.originalDate)).map((row) => row.student_id),
        title: '수업 일정 변경 안내',
        text: `'${cls.class_nm}' 반의 ${formatDate(body.originalDate)} 수업이 ${timeText(body)}로 바뀌었습니다.`,
      };
    } else {
      const studentIds = body.students.map((student) => student.studentId);
      const enrolled = await studentsEverEnrolled(db, instId, classId, studentIds);
      const missing = studentIds.filter((studentId) => !enrolled.some((row) => row.id === studentId));
      if (missing.length > 0) {
        throw new AppError('MAKEUP_STUDENT_NOT_ENROLLED', undefined, {
          [`students.${studentIds.indexOf(missing[0] as string)}.studentId`]: '이 반에 등록되지 않은 원생입니다.',
        });
      }
      for (const [index, student] of body.students.entries()) {
        if (!student.absenceId) continue;
        const absence = await db
          .selectFrom('attendance')
          .select('id')
          .where(ofInst(instId))
          .where('id', '=', student.absenceId)
          .where('class_id', '=', classId)
          .where('student_id', '=', student.studentId)
          .where('status', '=', 'ABSENT')
          .executeTakeFirst();
        if (!absence) {
          throw new AppError('ABSENCE_NOT_FOUND', undefined, {
            [`students.${index}.absenceId`]: '선택한 결석 기록을 찾을 수 없습니다.',
          });
        }
        const taken = await db
          .selectFrom('class_session_students')
          .select('session_id')
          .where(ofInst(instId))
          .where('absence_id', '=', student.absenceId)
          .executeTakeFirst();
        if (taken) {
          throw new AppError('ABSENCE_ALREADY_MADE_UP', undefined, {
            [`students.${index}.absenceId`]: '이미 보강을 잡은 결석입니다.',
          });
        }
      }
      await db
        .insertInto('class_sessions')
        .values({ ...session, ...newTime(body), kind: 'makeup' })
        .execute();
      await db
        .insertInto('class_session_students')
        .values(
          body.students.map((student) => ({
            inst_id: instId,
            session_id: id,
            student_id: student.studentId,
            absence_id: student.absenceId,
            created_at: now,
          })),
        )
        .execute();
      tell = {
        studentIds,
        title: '보강 안내',
        text: `'${cls.class_nm}' 반 보강: ${timeText(body)}${room ? `, ${room}` : ''} (${namesForMessage(
          enrolled.map((row) => row.student_nm),
        )})`,
      };
    }

    const accounts = await familyAccountsOf(db, instId, tell.studentIds);
    await notify(
      db,
      accounts.map((userId) => ({
        userId,
        instId,
        type: `class-session-${body.kind}`,
        title: tell.title,
        body: tell.text,
        link: '/timeClass',
        now,
      })),
    );
    return { session: await viewOf(db, instId, id) };
  });
}

/**
 * DELETE /classes/:classId/sessions/:sessionId: undo an exception (a cancelled day meets again, a
 * moved day returns, a makeup is dropped). A makeup whose attendance was already taken stays.
 */
export async function deleteSessionException(
  ctx: AppContext,
  editor: Caller,
  input: { classId: string; sessionId: string },
): Promise<SessionExceptionResponse> {
  const { instId } = editor;
  const { classId, sessionId } = input;
  return ctx.db.transaction().execute(async (db) => {
    await classForChange(db, editor, classId);
    const exists = await db
      .selectFrom('class_sessions')
      .select(['id', 'kind'])
      .where(ofInst(instId))
      .where('class_id', '=', classId)
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!exists) throw new AppError('SESSION_NOT_FOUND');
    const marked = await db
      .selectFrom('attendance')
      .select('id')
      .where(ofInst(instId))
      .where('makeup_session_id', '=', sessionId)
      .executeTakeFirst();
    if (marked) throw new AppError('SESSION_HAS_ATTENDANCE');
    const view = await viewOf(db, instId, sessionId);
    await db.deleteFrom('class_sessions').where(ofInst(instId)).where('id', '=', sessionId).execute();
    return { session: view };
  });
}

/**
 * GET /classes/:classId/absences: the class's absences not made up yet (newest first), and the
 * students who were ever enrolled, for the makeup form.
 */
export async function absencesOf(
  ctx: AppContext,
  editor: Caller,
  input: { classId: string; studentId?: string | undefined },
): Promise<AbsencesResponse> {
  const { instId } = editor;
  const { classId, studentId } = input;
  const db = ctx.db;
  const visible = await db
    .selectFrom('classes')
    .select('id')
    .where(ofInst(instId, 'classes'))
    .where('classes.id', '=', classId)
    .where(classesVisibleTo(editor))
    .executeTakeFirst();
  if (!visible) throw new AppError('NOT_FOUND');
  let absences = db
    .selectFrom('attendance')
    .innerJoin('students', (join) =>
      join.onRef('students.inst_id', '=', 'attendance.inst_id').onRef('students.id', '=', 'attendance.student_id'),
    )
    .select([
      'attendance.id',
      'attendance.student_id',
      'attendance.attend_date',
      'attendance.memo',
      'students.student_nm',
    ])
    .where(ofInst(instId, 'attendance'))
    .where('attendance.class_id', '=', classId)
    .where('attendance.status', '=', 'ABSENT')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_session_students as m')
            .select(sql`1`.as('one'))
            .whereRef('m.inst_id', '=', 'attendance.inst_id')
            .whereRef('m.absence_id', '=', 'attendance.id'),
        ),
      ),
    );
  if (studentId) absences = absences.where('attendance.student_id', '=', studentId);
  const [rows, students] = await Promise.all([
    absences.orderBy('attendance.attend_date', 'desc').orderBy('students.student_nm').limit(500).execute(),
    studentsEverEnrolled(db, instId, classId),
  ]);
  return {
    absences: rows.map((row) => ({
      absenceId: row.id,
      studentId: row.student_id,
      studentNm: row.student_nm,
      date: row.attend_date,
      memo: row.memo,
    })),
    students: students.map((row) => ({ studentId: row.id, studentNm: row.student_nm })),
  };
}
