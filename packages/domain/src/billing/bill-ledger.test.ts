import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBillEvent,
  type BillEvent,
  type BillLedger,
  billOutstanding,
  billRefundable,
  billStatusOf,
} from './bill-ledger';
import { BILLING_MESSAGES } from './billing.messages';

const draft = (total: number): BillLedger => ({ total, paid: 0, refunded: 0, status: 'draft' });

/** Applies events that must all be accepted. */
function run(state: BillLedger, ...events: BillEvent[]): BillLedger {
  return events.reduce((current, event) => {
    const result = applyBillEvent(current, event);
    if (!result.ok) throw new Error(`refused ${event.type}: ${result.message}`);
    return result.state;
  }, state);
}

function refusal(state: BillLedger, event: BillEvent): string {
  const result = applyBillEvent(state, event);
  expect(result.ok).toBe(false);
  // A refused event leaves the very same state.
  expect(result.state).toBe(state);
  return result.ok ? '' : result.message;
}

describe('a bill’s life', () => {
  it('is sent, paid in parts and paid off', () => {
    const sent = run(draft(200_000), { type: 'send' });
    expect(sent).toEqual({ total: 200_000, paid: 0, refunded: 0, status: 'sent' });
    const part = run(sent, { type: 'pay', amount: 50_000 });
    expect(part).toEqual({ total: 200_000, paid: 50_000, refunded: 0, status: 'partly_paid' });
    expect(billOutstanding(part)).toBe(150_000);
    const paid = run(part, { type: 'pay', amount: 150_000 });
    expect(paid.status).toBe('paid');
    expect(billOutstanding(paid)).toBe(0);
    expect(refusal(paid, { type: 'pay', amount: 1 })).toBe(BILLING_MESSAGES.alreadyPaid);
  });

  it('is paid once sent, never as a draft and never twice sent', () => {
    expect(refusal(draft(200_000), { type: 'pay', amount: 1_000 })).toBe(BILLING_MESSAGES.payDraft);
    const sent = run(draft(200_000), { type: 'send' });
    expect(refusal(sent, { type: 'send' })).toBe(BILLING_MESSAGES.alreadySent);
  });

  it('counts a 0-won bill (a full scholarship) as paid once sent', () => {
    expect(run(draft(0), { type: 'send' }).status).toBe('paid');
  });

  it('takes no more than what is outstanding, in whole won', () => {
    const part = run(draft(200_000), { type: 'send' }, { type: 'pay', amount: 50_000 });
    expect(refusal(part, { type: 'pay', amount: 150_001 })).toBe(
      '남은 금액 150,000원보다 많이 결제할 수 없습니다. 150,000원 이하로 입력해 주세요.',
    );
    for (const amount of [0, -1, 0.5, Number.NaN]) {
      expect(refusal(part, { type: 'pay', amount })).toBe(BILLING_MESSAGES.eventAmountNotWon);
      expect(refusal(part, { type: 'refund', amount })).toBe(BILLING_MESSAGES.eventAmountNotWon);
    }
  });

  it('takes a payment on an overdue bill', () => {
    const overdue: BillLedger = { total: 100_000, paid: 0, refunded: 0, status: 'overdue' };
    expect(run(overdue, { type: 'pay', amount: 100_000 }).status).toBe('paid');
  });
});

describe('refunds', () => {
  const paid = run(draft(200_000), { type: 'send' }, { type: 'pay', amount: 200_000 });

  it('give back part or all of what was paid, and settle the bill', () => {
    const part = run(paid, { type: 'refund', amount: 66_667 });
    expect(part).toEqual({ total: 200_000, paid: 200_000, refunded: 66_667, status: 'refunded' });
    expect(billOutstanding(part)).toBe(0);
    expect(billRefundable(part)).toBe(133_333);
    const all = run(part, { type: 'refund', amount: 133_333 });
    expect(billRefundable(all)).toBe(0);
    expect(refusal(all, { type: 'refund', amount: 1 })).toBe(BILLING_MESSAGES.nothingToRefund);
  });

  it('never give back more than was paid and not yet returned', () => {
    expect(refusal(paid, { type: 'refund', amount: 200_001 })).toBe(
      '환불할 수 있는 금액은 200,000원까지입니다. 결제한 금액보다 많이 돌려줄 수 없습니다.',
    );
    const sent = run(draft(200_000), { type: 'send' });
    expect(refusal(sent, { type: 'refund', amount: 1_000 })).toBe(BILLING_MESSAGES.nothingToRefund);
  });

  it('close a partly paid bill: the unpaid rest is no longer asked for', () => {
    const part = run(
      draft(200_000),
      { type: 'send' },
      { type: 'pay', amount: 80_000 },
      { type: 'refund', amount: 30_000 },
    );
    expect(part.status).toBe('refunded');
    expect(billOutstanding(part)).toBe(0);
    expect(refusal(part, { type: 'pay', amount: 1_000 })).toBe(BILLING_MESSAGES.payRefunded);
  });
});

describe('cancelling', () => {
  it('voids a bill nothing was paid on', () => {
    const sent = run(draft(200_000), { type: 'send' });
    const cancelled = run(sent, { type: 'cancel' });
    expect(cancelled.status).toBe('cancelled');
    expect(billOutstanding(cancelled)).toBe(0);
    expect(run(draft(200_000), { type: 'cancel' }).status).toBe('cancelled');
  });

  it('refuses a bill with money paid (refund it instead) or already refunded', () => {
    const part = run(draft(200_000), { type: 'send' }, { type: 'pay', amount: 1_000 });
    expect(refusal(part, { type: 'cancel' })).toBe(BILLING_MESSAGES.cancelPaid);
    const refunded = run(part, { type: 'refund', amount: 1_000 });
    expect(refusal(refunded, { type: 'cancel' })).toBe(BILLING_MESSAGES.cancelRefunded);
  });

  it('leaves a cancelled bill as it is, whatever comes', () => {
    const cancelled = run(draft(200_000), { type: 'cancel' });
    for (const event of [
      { type: 'send' },
      { type: 'pay', amount: 1_000 },
      { type: 'refund', amount: 1_000 },
      { type: 'cancel' },
    ] as BillEvent[]) {
      expect(refusal(cancelled, event)).toBe(BILLING_MESSAGES.billCancelled);
    }
  });
});

describe('billStatusOf', () => {
  const bill = { total: 200_000, paid: 0, refunded: 0, sent: true, cancelled: false, dueDate: '2026-11-25' };

  it('is overdue from the day after the due date while money is left', () => {
    expect(billStatusOf(bill, '2026-11-25')).toBe('sent');
    expect(billStatusOf(bill, '2026-11-26')).toBe('overdue');
    expect(billStatusOf({ ...bill, paid: 50_000 }, '2026-11-25')).toBe('partly_paid');
    expect(billStatusOf({ ...bill, paid: 50_000 }, '2026-11-26')).toBe('overdue');
    expect(billStatusOf({ ...bill, paid: 200_000 }, '2026-12-31')).toBe('paid');
    expect(billStatusOf({ ...bill, dueDate: null }, '2099-01-01')).toBe('sent');
  });

  it('puts cancelled, then refunded, then draft first', () => {
    expect(billStatusOf({ ...bill, cancelled: true }, '2026-12-31')).toBe('cancelled');
    expect(billStatusOf({ ...bill, paid: 200_000, refunded: 1 }, '2026-12-31')).toBe('refunded');
    expect(billStatusOf({ ...bill, sent: false }, '2026-12-31')).toBe('draft');
  });
});

// ── the money invariants, for any sequence of events ─────────────────────────

const amountFor = (total: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: Math.max(1, total) }), weight: 6 },
    { arbitrary: fc.integer({ min: -10, max: total + 10 }), weight: 2 },
    { arbitrary: fc.constantFrom(0.5, Number.NaN, total + 1), weight: 1 },
  );

const eventFor = (total: number): fc.Arbitrary<BillEvent> =>
  fc.oneof(
    { arbitrary: amountFor(total).map((amount) => ({ type: 'pay' as const, amount })), weight: 5 },
    { arbitrary: amountFor(total).map((amount) => ({ type: 'refund' as const, amount })), weight: 3 },
    { arbitrary: fc.constant({ type: 'send' as const }), weight: 2 },
    { arbitrary: fc.constant({ type: 'cancel' as const }), weight: 1 },
  );

/** An independent account of one bill: what should be accepted, and what the sums must be. */
type Model = { total: number; sent: boolean; cancelled: boolean; payments: number; refunds: number };

const isPositiveWon = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

function accepts(model: Model, event: BillEvent): boolean {
  if (model.cancelled) return false;
  switch (event.type) {
    case 'send':
      return !model.sent;
    case 'pay':
      return (
        model.sent && model.refunds === 0 && isPositiveWon(event.amount) && event.amount <= model.total - model.payments
      );
    case 'refund':
      return isPositiveWon(event.amount) && event.amount <= model.payments - model.refunds;
    case 'cancel':
      return model.payments === 0;
  }
}

function advance(model: Model, event: BillEvent): Model {
  switch (event.type) {
    case 'send':
      return { ...model, sent: true };
    case 'pay':
      return { ...model, payments: model.payments + event.amount };
    case 'refund':
      return { ...model, refunds: model.refunds + event.amount };
    case 'cancel':
      return { ...model, cancelled: true };
  }
}

/** Everything that must hold of a bill after any accepted or refused event. */
function checkInvariants(state: BillLedger, model: Model): void {
  const outstanding = billOutstanding(state);
  expect(state.total).toBe(model.total);
  expect(state.paid).toBe(model.payments);
  expect(state.refunded).toBe(model.refunds);
  expect(0 <= state.refunded && state.refunded <= state.paid && state.paid <= state.total).toBe(true);
  expect(outstanding).toBeGreaterThanOrEqual(0);
  expect(billRefundable(state)).toBe(state.paid - state.refunded);
  if (model.cancelled || model.refunds > 0) expect(outstanding).toBe(0);
  else expect(state.paid + outstanding).toBe(state.total);
  expect(state.status).toBe(
    billStatusOf({ ...state, sent: model.sent, cancelled: model.cancelled, dueDate: null }, '2026-11-01'),
  );
}

function step(state: BillLedger, model: Model, event: BillEvent): [BillLedger, Model] {
  const result = applyBillEvent(state, event);
  expect(result.ok).toBe(accepts(model, event));
  if (!result.ok) {
    expect(result.state).toBe(state);
    expect(result.message).toMatch(/[가-힣]/);
    return [state, model];
  }
  return [result.state, advance(model, event)];
}

describe('the ledger’s invariants (property)', () => {
  it('hold for one bill under any sequence of payments, partial cancels, refunds and voids', () => {
    const scenario = fc
      .integer({ min: 0, max: 500_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.array(eventFor(total), { maxLength: 40 })));
    fc.assert(
      fc.property(scenario, ([total, events]) => {
        let state = draft(total);
        let model: Model = { total, sent: false, cancelled: false, payments: 0, refunds: 0 };
        for (const event of events) {
          [state, model] = step(state, model, event);
          checkInvariants(state, model);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('add up over many bills: money kept = payments − refunds, and what is owed = the open bills’ totals − paid', () => {
    const scenario = fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 1, maxLength: 5 }).chain((totals) =>
      fc.tuple(
        fc.constant(totals),
        fc.array(
          fc
            .integer({ min: 0, max: totals.length - 1 })
            .chain((bill) => eventFor(totals[bill] ?? 0).map((event) => ({ bill, event }))),
          { maxLength: 60 },
        ),
      ),
    );
    fc.assert(
      fc.property(scenario, ([totals, events]) => {
        let states = totals.map(draft);
        let models: Model[] = totals.map((total) => ({
          total,
          sent: false,
          cancelled: false,
          payments: 0,
          refunds: 0,
        }));
        let received = 0;
        let returned = 0;
        for (const { bill, event } of events) {
          const before = states[bill] as BillLedger;
          const [state, model] = step(before, models[bill] as Model, event);
          if (state !== before && event.type === 'pay') received += event.amount;
          if (state !== before && event.type === 'refund') returned += event.amount;
          states = states.map((s, index) => (index === bill ? state : s));
          models = models.map((m, index) => (index === bill ? model : m));
        }
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const kept = sum(states.map((s) => s.paid - s.refunded));
        expect(kept).toBe(received - returned);
        expect(kept).toBeGreaterThanOrEqual(0);
        const open = states.filter((s) => s.status !== 'cancelled' && s.refunded === 0);
        expect(sum(open.map(billOutstanding)) + sum(open.map((s) => s.paid))).toBe(sum(open.map((s) => s.total)));
        const live = states.filter((s) => s.status !== 'cancelled');
        expect(kept + sum(states.map(billOutstanding))).toBeLessThanOrEqual(sum(live.map((s) => s.total)));
      }),
      { numRuns: 200 },
    );
  });
});
