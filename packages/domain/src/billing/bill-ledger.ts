import type { IsoDate } from '../calendar/calendar.rules';
import type { BillStatus } from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';

/**
 * The money of one bill and the events that move it, as a pure reducer: the server applies an event
 * here before it writes, the web asks the same rules what a button may do. The invariants, which the
 * database's checks repeat (`0 <= refunded <= paid <= total`):
 *
 * - a payment never exceeds what is outstanding, and a bill is paid only once sent: a draft's lines
 *   can still change, and money must never be taken against a total that may move;
 * - a refund (a full or partial cancel of money paid) never exceeds `paid − refunded`;
 * - a bill with money paid cannot be voided (cancelled): the money is refunded instead, so every won
 *   that came in has a way back out on record;
 * - a refund settles the bill: whatever was still unpaid is no longer asked for (the student has
 *   left, or the refund corrected the amount); a new bill asks for anything more. So a refunded bill
 *   takes no more payments, only further refunds;
 * - outstanding = total − paid while the bill is open, 0 once cancelled or refunded, never negative.
 *
 * `paid` and `refunded` only grow: what the family has kept paid is `paid − refunded`.
 */

export type BillLedger = {
  total: number;
  paid: number;
  refunded: number;
  /** As stored: never `overdue`, which depends on the day (`billStatusOf`). */
  status: BillStatus;
};

export type BillEvent =
  | { type: 'send' }
  | { type: 'pay'; amount: number }
  | { type: 'refund'; amount: number }
  | { type: 'cancel' };

export type BillEventResult = { ok: true; state: BillLedger } | { ok: false; message: string; state: BillLedger };

export type BillStatusInput = {
  total: number;
  paid: number;
  refunded: number;
  /** Whether the bill was issued to the family (sent_at). */
  sent: boolean;
  /** Whether it was voided (cancelled_at). */
  cancelled: boolean;
  /** Null: no due date (never overdue). */
  dueDate: IsoDate | null;
};

/** The status a bill keeps without a date: refunded, draft, paid, partly paid or sent. */
function storedStatus(money: Omit<BillLedger, 'status'>, sent: boolean): BillStatus {
  if (money.refunded > 0) return 'refunded';
  if (!sent) return 'draft';
  if (money.paid >= money.total) return 'paid';
  return money.paid > 0 ? 'partly_paid' : 'sent';
}

/**
 * Where a bill stands on `today`: cancelled, then refunded (any money returned), then draft (not
 * sent), paid (nothing left to pay, a 0-won bill included), overdue (money left after the due date;
 * the due date itself is still on time), partly paid, sent.
 */
export function billStatusOf(bill: BillStatusInput, today: IsoDate): BillStatus {
  if (bill.cancelled) return 'cancelled';
  const status = storedStatus(bill, bill.sent);
  const open = status === 'sent' || status === 'partly_paid';
  return open && bill.dueDate !== null && today > bill.dueDate ? 'overdue' : status;
}

const isCancelled = (state: BillLedger) => state.status === 'cancelled';
const isRefunded = (state: BillLedger) => state.status === 'refunded' || state.refunded > 0;

/** What the family still has to pay: total − paid while the bill is open; 0 once cancelled or refunded. */
export function billOutstanding(state: BillLedger): number {
  if (isCancelled(state) || isRefunded(state)) return 0;
  return Math.max(0, state.total - state.paid);
}

/** What may still be refunded: what was paid and not yet returned. */
export function billRefundable(state: BillLedger): number {
  return Math.max(0, state.paid - state.refunded);
}

/** The state after a change of its money or of `sent`. */
function withMoney(money: Omit<BillLedger, 'status'>, sent: boolean): BillLedger {
  const { total, paid, refunded } = money;
  return { total, paid, refunded, status: storedStatus(money, sent) };
}

const refuse = (state: BillLedger, message: string): BillEventResult => ({ ok: false, message, state });
const isPositiveWon = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/**
 * Applies one event to a bill's money, or refuses it with a Korean message that says what to do
 * instead; a refused event leaves the state as it was (the same object).
 */
export function applyBillEvent(state: BillLedger, event: BillEvent): BillEventResult {
  if (isCancelled(state)) return refuse(state, BILLING_MESSAGES.billCancelled);
  const sent = state.status !== 'draft';
  switch (event.type) {
    case 'send':
      if (sent) return refuse(state, BILLING_MESSAGES.alreadySent);
      return { ok: true, state: withMoney(state, true) };
    case 'pay': {
      if (!sent) return refuse(state, BILLING_MESSAGES.payDraft);
      if (isRefunded(state)) return refuse(state, BILLING_MESSAGES.payRefunded);
      const outstanding = billOutstanding(state);
      if (outstanding === 0) return refuse(state, BILLING_MESSAGES.alreadyPaid);
      if (!isPositiveWon(event.amount)) return refuse(state, BILLING_MESSAGES.eventAmountNotWon);
      if (event.amount > outstanding) return refuse(state, BILLING_MESSAGES.payOverOutstanding(outstanding));
      return { ok: true, state: withMoney({ ...state, paid: state.paid + event.amount }, true) };
    }
    case 'refund': {
      const refundable = billRefundable(state);
      if (refundable === 0) return refuse(state, BILLING_MESSAGES.nothingToRefund);
      if (!isPositiveWon(event.amount)) return refuse(state, BILLING_MESSAGES.eventAmountNotWon);
      if (event.amount > refundable) return refuse(state, BILLING_MESSAGES.refundOverPaid(refundable));
      return { ok: true, state: withMoney({ ...state, refunded: state.refunded + event.amount }, sent) };
    }
    case 'cancel':
      if (isRefunded(state)) return refuse(state, BILLING_MESSAGES.cancelRefunded);
      if (state.paid > 0) return refuse(state, BILLING_MESSAGES.cancelPaid);
      return { ok: true, state: { ...state, status: 'cancelled' } };
  }
}
