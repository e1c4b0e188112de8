import { HOMEWORK_REMINDER_LEAD_MS } from '@academy/domain/homework/homework.rules';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { dueText, homeworkLink, notifyFamilies } from './homework.notices';

/** How often the job looks for assignments whose reminder has come. */
export const HOMEWORK_REMINDERS_EVERY_MS = 10 * 60_000;

/**
 * 숙제 마감 알림: every assignee who has handed nothing in is reminded (type 'homework-due', to the
 * student's account and their guardians') once the reminder's time has come
 * (`HOMEWORK_REMINDER_LEAD_MS` before the due time) and before the due time. Once per assignment and
 * assignee across processes and overlapping runs: one UPDATE … WHERE reminded_at IS NULL … RETURNING
 * claims a batch of assignees, so two runs never claim the same one, and the notifications are
 * written in the same transaction (a failed batch claims nothing); batches follow one another until
 * nothing is due. A moved due time clears `reminded_at`.
 */
export async function remindDueHomework(ctx: AppContext, now: Date): Promise<{ reminded: number; notified: number }> {
  const total = { reminded: 0, notified: 0 };
  for (;;) {
    const batch = await remindBatch(ctx, now);
    total.reminded += batch.reminded;
    total.notified += batch.notified;
    if (batch.reminded < HOMEWORK_REMINDERS_BATCH) return total;
  }
}

/** Assignees claimed per transaction: a backlog never holds many row locks for long. */
const HOMEWORK_REMINDERS_BATCH = 500;

async function remindBatch(ctx: AppContext, now: Date): Promise<{ reminded: number; notified: number }> {
  const until = new Date(now.getTime() + HOMEWORK_REMINDER_LEAD_MS);
  return ctx.db.transaction().execute(async (trx) => {
    // SKIP LOCKED: a run meeting rows another run is claiming leaves them to it; the outer
    // conditions are checked again on the locked rows, so none is claimed twice.
    const { rows } = await sql<{
      inst_id: string;
      homework_id: string;
      student_id: string;
      title: string;
      due_at: Date;
    }>`
      update homework_assignees a set reminded_at = ${now}
        from homework h
       where h.inst_id = a.inst_id and h.id = a.homework_id
         and a.first_submitted_at is null and a.reminded_at is null
         and h.due_at > ${now} and h.due_at <= ${until}
         and (a.inst_id, a.homework_id, a.student_id) in (
           select c.inst_id, c.homework_id, c.student_id
             from homework_assignees c
             join homework ch on ch.inst_id = c.inst_id and ch.id = c.homework_id
            where c.first_submitted_at is null and c.reminded_at is null
              and ch.due_at > ${now} and ch.due_at <= ${until}
            limit ${HOMEWORK_REMINDERS_BATCH}
              for update of c skip locked)
      returning a.inst_id, a.homework_id, a.student_id, h.title, h.due_at`.execute(trx);
    const byHomework = new Map<string, typeof rows>();
    for (const row of rows) byHomework.set(row.homework_id, [...(byHomework.get(row.homework_id) ?? []), row]);
    let notified = 0;
    for (const group of byHomework.values()) {
      const first = group[0];
      if (!first) continue;
      notified += await notifyFamilies(trx, {
        instId: first.inst_id,
        studentIds: group.map((row) => row.student_id),
        type: 'homework-due',
        title: `숙제 마감 알림: ${first.title}`,
        body: () => `마감 ${dueText(new Date(first.due_at))}까지 숙제를 제출해 주세요.`,
        link: homeworkLink(first.homework_id),
        now,
      });
    }
    return { reminded: rows.length, notified };
  });
}

export const homeworkRemindersJob: Job = {
  name: 'homework-reminders',
  everyMs: HOMEWORK_REMINDERS_EVERY_MS,
  run: (ctx) => remindDueHomework(ctx, ctx.clock.now()),
};
