import { defaultDeskPin, pickDeskPins } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { newId } from '../../platform/ids/new-id';
import {
  DEMO_STUDENT_JOINED_DAYS_AGO,
  type DemoAcademy,
  type DemoMember,
  type DemoStudent,
} from './demo-academies.data';
import { DEMO_ACCOUNTS } from './demo-accounts.data';
import { insertRows } from './demo-insert';
import { type DemoWorld, daysAgo, momentOn, userOf } from './demo-world';

/**
 * One demo academy's institute and people: the institute, its members (staff, the parent, the
 * students with accounts), its students with their guardians and desk numbers (출결 번호), their
 * status history (휴원, 퇴원, dated in the past), memos, and join requests waiting for the director.
 */

export type SeededStudent = {
  id: string;
  spec: DemoStudent;
  joinedDate: IsoDate;
  /** The day a 휴원 or 퇴원 took effect; null while on the roll. */
  statusDate: IsoDate | null;
};

export type SeededAcademy = {
  instId: string;
  academy: DemoAcademy;
  directorId: string;
  /** By student name. */
  students: Map<string, SeededStudent>;
};

/**
 * A desk number for every student: the last 4 digits of their mobile, or a 4-digit number drawn
 * for them that no other student of the academy uses.
 */
export function deskPinsOf(world: DemoWorld, academy: DemoAcademy): Map<string, string> {
  const pins = new Map<string, string>();
  for (const student of academy.students) {
    const pin = defaultDeskPin(student.mobileNo);
    if (pin) pins.set(student.studentNm, pin);
  }
  const without = academy.students.filter((student) => !pins.has(student.studentNm));
  let draw = 0;
  const random = () => {
    draw += 1;
    return world.random.chance(`pin|${academy.instNm}|${draw}`);
  };
  const generated = pickDeskPins(new Set(pins.values()), without.length, random);
  without.forEach((student, index) => {
    pins.set(student.studentNm, generated[index] as string);
  });
  return pins;
}

function memberSince(world: DemoWorld, academy: DemoAcademy, member: DemoMember): Date {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.loginId === member.loginId);
  const staff = member.relationCd === '020' || member.relationCd === '030' || member.relationCd === '050';
  const days = staff
    ? Math.min(academy.openedDaysAgo, account?.joinedDaysAgo ?? academy.openedDaysAgo)
    : DEMO_STUDENT_JOINED_DAYS_AGO;
  return momentOn(world, daysAgo(world, days), '11:00');
}

export async function writeDemoRoster(world: DemoWorld, academy: DemoAcademy): Promise<SeededAcademy> {
  const { db, now } = world;
  const instId = newId();
  const directorId = userOf(world, academy.director);
  const openedAt = momentOn(world, daysAgo(world, academy.openedDaysAgo), '09:30');
  await insertRows(db, 'institutes', [
    {
      id: instId,
      inst_nm: academy.instNm,
      tel_no: academy.telNo,
      address: academy.address,
      detail_address: academy.detailAddress,
      president_user_id: directorId,
      subjects: academy.subjects,
      intro: academy.intro,
      biz_reg_no: null,
      logo_file_nm: null,
      closed_at: null,
      created_at: openedAt,
      updated_at: openedAt,
    },
  ]);
  await insertRows(
    db,
    'memberships',
    academy.members.map((member) => ({
      inst_id: instId,
      user_id: userOf(world, member.loginId),
      relation_cd: member.relationCd,
      auth_cd: member.authCd,
      started_at: memberSince(world, academy, member),
      ended_at: null,
      memo: null,
      display_nm: null,
    })),
  );

  const pins = deskPinsOf(world, academy);
  const students = new Map<string, SeededStudent>();
  const studentRows = [];
  const guardianRows = [];
  const statusRows = [];
  for (const spec of academy.students) {
    const id = newId();
    const joinedDate = daysAgo(world, spec.joinedDaysAgo ?? DEMO_STUDENT_JOINED_DAYS_AGO);
    const statusDate = spec.status ? daysAgo(world, spec.status.daysAgo) : null;
    const createdAt = momentOn(world, joinedDate, '14:00');
    students.set(spec.studentNm, { id, spec, joinedDate, statusDate });
    studentRows.push({
      inst_id: instId,
      id,
      user_id: spec.loginId ? userOf(world, spec.loginId) : null,
      student_nm: spec.studentNm,
      birthdate: spec.birthdate,
      gender_cd: spec.genderCd,
      school_nm: spec.schoolNm,
      grade_year: spec.gradeYear,
      mobile_no: spec.mobileNo ?? null,
      status: spec.status?.to ?? ('enrolled' as const),
      status_since: statusDate ?? joinedDate,
      memo: null,
      desk_pin: pins.get(spec.studentNm) ?? null,
      created_by: directorId,
      created_at: createdAt,
      updated_at: statusDate ? momentOn(world, statusDate, '11:00') : createdAt,
    });
    guardianRows.push({
      inst_id: instId,
      id: newId(),
      student_id: id,
      guardian_nm: spec.guardian.guardianNm,
      mobile_no: spec.guardian.mobileNo,
      relation_type: spec.guardian.relationType,
      user_id: spec.guardian.loginId ? userOf(world, spec.guardian.loginId) : null,
      created_at: createdAt,
    });
    if (spec.status && statusDate) {
      statusRows.push({
        inst_id: instId,
        id: newId(),
        student_id: id,
        from_status: 'enrolled' as const,
        to_status: spec.status.to,
        effective_date: statusDate,
        reason: spec.status.reason,
        changed_by: directorId,
        at: momentOn(world, statusDate, '11:00'),
      });
    }
  }
  await insertRows(db, 'students', studentRows);
  await insertRows(db, 'student_guardians', guardianRows);
  await insertRows(db, 'student_status_changes', statusRows);

  await insertRows(
    db,
    'student_memos',
    academy.memos.map((memo) => {
      const student = students.get(memo.studentNm);
      if (!student) throw new Error(`no demo student ${memo.studentNm}`);
      const memoDate = daysAgo(world, memo.daysAgo);
      const at = momentOn(world, memoDate, '21:30');
      return {
        inst_id: instId,
        id: newId(),
        student_id: student.id,
        memo_date: memoDate,
        content: memo.content,
        author_user_id: userOf(world, memo.author),
        created_at: at,
        updated_at: at,
      };
    }),
  );

  await insertRows(
    db,
    'join_requests',
    academy.joinRequests.map((request) => ({
      inst_id: instId,
      id: newId(),
      user_id: userOf(world, request.loginId),
      requested_role: request.role,
      message: request.message,
      status: 'pending' as const,
      decided_by: null,
      decided_at: null,
      created_at: new Date(now.getTime() - request.hoursAgo * 3_600_000),
    })),
  );
  return { instId, academy, directorId, students };
}
