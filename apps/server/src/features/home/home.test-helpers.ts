import type { AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { Database } from '../../db/database';
import { newId } from '../../platform/ids/new-id';

/**
 * Test helpers of the homes: the rows other areas write (attendance, front-desk visits,
 * notifications, memberships), made directly; the homes are always read through HTTP. Academies,
 * classes, students and callers come from the attendance area's helpers.
 */

export async function joinAs(
  db: Database,
  instId: string,
  userId: string,
  relationCd: '010' | '020' | '030' | '050' | null,
  authCd: string | null = null,
) {
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: userId, relation_cd: relationCd, auth_cd: authCd })
    .execute();
}

export async function mark(
  db: Database,
  instId: string,
  row: { classId: string; studentId: string; date: string; status: AttendanceStatus },
) {
  await db
    .insertInto('attendance')
    .values({
      inst_id: instId,
      id: newId(),
      class_id: row.classId,
      student_id: row.studentId,
      attend_date: row.date,
      status: row.status,
      memo: null,
      makeup_for_id: null,
      makeup_session_id: null,
      marked_by: null,
    } as never)
    .execute();
}

/** A visit to the front desk (instants in UTC), with its breaks. */
export async function visit(
  db: Database,
  instId: string,
  row: {
    studentId: string;
    date: string;
    checkInAt: string;
    checkOutAt?: string | null;
    breaks?: Array<{ outAt: string; backAt: string | null }>;
  },
) {
  const id = newId();
  await db
    .insertInto('desk_visits')
    .values({
      inst_id: instId,
      id,
      student_id: row.studentId,
      business_date: row.date,
      check_in_at: row.checkInAt,
      check_out_at: row.checkOutAt ?? null,
    })
    .execute();
  for (const pause of row.breaks ?? []) {
    await db
      .insertInto('desk_breaks')
      .values({ inst_id: instId, id: newId(), visit_id: id, out_at: pause.outAt, back_at: pause.backAt })
      .execute();
  }
}

export async function notification(
  db: Database,
  row: { userId: string; instId: string | null; title: string; body: string; link?: string | null; read?: boolean },
) {
  const id = newId();
  await db
    .insertInto('notifications')
    .values({
      id,
      user_id: row.userId,
      inst_id: row.instId,
      type: 'test',
      title: row.title,
      body: row.body,
      link: row.link ?? null,
      read_at: row.read ? new Date('2026-11-20T00:00:00Z') : null,
    } as never)
    .execute();
  return id;
}
