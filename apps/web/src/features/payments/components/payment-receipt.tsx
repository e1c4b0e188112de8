import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import type { PaymentDetailResponse } from '@academy/domain/billing/billing.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import { useId } from 'react';
import { Facts } from '../../../ui/facts/facts';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './payments.module.css';

const T = PAYMENTS_TEXTS.receipt;
const VA = PAYMENTS_TEXTS.virtualAccount;

/** `신한카드 4330-12**-****-123*`, or `-` for money that came without a card. */
export function cardText(payment: PaymentDetailResponse['payment']): string {
  if (!payment.cardCompany) return T.none;
  return payment.cardNumberMasked ? `${payment.cardCompany} ${payment.cardNumberMasked}` : payment.cardCompany;
}

/**
 * A payment as a receipt: the academy, the payer, when, how (card masked, installment), how much and
 * how much was cancelled, a virtual account's bank, number and holder (and its deadline while it
 * waits), its 현금영수증 (cash, transfers, deposits), and the bills it paid. On paper only this is printed (payments.module.css).
 */
export function PaymentReceipt({ detail }: { detail: PaymentDetailResponse }) {
  const { payment, bills } = detail;
  const cashReceipt = payment.cashReceipt ?? null;
  const titleId = useId();
  return (
    <article className={styles.receipt} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.receiptTitle}>
        {T.heading}
      </h2>
      <Facts>
        <dt>{T.inst}</dt>
        <dd>{payment.instNm}</dd>
        <dt>{T.payer}</dt>
        <dd>{payment.payerNm ?? T.none}</dd>
        <dt>{T.approvedAt}</dt>
        <dd>{payment.approvedAt ? formatDateTime(new Date(payment.approvedAt)) : T.none}</dd>
        <dt>{T.method}</dt>
        <dd>{PAYMENT_METHOD_LABELS[payment.method]}</dd>
        <dt>{T.card}</dt>
        <dd>{cardText(payment)}</dd>
        <dt>{T.installment}</dt>
        <dd>{payment.cardCompany ? INSTALLMENT_LABELS[payment.installmentCd] : T.none}</dd>
        <dt>{T.amount}</dt>
        <dd className={styles.receiptAmount}>{formatWon(payment.amount)}</dd>
        {payment.cancelledAmount > 0 && (
          <>
            <dt>{T.cancelled}</dt>
            <dd className={styles.cancelled}>{formatWon(payment.cancelledAmount)}</dd>
          </>
        )}
        <dt>{T.status}</dt>
        <dd>{PAYMENT_STATUS_LABELS[payment.status]}</dd>
        {payment.virtualAccount && (
          <>
            <dt>{VA.bankName}</dt>
            <dd>{payment.virtualAccount.bankName}</dd>
            <dt>{VA.number}</dt>
            <dd>{payment.virtualAccount.accountNumber}</dd>
            <dt>{VA.holder}</dt>
            <dd>{payment.virtualAccount.holder}</dd>
            {payment.status === 'WAITING_FOR_DEPOSIT' && (
              <>
                <dt>{VA.dueAt}</dt>
                <dd>{formatDateTime(new Date(payment.virtualAccount.dueAt))}</dd>
              </>
            )}
          </>
        )}
        {cashReceipt && (
          <>
            <dt>{T.cashReceipt}</dt>
            <dd className={cashReceipt.status === 'failed' ? styles.cancelled : undefined}>
              {T.cashReceiptState(cashReceipt)}
            </dd>
            {cashReceipt.issueNumber && (
              <>
                <dt>{T.cashReceiptNumber}</dt>
                <dd>{cashReceipt.issueNumber}</dd>
              </>
            )}
          </>
        )}
        <dt>{T.orderName}</dt>
        <dd>{payment.orderName}</dd>
        <dt>{T.orderId}</dt>
        <dd>{payment.orderId}</dd>
      </Facts>
      {cashReceipt?.selfIssued && cashReceipt.status === 'issued' && (
        <p className={styles.muted}>{T.selfIssuedHint(cashReceipt.identityMasked)}</p>
      )}
      {cashReceipt && cashReceipt.status !== 'issued' && cashReceipt.failureMessage && (
        <p className={styles.muted}>{cashReceipt.failureMessage}</p>
      )}
      <section aria-label={T.billsLabel}>
        <h3 className={styles.childTitle}>{T.bills}</h3>
        <ul className={styles.lines}>
          {bills.map((bill) => (
            <li key={bill.billId} className={styles.line}>
              <span className={styles.lineText}>
                <span>{bill.title}</span>
                <span className={styles.muted}>{T.billLine(bill.studentNm, bill.classNm)}</span>
              </span>
              <span className={styles.lineAmount}>{formatWon(bill.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
