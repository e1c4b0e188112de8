import { PAYOUT_NOTHING_DUE_NOTE, PAYOUT_STATUS_LABELS } from '@academy/domain/books/payouts.rules';
import {
  expectedPayoutDateOf,
  isSettlementDifference,
  type ReportedSide,
  settlementMatchOf,
} from '@academy/domain/books/settlement.rules';
import type {
  SettlementDayView,
  SettlementListQuery,
  SettlementListResponse,
  SettlementPaymentView,
  SettlementSyncBody,
  SettlementSyncResponse,
  SettlementTotals,
} from '@academy/domain/books/settlement.schema';
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import {
  businessDateOf,
  businessMonthRange,
  startOfBusinessDate,
  todayBusinessDate,
} from '@academy/domain/format/format.business-date';
import type { Caller } from '../../platform/access/access';
import { SETTLEMENT_PAGE_SIZE } from '../../platform/adapters/payments/payments';
import type { AppContext } from '../../platform/context';
import { payoutsOfMonth } from './payouts.queries';
import {
  lastSyncOf,
  markSynced,
  ourCardPayments,
  paymentsOfOrders,
  reportedRows,
  TAKEN_STATUSES,
  upsertReportRows,
} from './settlement.queries';

/**
 * How far before a month a card sale may have been sold and still be paid out in it: D+2 business
 * days is at most about a week (a long holiday), and a report row may come late; three weeks covers both.
 */
export const SETTLEMENT_LOOKBACK_DAYS = 21;

/** Most pages of a report fetched in one sync (500 rows each): a bound on one run, never reached by an academy's month. */
const MAX_PAGES = 200;

/**
 * 정산 내역 of one month: every card payment of the academy by its payout date (the provider's, or
 * the expected D+2 business days while it reports nothing), each with its match state, summed per
 * day and for the month. A fixed number of statements whatever the month holds.
 */
export async function listSettlements(
  ctx: AppContext,
  caller: Caller,
  { month }: SettlementListQuery,
): Promise<SettlementListResponse> {
  const { db, clock } = ctx;
  const provider = ctx.adapters.payments.name;
  const { first, last } = businessMonthRange(month);
  const today = todayBusinessDate(clock.now());
  const ours = await ourCardPayments(
    db,
    caller.instId,
    startOfBusinessDate(addDays(first, -SETTLEMENT_LOOKBACK_DAYS)),
    startOfBusinessDate(addDays(last, 1)),
  );
  const [rows, syncedAt, payouts] = await Promise.all([
    reportedRows(
      db,
      caller.instId,
      first,
      last,
      ours.flatMap((payment) => (payment.payment_key ? [payment.payment_key] : [])),
    ),
    lastSyncOf(db, caller.instId, provider),
    payoutsOfMonth(db, caller.instId, first, last),
  ]);

  type Entry = { view: Omit<SettlementPaymentView, 'state'>; paidOut: IsoDate | null; taken: boolean };
  const byKey = new Map<string, Entry>();
  for (const payment of ours) {
    const key = payment.payment_key ?? payment.order_id;
    byKey.set(key, {
      view: {
        paymentId: payment.id,
        orderId: payment.order_id,
        orderName: payment.order_name,
        paymentKey: payment.payment_key,
        cardCompany: payment.card_company,
        soldDate: businessDateOf(payment.approved_at as Date),
        amount: payment.amount - payment.cancelled_amount,
        reportedAmount: null,
        fee: null,
        payOutAmount: null,
      },
      paidOut: null,
      taken: true,
    });
  }
  for (const row of rows) {
    let entry = byKey.get(row.payment_key);
    if (!entry) {
      const taken = (TAKEN_STATUSES as readonly string[]).includes(row.payment_status ?? '');
      entry = {
        view: {
          paymentId: row.payment_id,
          orderId: row.order_id,
          orderName: row.order_name,
          paymentKey: row.payment_key,
          cardCompany: row.card_company,
          soldDate: row.sold_date,
          // A payment our books hold as taken but sold outside the window: its amount is not known here.
          amount: null,
          reportedAmount: null,
          fee: null,
          payOutAmount: null,
        },
        paidOut: null,
        taken,
      };
      byKey.set(row.payment_key, entry);
    }
    const view = entry.view;
    view.reportedAmount = (view.reportedAmount ?? 0) + row.amount;
    view.fee = (view.fee ?? 0) + row.fee;
    view.payOutAmount = (view.payOutAmount ?? 0) + row.pay_out_amount;
    entry.paidOut = entry.paidOut && entry.paidOut > row.paid_out_date ? entry.paidOut : row.paid_out_date;
  }

  const days = new Map<IsoDate, SettlementDayView>();
  const totals = emptyTotals();
  for (const { view, paidOut, taken } of byKey.values()) {
    const date = paidOut ?? expectedPayoutDateOf(view.soldDate);
    if (date < first || date > last) continue;
    const reported: ReportedSide =
      view.reportedAmount === null
        ? null
        : { amount: view.reportedAmount, fee: view.fee ?? 0, payOutAmount: view.payOutAmount ?? 0 };
    const oursSide = taken && view.amount !== null ? { netAmount: view.amount, soldDate: view.soldDate } : null;
    // A payment of ours sold before the window, reported in this month: compared as taken.
    const state = taken && view.amount === null && reported ? 'matched' : settlementMatchOf(oursSide, reported, today);
    if (state === 'matched' && !reported && (view.amount ?? 0) === 0) continue;
    const payment: SettlementPaymentView = { ...view, state };
    const day = days.get(date) ?? { date, ...emptyTotals(), payments: [] };
    day.payments.push(payment);
    for (const sum of [day, totals]) addTo(sum, payment);
    days.set(date, day);
  }

  // 지급대행: each day's payout to the academy, and what reached its account this month.
  let paidOut = 0;
  for (const payout of payouts) {
    const date = payout.settlement_date;
    const day = days.get(date) ?? { date, ...emptyTotals(), payments: [] };
    day.payout = {
      status: payout.status,
      statusLabel: PAYOUT_STATUS_LABELS[payout.status],
      amount: payout.amount,
      requestedAt: payout.requested_at.toISOString(),
      completedAt: payout.completed_at?.toISOString() ?? null,
      failure: payout.failure,
      attempts: payout.attempts,
    };
    days.set(date, day);
    if (payout.status === 'COMPLETED') paidOut += payout.amount;
  }
  for (const day of days.values()) {
    day.payout ??= null;
    const settled = day.date <= today && day.payments.some((payment) => payment.reportedAmount !== null);
    day.payoutNote = !day.payout && settled && day.net <= 0 ? PAYOUT_NOTHING_DUE_NOTE : null;
  }

  return {
    month,
    provider,
    syncedAt: syncedAt?.toISOString() ?? null,
    totals: { ...totals, paidOut },
    days: [...days.values()]
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .map((day) => ({ ...day, payments: day.payments.sort((a, b) => (a.soldDate < b.soldDate ? -1 : 1)) })),
  };
}

const emptyTotals = (): SettlementTotals => ({ count: 0, gross: 0, fee: 0, net: 0, differences: 0 });

function addTo(sum: SettlementTotals, payment: SettlementPaymentView) {
  sum.count += 1;
  sum.gross += payment.reportedAmount ?? 0;
  sum.fee += payment.fee ?? 0;
  sum.net += payment.payOutAmount ?? 0;
  if (isSettlementDifference(payment.state)) sum.differences += 1;
}

/**
 * Fetches the provider's settlement report for sales from `startDate` to `endDate` and stores the
 * rows of our orders — of one academy (다시 맞춰 보기), or of every academy (the daily job). A row of
 * an order nobody here made is another service's on the same provider account and is not kept.
 */
export async function syncSettlements(
  ctx: AppContext,
  input: { startDate: IsoDate; endDate: IsoDate; instId?: string },
): Promise<SettlementSyncResponse> {
  const { db, clock } = ctx;
  const provider = ctx.adapters.payments;
  let fetched = 0;
  let stored = 0;
  const academies = new Set<string>(input.instId ? [input.instId] : []);
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const report = await provider.getSettlements({ startDate: input.startDate, endDate: input.endDate, page });
    fetched += report.length;
    if (report.length > 0) {
      const payments = await paymentsOfOrders(db, [...new Set(report.map((row) => row.orderId))], input.instId);
      const byOrder = new Map(payments.map((payment) => [payment.order_id, payment]));
      const ours = report.flatMap((row) => {
        const payment = byOrder.get(row.orderId);
        return payment ? [{ instId: payment.inst_id, paymentId: payment.id, row }] : [];
      });
      await upsertReportRows(db, provider.name, ours, clock.now());
      stored += ours.length;
      for (const { instId } of ours) academies.add(instId);
    }
    if (report.length < SETTLEMENT_PAGE_SIZE) break;
  }
  await markSynced(db, [...academies], provider.name, clock.now());
  return { fetched, stored };
}

/** 다시 맞춰 보기: the report of the sales that may be paid out in the month, up to today. */
export async function syncSettlementsOfMonth(
  ctx: AppContext,
  caller: Caller,
  { month }: SettlementSyncBody,
): Promise<SettlementSyncResponse> {
  const { first, last } = businessMonthRange(month);
  const today = todayBusinessDate(ctx.clock.now());
  const startDate = addDays(first, -SETTLEMENT_LOOKBACK_DAYS);
  const endDate = last < today ? last : today;
  if (startDate > endDate) return { fetched: 0, stored: 0 };
  return syncSettlements(ctx, { startDate, endDate, instId: caller.instId });
}
