import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { ofInst } from '../../platform/tenancy/of-inst';
import { generateBills } from './bills.generate';
import { sendBills } from './bills.service';

/** How often the automatic issue looks for academies whose hour has come. */
export const AUTO_ISSUE_EVERY_MS = 10 * 60_000;

/**
 * Automatic issue (자동 발송): for each academy that turned it on, once its hour has come in Seoul,
 * the month of the day `autoIssueDaysBefore` days ahead gets its drafts (as 청구서 만들기 would make
 * them, by no one), and the drafts it made itself that fall due by that day are sent — told to the
 * families as the office's send would. Drafts the office made by hand are left for the office. Safe
 * to run again: a bill is made once per enrolment and period, and only drafts are sent.
 */
export async function autoIssueBills(ctx: AppContext): Promise<{ academies: number; sent: number }> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const { hour } = seoulDateTimeParts(now);
  const academies = await ctx.db
    .selectFrom('billing_settings as s')
    .innerJoin('institutes as i', 'i.id', 's.inst_id')
    .select(['s.inst_id', 's.auto_issue_days_before'])
    .where('s.auto_issue', '=', true)
    .where('s.auto_issue_hour', '<=', hour)
    .where('i.closed_at', 'is', null)
    .execute();
  let sent = 0;
  for (const academy of academies) {
    const actor = { instId: academy.inst_id, userId: null };
    const until = addDays(today, academy.auto_issue_days_before);
    await generateBills(ctx, actor, { month: until.slice(0, 7), prepaymentMonths: 1 });
    const due = await ctx.db
      .selectFrom('bills')
      .select('id')
      .where(ofInst(academy.inst_id))
      .where('status', '=', 'draft')
      .where('created_by', 'is', null)
      .where('due_date', '<=', until)
      .execute();
    if (due.length === 0) continue;
    const result = await sendBills(ctx, actor, { billIds: due.map((bill) => bill.id) }, ctx.config.publicOrigin ?? '');
    sent += result.sent;
  }
  return { academies: academies.length, sent };
}

export const billsAutoIssueJob: Job = { name: 'bills-auto-issue', everyMs: AUTO_ISSUE_EVERY_MS, run: autoIssueBills };
