import {
  alreadyInClassMessage,
  attendanceAfterMoveMessage,
  CLASS_MOVE_DATE_RANGE_MESSAGE,
  closedClassMoveMessage,
  type EnrolmentPeriod,
  enrolmentCovers,
  enrolmentsOverlap,
  headcountWith,
  isMoveDateInRange,
  maxConcurrentEnrolments,
  moveAfterClassEndMessage,
  moveBeforeStartMessage,
  moveFullMessage,
  notInClassMessage,
  splitEnrolmentAt,
} from '@academy/domain/class/class.rules';
import type { MoveStudentsBody, MoveStudentsResponse } from '@academy/domain/class/class.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { studentsToEnrol } from './enrolment.service';

/**
 * ClassMoving (반 이동): students move from one class to another from a day, keeping their history.
 * A move is two dated enrolments — the old one ends the day before, a new one in the other class
 * starts on the day (until the old end, if one was set) — plus a `class_moves` row saying who moved
 * whom and when, which the student's history shows. Attendance and rosters before the day still
 * show the old class, because they read the enrolment covering each day.
 *
 * Everything is checked before anything is written, in one transaction with both classes locked (in
 * id order, so two moves between the same classes cannot deadlock): both classes of the academy and
 * open, the day within a year of today and within the new class's period, every student in the old
 * class on that day and after the day they joined it, no attendance already recorded in the old
 * class from that day, none already in the new class then, and room for all of them under the new
 * class's headcount on every day from the move on.
 */

type ClassRow = {
  id: string;
  class_nm: string;
  status: 'open' | 'closed';
  fixed: number | null;
  lec_end_dt: string | null;
};

async function lockClasses(db: Executor, instId: string, classIds: readonly string[]): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .select(['id', 'class_nm', 'status', 'fixed', 'lec_end_dt'])
    .where(ofInst(instId))
    .where('id', 'in', [...classIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

async function enrolmentsIn(db: Executor, instId: string, classId: string) {
  return db
    .selectFrom('class_students')
    .select(['id', 'student_id', 'start_date', 'end_date'])
    .where(ofInst(instId))
    .where('class_id', '=', classId)
    .orderBy('start_date')
    .execute();
}

const periodOf = (row: { start_date: string; end_date: string | null }): EnrolmentPeriod => ({
  startDate: row.start_date,
  endDate: row.end_date,
});

/** POST /api/insts/:instId/class-moves. */
export async function moveStudents(
  ctx: AppContext,
  mover: Caller,
  body: MoveStudentsBody,
): Promise<MoveStudentsResponse> {
  const { instId } = mover;
  const now = ctx.clock.now();
  const { moveDate } = body;
  if (!isMoveDateInRange(moveDate, businessDateOf(now))) {
    throw new AppError('VALIDATION_FAILED', undefined, { moveDate: CLASS_MOVE_DATE_RANGE_MESSAGE });
  }

  return ctx.db.transaction().execute(async (db) => {
    const classes = await lockClasses(db, instId, [body.fromClassId, body.toClassId]);
    const from = classes.find((row) => row.id === body.fromClassId);
    const to = classes.find((row) => row.id === body.toClassId);
    if (!from || !to) throw new AppError('NOT_FOUND');
    for (const [cls, field] of [
      [from, 'fromClassId'],
      [to, 'toClassId'],
    ] as const) {
      if (cls.status === 'closed') {
        const message = closedClassMoveMessage(cls.class_nm);
        throw new AppError('CLASS_CLOSED', message, { [field]: message });
      }
    }
    if (to.lec_end_dt !== null && moveDate > to.lec_end_dt) {
      const message = moveAfterClassEndMessage(to.class_nm, to.lec_end_dt);
      throw new AppError('ENROL_OUTSIDE_CLASS', message, { moveDate: message });
    }

    const students = await studentsToEnrol(db, instId, body.studentIds, moveDate);
    const nameOf = new Map(students.map((student) => [student.id, student.student_nm]));
    const names = (ids: readonly string[]) => ids.map((id) => nameOf.get(id) ?? '');

    // Each student's enrolment in the old class on the move day, split at that day.
    const source = await enrolmentsIn(db, instId, from.id);
    const notIn: string[] = [];
    const tooEarly: Array<{ id: string; startDate: string }> = [];
    const moving: Array<{ studentId: string; enrolmentId: string; stays: EnrolmentPeriod; moves: EnrolmentPeriod }> =
      [];
    for (const studentId of body.studentIds) {
      const own = source.filter((row) => row.student_id === studentId);
      const covering = own.find((row) => enrolmentCovers(periodOf(row), moveDate));
      const split = covering ? splitEnrolmentAt(periodOf(covering), moveDate) : null;
      if (covering && split) {
        moving.push({ studentId, enrolmentId: covering.id, ...split });
        continue;
      }
      const joinsLater = covering ?? own.find((row) => row.start_date >= moveDate);
      if (joinsLater) tooEarly.push({ id: studentId, startDate: joinsLater.start_date });
      else notIn.push(studentId);
    }
    if (notIn.length > 0) {
      const message = notInClassMessage(from.class_nm, names(notIn), moveDate);
      throw new AppError('CLASS_MOVE_NOT_ENROLLED', message, { studentIds: message });
    }
    if (tooEarly.length > 0) {
      const message = moveBeforeStartMessage(
        names(tooEarly.map((item) => item.id)),
        tooEarly.map((item) => item.startDate).sort()[0] as string,
      );
      throw new AppError('CLASS_MOVE_BEFORE_START', message, { moveDate: message });
    }

    const marked = await db
      .selectFrom('attendance')
      .select('student_id')
      .distinct()
      .where(ofInst(instId))
      .where('class_id', '=', from.id)
      .where('student_id', 'in', body.studentIds)
      .where('attend_date', '>=', moveDate)
      .execute();
    if (marked.length > 0) {
      const message = attendanceAfterMoveMessage(from.class_nm, names(marked.map((row) => row.student_id)), moveDate);
      throw new AppError('CLASS_MOVE_HAS_ATTENDANCE', message, { moveDate: message });
    }

    const target = await enrolmentsIn(db, instId, to.id);
    const already = moving.filter((move) =>
      target.some((row) => row.student_id === move.studentId && enrolmentsOverlap(periodOf(row), move.moves)),
    );
    if (already.length > 0) {
      const message = alreadyInClassMessage(to.class_nm, names(already.map((move) => move.studentId)));
      throw new AppError('CLASS_ALREADY_ENROLLED', message, { studentIds: message });
    }
    if (to.fixed !== null) {
      const existing = target.map(periodOf);
      const added = moving.map((move) => move.moves);
      if (headcountWith(existing, added) > to.fixed) {
        const enrolled = Math.max(...added.map((period) => maxConcurrentEnrolments(existing, period)));
        const message = moveFullMessage(to.class_nm, to.fixed, enrolled);
        throw new AppError('CLASS_FULL', message, { studentIds: message });
      }
    }

    const moves = moving.map((move) => ({ ...move, moveId: newId(), toEnrolmentId: newId() }));
    for (const move of moves) {
      await db
        .updateTable('class_students')
        .set({ end_date: move.stays.endDate })
        .where(ofInst(instId))
        .where('id', '=', move.enrolmentId)
        .execute();
    }
    await db
      .insertInto('class_students')
      .values(
        moves.map((move) => ({
          inst_id: instId,
          id: move.toEnrolmentId,
          class_id: to.id,
          student_id: move.studentId,
          start_date: move.moves.startDate,
          end_date: move.moves.endDate,
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('class_moves')
      .values(
        moves.map((move) => ({
          inst_id: instId,
          id: move.moveId,
          student_id: move.studentId,
          from_class_id: from.id,
          to_class_id: to.id,
          move_date: moveDate,
          from_enrolment_id: move.enrolmentId,
          to_enrolment_id: move.toEnrolmentId,
          moved_by: mover.userId,
          created_at: now,
        })),
      )
      .execute();
    await writeAudit(db, {
      instId,
      actorUserId: mover.userId,
      action: 'class.move',
      target: auditTarget('class', from.id),
      before: {
        classId: from.id,
        enrolments: moves.map((move) => ({
          enrolmentId: move.enrolmentId,
          studentId: move.studentId,
          endDate: move.moves.endDate,
        })),
      },
      after: {
        toClassId: to.id,
        moveDate,
        moves: moves.map((move) => ({
          moveId: move.moveId,
          studentId: move.studentId,
          endedEnrolmentId: move.enrolmentId,
          endDate: move.stays.endDate,
          newEnrolmentId: move.toEnrolmentId,
        })),
      },
      at: now,
    });

    return {
      fromClass: { classId: from.id, classNm: from.class_nm },
      toClass: { classId: to.id, classNm: to.class_nm },
      moveDate,
      moves: moves.map((move) => ({
        moveId: move.moveId,
        studentId: move.studentId,
        studentNm: nameOf.get(move.studentId) ?? '',
        fromEnrolmentId: move.enrolmentId,
        toEnrolmentId: move.toEnrolmentId,
      })),
    };
  });
}
