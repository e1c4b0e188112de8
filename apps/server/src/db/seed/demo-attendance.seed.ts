import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { addDays, type IsoDate, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { newId } from '../../platform/ids/new-id';
import { DEMO_ACADEMIES } from './demo-academies.data';
import { type AttendancePlan, type PlanEnrolment, planAttendance } from './demo-attendance.plan';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import type { DemoWorld } from './demo-world';

/**
 * The lessons a student of this academy has at the other demo academies on a day (the same person:
 * the same account), so a makeup here is not planned over them.
 */
function lessonsElsewhere(seeded: SeededAcademy) {
  const loginOf = new Map([...seeded.students.values()].map((student) => [student.id, student.spec.loginId]));
  return (studentId: string, date: IsoDate) => {
    const loginId = loginOf.get(studentId);
    if (!loginId) return [];
    const weekday = weekdayOf(date);
    return DEMO_ACADEMIES.filter((academy) => academy.instNm !== seeded.academy.instNm).flatMap((academy) => {
      const names = academy.students.filter((student) => student.loginId === loginId).map((s) => s.studentNm);
      return academy.classes
        .filter((cls) => cls.students.some((name) => names.includes(name)))
        .flatMap((cls) => cls.slots.filter((slot) => slot.day === weekday))
        .map((slot) => [instantOn(date, slot.start), instantOn(date, slot.end)] as const);
    });
  };
}

/**
 * One demo academy's attendance history, makeups (class_sessions 'makeup' + class_session_students
 * linked to the absence, and the MAKEUP row the sheet writes on the makeup day with
 * makeup_session_id / makeup_for_id) and front-desk visits with their breaks, as planned by
 * planAttendance. Answers the plan for the parents' notifications.
 */
export async function writeDemoAttendance(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
  enrolments: readonly PlanEnrolment[],
): Promise<AttendancePlan> {
  const { db } = world;
  const { instId } = seeded;
  const plan = planAttendance({
    now: world.now,
    today: world.today,
    random: world.random,
    classes,
    enrolments,
    students: [...seeded.students.values()].map((student) => ({
      id: student.id,
      studentNm: student.spec.studentNm,
      lastDayOnRoll: student.statusDate ? addDays(student.statusDate, -1) : null,
      joinedDate: student.joinedDate,
      script: student.spec.script ?? {},
      selfStudyDays: student.spec.selfStudyDays ?? [],
    })),
    busyElsewhere: lessonsElsewhere(seeded),
    newId,
  });

  await insertRows(
    db,
    'attendance',
    plan.attendance.map((row) => ({
      inst_id: instId,
      id: row.id,
      class_id: row.classId,
      student_id: row.studentId,
      attend_date: row.date,
      status: row.status,
      memo: row.memo,
      source: row.source,
      makeup_for_id: row.makeupForId,
      makeup_session_id: row.makeupSessionId,
      marked_by: row.markedBy,
      marked_at: row.markedAt,
    })),
  );
  await insertRows(
    db,
    'class_sessions',
    plan.makeups.map((makeup) => ({
      inst_id: instId,
      id: makeup.id,
      class_id: makeup.classId,
      kind: 'makeup' as const,
      original_date: null,
      session_date: makeup.date,
      start_time: makeup.start,
      end_time: makeup.end,
      room: makeup.room,
      reason: makeup.reason,
      created_by: makeup.createdBy,
      created_at: makeup.createdAt,
    })),
  );
  await insertRows(
    db,
    'class_session_students',
    plan.makeups.flatMap((makeup) =>
      makeup.students.map((student) => ({
        inst_id: instId,
        session_id: makeup.id,
        student_id: student.studentId,
        absence_id: student.absenceId,
        created_at: makeup.createdAt,
      })),
    ),
  );
  await insertRows(
    db,
    'desk_visits',
    plan.visits.map((visit) => ({
      inst_id: instId,
      id: visit.id,
      student_id: visit.studentId,
      business_date: visit.date,
      check_in_at: visit.checkInAt,
      check_out_at: visit.checkOutAt,
    })),
  );
  await insertRows(
    db,
    'desk_breaks',
    plan.visits.flatMap((visit) =>
      visit.breaks.map((pause) => ({
        inst_id: instId,
        id: pause.id,
        visit_id: visit.id,
        out_at: pause.outAt,
        back_at: pause.backAt,
      })),
    ),
  );
  return plan;
}
