import { addDays } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import type { Job } from '../../platform/jobs/scheduler';
import { SETTLEMENT_LOOKBACK_DAYS, syncSettlements } from './settlement.service';

/**
 * `settlements-sync` (daily, 09:00 in Seoul): the provider's report of the last three weeks of sales,
 * stored for every academy, so 정산 내역 shows the provider's side without anyone asking. A provider
 * without a settlement lookup (NicePay) leaves nothing to do.
 */
export const settlementsSyncJob: Job = {
  name: 'settlements-sync',
  everyMs: 24 * 60 * 60 * 1000,
  run: async (ctx) => {
    if (ctx.adapters.payments.name === 'nicepay') return { skipped: 'no settlement lookup' };
    const today = todayBusinessDate(ctx.clock.now());
    return syncSettlements(ctx, { startDate: addDays(today, -SETTLEMENT_LOOKBACK_DAYS), endDate: today });
  },
};
