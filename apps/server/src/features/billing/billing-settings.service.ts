import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from '@academy/domain/billing/billing-settings.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';

/** An academy's billing settings, or the defaults when it never set any. */
export async function billingSettingsOf(db: Executor, instId: string): Promise<BillingSettings> {
  const row = await db
    .selectFrom('billing_settings')
    .select(['auto_issue', 'auto_issue_days_before', 'auto_issue_hour'])
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) return DEFAULT_BILLING_SETTINGS;
  return {
    autoIssue: row.auto_issue,
    autoIssueDaysBefore: row.auto_issue_days_before,
    autoIssueHour: row.auto_issue_hour,
  };
}

/** GET /billing/settings. */
export const getBillingSettings = (ctx: AppContext, caller: Caller) => billingSettingsOf(ctx.db, caller.instId);

/** PUT /billing/settings: saved whole, with an audit row of what changed. */
export async function saveBillingSettings(
  ctx: AppContext,
  caller: Caller,
  body: BillingSettings,
): Promise<BillingSettings> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await billingSettingsOf(trx, caller.instId);
    const values = {
      auto_issue: body.autoIssue,
      auto_issue_days_before: body.autoIssueDaysBefore,
      auto_issue_hour: body.autoIssueHour,
      updated_by: caller.userId,
      updated_at: now,
    };
    await trx
      .insertInto('billing_settings')
      .values({ inst_id: caller.instId, ...values })
      .onConflict((oc) => oc.column('inst_id').doUpdateSet(values))
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'billing.settings',
      target: auditTarget('billing-settings', caller.instId),
      before,
      after: body,
      at: now,
    });
    return body;
  });
}
