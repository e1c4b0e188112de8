import { formatDateTime } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { IconCheck } from '../../../ui/icon/icons';
import { Section } from '../../../ui/section/section';
import { usePayment } from '../api/get-payment';
import { cardText } from '../components/payment-receipt';
import styles from '../components/payments.module.css';
import { Loading, NotFoundState, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.complete;

function CompleteBody({ inst, paymentId }: { inst: ChosenAcademy; paymentId: string }) {
  const payment = usePayment(inst.instId, paymentId);
  if (payment.isPending) return <Loading />;
  if (payment.isError) return <QueryFailed error={payment.error} onRetry={() => void payment.refetch()} />;
  const { payment: paid, bills } = payment.data;
  const receipt = `/v3/LiveClassReceipt?paymentId=${encodeURIComponent(paymentId)}`;
  return (
    <div className={styles.stack}>
      <div className={styles.result} role="status">
        <IconCheck size={40} />
        <h2 className={styles.resultTitle}>{T.done}</h2>
        <p className={styles.bigAmount}>{formatWon(paid.amount)}</p>
      </div>
      <Section>
        <Facts>
          <dt>{T.amount}</dt>
          <dd>{formatWon(paid.amount)}</dd>
          <dt>{T.installment}</dt>
          <dd>{INSTALLMENT_LABELS[paid.installmentCd]}</dd>
          <dt>{T.card}</dt>
          <dd>{cardText(paid)}</dd>
          <dt>{T.approvedAt}</dt>
          <dd>{paid.approvedAt ? formatDateTime(new Date(paid.approvedAt)) : PAYMENTS_TEXTS.receipt.none}</dd>
        </Facts>
      </Section>
      <Section title={T.bills}>
        <ul className={styles.lines} aria-label={T.billsLabel}>
          {bills.map((bill) => (
            <li key={bill.billId} className={styles.line}>
              <span className={styles.lineText}>
                <span>{bill.title}</span>
                <span className={styles.muted}>{PAYMENTS_TEXTS.receipt.billLine(bill.studentNm, bill.classNm)}</span>
              </span>
              <span className={styles.lineAmount}>{formatWon(bill.amount)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <ActionRow>
        <Link to={receipt} className={buttonClassName({ variant: 'primary' })}>
          {T.receipt}
        </Link>
        <Link to="/paymentList" className={buttonClassName({ variant: 'outline' })}>
          {T.history}
        </Link>
        <Link to="/mainTF" className={buttonClassName({ variant: 'outline' })}>
          {PAYMENTS_TEXTS.common.home}
        </Link>
      </ActionRow>
    </div>
  );
}

/** PaymentCompletePage (?paymentId=): 결제 완료 — the amount, installment, card and the bills paid, with the receipt. */
export function PaymentCompletePage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  return (
    <PaymentsScreen screen="PaymentCompletePage" fallbackTitle="결제 완료" audience="family" width="md">
      {(inst) => (paymentId ? <CompleteBody inst={inst} paymentId={paymentId} /> : <NotFoundState />)}
    </PaymentsScreen>
  );
}
