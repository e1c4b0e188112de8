import { addDays, type IsoDate, weekdayOf } from '../calendar/calendar.rules';
import { holidayOn } from '../schedule/schedule.holidays';

/**
 * 정산 (settlement): the payment provider pays out a card payment's amount less its fee some
 * business days after the sale. The office compares what the provider reports with its own
 * payments; each payment gets one match state (decision 0053).
 */

/**
 * Business days from a card sale to its payout as we expect it before the provider has reported it
 * (Toss's usual card cycle, and the sandbox's rule).
 */
export const CARD_SETTLEMENT_BUSINESS_DAYS = 2;

/** The sandbox provider's card fee: 3.3 %, VAT included, as per mille of the amount. */
export const SANDBOX_CARD_FEE_PER_MILLE = 33;

/**
 * A fee on `amount` at `perMille`, cut to the won (원 미만 절사, as Korean payment providers state
 * fees; a part of a won is never charged). A refund's negative amount gives a negative fee given back.
 */
export function cardFeeOf(amount: number, perMille: number = SANDBOX_CARD_FEE_PER_MILLE): number {
  const fee = Math.floor((Math.abs(amount) * perMille) / 1000);
  return amount < 0 ? -fee : fee;
}

/** Neither a Saturday, a Sunday nor a public holiday (schedule.holidays). */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && holidayOn(date) === undefined;
}

/** The business day `days` business days after `date` (D+n): weekends and public holidays are skipped. */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let day = date;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** When a card sale of `soldDate` is expected to be paid out. */
export const expectedPayoutDateOf = (soldDate: IsoDate): IsoDate =>
  addBusinessDays(soldDate, CARD_SETTLEMENT_BUSINESS_DAYS);

/**
 * How one payment stands against the provider's report:
 * - `matched` (일치): the provider reports the same amount, and its fee and payout add up;
 * - `amount_differs` (금액 다름): the reported amount is not ours, or amount − fee ≠ payout;
 * - `not_settled` (정산 내역 없음): ours, its payout date has come, the provider reports nothing;
 * - `not_ours` (우리 기록 없음): the provider settled an order of ours that our books do not hold as paid;
 * - `pending` (정산 예정): ours, not reported yet, its payout date still ahead (not a difference).
 */
export const SETTLEMENT_MATCH_STATES = ['matched', 'amount_differs', 'not_settled', 'not_ours', 'pending'] as const;
export type SettlementMatchState = (typeof SETTLEMENT_MATCH_STATES)[number];

export const SETTLEMENT_MATCH_LABELS: Record<SettlementMatchState, string> = {
  matched: '일치',
  amount_differs: '금액 다름',
  not_settled: '정산 내역 없음',
  not_ours: '우리 기록 없음',
  pending: '정산 예정',
};

/** The states that are a difference the office should look at. */
export const isSettlementDifference = (state: SettlementMatchState): boolean =>
  state === 'amount_differs' || state === 'not_settled' || state === 'not_ours';

/** Our side of one payment: what our books hold as taken (null when they hold it as not paid). */
export type OurPaymentSide = { netAmount: number; soldDate: IsoDate } | null;
/** The provider's side: its rows for the payment summed (null when it reports none). */
export type ReportedSide = { amount: number; fee: number; payOutAmount: number } | null;

/** The one decision of a payment's match state; `today` decides whether a missing payout is late yet. */
export function settlementMatchOf(ours: OurPaymentSide, reported: ReportedSide, today: IsoDate): SettlementMatchState {
  if (!reported) {
    // Nothing taken (cancelled whole before its payout) and nothing reported: nothing to pay out.
    if (!ours || ours.netAmount === 0) return 'matched';
    return expectedPayoutDateOf(ours.soldDate) <= today ? 'not_settled' : 'pending';
  }
  if (!ours) return 'not_ours';
  if (reported.amount !== ours.netAmount || reported.amount - reported.fee !== reported.payOutAmount) {
    return 'amount_differs';
  }
  return 'matched';
}
