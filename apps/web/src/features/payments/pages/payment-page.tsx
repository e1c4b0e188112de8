import {
  BILL_STATUS_LABELS,
  INSTALLMENT_MIN_AMOUNT,
  PAYMENT_BILLS_MAX,
} from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import { type BillRow, type PaymentOrderResponse, paymentOrderBody } from '@academy/domain/billing/billing.schema';
import { BANKS, VIRTUAL_ACCOUNT_BANK_CODES } from '@academy/domain/billing/virtual-account';
import { formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import {
  DEFAULT_INSTALLMENT,
  INSTALLMENT_LABELS,
  type InstallmentCode,
  installmentChoices,
  isInstallmentAllowed,
} from '@academy/domain/payment/payment.rules';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { refusalMessage } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Notice } from '../../../ui/notice/notice';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useCreateOrder } from '../api/create-order';
import { useDueBills } from '../api/get-due-bills';
import { PaymentConsents } from '../components/payment-consents';
import styles from '../components/payments.module.css';
import { Loading, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { SandboxCheckout } from '../components/sandbox-checkout';
import { TossCheckout } from '../components/toss-checkout';
import { VirtualAccountPanel } from '../components/virtual-account-panel';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.pay;
const VA = PAYMENTS_TEXTS.virtualAccount;

type PayMethod = 'card' | 'virtual_account';

type ChildBills = { studentId: string; studentNm: string; bills: BillRow[] };

/** The family's unpaid bills, one group per child, in the order the server lists them. */
function byChild(bills: readonly BillRow[]): ChildBills[] {
  const groups = new Map<string, ChildBills>();
  for (const bill of bills) {
    const group = groups.get(bill.studentId) ?? { studentId: bill.studentId, studentNm: bill.studentNm, bills: [] };
    group.bills.push(bill);
    groups.set(bill.studentId, group);
  }
  return [...groups.values()];
}

/** The fields a refused order names (a bank not offered, a 현금영수증 number that is not one), or null. */
function fieldsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED' || !error.fields) return null;
  const { bank, cashReceiptIdentity } = error.fields;
  if (!bank && !cashReceiptIdentity) return null;
  return { ...(bank ? { bank } : {}), ...(cashReceiptIdentity ? { cashReceiptIdentity } : {}) };
}

/**
 * What is chosen first: the bill the notification linked (`?billId=`) alone; without a link, every
 * bill due (as many as one payment may carry). A linked bill no longer due chooses nothing and says so.
 */
export function initialSelection(bills: readonly BillRow[], linked: string | null) {
  if (linked) {
    const found = bills.some((bill) => bill.billId === linked);
    return { selected: new Set(found ? [linked] : []), linkedGone: !found };
  }
  return { selected: new Set(bills.slice(0, PAYMENT_BILLS_MAX).map((bill) => bill.billId)), linkedGone: false };
}

function BillChoice({
  bill,
  checked,
  disabled,
  onChange,
}: {
  bill: BillRow;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li className={styles.bill}>
      <Checkbox
        label={T.billLabel(bill.title, bill.unclaimed)}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(on) => onChange(on === true)}
      />
      <span className={styles.billMeta}>
        <span>{T.meta(bill.classNm, formatShortDate(bill.dueDate))}</span>
        {bill.paidReceivedAmount > 0 && <span>{T.partly(bill.paidReceivedAmount, bill.total)}</span>}
        {bill.status === 'overdue' && <Badge tone="warning">{BILL_STATUS_LABELS.overdue}</Badge>}
      </span>
    </li>
  );
}

function ChildGroup({
  group,
  selected,
  full,
  onToggle,
}: {
  group: ChildBills;
  selected: ReadonlySet<string>;
  full: boolean;
  onToggle: (billId: string, on: boolean) => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.child} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.childTitle}>
        {T.child(group.studentNm)}
      </h3>
      <ul className={styles.bills} aria-label={T.childLabel(group.studentNm)}>
        {group.bills.map((bill) => (
          <BillChoice
            key={bill.billId}
            bill={bill}
            checked={selected.has(bill.billId)}
            disabled={full && !selected.has(bill.billId)}
            onChange={(on) => onToggle(bill.billId, on)}
          />
        ))}
      </ul>
    </section>
  );
}

function PayForm({ instId, bills, linked }: { instId: string; bills: readonly BillRow[]; linked: string | null }) {
  const navigate = useNavigate();
  const initial = useMemo(() => initialSelection(bills, linked), [bills, linked]);
  const [selected, setSelected] = useState<Set<string>>(initial.selected);
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [order, setOrder] = useState<PaymentOrderResponse | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const createOrder = useCreateOrder(instId);
  const [chosenInstallment, setChosenInstallment] = useState<InstallmentCode>(DEFAULT_INSTALLMENT);
  const [method, setMethod] = useState<PayMethod>('card');
  const [bank, setBank] = useState('');
  const [cashReceiptIdentity, setCashReceiptIdentity] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const virtual = method === 'virtual_account';

  const chosen = bills.filter((bill) => selected.has(bill.billId));
  const total = chosen.reduce((sum, bill) => sum + bill.unclaimed, 0);
  const choices = installmentChoices(total);
  // A lump sum unless the payer chose months and the amount allows them (SPEC §4, from 50,000원).
  const installment: InstallmentCode = isInstallmentAllowed(chosenInstallment, total)
    ? chosenInstallment
    : DEFAULT_INSTALLMENT;
  const full = selected.size >= PAYMENT_BILLS_MAX;

  const toggle = (billId: string, on: boolean) => {
    setOrder(null);
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(billId);
      else next.delete(billId);
      return next;
    });
  };

  async function pay() {
    setSubmitted(true);
    setOrderError(null);
    setFieldErrors({});
    if (chosen.length === 0 || !agreed || (virtual && bank === '')) return;
    try {
      const made = await createOrder.mutateAsync({
        billIds: chosen.map((bill) => bill.billId),
        method,
        installmentCd: virtual ? DEFAULT_INSTALLMENT : installment,
        ...(virtual ? { bank, cashReceiptIdentity } : {}),
      });
      if (made.virtualAccount) {
        setOrder(made);
        return;
      }
      if (made.checkout.provider === 'nicepay') {
        void navigate(`/nicePay?orderId=${encodeURIComponent(made.orderId)}`);
        return;
      }
      setOrder(made);
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields) setFieldErrors(fields);
      else setOrderError(refusalMessage(error));
    }
  }

  if (order?.virtualAccount) {
    return (
      <VirtualAccountPanel
        instId={instId}
        orderId={order.orderId}
        amount={order.amount}
        account={order.virtualAccount}
        testDeposit={order.checkout.provider === 'sandbox'}
        onDeposited={(paymentId) => void navigate(`/v3/PaymentDetail?paymentId=${encodeURIComponent(paymentId)}`)}
      />
    );
  }

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{T.lead}</p>
      {initial.linkedGone && (
        <Notice tone="yellow" role="status">
          {T.linkedGone}
        </Notice>
      )}
      <Section title={T.bills}>
        <div className={styles.stack}>
          {byChild(bills).map((group) => (
            <ChildGroup key={group.studentId} group={group} selected={selected} full={full} onToggle={toggle} />
          ))}
          {full && <p className={styles.muted}>{T.tooMany(PAYMENT_BILLS_MAX)}</p>}
          {submitted && chosen.length === 0 && (
            <p className={styles.fieldError} role="alert">
              {T.noneChosen}
            </p>
          )}
        </div>
      </Section>

      <div className={styles.total} aria-live="polite">
        <span>
          {T.total} · {T.totalLabel(chosen.length)}
        </span>
        <span className={styles.totalValue}>{formatWon(total)}</span>
      </div>

      <RadioGroup
        label={VA.method}
        name="payMethod"
        direction="horizontal"
        options={[
          { value: 'card', label: VA.card },
          { value: 'virtual_account', label: VA.account, description: VA.accountHint },
        ]}
        value={method}
        onValueChange={(value) => {
          setOrder(null);
          setMethod(value as PayMethod);
        }}
      />

      {virtual ? (
        <>
          <Select
            label={VA.bank}
            options={VIRTUAL_ACCOUNT_BANK_CODES.map((code) => ({ value: code, label: BANKS[code] }))}
            value={bank}
            error={(submitted && bank === '' ? VA.bankRequired : undefined) ?? fieldErrors.bank}
            onChange={(event) => setBank(event.target.value)}
          />
          <TextField
            label={VA.cashReceipt}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={maxLengthOf(paymentOrderBody.shape.cashReceiptIdentity)}
            value={cashReceiptIdentity}
            hint={VA.cashReceiptHint}
            error={fieldErrors.cashReceiptIdentity}
            onChange={(event) => setCashReceiptIdentity(event.target.value)}
          />
        </>
      ) : (
        <Select
          label={T.installment}
          placeholder={false}
          options={choices.map((code) => ({ value: code, label: INSTALLMENT_LABELS[code] }))}
          value={installment}
          disabled={choices.length === 1}
          hint={total < INSTALLMENT_MIN_AMOUNT ? BILLING_MESSAGES.installmentTooSmall : undefined}
          onChange={(event) => {
            setOrder(null);
            setChosenInstallment(event.target.value as InstallmentCode);
          }}
        />
      )}

      <Section title={T.consents}>
        <PaymentConsents
          label={T.agreeAll}
          agreed={agreed}
          onAgreedChange={setAgreed}
          error={submitted && !agreed ? T.agreeRequired : undefined}
        />
      </Section>

      {orderError && (
        <Notice tone="warning" role="alert">
          {orderError}
        </Notice>
      )}

      {order?.checkout.provider === 'toss' ? (
        <TossCheckout key={order.orderId} order={order} />
      ) : (
        <Button fullWidth size="lg" loading={createOrder.isPending} onClick={() => void pay()}>
          {virtual ? VA.issue(total) : total > 0 ? T.payAmount(total) : T.pay}
        </Button>
      )}
      {createOrder.isPending && (
        <p className={styles.muted} role="status">
          {T.ordering}
        </p>
      )}

      {order?.checkout.provider === 'sandbox' && (
        <SandboxCheckout
          instId={instId}
          order={order}
          open
          onOpenChange={(open) => {
            if (!open) setOrder(null);
          }}
        />
      )}
    </div>
  );
}

function PayBody({ inst }: { inst: ChosenAcademy }) {
  const [params] = useSearchParams();
  const due = useDueBills(inst.instId);
  if (due.isPending) return <Loading />;
  if (due.isError) return <QueryFailed error={due.error} onRetry={() => void due.refetch()} />;
  if (due.data.bills.length === 0) {
    return <LinkedEmptyState title={T.empty} description={T.emptyHint} to="/paymentList" link={T.history} />;
  }
  // A new list of bills (paid elsewhere, a new bill sent) starts the choice again.
  return (
    <PayForm
      key={due.data.bills.map((bill) => bill.billId).join(',')}
      instId={inst.instId}
      bills={due.data.bills}
      linked={params.get('billId')}
    />
  );
}

/**
 * /v3/payment (결제하기): what the family still has to pay at the current academy, grouped per child;
 * the bill a notification linked (`?billId=`) chosen first; the total, how to pay — 카드 with its
 * installment (일시불 by default, months only from 50,000원), or 가상계좌 with a bank and an optional
 * 현금영수증 number — the two consents, then the checkout the order names (the local 테스트 결제창,
 * Toss Payments' widget, or NicePay's page), or the virtual account to deposit into (with the local
 * 테스트 입금 under the sandbox).
 */
export function PaymentPage() {
  return (
    <PaymentsScreen screen="payment" fallbackTitle="결제하기" audience="family" width="md">
      {(inst) => <PayBody inst={inst} />}
    </PaymentsScreen>
  );
}
