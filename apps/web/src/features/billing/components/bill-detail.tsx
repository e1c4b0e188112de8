import {
  BILL_ITEM_KIND_LABELS,
  DISCOUNT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@academy/domain/billing/billing.constants';
import type { BillDetailResponse, CashReceiptView, PaymentSummary } from '@academy/domain/billing/billing.schema';
import { REFUND_STATUS_LABELS, type RefundView } from '@academy/domain/billing/refund.schema';
import { formatDateTime, formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useBill } from '../api/get-bill';
import { BILLING_TEXTS } from '../billing.texts';
import type { BillingAccess } from '../lib/billing-access';
import { useSendBillsFlow } from '../lib/use-send-bills';
import { BillReminders } from './bill-reminders';
import { BillStatusBadge } from './bill-status-badge';
import styles from './billing.module.css';
import { Loading, QueryFailed } from './billing-screen';
import { CancelBillDialog } from './cancel-bill-dialog';
import { ReceiptDialog } from './receipt-dialog';

const T = BILLING_TEXTS.detail;

type Bill = BillDetailResponse['bill'];

const date = (value: string) => formatShortDate(value);

function Money({
  label,
  value,
  minus = false,
  strong = false,
}: {
  label: string;
  value: number;
  minus?: boolean;
  strong?: boolean;
}) {
  return (
    <li className={[styles.line, strong ? styles.totalRow : ''].filter(Boolean).join(' ')}>
      <span className={styles.lineName}>{label}</span>
      <span className={[styles.lineAmount, minus ? styles.minus : ''].filter(Boolean).join(' ')}>
        {minus && value > 0 ? `-${formatWon(value)}` : formatWon(value)}
      </span>
    </li>
  );
}

function BillFacts({ bill }: { bill: Bill }) {
  return (
    <Facts>
      <dt>{T.student}</dt>
      <dd>{bill.studentNm}</dd>
      <dt>{T.class}</dt>
      <dd>{bill.classNm ?? BILLING_TEXTS.list.noClass}</dd>
      <dt>{T.month}</dt>
      <dd>{BILLING_TEXTS.list.monthLabel(bill.month)}</dd>
      <dt>{T.period}</dt>
      <dd>{T.periodValue(date(bill.regStartDt), date(bill.regEndDt))}</dd>
      {bill.round !== null && (
        <>
          <dt>{T.round}</dt>
          <dd>{T.roundValue(bill.round)}</dd>
        </>
      )}
      {bill.prepaymentMonth > 1 && (
        <>
          <dt>{T.prepayment}</dt>
          <dd>{T.prepaymentValue(bill.prepaymentMonth)}</dd>
        </>
      )}
      <dt>{T.dueDate}</dt>
      <dd>{date(bill.dueDate)}</dd>
      <dt>{T.sentAt}</dt>
      <dd>{bill.sentAt ? formatDateTime(new Date(bill.sentAt)) : T.notSent}</dd>
    </Facts>
  );
}

/**
 * The payment's 현금영수증: its state, and for one not issued yet or failed, why (the server tells
 * only the office) — a failed one is the office's to issue by hand.
 */
function CashReceiptState({ receipt }: { receipt: CashReceiptView }) {
  const trouble = receipt.status === 'failed' || (receipt.status === 'pending' && receipt.failureMessage);
  return (
    <>
      <span className={trouble ? styles.receiptTrouble : styles.rowMeta}>{T.cashReceipt(receipt)}</span>
      {receipt.status !== 'issued' && receipt.failureMessage && (
        <span className={styles.rowMeta}>{receipt.failureMessage}</span>
      )}
    </>
  );
}

function PaymentRow({ payment }: { payment: PaymentSummary }) {
  const when = payment.approvedAt ? formatDateTime(new Date(payment.approvedAt)) : '';
  const card = payment.cardCompany ? T.cardLine(payment.cardCompany, payment.cardNumberMasked) : null;
  return (
    <li className={styles.line}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{T.paymentLine(PAYMENT_METHOD_LABELS[payment.method], when)}</span>
        {card && (
          <span className={styles.rowMeta}>
            {card} · {INSTALLMENT_LABELS[payment.installmentCd]}
          </span>
        )}
        {payment.cancelledAmount > 0 && (
          <span className={styles.rowMeta}>{T.cancelledAmount(payment.cancelledAmount)}</span>
        )}
        {payment.cashReceipt && <CashReceiptState receipt={payment.cashReceipt} />}
      </span>
      <span className={styles.rowSide}>
        <span className={styles.amount}>{formatWon(payment.amount)}</span>
        <TextLink to={`/v3/PaymentDetail?paymentId=${encodeURIComponent(payment.paymentId)}`} variant="muted">
          {T.openPayment}
        </TextLink>
      </span>
    </li>
  );
}

/** A refund of the bill: how much went back and how, where it stands, and a cash refund's deadline. */
function RefundRow({ refund }: { refund: RefundView }) {
  return (
    <li className={styles.line}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{T.refundLine(PAYMENT_METHOD_LABELS[refund.method], refund.amount)}</span>
        {refund.explanation && <span className={styles.rowMeta}>{refund.explanation}</span>}
        {refund.status === 'requested' && (
          <span className={styles.receiptTrouble}>{T.refundDeadline(date(refund.dueDate))}</span>
        )}
      </span>
      <span className={styles.rowSide}>
        <Badge tone={refund.status === 'done' ? 'primary' : 'yellow'}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
      </span>
    </li>
  );
}

function BillBody({ instId, detail, access }: { instId: string; detail: BillDetailResponse; access: BillingAccess }) {
  const { bill, payments, can } = detail;
  const refunds = detail.refunds ?? [];
  const titleId = useId();
  const [dialog, setDialog] = useState<'cancel' | 'receive' | null>(null);
  const send = useSendBillsFlow(instId);
  const write = access.write;
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <div className={styles.detailHeader}>
        <h2 id={titleId} className={styles.detailTitle}>
          {bill.title}
        </h2>
        <BillStatusBadge status={bill.status} />
      </div>

      <Section>
        <BillFacts bill={bill} />
      </Section>

      <Section title={T.lines}>
        <ul className={styles.lines} aria-label={T.linesLabel}>
          {bill.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines have no ids and never move
            <li key={index} className={styles.line}>
              <span className={styles.lineName}>
                {item.name || BILL_ITEM_KIND_LABELS[item.kind]}
                {item.name && item.name !== BILL_ITEM_KIND_LABELS[item.kind] && (
                  <span className={styles.rowMeta}> · {BILL_ITEM_KIND_LABELS[item.kind]}</span>
                )}
              </span>
              <span className={styles.lineAmount}>{formatWon(item.amount)}</span>
            </li>
          ))}
        </ul>
        {bill.discounts.length > 0 && (
          <ul className={styles.lines} aria-label={T.discountsLabel}>
            {bill.discounts.map((discount, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bill's discounts have no ids and never move
              <li key={index} className={styles.line}>
                <span className={styles.lineName}>
                  {DISCOUNT_KIND_LABELS[discount.kind]}
                  <span className={styles.rowMeta}> · {discount.reason}</span>
                </span>
                <span className={[styles.lineAmount, styles.minus].join(' ')}>-{formatWon(discount.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <ul className={styles.lines}>
          <Money label={T.subtotal} value={bill.subtotal} />
          {bill.discount > 0 && <Money label={T.discount} value={bill.discount} minus />}
          <Money label={T.total} value={bill.total} strong />
          <Money label={T.paid} value={bill.paidReceivedAmount} />
          {bill.refundedAmount > 0 && <Money label={T.refunded} value={bill.refundedAmount} />}
          <Money label={T.unclaimed} value={bill.unclaimed} strong />
        </ul>
        {bill.prorationNote && (
          <Notice>
            {T.proration}: {bill.prorationNote}
          </Notice>
        )}
      </Section>

      {(bill.memo || bill.cancelReason) && (
        <Section>
          <Facts>
            {bill.memo && (
              <>
                <dt>{T.memo}</dt>
                <dd className={styles.pre}>{bill.memo}</dd>
              </>
            )}
            {bill.cancelReason && (
              <>
                <dt>{T.cancelReason}</dt>
                <dd className={styles.pre}>{bill.cancelReason}</dd>
              </>
            )}
          </Facts>
        </Section>
      )}

      <Section title={T.payments}>
        {payments.length === 0 ? (
          <p className={styles.muted}>{T.noPayments}</p>
        ) : (
          <ul className={styles.lines} aria-label={T.paymentsLabel}>
            {payments.map((payment) => (
              <PaymentRow key={payment.paymentId} payment={payment} />
            ))}
          </ul>
        )}
      </Section>

      {refunds.length > 0 && (
        <Section title={T.refunds}>
          <ul className={styles.lines} aria-label={T.refundsLabel}>
            {refunds.map((refund) => (
              <RefundRow key={refund.cancelId} refund={refund} />
            ))}
          </ul>
        </Section>
      )}

      {access.read && bill.status !== 'draft' && <BillReminders instId={instId} billId={bill.billId} />}

      {write && (can.edit || can.send || can.cancel || can.receive || can.refund) && (
        <ActionRow aria-label={T.actions}>
          {can.edit && (
            <Link
              to={`/billCreate?billId=${encodeURIComponent(bill.billId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              {T.edit}
            </Link>
          )}
          {can.send && (
            <Button loading={send.busy} onClick={() => void send.run([bill.billId])}>
              {T.send}
            </Button>
          )}
          {can.receive && (
            <Button variant="secondary" onClick={() => setDialog('receive')}>
              {T.receive}
            </Button>
          )}
          {can.refund && (
            <Link
              to={`/v3/CancelPayment?billId=${encodeURIComponent(bill.billId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              {T.refund}
            </Link>
          )}
          {can.cancel && (
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              {T.cancel}
            </Button>
          )}
        </ActionRow>
      )}
      {can.cancel && (
        <CancelBillDialog
          instId={instId}
          billId={bill.billId}
          open={dialog === 'cancel'}
          onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        />
      )}
      {can.receive && dialog === 'receive' && (
        <ReceiptDialog
          instId={instId}
          billId={bill.billId}
          unclaimed={bill.unclaimed}
          open
          onOpenChange={(open) => setDialog(open ? 'receive' : null)}
        />
      )}
    </section>
  );
}

/** One bill opened from the list (`?billId=`): its lines, money, payments and the actions its `can` allows. */
export function BillDetail({ instId, billId, access }: { instId: string; billId: string; access: BillingAccess }) {
  const bill = useBill(instId, billId);
  if (bill.isPending) return <Loading />;
  if (bill.isError) return <QueryFailed error={bill.error} onRetry={() => void bill.refetch()} />;
  return <BillBody instId={instId} detail={bill.data} access={access} />;
}
