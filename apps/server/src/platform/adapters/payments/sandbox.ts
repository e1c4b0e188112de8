import { randomBytes, randomInt } from 'node:crypto';
import { bankNameOf, isBankCode } from '@academy/domain/billing/virtual-account';
import { cardFeeOf, expectedPayoutDateOf } from '@academy/domain/books/settlement.rules';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, startOfBusinessDate } from '@academy/domain/format/format.business-date';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database, DB, SandboxOutcome, SandboxPaymentsTable } from '../../../db/database';
import { AppError } from '../../errors/app-error';
import { type CashReceipt, type PaymentProvider, type ProviderPayment, SETTLEMENT_PAGE_SIZE } from './payments';
import { paymentUnavailable } from './provider-errors';
import { readTossWebhook } from './toss';

export type { SandboxOutcome };

/** The sandbox provider: the interface every caller uses, plus what the local checkout and card pages call. */
export type SandboxPayments = PaymentProvider & {
  /**
   * The local checkout page's "pay" button: the payer authenticated, and the payment waits for our
   * confirm (IN_PROGRESS). `outcome` decides how the confirm ends: approved, declined by the card
   * company, or a time-out (the confirm reports the provider unavailable, the payment is approved
   * all the same and getPayment later says so, as after a lost answer).
   */
  authorize: (input: {
    orderId: string;
    amount: number;
    outcome: SandboxOutcome;
    method?: 'card' | 'transfer';
    /** 0 (일시불) or 2 to 12. */
    installmentMonths?: number;
    cardCompany?: string;
  }) => Promise<{ paymentKey: string }>;
  /**
   * The local card-registration page: a card whose billing key can be issued from the returned
   * authKey. `outcome` decides how the payments charged to it end (as for authorize).
   */
  registerCard: (input: {
    customerKey: string;
    outcome: SandboxOutcome;
    cardCompany?: string;
  }) => Promise<{ authKey: string }>;
  /** Money arrives on the order's virtual account: the payment is DONE and this is the notice a provider would post (readWebhook reads it). */
  simulateDeposit: (orderId: string) => Promise<Record<string, unknown>>;
};

/** The sandbox among the providers (the local checkout and card pages exist only for it). */
export const isSandboxPayments = (provider: PaymentProvider): provider is SandboxPayments =>
  provider.name === 'sandbox' && 'authorize' in provider;

type PaymentRow = Selectable<SandboxPaymentsTable>;
/** A refusal a transaction commits before it is thrown. */
type Refused = { refusal: AppError };
const refused = (error: AppError): Refused => ({ refusal: error });
type Trx = Transaction<DB>;
type Operation = 'confirm' | 'cancel' | 'charge' | 'virtual-account' | 'cash-receipt';

/** The statuses under which an order counts as paid (or being paid): a second payment for it is refused. */
const TAKEN = ['WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'PARTIAL_CANCELED'] as const;

/**
 * The default payment provider: nothing leaves the machine. Its state lives in the sandbox_*
 * tables (202611271510), so every server process sees the same payments, and it behaves like Toss
 * where callers can tell: Idempotency-Key replays, the refusal codes, partial cancels, virtual
 * accounts with a secret and Toss-shaped deposit notices. Keys and secrets are random and
 * unguessable, as a real provider's are.
 */
export function createSandboxPayments(db: Database, now: () => Date): SandboxPayments {
  /** Runs `work` in a transaction and throws its refusal after the commit, so what it recorded (a decline, a lost answer) stays. */
  async function inTransaction<T>(work: (trx: Trx) => Promise<{ value: T } | Refused>): Promise<T> {
    const result = await db.transaction().execute(work);
    if ('refusal' in result) throw result.refusal;
    return result.value;
  }

  async function lockedPayment(trx: Trx, paymentKey: string): Promise<PaymentRow | undefined> {
    const row = await trx
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('payment_key', '=', paymentKey)
      .forUpdate()
      .executeTakeFirst();
    return row && settle(trx, row);
  }

  /**
   * What time has done to a payment since it was last looked at: a confirm whose answer was lost
   * went through; a virtual account past its due time expired.
   */
  async function settle(trx: Trx, row: PaymentRow): Promise<PaymentRow> {
    if (row.status === 'IN_PROGRESS' && row.outcome === 'timeout' && row.confirm_requested_at) {
      return update(trx, row, { status: 'DONE', approved_at: row.confirm_requested_at });
    }
    if (row.status === 'WAITING_FOR_DEPOSIT' && row.va_due_at && row.va_due_at.getTime() <= now().getTime()) {
      return update(trx, row, { status: 'EXPIRED' });
    }
    return row;
  }

  async function update(
    trx: Trx,
    row: PaymentRow,
    changes: Partial<Omit<PaymentRow, 'cancels' | 'created_at' | 'payment_key'>> & { cancels?: string },
  ): Promise<PaymentRow> {
    return trx
      .updateTable('sandbox_payments')
      .set({ ...changes, updated_at: now() })
      .where('payment_key', '=', row.payment_key)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** One request per idempotency key at a time, across processes; the key's earlier answer, if any. */
  async function replayOf(trx: Trx, operation: Operation, idempotencyKey: string): Promise<string | undefined> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-payments:${operation}:${idempotencyKey}`}, 0))`.execute(
      trx,
    );
    const earlier = await trx
      .selectFrom('sandbox_payment_requests')
      .select('subject_key')
      .where('operation', '=', operation)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return earlier?.subject_key;
  }

  async function remember(trx: Trx, operation: Operation, idempotencyKey: string, subjectKey: string) {
    await trx
      .insertInto('sandbox_payment_requests')
      .values({ operation, idempotency_key: idempotencyKey, subject_key: subjectKey, created_at: now() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  async function orderTaken(trx: Trx, orderId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('sandbox_payments')
      .select('payment_key')
      .where('order_id', '=', orderId)
      // A confirm whose answer was lost counts too: it settles as approved.
      .where((eb) => eb.or([eb('status', 'in', TAKEN), eb('confirm_requested_at', 'is not', null)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async function paymentOrFail(trx: Trx, paymentKey: string): Promise<PaymentRow> {
    const row = await lockedPayment(trx, paymentKey);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER');
    return row;
  }

  /** What a card approval writes: the slip's number and approval number. */
  const approval = () => ({
    status: 'DONE' as const,
    approved_at: now(),
    card_number: maskedCardNumber(),
    approve_no: digits(8),
  });

  const cardDeclined = () => new AppError('PAYMENT_CARD_DECLINED');

  return {
    name: 'sandbox',
    checkoutSettings: () => ({ provider: 'sandbox', clientKey: null }),

    async authorize({ orderId, amount, outcome, method = 'card', installmentMonths = 0, cardCompany = '신한' }) {
      requireAmount(amount);
      if (
        installmentMonths !== 0 &&
        !(Number.isInteger(installmentMonths) && installmentMonths >= 2 && installmentMonths <= 12)
      ) {
        throw new AppError('PAYMENT_PROVIDER_REFUSED', '할부는 일시불 또는 2~12개월만 선택할 수 있습니다.');
      }
      return inTransaction(async (trx) => {
        if (await orderTaken(trx, orderId)) return refused(new AppError('PAYMENT_ALREADY_PROCESSED'));
        const paymentKey = newKey('sbx_pay');
        await trx
          .insertInto('sandbox_payments')
          .values({
            payment_key: paymentKey,
            order_id: orderId,
            method,
            amount,
            outcome,
            status: 'IN_PROGRESS',
            card_company: method === 'card' ? cardCompany : null,
            installment_months: method === 'card' ? installmentMonths : 0,
            created_at: now(),
            updated_at: now(),
          })
          .execute();
        return { value: { paymentKey } };
      });
    },

    async confirm({ paymentKey, orderId, amount, idempotencyKey }) {
      return inTransaction(async (trx) => {
        const replay = await replayOf(trx, 'confirm', idempotencyKey);
        const row = await lockedPayment(trx, paymentKey);
        if (!row || row.order_id !== orderId) return refused(new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER'));
        if (replay === paymentKey) return { value: toPayment(row) };
        if (row.status === 'ABORTED' && row.outcome === 'decline') return refused(cardDeclined());
        if (row.status !== 'IN_PROGRESS') return refused(new AppError('PAYMENT_ALREADY_PROCESSED'));
        if (amount !== row.amount) return refused(new AppError('PAYMENT_AMOUNT_MISMATCH'));
        if (row.outcome === 'decline') {
          await update(trx, row, { status: 'ABORTED' });
          return refused(cardDeclined());
        }
        await remember(trx, 'confirm', idempotencyKey, paymentKey);
        const slip = row.method === 'card' ? approval() : { status: 'DONE' as const, approved_at: now() };
        if (row.outcome === 'timeout') {
          // The approval happens; its answer is "lost". The next look at the payment finds it DONE.
          await update(trx, row, { ...slip, status: 'IN_PROGRESS', approved_at: null, confirm_requested_at: now() });
          return refused(paymentUnavailable('sandbox: the answer to this confirm was lost (outcome timeout)'));
        }
        return { value: toPayment(await update(trx, row, slip)) };
      });
    },

    async getPayment(paymentKey) {
      return inTransaction(async (trx) => ({ value: toPayment(await paymentOrFail(trx, paymentKey)) }));
    },

    async cancel({ paymentKey, orderId, amount, reason, idempotencyKey, refundAccount }) {
      return inTransaction(async (trx) => {
        const replay = await replayOf(trx, 'cancel', idempotencyKey);
        const row = await lockedPayment(trx, paymentKey);
        if (!row || row.order_id !== orderId) return refused(new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER'));
        if (replay === paymentKey) return { value: toPayment(row) };
        const balance = row.amount - row.cancelled_amount;
        const waiting = row.status === 'WAITING_FOR_DEPOSIT';
        if (!waiting && row.status !== 'DONE' && row.status !== 'PARTIAL_CANCELED') {
          return refused(new AppError('PAYMENT_NOT_CANCELABLE'));
        }
        if (!Number.isInteger(amount) || amount <= 0 || amount > balance || (waiting && amount !== balance)) {
          return refused(new AppError('PAYMENT_NOT_CANCELABLE'));
        }
        if (row.method === 'virtual_account' && !waiting && !validRefundAccount(refundAccount)) {
          return refused(
            new AppError(
              'PAYMENT_PROVIDER_REFUSED',
              '가상계좌로 받은 돈을 돌려주려면 환불받을 계좌의 은행, 계좌번호, 예금주가 필요합니다.',
            ),
          );
        }
        await remember(trx, 'cancel', idempotencyKey, paymentKey);
        const cancels = [
          ...row.cancels,
          { amount, transactionKey: randomBytes(16).toString('hex'), canceledAt: now().toISOString(), reason },
        ];
        const cancelled = row.cancelled_amount + amount;
        const updated = await update(trx, row, {
          cancelled_amount: cancelled,
          cancels: JSON.stringify(cancels),
          status: cancelled === row.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
        });
        return { value: toPayment(updated) };
      });
    },

    async registerCard({ customerKey, outcome, cardCompany = '신한' }) {
      const authKey = newKey('sbx_auth');
      await db
        .insertInto('sandbox_billing_keys')
        .values({
          auth_key: authKey,
          customer_key: customerKey,
          outcome,
          card_company: cardCompany,
          card_number: maskedCardNumber(),
          created_at: now(),
        })
        .execute();
      return { authKey };
    },

    async issueBillingKey({ authKey, customerKey }) {
      return inTransaction(async (trx) => {
        const card = await trx
          .selectFrom('sandbox_billing_keys')
          .selectAll()
          .where('auth_key', '=', authKey)
          .forUpdate()
          .executeTakeFirst();
        if (!card || card.customer_key !== customerKey) return refused(new AppError('PAYMENT_BILLING_KEY_INVALID'));
        // An authKey asked for twice gives the same billing key.
        const billingKey = card.billing_key ?? newKey('sbx_bill');
        if (!card.billing_key) {
          await trx
            .updateTable('sandbox_billing_keys')
            .set({ billing_key: billingKey, issued_at: now() })
            .where('auth_key', '=', authKey)
            .execute();
        }
        return { value: { billingKey, card: { company: card.card_company, numberMasked: card.card_number } } };
      });
    },

    async chargeBillingKey({ billingKey, customerKey, orderId, orderName, amount, idempotencyKey }) {
      requireAmount(amount);
      return inTransaction(async (trx) => {
        const replay = await replayOf(trx, 'charge', idempotencyKey);
        if (replay) return { value: toPayment(await paymentOrFail(trx, replay)) };
        const card = await trx
          .selectFrom('sandbox_billing_keys')
          .selectAll()
          .where('billing_key', '=', billingKey)
          .executeTakeFirst();
        if (!card || card.customer_key !== customerKey) return refused(new AppError('PAYMENT_BILLING_KEY_INVALID'));
        if (await orderTaken(trx, orderId)) return refused(new AppError('PAYMENT_ALREADY_PROCESSED'));
        const paymentKey = newKey('sbx_pay');
        const base = {
          payment_key: paymentKey,
          order_id: orderId,
          order_name: orderName,
          method: 'billing' as const,
          amount,
          outcome: card.outcome,
          card_company: card.card_company,
          customer_key: customerKey,
          created_at: now(),
          updated_at: now(),
        };
        if (card.outcome === 'decline') {
          await trx
            .insertInto('sandbox_payments')
            .values({ ...base, status: 'ABORTED' })
            .execute();
          return refused(cardDeclined());
        }
        const slip = { ...approval(), card_number: card.card_number };
        await remember(trx, 'charge', idempotencyKey, paymentKey);
        if (card.outcome === 'timeout') {
          await trx
            .insertInto('sandbox_payments')
            .values({ ...base, ...slip, status: 'IN_PROGRESS', approved_at: null, confirm_requested_at: now() })
            .execute();
          return refused(paymentUnavailable('sandbox: the answer to this charge was lost (outcome timeout)'));
        }
        const row = await trx
          .insertInto('sandbox_payments')
          .values({ ...base, ...slip })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { value: toPayment(row) };
      });
    },

    async issueVirtualAccount({ orderId, orderName, amount, customerName, bank, dueAt, idempotencyKey }) {
      requireAmount(amount);
      if (!isBankCode(bank)) {
        throw new AppError(
          'PAYMENT_PROVIDER_REFUSED',
          '가상계좌를 발급할 수 없는 은행입니다. 다른 은행을 선택해 주세요.',
        );
      }
      if (dueAt.getTime() <= now().getTime()) {
        throw new AppError('PAYMENT_PROVIDER_REFUSED', '입금 기한이 이미 지났습니다. 입금 기한을 다시 정해 주세요.');
      }
      return inTransaction(async (trx) => {
        const replay = await replayOf(trx, 'virtual-account', idempotencyKey);
        if (replay) return { value: toPayment(await paymentOrFail(trx, replay)) };
        if (await orderTaken(trx, orderId)) return refused(new AppError('PAYMENT_ALREADY_PROCESSED'));
        const paymentKey = newKey('sbx_pay');
        const row = await trx
          .insertInto('sandbox_payments')
          .values({
            payment_key: paymentKey,
            order_id: orderId,
            order_name: orderName,
            method: 'virtual_account',
            amount,
            outcome: 'approve',
            status: 'WAITING_FOR_DEPOSIT',
            va_bank: bank,
            va_account_number: digits(14),
            va_holder: customerName,
            va_due_at: dueAt,
            secret: newKey('sbx_ps'),
            created_at: now(),
            updated_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await remember(trx, 'virtual-account', idempotencyKey, paymentKey);
        return { value: toPayment(row) };
      });
    },

    async simulateDeposit(orderId) {
      return inTransaction(async (trx) => {
        const waiting = await trx
          .selectFrom('sandbox_payments')
          .select('payment_key')
          .where('order_id', '=', orderId)
          .where('method', '=', 'virtual_account')
          .where('status', '=', 'WAITING_FOR_DEPOSIT')
          .executeTakeFirst();
        const row = waiting && (await lockedPayment(trx, waiting.payment_key));
        if (!row) return refused(new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER'));
        if (row.status !== 'WAITING_FOR_DEPOSIT') {
          return refused(new AppError('PAYMENT_PROVIDER_REFUSED', '입금 기한이 지난 가상계좌입니다.'));
        }
        const paid = await update(trx, row, { status: 'DONE', approved_at: now() });
        // Toss's DEPOSIT_CALLBACK, which readWebhook reads.
        return {
          value: {
            createdAt: now().toISOString(),
            secret: paid.secret,
            status: 'DONE',
            transactionKey: randomBytes(16).toString('hex'),
            orderId,
          },
        };
      });
    },

    async issueCashReceipt({ orderId, amount, taxFreeAmount = 0, identity, purpose, idempotencyKey }) {
      requireAmount(amount);
      const number = identity.replace(/\D/g, '');
      const valid = purpose === 'income_deduction' ? /^(\d{10,11}|\d{13,19})$/.test(number) : /^\d{10}$/.test(number);
      if (!valid) {
        throw new AppError(
          'PAYMENT_PROVIDER_REFUSED',
          purpose === 'income_deduction'
            ? '현금영수증을 받을 휴대폰 번호나 카드 번호를 확인해 주세요.'
            : '지출증빙용 현금영수증을 받을 사업자 등록번호 10자리를 확인해 주세요.',
        );
      }
      if (!Number.isInteger(taxFreeAmount) || taxFreeAmount < 0 || taxFreeAmount > amount) {
        throw new AppError('PAYMENT_PROVIDER_REFUSED');
      }
      return inTransaction<CashReceipt>(async (trx) => {
        const replay = await replayOf(trx, 'cash-receipt', idempotencyKey);
        const earlier = replay
          ? await trx
              .selectFrom('sandbox_cash_receipts')
              .selectAll()
              .where('receipt_key', '=', replay)
              .executeTakeFirst()
          : undefined;
        if (earlier)
          return { value: { receiptKey: earlier.receipt_key, issueNumber: earlier.issue_number, receiptUrl: null } };
        const taken = await trx
          .selectFrom('sandbox_cash_receipts')
          .select('receipt_key')
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        if (taken) return refused(new AppError('PAYMENT_ALREADY_PROCESSED'));
        const receipt = { receiptKey: newKey('sbx_rct'), issueNumber: digits(9), receiptUrl: null };
        await trx
          .insertInto('sandbox_cash_receipts')
          .values({
            receipt_key: receipt.receiptKey,
            order_id: orderId,
            amount,
            purpose,
            identity_masked: `${'*'.repeat(number.length - 4)}${number.slice(-4)}`,
            issue_number: receipt.issueNumber,
            created_at: now(),
          })
          .execute();
        await remember(trx, 'cash-receipt', idempotencyKey, receipt.receiptKey);
        return { value: receipt };
      });
    },

    async cancelCashReceipt({ receiptKey, amount }) {
      await inTransaction(async (trx) => {
        const receipt = await trx
          .selectFrom('sandbox_cash_receipts')
          .selectAll()
          .where('receipt_key', '=', receiptKey)
          .forUpdate()
          .executeTakeFirst();
        if (!receipt) return refused(new AppError('PAYMENT_NOT_FOUND_AT_PROVIDER'));
        const left = receipt.amount - receipt.cancelled_amount;
        const cancel = amount ?? left;
        if (left === 0 || !Number.isInteger(cancel) || cancel <= 0 || cancel > left) {
          return refused(new AppError('PAYMENT_NOT_CANCELABLE'));
        }
        await trx
          .updateTable('sandbox_cash_receipts')
          .set({ cancelled_amount: receipt.cancelled_amount + cancel, cancelled_at: now() })
          .where('receipt_key', '=', receiptKey)
          .execute();
        return { value: undefined };
      });
    },

    readWebhook: readTossWebhook,

    /**
     * The sandbox's settlement report: every card payment (card or billing) it approved with a sale
     * date in the period, once, net of its cancels (Toss reports a cancel as a row of its own; the
     * sum is the same), a fee of 3.3 % cut to the won (cardFeeOf), paid out D+2 business days.
     * A payment cancelled whole is not reported.
     */
    async getSettlements({ startDate, endDate, page }) {
      const rows = await db
        .selectFrom('sandbox_payments')
        .select(['payment_key', 'order_id', 'method', 'amount', 'cancelled_amount', 'approved_at'])
        .where('method', 'in', ['card', 'billing'])
        .where('status', 'in', ['DONE', 'PARTIAL_CANCELED'])
        .where('approved_at', '>=', startOfBusinessDate(startDate))
        .where('approved_at', '<', startOfBusinessDate(addDays(endDate, 1)))
        .orderBy('approved_at')
        .orderBy('payment_key')
        .limit(SETTLEMENT_PAGE_SIZE)
        .offset((page - 1) * SETTLEMENT_PAGE_SIZE)
        .execute();
      return rows.map((row) => {
        const soldDate = businessDateOf(row.approved_at as Date);
        const amount = row.amount - row.cancelled_amount;
        const fee = cardFeeOf(amount);
        return {
          paymentKey: row.payment_key,
          transactionKey: row.payment_key,
          orderId: row.order_id,
          method: row.method,
          amount,
          fee,
          payOutAmount: amount - fee,
          soldDate,
          paidOutDate: expectedPayoutDateOf(soldDate),
        };
      });
    },
  };
}

function toPayment(row: PaymentRow): ProviderPayment {
  const approved = row.approve_no !== null && row.card_company !== null;
  return {
    provider: 'sandbox',
    paymentKey: row.payment_key,
    orderId: row.order_id,
    status: row.status,
    method: row.method,
    totalAmount: row.amount,
    balanceAmount: row.amount - row.cancelled_amount,
    approvedAt: row.approved_at,
    card:
      approved && row.status !== 'IN_PROGRESS'
        ? {
            company: row.card_company ?? '',
            numberMasked: row.card_number ?? '',
            installmentMonths: row.installment_months,
            approveNo: row.approve_no ?? '',
          }
        : null,
    virtualAccount:
      row.va_account_number && row.va_due_at
        ? {
            bankName: bankNameOf(row.va_bank ?? ''),
            accountNumber: row.va_account_number,
            holder: row.va_holder ?? '',
            dueAt: row.va_due_at,
          }
        : null,
    receiptUrl: null,
    secret: row.secret,
    cancels: row.cancels.map((cancel) => ({ ...cancel, canceledAt: new Date(cancel.canceledAt) })),
  };
}

function requireAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('PAYMENT_PROVIDER_REFUSED', '결제 금액은 1원 이상의 정수여야 합니다.');
  }
}

function validRefundAccount(account: { bank: string; accountNumber: string; holderName: string } | undefined) {
  return (
    account !== undefined &&
    isBankCode(account.bank) &&
    /^\d{6,20}$/.test(account.accountNumber) &&
    account.holderName.trim() !== ''
  );
}

/** A key nobody can guess: 24 random bytes. */
const newKey = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('');

/** Masked as Korean card slips show a number: `9410 61** **** 123*` written without spaces. */
const maskedCardNumber = () => `${digits(8)}****${digits(3)}*`;
