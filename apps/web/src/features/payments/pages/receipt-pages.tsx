import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import { TextLink } from '../../../ui/text-link/text-link';
import { usePayment } from '../api/get-payment';
import { PaymentReceipt } from '../components/payment-receipt';
import styles from '../components/payments.module.css';
import { Loading, NotFoundState, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.receipt;

function ReceiptBody({ inst, paymentId, toReceipt }: { inst: ChosenAcademy; paymentId: string; toReceipt: boolean }) {
  const payment = usePayment(inst.instId, paymentId);
  if (payment.isPending) return <Loading />;
  if (payment.isError) return <QueryFailed error={payment.error} onRetry={() => void payment.refetch()} />;
  const { receiptUrl, cashReceipt } = payment.data.payment;
  return (
    <div className={styles.stack}>
      <PaymentReceipt detail={payment.data} />
      <ActionRow className={styles.noPrint}>
        <Button variant="outline" onClick={() => window.print()}>
          {T.print}
        </Button>
        {toReceipt && (
          <Link
            to={`/v3/LiveClassReceipt?paymentId=${encodeURIComponent(paymentId)}`}
            className={buttonClassName({ variant: 'primary' })}
          >
            {T.openReceipt}
          </Link>
        )}
      </ActionRow>
      <div className={[styles.links, styles.noPrint].join(' ')}>
        {receiptUrl && (
          <a href={receiptUrl} target="_blank" rel="noopener noreferrer">
            {T.providerReceipt}
          </a>
        )}
        {cashReceipt?.receiptUrl && (
          <a href={cashReceipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            {T.cashReceiptLink}
          </a>
        )}
        <TextLink to="/paymentList" variant="muted">
          {PAYMENTS_TEXTS.common.toList}
        </TextLink>
      </div>
    </div>
  );
}

function usePaymentId() {
  const [params] = useSearchParams();
  return params.get('paymentId') ?? '';
}

/**
 * LiveClassReceipt (/v3/LiveClassReceipt?paymentId=): the receipt of a payment — the academy, payer,
 * date, method, masked card, installment, amount, anything cancelled and the bills — printable, with
 * the provider's own slip when it gave one. Its heading is 영수증: the screen serves every payment, not
 * only a live class's.
 */
export function LiveClassReceiptPage() {
  const paymentId = usePaymentId();
  return (
    <PaymentsScreen screen="LiveClassReceipt" fallbackTitle={T.heading} title={T.heading} audience="money" width="md">
      {(inst) => (paymentId ? <ReceiptBody inst={inst} paymentId={paymentId} toReceipt={false} /> : <NotFoundState />)}
    </PaymentsScreen>
  );
}

/** /v3/PaymentDetail?paymentId=: one payment of the year's list, the same facts, and the way to its receipt. */
export function PaymentDetailPage() {
  const paymentId = usePaymentId();
  return (
    <PaymentsScreen screen="PaymentDetail" fallbackTitle="결제 상세" audience="money" width="md">
      {(inst) => (paymentId ? <ReceiptBody inst={inst} paymentId={paymentId} toReceipt /> : <NotFoundState />)}
    </PaymentsScreen>
  );
}
