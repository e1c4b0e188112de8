import { z } from 'zod';
import { calendarMonthSchema } from '../calendar/calendar.schema';
import { PAYOUT_STATUSES } from './payouts.rules';
import { SETTLEMENT_MATCH_STATES } from './settlement.rules';

/**
 * 정산 내역 (SettlementListPage): `/api/insts/:instId/settlements…`. The office reads a month of
 * card payments by their payout date, what the provider took as its fee and paid out, and how each
 * payment matches the provider's report (decision 0053).
 */

export const settlementInstParams = z.object({ instId: z.uuid() });

/** GET /settlements?month=YYYY-MM: the payouts of one month (a bounded page). */
export const settlementListQuery = z.object({ month: calendarMonthSchema('정산 월') });
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

export const settlementMatchState = z.enum(SETTLEMENT_MATCH_STATES);

/** One payment in a day's payout: ours, the provider's, or both. */
export const settlementPaymentView = z.object({
  /** Our payment, null when the provider reports an order our books do not hold as paid. */
  paymentId: z.uuid().nullable(),
  orderId: z.string(),
  orderName: z.string().nullable(),
  paymentKey: z.string().nullable(),
  cardCompany: z.string().nullable(),
  /** The sale's business date. */
  soldDate: z.string(),
  /** What our books hold as taken (the amount less cancels), null when they hold nothing. */
  amount: z.number().int().nullable(),
  /** The provider's rows for the payment summed; null while it reports none. */
  reportedAmount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  payOutAmount: z.number().int().nullable(),
  state: settlementMatchState,
});
export type SettlementPaymentView = z.infer<typeof settlementPaymentView>;

export const settlementTotals = z.object({
  /** Payments of the day, reported or not. */
  count: z.number().int(),
  /** What the provider reports: the amounts sold, its fees, what it pays out (gross − fee). */
  gross: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  /** Payments whose state is a difference (금액 다름, 정산 내역 없음, 우리 기록 없음). */
  differences: z.number().int(),
});
export type SettlementTotals = z.infer<typeof settlementTotals>;

/** 지급대행: what was paid out to the academy's account for one settlement day. */
export const settlementDayPayout = z.object({
  status: z.enum(PAYOUT_STATUSES),
  statusLabel: z.string(),
  /** The day's net as requested (the provider's pay-out amounts of the day, cancels included). */
  amount: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The provider's words when it refused or the transfer failed. */
  failure: z.string().nullable(),
  /** Requests made for the day (the first and each retry). */
  attempts: z.number().int(),
});
export type SettlementDayPayout = z.infer<typeof settlementDayPayout>;

export const settlementDayView = settlementTotals.extend({
  /** The payout date (`YYYY-MM-DD`): the provider's, or the expected one while it reports nothing. */
  date: z.string(),
  payments: z.array(settlementPaymentView),
  /** The day's payout to the academy (지급대행), null while none was requested. */
  payout: settlementDayPayout.nullable().optional(),
  /** Why a settled day is not paid out (its net is 0 or less: cancels outweigh its sales), else null. */
  payoutNote: z.string().nullable().optional(),
});
export type SettlementDayView = z.infer<typeof settlementDayView>;

export const settlementListResponse = z.object({
  month: z.string(),
  provider: z.enum(['sandbox', 'toss', 'nicepay']),
  /** When the provider's report was last fetched (any period), null before the first time. */
  syncedAt: z.string().nullable(),
  totals: settlementTotals.extend({
    /** What reached the academy's account this month: the COMPLETED payouts of its days. */
    paidOut: z.number().int().optional(),
  }),
  /** Newest payout date first. */
  days: z.array(settlementDayView),
});
export type SettlementListResponse = z.infer<typeof settlementListResponse>;

/** POST /settlements/sync (다시 맞춰 보기): fetch the provider's report for the month again. */
export const settlementSyncBody = z.object({ month: calendarMonthSchema('정산 월') });
export type SettlementSyncBody = z.infer<typeof settlementSyncBody>;

export const settlementSyncResponse = z.object({
  /** Rows the provider reported for the period. */
  fetched: z.number().int(),
  /** Rows of this academy's orders, stored. */
  stored: z.number().int(),
});
export type SettlementSyncResponse = z.infer<typeof settlementSyncResponse>;
