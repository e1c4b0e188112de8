import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { isRegularDay } from '@academy/domain/schedule/schedule.rules';
import { describe, expect, it } from 'vitest';
import { DEMO_CLASS_STARTED_DAYS_AGO, DEMO_STUDENT_JOINED_DAYS_AGO, HANBIT_ACADEMY } from './demo-academies.data';
import { type AttendancePlan, type PlanClass, type PlanEnrolment, planAttendance } from './demo-attendance.plan';
import { demoClosedDays, demoClosedHoliday } from './demo-holidays';
import { demoRandom } from './demo-random';

/** 한빛수학학원's timetable and roll as the planner sees them, ids being names, dated from `now`. */
function planFor(now: Date): { plan: AttendancePlan; classes: PlanClass[]; today: string } {
  const today = businessDateOf(now);
  const startDate = addDays(today, -DEMO_CLASS_STARTED_DAYS_AGO);
  const classes: PlanClass[] = HANBIT_ACADEMY.classes.map((cls) => ({
    id: cls.classNm,
    classNm: cls.classNm,
    teacherId: cls.teachers[0] ?? '',
    startDate,
    endDate: cls.endsInDays === undefined ? null : addDays(today, cls.endsInDays),
    slots: cls.slots.map((slot) => ({ weekday: slot.day, start: slot.start, end: slot.end, room: slot.room })),
    cancels: [],
  }));
  for (const cls of classes) cls.cancels = demoClosedDays(cls, today).map((day) => ({ id: day.date, ...day }));
  const students = HANBIT_ACADEMY.students.map((student) => {
    const joinedDate = addDays(today, -(student.joinedDaysAgo ?? DEMO_STUDENT_JOINED_DAYS_AGO));
    return {
      id: student.studentNm,
      studentNm: student.studentNm,
      joinedDate,
      lastDayOnRoll: student.status ? addDays(today, -student.status.daysAgo - 1) : null,
      script: student.script ?? {},
      selfStudyDays: student.selfStudyDays ?? [],
    };
  });
  const enrolments: PlanEnrolment[] = HANBIT_ACADEMY.classes.flatMap((cls) =>
    cls.students.map((name) => {
      const student = students.find((candidate) => candidate.id === name);
      const start = student && student.joinedDate > startDate ? student.joinedDate : startDate;
      return { classId: cls.classNm, studentId: name, startDate: start, endDate: null };
    }),
  );
  let counter = 0;
  const plan = planAttendance({
    now,
    today,
    random: demoRandom(today),
    classes,
    students,
    enrolments,
    newId: () => {
      counter += 1;
      return `id-${counter}`;
    },
  });
  return { plan, classes, today };
}

// Mornings, afternoons, evenings and midnights over more than a year, 설날 and 추석 included.
const MOMENTS = Array.from({ length: 48 }, (_, index) => {
  const day = addDays('2026-01-05', index * 11);
  const hour = [0, 9, 15, 16, 18, 21, 23][index % 7] as number;
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00+09:00`);
});

describe('planAttendance', () => {
  it.each(MOMENTS.map((now) => [now.toISOString(), now] as const))(
    'at %s keeps to what the app could have written',
    (_label, now) => {
      const { plan, classes, today } = planFor(now);
      const keys = plan.attendance.map((row) => `${row.classId}|${row.date}|${row.studentId}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(plan.attendance.every((row) => row.date <= today && row.markedAt.getTime() <= now.getTime())).toBe(true);

      // Regular rows fall on the class's days (and not on 설날/추석 before today); today, only begun lessons.
      for (const row of plan.attendance.filter((r) => r.status !== 'MAKEUP')) {
        const cls = classes.find((candidate) => candidate.id === row.classId) as PlanClass;
        expect(isRegularDay(cls, row.date), `${row.classId} ${row.date}`).toBe(true);
        if (row.date < today) expect(demoClosedHoliday(row.date)).toBeNull();
        if (row.date === today) {
          const slot = cls.slots.find(
            (candidate) => candidate.weekday === new Date(`${row.date}T00:00:00Z`).getUTCDay(),
          );
          expect(instantOn(row.date, slot?.start ?? '00:00').getTime()).toBeLessThanOrEqual(now.getTime());
        }
      }

      // Each absence is made up at most once, on a day the class does not meet, by a MAKEUP row once held.
      const absences = plan.makeups.flatMap((makeup) => makeup.students.map((student) => student.absenceId));
      expect(new Set(absences).size).toBe(absences.length);
      for (const makeup of plan.makeups) {
        const cls = classes.find((candidate) => candidate.id === makeup.classId) as PlanClass;
        expect(isRegularDay(cls, makeup.date)).toBe(false);
        expect(demoClosedHoliday(makeup.date)).toBeNull();
        expect(makeup.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        for (const student of makeup.students) {
          const absence = plan.attendance.find((row) => row.id === student.absenceId);
          expect(absence).toMatchObject({ status: 'ABSENT', classId: makeup.classId, studentId: student.studentId });
          expect((absence?.date ?? '') < makeup.date).toBe(true);
          const row = plan.attendance.find(
            (candidate) => candidate.makeupSessionId === makeup.id && candidate.studentId === student.studentId,
          );
          if (makeup.date <= today) expect(row).toMatchObject({ status: 'MAKEUP', makeupForId: student.absenceId });
          else expect(row).toBeUndefined();
        }
      }

      // Visits: one a day per student, in before out, nothing after now, open only today, breaks inside.
      const visitDays = plan.visits.map((visit) => `${visit.studentId}|${visit.date}`);
      expect(new Set(visitDays).size).toBe(visitDays.length);
      for (const visit of plan.visits) {
        expect(businessDateOf(visit.checkInAt)).toBe(visit.date);
        expect(visit.checkInAt.getTime()).toBeLessThanOrEqual(now.getTime());
        if (visit.checkOutAt) {
          expect(visit.checkOutAt.getTime()).toBeGreaterThan(visit.checkInAt.getTime());
          expect(visit.checkOutAt.getTime()).toBeLessThanOrEqual(now.getTime());
        } else {
          expect(visit.date).toBe(today);
        }
        for (const pause of visit.breaks) {
          expect(pause.outAt.getTime()).toBeGreaterThan(visit.checkInAt.getTime());
          expect(pause.outAt.getTime()).toBeLessThanOrEqual(now.getTime());
          const end = pause.backAt ?? now;
          expect(end.getTime()).toBeLessThanOrEqual((visit.checkOutAt ?? now).getTime());
        }
      }
      // A kiosk row has its visit that day.
      for (const row of plan.attendance.filter((r) => r.source === 'desk')) {
        expect(visitDays).toContain(`${row.studentId}|${row.date}`);
      }
    },
  );

  it('gives the demo parent’s children every kind of day, and a makeup ahead', () => {
    const now = new Date('2026-11-26T20:30:00+09:00');
    const { plan, today } = planFor(now);
    const statuses = (name: string) =>
      new Set(plan.attendance.filter((row) => row.studentId === name && row.date < today).map((row) => row.status));
    expect(statuses('최민준')).toEqual(new Set(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP']));
    expect([...statuses('최서연')]).toEqual(expect.arrayContaining(['PRESENT', 'LATE', 'ABSENT', 'MAKEUP']));
    const ahead = plan.makeups.filter((makeup) => makeup.date > today);
    expect(ahead.flatMap((makeup) => makeup.students.map((s) => s.studentId))).toContain('최민준');
  });

  it('is the same plan for the same moment, and another for another day', () => {
    const now = new Date('2026-11-18T16:30:00+09:00');
    const strip = (plan: AttendancePlan) =>
      plan.attendance.map((row) => [
        row.classId,
        row.studentId,
        row.date,
        row.status,
        row.source,
        row.memo,
        row.markedAt,
      ]);
    expect(strip(planFor(now).plan)).toEqual(strip(planFor(now).plan));
    const nextDay = planFor(new Date('2026-11-19T16:30:00+09:00')).plan;
    expect(strip(nextDay)).not.toEqual(strip(planFor(now).plan));
  });
});
