import {
  DESK_REPEAT_GUARD_SECONDS,
  deskCheckInStatus,
  deskCheckOutEffect,
  deskFeedback,
  deskRepeatFeedback,
  maskStudentName,
  sessionWindow,
  studyMinutes,
  type VisitSpan,
} from '@academy/domain/attendance/attendance.rules';
import type {
  DeskCheckBody,
  DeskCheckResponse,
  DeskPinBody,
  DeskPinResponse,
  DeskStatusResponse,
  DeskUnlockBody,
  MyDeskPinBody,
  MyDeskPinResponse,
} from '@academy/domain/attendance/attendance.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { type OperationNodeSource, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ANY_MEMBER, type Caller, resolveCaller } from '../../platform/access/access';
import { checkAccountPassword } from '../../platform/auth/password-check';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { writeAndPublish } from '../../platform/events/events';
import { newId } from '../../platform/ids/new-id';
import { deliverSoon } from '../../platform/messages/message-queue';
import { giveDeskPins } from '../../platform/students/desk-pins';
import { visibleStudent } from '../../platform/students/visible-student';
import { ofInst } from '../../platform/tenancy/of-inst';
// The kiosk writes attendance and tells parents the way the attendance area does (one direction:
// desk → attendance; attendance never imports the desk).
import { parentNoticeWrites, type StudentNotice } from '../attendance/attendance.notices';
import { createDevice, type DeskDevice, findDevice, findDeviceAndPin, type PinMatch } from './desk.device';
import {
  countSharing,
  type DayVisit,
  deskDayOf,
  fillDefaultPins,
  lockStudent,
  type StudentSessionRow,
} from './desk.queries';

/**
 * The front-desk kiosk (/attendanceDeskMain): unlocking it, check-in and check-out by desk number
 * (등원/하원), breaks (외출/복귀), and desk numbers. A check-in also marks that day's classes of the
 * student (출석, or 지각 after the start + grace; source 'desk') unless a teacher already marked them,
 * replacing an automatic absence; a check-out during a class makes it 조퇴, before it withdraws the
 * kiosk's mark. Parents hear of every check-in and check-out.
 */

// ── unlocking ────────────────────────────────────────────────────────────────

/** POST /api/insts/:instId/desk/unlock: a staff member's own password opens the kiosk for 12 hours. */
export async function unlockDesk(ctx: AppContext, caller: Caller, body: DeskUnlockBody & { client: string }) {
  const { instId, userId } = caller;
  const user = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.password_hash) throw new AppError('DESK_NO_PASSWORD');
  // The staff member's own password: guesses count toward their account's lock like a login's.
  const check = { userId, passwordHash: user.password_hash, password: body.password, client: body.client };
  if (!(await checkAccountPassword(ctx, check))) throw new AppError('WRONG_PASSWORD');
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await fillDefaultPins(trx, instId);
    await giveDeskPins(trx, instId, businessDateOf(now));
    return createDevice(trx, { instId, userId, now });
  });
}

export function deskStatus(device: DeskDevice | undefined): DeskStatusResponse {
  return device
    ? { unlocked: true, instId: device.instId, instNm: device.instNm, expiresAt: device.expiresAt.toISOString() }
    : { unlocked: false, instId: null, instNm: null, expiresAt: null };
}

export async function currentDevice(ctx: AppContext, token: string | undefined) {
  return findDevice(ctx.db, token, ctx.clock.now());
}

// ── check-in, check-out, breaks ──────────────────────────────────────────────

type Found = PinMatch;

/** The student a number (and, when shared, a choice) points at; or the masked choices to ask about. */
function pickStudent(matches: readonly Found[], body: DeskCheckBody): { student: Found } | { candidates: Found[] } {
  const chosen = body.studentId ? matches.filter((match) => match.id === body.studentId) : [...matches];
  const [only] = chosen;
  if (!only) throw new AppError('DESK_PIN_UNKNOWN');
  if (chosen.length > 1) return { candidates: chosen };
  return { student: only };
}

const CHOOSE_MESSAGE = '같은 번호를 쓰는 학생이 여러 명입니다. 본인 이름을 골라 주세요.';

function chooseAnswer(candidates: Found[], now: Date): DeskCheckResponse {
  return {
    result: 'choose',
    message: CHOOSE_MESSAGE,
    studentNm: null,
    at: now.toISOString(),
    studyMinutes: null,
    candidates: candidates.map((c) => ({ studentId: c.id, maskedNm: maskStudentName(c.student_nm) })),
  };
}

const toSpan = (visit: DayVisit): VisitSpan => ({
  checkInAt: new Date(visit.check_in_at),
  checkOutAt: visit.check_out_at ? new Date(visit.check_out_at) : null,
  breaks: visit.breaks.map((b) => ({ outAt: new Date(b.outAt), backAt: b.backAt ? new Date(b.backAt) : null })),
});

/**
 * The marks of the day's classes (`sessions`, read after the student's lock) at a check-in: one
 * upsert that never overwrites a teacher's or the kiosk's row; undefined when none is due.
 */
function checkInMarksWrite(
  db: Executor,
  instId: string,
  studentId: string,
  now: Date,
  sessions: readonly StudentSessionRow[],
) {
  const date = businessDateOf(now);
  const marks = sessions.flatMap((session) => {
    if (session.source === 'teacher' || session.source === 'desk') return [];
    const status = deskCheckInStatus(now, sessionWindow(date, session.start_time, session.end_time));
    return status ? [{ classId: session.class_id, status }] : [];
  });
  if (marks.length === 0) return [];
  return [
    db
      .insertInto('attendance')
      .values(
        marks.map((mark) => ({
          inst_id: instId,
          id: newId(),
          class_id: mark.classId,
          student_id: studentId,
          attend_date: date,
          status: mark.status,
          source: 'desk' as const,
          marked_by: null,
          marked_at: now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['inst_id', 'class_id', 'attend_date', 'student_id'])
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            source: eb.ref('excluded.source'),
            marked_by: eb.ref('excluded.marked_by'),
            marked_at: eb.ref('excluded.marked_at'),
          }))
          .where('attendance.source', '=', 'auto'),
      ),
  ];
}

/**
 * At a check-out: the kiosk's own marks of the day's classes (`sessions`, read after the student's
 * lock) become 조퇴 (class running) or are withdrawn (not started yet); the writes, none when
 * nothing changes.
 */
function checkOutMarksWrites(
  db: Executor,
  instId: string,
  studentId: string,
  now: Date,
  sessions: readonly StudentSessionRow[],
) {
  const date = businessDateOf(now);
  const withdraw: string[] = [];
  const early: string[] = [];
  for (const session of sessions) {
    if (session.source !== 'desk') continue;
    const effect = deskCheckOutEffect(now, sessionWindow(date, session.start_time, session.end_time));
    if (effect === 'withdraw') withdraw.push(session.class_id);
    if (effect === 'EARLY_LEAVE') early.push(session.class_id);
  }
  const desk = (classIds: string[]) =>
    sql<boolean>`attendance.student_id = ${studentId} and attendance.attend_date = ${date}::date
      and attendance.source = 'desk' and attendance.class_id = any(${classIds}::uuid[])`;
  return [
    ...(withdraw.length > 0
      ? [db.deleteFrom('attendance').where(ofInst(instId, 'attendance')).where(desk(withdraw))]
      : []),
    ...(early.length > 0
      ? [
          db
            .updateTable('attendance')
            .set({ status: 'EARLY_LEAVE', marked_at: now })
            .where(ofInst(instId, 'attendance'))
            .where(desk(early)),
        ]
      : []),
  ];
}

const repeatGuardMs = DESK_REPEAT_GUARD_SECONDS * 1000;

function answer(
  result: DeskCheckResponse['result'],
  message: string,
  student: Found,
  now: Date,
  minutes: number | null = null,
): DeskCheckResponse {
  return {
    result,
    message,
    studentNm: student.student_nm,
    at: now.toISOString(),
    studyMinutes: minutes,
    candidates: [],
  };
}

/**
 * A press on the desk: the unlocked device's academy, the business day and the one student the
 * number names, or the answer asking to choose among several.
 */
async function deskPress(ctx: AppContext, token: string | undefined, body: DeskCheckBody) {
  const now = ctx.clock.now();
  const date = businessDateOf(now);
  // The device and the students its number names, in one statement.
  const found = await findDeviceAndPin(ctx.db, token, now, { pin: body.pin, today: date });
  if (!found) throw new AppError('DESK_LOCKED');
  const instId = found.device.instId;
  const picked = pickStudent(found.matches, body);
  if ('candidates' in picked) return { choose: chooseAnswer(picked.candidates, now) };
  return { instId, date, now, student: picked.student };
}

/**
 * POST /api/desk/check: the first press of the day (or after a check-out) checks in, the next one
 * checks out. The same number again within 30 seconds repeats the last answer. One press at a time
 * per student (the student's row is locked); after the lock, the student's day is read, then
 * everything the press writes — the visit, the classes' marks, the parents' in-app notices and
 * their AlimTalks queued (platform/messages) — is one statement of the same transaction. The
 * AlimTalks are sent once it commits, outside the request.
 */
export async function deskCheck(ctx: AppContext, token: string | undefined, body: DeskCheckBody) {
  const press = await deskPress(ctx, token, body);
  if ('choose' in press) return press.choose;
  const { instId, date, now, student } = press;

  const { response, queued } = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockStudent(trx, instId, student.id);
    // The number the student was found by becomes their own the first time they use it.
    const pinWrites =
      locked.desk_pin === null
        ? [trx.updateTable('students').set({ desk_pin: body.pin }).where(ofInst(instId)).where('id', '=', student.id)]
        : [];
    const { visits, sessions, guardians } = await deskDayOf(trx, instId, student.id, date);
    const open = visits.find((visit) => visit.check_out_at === null);
    const last = visits[visits.length - 1];
    const repeated = async (response: DeskCheckResponse) => {
      for (const write of pinWrites) await write.execute();
      return { response, queued: 0 };
    };

    if (open && now.getTime() - new Date(open.check_in_at).getTime() < repeatGuardMs) {
      return repeated(answer('check-in', deskRepeatFeedback(student.student_nm, 'check-in'), student, now));
    }
    const lastOut = !open && last?.check_out_at ? new Date(last.check_out_at).getTime() : null;
    if (lastOut !== null && now.getTime() - lastOut < repeatGuardMs) {
      const minutes = studyMinutes(visits.map(toSpan));
      return repeated(answer('check-out', deskRepeatFeedback(student.student_nm, 'check-out'), student, now, minutes));
    }

    let writes: OperationNodeSource[];
    let notice: StudentNotice;
    let response: DeskCheckResponse;
    if (open) {
      writes = [
        trx
          .updateTable('desk_breaks')
          .set({ back_at: now })
          .where(ofInst(instId))
          .where('visit_id', '=', open.id)
          .where('back_at', 'is', null),
        trx.updateTable('desk_visits').set({ check_out_at: now }).where(ofInst(instId)).where('id', '=', open.id),
        ...checkOutMarksWrites(trx, instId, student.id, now, sessions),
      ];
      const closed = visits.map((visit) =>
        visit.id === open.id
          ? {
              ...visit,
              check_out_at: now.toISOString(),
              breaks: visit.breaks.map((b) => (b.backAt ? b : { ...b, backAt: now.toISOString() })),
            }
          : visit,
      );
      const minutes = studyMinutes(closed.map(toSpan));
      notice = {
        studentId: student.id,
        notice: { kind: 'check-out', studentNm: student.student_nm, at: now, studyMinutes: minutes },
      };
      response = answer('check-out', deskFeedback(student.student_nm, 'check-out'), student, now, minutes);
    } else {
      writes = [
        trx
          .insertInto('desk_visits')
          .values({ inst_id: instId, id: newId(), student_id: student.id, business_date: date, check_in_at: now }),
        ...checkInMarksWrite(trx, instId, student.id, now, sessions),
      ];
      notice = { studentId: student.id, notice: { kind: 'check-in', studentNm: student.student_nm, at: now } };
      response = answer('check-in', deskFeedback(student.student_nm, 'check-in'), student, now);
    }
    const told = parentNoticeWrites(trx, instId, [notice], now, guardians);
    await writeAndPublish(trx, [...pinWrites, ...writes, ...told.writes], 'notifications', told.notificationIds);
    return { response, queued: told.queued };
  });
  if (queued > 0) deliverSoon(ctx);
  return response;
}

/** POST /api/desk/break: 외출 while checked in, 복귀 when out. No parent notice. */
export async function deskBreak(ctx: AppContext, token: string | undefined, body: DeskCheckBody) {
  const press = await deskPress(ctx, token, body);
  if ('choose' in press) return press.choose;
  const { instId, date, now, student } = press;
  return ctx.db.transaction().execute(async (trx) => {
    await lockStudent(trx, instId, student.id);
    const { visits } = await deskDayOf(trx, instId, student.id, date);
    const open = visits.find((visit) => visit.check_out_at === null);
    if (!open) throw new AppError('DESK_NOT_CHECKED_IN');
    const away = open.breaks.find((b) => b.backAt === null);
    if (away) {
      await trx
        .updateTable('desk_breaks')
        .set({ back_at: now })
        .where(ofInst(instId))
        .where('id', '=', away.id)
        .execute();
      return answer('break-back', deskFeedback(student.student_nm, 'break-back'), student, now);
    }
    await trx
      .insertInto('desk_breaks')
      .values({ inst_id: instId, id: newId(), visit_id: open.id, out_at: now })
      .execute();
    return answer('break-out', deskFeedback(student.student_nm, 'break-out'), student, now);
  });
}

// ── desk numbers ─────────────────────────────────────────────────────────────

async function savePin(db: Executor, instId: string, studentId: string, deskPin: string, today: IsoDate) {
  await db
    .updateTable('students')
    .set({ desk_pin: deskPin })
    .where(ofInst(instId))
    .where('id', '=', studentId)
    .execute();
  return countSharing(db, instId, deskPin, studentId, today);
}

/**
 * PUT /api/insts/:instId/students/:studentId/desk-pin: staff, for a student they see on the academy's
 * business day (a teacher: enrolled today in one of their classes); anyone else's student → 404.
 */
export async function setDeskPin(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string; pin: DeskPinBody },
): Promise<DeskPinResponse> {
  const { instId } = caller;
  const { studentId, pin } = input;
  const today = businessDateOf(ctx.clock.now());
  if (!(await visibleStudent(ctx.db, caller, studentId, today))) throw new AppError('STUDENT_NOT_FOUND');
  const sharedWith = await savePin(ctx.db, instId, studentId, pin.deskPin, today);
  return { studentId, deskPin: pin.deskPin, sharedWith };
}

/**
 * PUT /api/me/desk-pin: a signed-in student changes their own number at one academy (the body's); an
 * academy they are not an active member of answers 404, like one where they have no student record.
 */
export async function setMyDeskPin(ctx: AppContext, session: Session, body: MyDeskPinBody): Promise<MyDeskPinResponse> {
  await resolveCaller(ctx.db, session.userId, body.instId, ANY_MEMBER);
  const row = await ctx.db
    .selectFrom('students')
    .innerJoin('institutes', 'institutes.id', 'students.inst_id')
    .select(['students.id', 'institutes.inst_nm'])
    .where(ofInst(body.instId, 'students'))
    .where('students.user_id', '=', session.userId)
    .orderBy('students.created_at')
    .executeTakeFirst();
  if (!row) throw new AppError('DESK_NOT_A_STUDENT');
  const sharedWith = await savePin(ctx.db, body.instId, row.id, body.deskPin, businessDateOf(ctx.clock.now()));
  return { resultCode: 'OK', studentId: row.id, deskPin: body.deskPin, sharedWith, instNm: row.inst_nm };
}
