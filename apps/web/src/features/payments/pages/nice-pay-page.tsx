import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { useOrder } from '../api/get-order';
import { NicePayCheckout } from '../components/nicepay-checkout';
import styles from '../components/payments.module.css';
import { Loading, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { NICE_PAY_TEXTS as T } from '../nice-pay.texts';

/** Why this order cannot be paid here, and the way back to 결제하기. */
function CannotPay({ message }: { message: string }) {
  return (
    <div className={styles.stack}>
      <Notice tone="warning" role="alert">
        {message}
      </Notice>
      <Link to="/v3/payment" replace className={buttonClassName({ variant: 'outline' })}>
        {T.backToPayment}
      </Link>
    </div>
  );
}

function NicePayBody({ inst }: { inst: ChosenAcademy }) {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useOrder(inst.instId, orderId);

  if (orderId === '') return <CannotPay message={T.noOrder} />;
  if (order.isPending) return <Loading />;
  if (order.isError) {
    // Another account's order or one not there (404), or one already finished (409): said as the server says it.
    if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 409)) {
      return <CannotPay message={order.error.status === 404 ? T.noOrder : order.error.message} />;
    }
    return <QueryFailed error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (order.data.checkout.provider !== 'nicepay' || !order.data.checkout.clientKey) {
    return <CannotPay message={T.notNicePay} />;
  }
  return <NicePayCheckout instId={inst.instId} order={order.data} />;
}

/**
 * /nicePay?orderId=…: where 결제하기 sends a family whose academy takes payments by NicePay. The
 * order is read again from the server (its amount, name and NicePay's client key), then NicePay's
 * window opens on the payer's press; NicePay posts the result to the server, which approves it and
 * sends the payer to /payResult.
 */
export function NicePayPage() {
  return (
    <PaymentsScreen screen="nicePay" fallbackTitle={T.title} audience="family" width="sm">
      {(inst) => <NicePayBody inst={inst} />}
    </PaymentsScreen>
  );
}
