import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { issueCashReceipt } from './cash-receipts.service';

/** How often pending 현금영수증 are tried again: often enough that a short outage costs minutes. */
export const CASH_RECEIPTS_ISSUE_EVERY_MS = 5 * 60_000;
/** Receipts tried per run. */
export const CASH_RECEIPTS_ISSUE_BATCH = 50;

/** Put before the reason of the last try, after the message of a receipt that failed. */
const LAST_REASON = ' (마지막 오류: ';

export type CashReceiptsIssueRun = { issued: number; pending: number; failed: number };

/**
 * The `cash-receipts-issue` job: a receipt whose first try failed (the provider down or refusing)
 * is tried again every few minutes until its due date — the last day the law allows, 5 days after
 * the payment. Once that day has passed it is marked `failed` with a message telling the office to
 * issue it by hand (the last reason kept after it). Those waiting longest are tried first: every
 * try moves a receipt to the back, so one the provider keeps refusing never holds up the others.
 * Safe side by side in several processes: marking is one UPDATE, and each try locks its receipt and
 * skips one another process is trying (`issueCashReceipt`), so the provider is asked once. An
 * unexpected error does not stop the batch; the first one is thrown at the end, so the run is
 * recorded as failed.
 */
export async function issuePendingCashReceipts(
  ctx: AppContext,
  options: { batchSize?: number } = {},
): Promise<CashReceiptsIssueRun> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const expired = await ctx.db
    .updateTable('cash_receipts')
    .set({
      status: 'failed',
      failure_message: sql<string>`${BILLING_MESSAGES.cashReceiptExpired}::text
        || coalesce(${LAST_REASON}::text || failure_message || ')', '')`,
      updated_at: now,
    })
    .where('status', '=', 'pending')
    .where('due_date', '<', today)
    .executeTakeFirst();
  const due = await ctx.db
    .selectFrom('cash_receipts')
    .select(['inst_id', 'id'])
    .where('status', '=', 'pending')
    .where('due_date', '>=', today)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(options.batchSize ?? CASH_RECEIPTS_ISSUE_BATCH)
    .execute();
  const run: CashReceiptsIssueRun = { issued: 0, pending: 0, failed: Number(expired.numUpdatedRows) };
  let unexpected: unknown = null;
  for (const receipt of due) {
    try {
      const outcome = await issueCashReceipt(ctx, { instId: receipt.inst_id, receiptId: receipt.id });
      if (outcome !== 'skipped') run[outcome] += 1;
    } catch (error) {
      run.pending += 1;
      unexpected ??= error;
    }
  }
  if (unexpected !== null) throw unexpected;
  return run;
}

export const cashReceiptsIssueJob: Job = {
  name: 'cash-receipts-issue',
  everyMs: CASH_RECEIPTS_ISSUE_EVERY_MS,
  run: (ctx) => issuePendingCashReceipts(ctx),
};
