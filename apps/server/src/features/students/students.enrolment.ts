import {
  closedClassJoinMessage,
  headcountWith,
  joinAfterClassEndMessage,
  joinFullMessage,
  joinStartDate,
} from '@academy/domain/class/class.rules';
import type { Executor } from '../../db/database';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * The classes a student joins on the register form: each class of the academy, open, not ended, with
 * a seat left from the day the student starts (today, or the class's first day when it begins
 * later). The same headcount rule as enrolling from a class (packages/domain class rules); the
 * classes are locked so two registrations cannot both take the last seat.
 */

export type PlannedEnrolment = { classId: string; classNm: string; startDate: string };

/** Checks the chosen classes inside the registration's transaction; refuses (nothing written) or plans. */
export async function planRegistrationEnrolments(
  db: Executor,
  instId: string,
  classIds: readonly string[],
  today: string,
): Promise<PlannedEnrolment[]> {
  if (classIds.length === 0) return [];
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'class_nm', 'status', 'fixed', 'lec_start_dt', 'lec_end_dt'])
    .where(ofInst(instId))
    .where('id', 'in', [...classIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  // Another academy's class, or none: not found, and nothing about it is told.
  if (classes.length !== classIds.length) {
    throw new AppError('CLASS_NOT_FOUND', undefined, { classIds: '선택한 반을 찾을 수 없습니다.' });
  }
  const enrolments = await db
    .selectFrom('class_students')
    .select(['class_id', 'start_date', 'end_date'])
    .where(ofInst(instId))
    .where('class_id', 'in', [...classIds])
    .execute();
  const planned: PlannedEnrolment[] = [];
  for (const classId of classIds) {
    const cls = classes.find((row) => row.id === classId);
    if (!cls) continue;
    const refuse = (code: 'CLASS_CLOSED' | 'ENROL_OUTSIDE_CLASS' | 'CLASS_FULL', message: string): never => {
      throw new AppError(code, message, { classIds: message });
    };
    if (cls.status === 'closed') refuse('CLASS_CLOSED', closedClassJoinMessage(cls.class_nm));
    const startDate = joinStartDate(today, cls.lec_start_dt);
    if (cls.lec_end_dt !== null && startDate > cls.lec_end_dt) {
      refuse('ENROL_OUTSIDE_CLASS', joinAfterClassEndMessage(cls.class_nm, cls.lec_end_dt));
    }
    if (cls.fixed !== null) {
      const existing = enrolments
        .filter((row) => row.class_id === classId)
        .map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
      if (headcountWith(existing, [{ startDate, endDate: null }]) > cls.fixed) {
        refuse('CLASS_FULL', joinFullMessage(cls.class_nm, cls.fixed));
      }
    }
    planned.push({ classId, classNm: cls.class_nm, startDate });
  }
  return planned;
}

/** Writes the planned enrolments of a new student, with one audit row per class (as enrolling from a class does). */
export async function writeRegistrationEnrolments(
  db: Executor,
  input: { instId: string; studentId: string; actorUserId: string; now: Date; planned: readonly PlannedEnrolment[] },
): Promise<void> {
  if (input.planned.length === 0) return;
  await db
    .insertInto('class_students')
    .values(
      input.planned.map((plan) => ({
        inst_id: input.instId,
        id: newId(),
        class_id: plan.classId,
        student_id: input.studentId,
        start_date: plan.startDate,
        end_date: null,
        created_at: input.now,
      })),
    )
    .execute();
  for (const plan of input.planned) {
    await writeAudit(db, {
      instId: input.instId,
      actorUserId: input.actorUserId,
      action: 'class.enrol',
      target: auditTarget('class', plan.classId),
      before: null,
      after: { studentIds: [input.studentId], startDate: plan.startDate, endDate: null, atRegistration: true },
      at: input.now,
    });
  }
}
