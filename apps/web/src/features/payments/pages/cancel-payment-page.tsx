import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import { formatDateTime, formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { Facts } from '../../../ui/facts/facts';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useRefundBill } from '../api/get-refund-bill';
import { PaymentsScreen } from '../components/payments-screen';
import { RefundForm } from '../components/refund-form';
import { RefundList } from '../components/refund-list';
import styles from '../components/refunds.module.css';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.refund;

/** Loading, failed, and a bill not there: the way back goes to 청구서 관리, where refunds start. */
const { Loading, QueryFailed } = screenStates(
  { ...PAYMENTS_TEXTS.common, loadFailed: T.loadFailed },
  listNotFound({ notFound: T.notFound, notFoundHint: T.notFoundHint, toList: T.toBills }, '/v3/InstBill'),
);

/** The bill on InstBill, in its month's list. */
const billLink = (bill: BillDetailResponse['bill']) =>
  `/v3/InstBill?${new URLSearchParams({ month: bill.month, billId: bill.billId }).toString()}`;

function BillFacts({ detail }: { detail: BillDetailResponse }) {
  const { bill } = detail;
  return (
    <Facts>
      <dt>{T.student}</dt>
      <dd>{bill.studentNm}</dd>
      <dt>{T.class}</dt>
      <dd>{bill.classNm ?? T.noClass}</dd>
      <dt>{T.period}</dt>
      <dd>{T.periodValue(formatShortDate(bill.regStartDt), formatShortDate(bill.regEndDt))}</dd>
      <dt>{T.total}</dt>
      <dd>{formatWon(bill.total)}</dd>
      <dt>{T.paid}</dt>
      <dd>{formatWon(bill.paidReceivedAmount)}</dd>
      {bill.refundedAmount > 0 && (
        <>
          <dt>{T.refunded}</dt>
          <dd>{formatWon(bill.refundedAmount)}</dd>
        </>
      )}
      <dt>{T.refundable}</dt>
      <dd>{formatWon(bill.paidReceivedAmount - bill.refundedAmount)}</dd>
    </Facts>
  );
}

function Payments({ detail }: { detail: BillDetailResponse }) {
  if (detail.payments.length === 0) return <p className={styles.muted}>{T.noPayments}</p>;
  return (
    <ul className={styles.lines} aria-label={T.paymentsLabel}>
      {detail.payments.map((payment) => (
        <li key={payment.paymentId} className={styles.line}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {T.paymentLine(PAYMENT_METHOD_LABELS[payment.method], payment.amount)}
            </span>
            {payment.approvedAt && (
              <span className={styles.rowMeta}>{formatDateTime(new Date(payment.approvedAt))}</span>
            )}
            {payment.cancelledAmount > 0 && (
              <span className={styles.rowMeta}>{T.cancelled(payment.cancelledAmount)}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RefundBody({ inst, billId }: { inst: ChosenAcademy; billId: string }) {
  const detail = useRefundBill(inst.instId, billId);
  const titleId = useId();
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const { bill, can } = detail.data;
  const refunds = detail.data.refunds ?? [];
  const refundable = bill.paidReceivedAmount - bill.refundedAmount;
  return (
    <div className={styles.stack}>
      <TextLink to={billLink(bill)} variant="muted">
        {T.back}
      </TextLink>
      <Section aria-labelledby={titleId}>
        <div className={styles.stack}>
          <h2 id={titleId} className={styles.billTitle}>
            {bill.title}
          </h2>
          <BillFacts detail={detail.data} />
        </div>
      </Section>
      <Section title={T.payments}>
        <Payments detail={detail.data} />
      </Section>
      <Section title={T.form}>
        {can.refund && refundable > 0 ? (
          <RefundForm
            instId={inst.instId}
            billId={billId}
            who={`${bill.studentNm} ${bill.title}`}
            refundable={refundable}
            billPath={billLink(bill)}
          />
        ) : (
          <p className={styles.muted}>{T.nothingLeft}</p>
        )}
      </Section>
      {refunds.length > 0 && (
        <Section title={T.refunds}>
          <RefundList instId={inst.instId} billId={billId} refunds={refunds} />
        </Section>
      )}
    </div>
  );
}

/**
 * CancelPayment (/v3/CancelPayment?billId=): a bill's refund by the 학원법 rule, for the director and
 * the managers holding 042 — the bill and what was paid, the refund date (today first) and whose
 * reason it is, the quote and its explanation before anything is confirmed, the amount (the rule's,
 * at most what may go back), the reason, a confirmation, then back to the bill. Cash refunds still
 * owed show their 5-day deadline and 환불 완료.
 */
export function CancelPaymentPage() {
  const [params] = useSearchParams();
  const billId = params.get('billId') ?? '';
  return (
    <PaymentsScreen screen="CancelPayment" fallbackTitle={T.heading} title={T.heading} audience="office" width="md">
      {(inst) =>
        billId ? (
          <RefundBody inst={inst} billId={billId} />
        ) : (
          <LinkedEmptyState title={T.noBill} description={T.noBillHint} to="/v3/InstBill" link={T.toBills} />
        )
      }
    </PaymentsScreen>
  );
}
