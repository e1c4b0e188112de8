import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import type { Job } from '../../platform/jobs/scheduler';
import { deliverSoon } from '../../platform/messages/message-queue';
import { enrolmentCovers, type SessionScope, sessionsOn } from '../../platform/schedule/sessions-on';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { recordParentNotices, type StudentNotice } from './attendance.notices';
import { noShowDue } from './no-shows.queries';

/**
 * The automatic absence (PRODUCT: "kiosk check-in records no absences" → we do): a student on the
 * roll (재원 that day) enrolled in a class whose session began more than the academy's
 * `auto_absent_minutes` ago today (default 20; 0 turns it off), with no row for that class and day
 * and not in the building at the front desk, is marked 결석 (source 'auto') and their parents are
 * told. A lesson that began before the student's enrolment was made is not one they could attend:
 * it is left alone (isNoShowDue / noShowDue).
 *
 * Idempotent and safe on several API nodes at once: rows are inserted with ON CONFLICT DO NOTHING on
 * the (inst, class, date, student) unique index and only the rows actually inserted are notified.
 * Makeup sessions are left out (they are for chosen students, marked by the teacher). A session
 * whose cut-off falls after midnight is not looked at (the job only looks at today).
 */

type Candidate = {
  inst_id: string;
  class_id: string;
  class_nm: string;
  student_id: string;
  student_nm: string;
};

export async function markNoShows(
  ctx: AppContext,
  now: Date,
  options: { instId?: string } = {},
): Promise<{ marked: number; notified: number }> {
  const date = businessDateOf(now);
  const scope: SessionScope = options.instId ? { instId: options.instId } : { allInstitutes: true };
  const { rows: candidates } = await sql<Candidate>`
    with day as (
      select distinct on (s.inst_id, s.class_id) s.*
        from (${sessionsOn(date, scope)}) s
       where s.kind in ('regular', 'reschedule')
       order by s.inst_id, s.class_id, (s.kind = 'regular') desc, s.start_time
    ),
    due as (
      select d.inst_id, d.class_id, c.class_nm, i.auto_absent_minutes as minutes,
             ((${date}::date + d.start_time::time) at time zone 'Asia/Seoul') as starts_at
        from day d
        join classes c on c.inst_id = d.inst_id and c.id = d.class_id
        join institutes i on i.id = d.inst_id
       where i.status = 'active' and i.auto_absent_minutes > 0
         -- past the cut-off (needed for a no-show): keeps the join below to the classes that are due
         and ((${date}::date + d.start_time::time) at time zone 'Asia/Seoul')
             + make_interval(mins => i.auto_absent_minutes) <= ${now}
    )
    select distinct due.inst_id, due.class_id, due.class_nm, s.id as student_id, s.student_nm
      from due
      join class_students cs on cs.inst_id = due.inst_id and cs.class_id = due.class_id
      join students s on s.inst_id = cs.inst_id and s.id = cs.student_id
     where ${enrolmentCovers(date)}
       and ${noShowDue({
         now: sql`${now}::timestamptz`,
         startsAt: sql.ref('due.starts_at'),
         minutes: sql.ref('due.minutes'),
         enrolledAt: sql.ref('cs.created_at'),
       })}
       and ${studentStatusOn('s', date)} = 'enrolled'
       and not exists (
         select 1 from attendance a
          where a.inst_id = due.inst_id and a.class_id = due.class_id
            and a.student_id = s.id and a.attend_date = ${date}::date)
       and not exists (
         select 1 from desk_visits v
          where v.inst_id = due.inst_id and v.student_id = s.id and v.business_date = ${date}::date
            and v.check_in_at <= ${now} and (v.check_out_at is null or v.check_out_at >= due.starts_at))`.execute(
    ctx.db,
  );
  if (candidates.length === 0) return { marked: 0, notified: 0 };

  const byInst = new Map<string, Candidate[]>();
  for (const row of candidates) byInst.set(row.inst_id, [...(byInst.get(row.inst_id) ?? []), row]);
  let marked = 0;
  let notified = 0;
  for (const [instId, rows] of byInst) {
    const { inserted, queued, told } = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('attendance')
        .values(
          rows.map((row) => ({
            inst_id: instId,
            id: newId(),
            class_id: row.class_id,
            student_id: row.student_id,
            attend_date: date,
            status: 'ABSENT' as const,
            source: 'auto' as const,
            marked_by: null,
            marked_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['inst_id', 'class_id', 'attend_date', 'student_id']).doNothing())
        .returning(['class_id', 'student_id'])
        .execute();
      const notices: StudentNotice[] = inserted.flatMap((row) => {
        const candidate = rows.find((c) => c.class_id === row.class_id && c.student_id === row.student_id);
        if (!candidate) return [];
        return [
          {
            studentId: row.student_id,
            notice: {
              kind: 'absent' as const,
              studentNm: candidate.student_nm,
              classNm: candidate.class_nm,
              date,
              auto: true,
            },
          },
        ];
      });
      const recorded = await recordParentNotices(trx, instId, notices, now);
      return { inserted, queued: recorded.queued, told: recorded.notified };
    });
    if (queued > 0) deliverSoon(ctx);
    marked += inserted.length;
    notified += told;
  }
  return { marked, notified };
}

/** Every minute on every node (idempotent, see above). */
export const markNoShowsJob: Job = {
  name: 'attendance-no-shows',
  everyMs: 60_000,
  run: (ctx) => markNoShows(ctx, ctx.clock.now()),
};
