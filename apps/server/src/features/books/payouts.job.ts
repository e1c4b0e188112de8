import {
  isPayoutOpen,
  PAYOUT_MAX_RETRIES,
  type PayoutStatus,
  payoutRetryDue,
  refPayoutIdOf,
} from '@academy/domain/books/payouts.rules';
import type { RunPayoutsResponse } from '@academy/domain/books/payouts.schema';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import type { Payout } from '../../platform/adapters/payouts/payouts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import type { Job } from '../../platform/jobs/scheduler';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import {
  claimDay,
  claimRetry,
  directorsOf,
  type PayoutRow,
  payoutsOf,
  recordPayout,
  sellersOf,
  unrequestedDays,
} from './payouts.queries';

/**
 * How long a request without an answer (the process stopped, the provider did not answer) waits
 * before it is sent again under the same reference: a run still waiting for its answer is left alone.
 */
export const PAYOUT_ANSWER_WAIT_MS = 10 * 60_000;

/** Where the office reads each day's payout (정산 내역). */
const SETTLEMENT_LINK = '/v3/SettlementListPage';

type Seller = Awaited<ReturnType<typeof sellersOf>>[number];
type Run = { ctx: AppContext; today: string; at: Date; result: RunPayoutsResponse };

/**
 * 지급대행 (decision 0053), for each open academy whose seller the provider approved (of one academy
 * with `instId`):
 * 1. each settlement day the provider has paid to the platform by today in Seoul (`paid_out_date`)
 *    and not yet asked for is paid out to the academy — its net, when more than 0 — asked of the
 *    provider for the next day under our reference of the academy, day and attempt;
 * 2. a FAILED day is asked again once a day, three times at most, under the next attempt's reference;
 * 3. the payouts still with the provider are read back, whatever the seller's status now (a request
 *    left without an answer is sent again under the same reference, which the provider answers with
 *    the same payout).
 * Once across processes and parallel runs: a day's row is written before the provider is asked and
 * is unique per academy and day, a retry is claimed by one UPDATE … WHERE its attempt, and an end
 * (done, failed) is recorded only over a payout still open. A refusal or a failed transfer marks the
 * day FAILED with the provider's words and tells the academy's directors (type
 * 'payment-payout-failed', category 청구·결제). Nothing is asked (1, 2, nor sent again) while the
 * seller is not approved.
 */
export async function payOutSettledDays(
  ctx: AppContext,
  at: Date,
  scope: { instId?: string } = {},
): Promise<RunPayoutsResponse> {
  const run: Run = { ctx, today: todayBusinessDate(at), at, result: { requested: 0, completed: 0, failed: 0 } };
  for (const seller of await sellersOf(ctx.db, ctx.adapters.payouts.name, scope.instId)) {
    await payOutAcademy(run, seller);
  }
  return run.result;
}

async function payOutAcademy(run: Run, seller: Seller): Promise<void> {
  const { ctx, today, at } = run;
  const approved = seller.status === 'APPROVED';
  const sent = new Set<string>();
  const days = approved ? await unrequestedDays(ctx.db, seller.inst_id, seller.provider, today) : [];
  for (const day of days) {
    const claimed = await claimDay(ctx.db, {
      inst_id: seller.inst_id,
      id: newId(),
      settlement_date: day.date,
      amount: day.amount,
      provider: seller.provider,
      seller_id: seller.seller_id,
      ref_payout_id: refPayoutIdOf(seller.inst_id, day.date, 1),
      last_attempt_date: today,
      requested_at: at,
    });
    if (!claimed) continue;
    sent.add(claimed.id);
    await send(run, claimed);
  }
  for (const payout of await payoutsOf(ctx.db, seller.inst_id, today)) {
    if (sent.has(payout.id)) continue;
    if (payout.status === 'FAILED') {
      if (!approved || !payoutRetryDue({ ...payout, lastAttemptDate: payout.last_attempt_date }, today)) continue;
      const claimed = await claimRetry(ctx.db, payout, {
        refPayoutId: refPayoutIdOf(seller.inst_id, payout.settlement_date, payout.attempts + 1),
        sellerId: seller.seller_id,
        today,
        at,
      });
      if (claimed) await send(run, claimed);
      continue;
    }
    if (payout.payout_id === null) {
      // No answer to its request yet: sent again under the same reference once the wait is over.
      const since = (payout.checked_at ?? payout.requested_at).getTime();
      if (approved && at.getTime() - since >= PAYOUT_ANSWER_WAIT_MS) await send(run, payout);
      continue;
    }
    await refresh(run, payout);
  }
}

/** Asks the provider for a claimed payout and keeps its answer; no answer leaves it REQUESTED. */
async function send(run: Run, payout: PayoutRow): Promise<void> {
  run.result.requested += 1;
  let answer: Payout;
  try {
    answer = await run.ctx.adapters.payouts.requestPayout({
      refPayoutId: payout.ref_payout_id,
      sellerId: payout.seller_id,
      amount: payout.amount,
      // The money of the day is with the platform already: paid to the academy the next day.
      payoutDate: addDays(run.today, 1),
      description: `정산${payout.settlement_date.slice(5).replace('-', '')}`,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') {
      // Unknown outcome: the row stays REQUESTED and is sent again under the same reference later.
      await recordPayout(run.ctx.db, payout, { payoutId: null, status: 'REQUESTED', failure: null, at: run.at });
      return;
    }
    if (!(error instanceof AppError)) throw error;
    await settle(run, payout, { payoutId: null, status: 'FAILED', failure: error.message });
    return;
  }
  await settle(run, payout, { payoutId: answer.payoutId, status: answer.status, failure: answer.failure });
}

/** Reads an open payout back from the provider. */
async function refresh(run: Run, payout: PayoutRow): Promise<void> {
  let answer: Payout;
  try {
    answer = await run.ctx.adapters.payouts.getPayout(payout.payout_id as string);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') return;
    throw error;
  }
  if (answer.status === payout.status && isPayoutOpen(answer.status)) {
    await recordPayout(run.ctx.db, payout, { payoutId: null, status: answer.status, failure: null, at: run.at });
    return;
  }
  await settle(run, payout, { payoutId: answer.payoutId, status: answer.status, failure: answer.failure });
}

/** Records the provider's answer; an end reached by this run is counted, and a failure told. */
async function settle(
  run: Run,
  payout: PayoutRow,
  answer: { payoutId: string | null; status: PayoutStatus; failure: string | null },
): Promise<void> {
  const failure = answer.status === 'FAILED' ? (answer.failure ?? '결제 기관이 지급하지 못했습니다.') : null;
  const moved = await recordPayout(run.ctx.db, payout, { ...answer, failure, at: run.at });
  if (!moved) return;
  if (answer.status === 'COMPLETED') run.result.completed += 1;
  if (answer.status === 'FAILED') {
    run.result.failed += 1;
    await tellFailure(run, payout, failure as string);
  }
}

/** 지급 실패: the academy's directors hear which day, how much, why, and whether it is tried again. */
async function tellFailure(run: Run, payout: PayoutRow, failure: string): Promise<void> {
  const { db } = run.ctx;
  const [directors, instNm] = await Promise.all([directorsOf(db, payout.inst_id), instNameOf(db, payout.inst_id)]);
  const next =
    payout.attempts <= PAYOUT_MAX_RETRIES
      ? '내일 다시 지급을 요청합니다.'
      : '자동으로 다시 요청하지 않습니다. 지급 계좌를 확인해 주세요.';
  await notify(
    db,
    directors.map((userId) => ({
      userId,
      instId: payout.inst_id,
      type: 'payment-payout-failed',
      title: `${instNm} 정산금 지급 실패`,
      body: `${payout.settlement_date} 정산금 ${formatWon(payout.amount)}을 지급하지 못했습니다. ${failure} ${next}`,
      link: SETTLEMENT_LINK,
      now: run.at,
    })),
  );
}

/**
 * `books-payouts` (daily, 09:00 in Seoul, the hour the settlement report is fetched: a day the report
 * brings in then is paid out on the next run).
 */
export const booksPayoutsJob: Job = {
  name: 'books-payouts',
  everyMs: 24 * 60 * 60 * 1000,
  run: (ctx) => payOutSettledDays(ctx, ctx.clock.now()),
};
