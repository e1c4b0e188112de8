import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { lecDaysOf } from '@academy/domain/class/class.rules';
import { isRegularDay, type SlotOfWeek } from '@academy/domain/schedule/schedule.rules';
import { newId } from '../../platform/ids/new-id';
import { DEMO_CLASS_STARTED_DAYS_AGO, type DemoClass } from './demo-academies.data';
import type { PlanClass, PlanEnrolment } from './demo-attendance.plan';
import { demoClosedDays } from './demo-holidays';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, daysAgo, momentOn, userOf } from './demo-world';

/**
 * One demo academy's tuitions and classes, written with the columns the classes area stores
 * (classes.service createClass): the class with its weekly slots (class_lectures), its teachers
 * (the first is the main one), its tuition, its enrolments (class_students, dated) and the days
 * called off (class_sessions 'cancel': 설날/추석 and the class's own 휴강). Answers the classes and
 * enrolments the attendance plan works on.
 */

export type SeededClass = PlanClass & { spec: DemoClass; createdAt: Date };

/** The class's regular day on or before `date` (for a 휴강 "about N days ago"). */
function regularDayOnOrBefore(
  cls: { startDate: IsoDate; endDate: IsoDate | null; slots: SlotOfWeek[] },
  date: IsoDate,
) {
  for (let day = date, steps = 0; steps < 7; day = addDays(day, -1), steps += 1) {
    if (isRegularDay(cls, day)) return day;
  }
  return null;
}

/** The days a class was called off: the 설날/추석 days before today, and the class's own 휴강. */
function cancelsOf(
  world: DemoWorld,
  timeline: { startDate: IsoDate; endDate: IsoDate | null; slots: SlotOfWeek[] },
  spec: DemoClass,
): PlanClass['cancels'] {
  const cancels: PlanClass['cancels'] = demoClosedDays(timeline, world.today).map((day) => ({ id: newId(), ...day }));
  const own = spec.cancel ? regularDayOnOrBefore(timeline, daysAgo(world, spec.cancel.daysAgo)) : null;
  if (spec.cancel && own && !cancels.some((cancel) => cancel.date === own)) {
    cancels.push({ id: newId(), date: own, reason: spec.cancel.reason });
  }
  return cancels;
}

export async function writeDemoClasses(
  world: DemoWorld,
  seeded: SeededAcademy,
): Promise<{ classes: SeededClass[]; enrolments: PlanEnrolment[] }> {
  const { db } = world;
  const { instId, academy, directorId } = seeded;
  const tuitionIds = new Map(academy.tuitions.map((tuition) => [tuition.tuitionNm, newId()]));
  const startDate = daysAgo(world, DEMO_CLASS_STARTED_DAYS_AGO);
  const createdAt = momentOn(world, addDays(startDate, -7), '14:00');
  await insertRows(
    db,
    'tuitions',
    academy.tuitions.map((tuition) => ({
      inst_id: instId,
      id: tuitionIds.get(tuition.tuitionNm) as string,
      tuition_nm: tuition.tuitionNm,
      amount: tuition.amount,
      billing_unit: tuition.billingUnit,
      rounds: tuition.billingUnit === 'ROUND' ? tuition.rounds : null,
      created_at: createdAt,
    })),
  );

  const classes: SeededClass[] = [];
  const classRows = [];
  const lectureRows = [];
  const teacherRows: { inst_id: string; class_id: string; user_id: string; is_main: boolean }[] = [];
  const enrolmentRows = [];
  const cancelRows = [];
  const enrolments: PlanEnrolment[] = [];
  for (const spec of academy.classes) {
    const id = newId();
    const tuitionId = tuitionIds.get(spec.tuitionNm);
    if (!tuitionId) throw new Error(`no demo tuition ${spec.tuitionNm}`);
    const endDate = spec.endsInDays === undefined ? null : addDays(world.today, spec.endsInDays);
    const teacherIds = spec.teachers.map((loginId) => userOf(world, loginId));
    classRows.push({
      inst_id: instId,
      id,
      class_nm: spec.classNm,
      compulsory_subject: spec.subject,
      class_tp_cd: spec.classTpCd,
      fixed: spec.fixed,
      lec_days: lecDaysOf(spec.slots),
      lec_start_dt: startDate,
      lec_end_dt: endDate,
      tuition_id: tuitionId,
      pay_dt_tp_cd: spec.payDtTpCd,
      appointed_dt: spec.appointedDt,
      image_file_nm: spec.imageFileNm,
      upload_images: [],
      show_yn: spec.showYn,
      class_intro_content: spec.intro,
      tags: spec.tags,
      status: 'open' as const,
      closed_at: null,
      created_by: directorId,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const slot of spec.slots) {
      lectureRows.push({
        inst_id: instId,
        id: newId(),
        class_id: id,
        weekday: slot.day,
        start_time: slot.start,
        end_time: slot.end,
        room: slot.room,
      });
    }
    teacherIds.forEach((userId, index) => {
      teacherRows.push({ inst_id: instId, class_id: id, user_id: userId, is_main: index === 0 });
    });
    for (const studentNm of spec.students) {
      const student = seeded.students.get(studentNm);
      if (!student) throw new Error(`no demo student ${studentNm} for ${spec.classNm}`);
      const start = student.joinedDate > startDate ? student.joinedDate : startDate;
      // A student who left (퇴원) stopped coming the day before it took effect; a 휴원 keeps the seat.
      const end = student.spec.status?.to === 'left' && student.statusDate ? addDays(student.statusDate, -1) : null;
      enrolmentRows.push({
        inst_id: instId,
        id: newId(),
        class_id: id,
        student_id: student.id,
        start_date: start,
        end_date: end,
        created_at: momentOn(world, start, '12:00'),
      });
      enrolments.push({ classId: id, studentId: student.id, startDate: start, endDate: end });
    }
    const slots: SlotOfWeek[] = spec.slots.map((slot) => ({
      weekday: slot.day,
      start: slot.start,
      end: slot.end,
      room: slot.room,
    }));
    const cancels = cancelsOf(world, { startDate, endDate, slots }, spec);
    for (const cancel of cancels) {
      cancelRows.push({
        inst_id: instId,
        id: cancel.id,
        class_id: id,
        kind: 'cancel' as const,
        original_date: cancel.date,
        session_date: null,
        start_time: null,
        end_time: null,
        room: null,
        reason: cancel.reason,
        created_by: teacherIds[0] ?? directorId,
        created_at: momentOn(world, addDays(cancel.date, -3), '18:00'),
      });
    }
    classes.push({
      id,
      classNm: spec.classNm,
      teacherId: teacherIds[0] ?? directorId,
      startDate,
      endDate,
      slots,
      cancels,
      spec,
      createdAt,
    });
  }
  await insertRows(db, 'classes', classRows);
  await insertRows(db, 'class_lectures', lectureRows);
  await insertRows(db, 'class_teachers', teacherRows);
  await insertRows(db, 'class_students', enrolmentRows);
  await insertRows(db, 'class_sessions', cancelRows);
  return { classes, enrolments };
}
