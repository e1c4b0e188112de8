import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { buttonClassName } from '../../../ui/button/button';
import { IconAlert } from '../../../ui/icon/icons';
import { Spinner } from '../../../ui/spinner/spinner';
import { useConfirmPayment } from '../api/confirm-payment';
import styles from '../components/payments.module.css';
import { PaymentsScreen } from '../components/payments-screen';
import { confirmOnce } from '../lib/confirm-once';
import { payResultOf } from '../lib/pay-result';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.result;

/** A payment that did not go through: the provider's or the server's words, and the ways on. */
function Failed({ message }: { message: string }) {
  return (
    <div className={styles.result} role="alert">
      <IconAlert size={40} />
      <h2 className={styles.resultTitle}>{T.failedTitle}</h2>
      <p className={styles.lead}>{message}</p>
      <div className={styles.links}>
        <Link to="/v3/payment" replace className={buttonClassName({ variant: 'primary' })}>
          {T.retry}
        </Link>
        <Link to="/paymentList" replace className={buttonClassName({ variant: 'outline' })}>
          {T.history}
        </Link>
      </div>
    </div>
  );
}

function PayResultBody({ inst }: { inst: ChosenAcademy }) {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => payResultOf(new URLSearchParams(search)), [search]);
  const navigate = useNavigate();
  const { mutateAsync } = useConfirmPayment(inst.instId);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (result.kind !== 'confirm') return;
    let active = true;
    confirmOnce(result.body, mutateAsync).then(
      (detail) => {
        if (!active) return;
        const paymentId = encodeURIComponent(detail.payment.paymentId);
        void navigate(`/v3/PaymentCompletePage?paymentId=${paymentId}`, { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(isApiError(error) ? error.message : T.badLink);
      },
    );
    return () => {
      active = false;
    };
  }, [result, mutateAsync, navigate]);

  if (result.kind === 'unreadable') return <Failed message={T.badLink} />;
  if (result.kind === 'failed') return <Failed message={result.message || T.badLink} />;
  if (failure) return <Failed message={failure} />;
  return (
    <div className={styles.result}>
      <Spinner size="lg" decorative />
      <p className={styles.lead} role="status">
        {T.checking}
      </p>
    </div>
  );
}

/**
 * /payResult: where every checkout returns. A payment to confirm (`paymentKey, orderId, amount`) is
 * confirmed once — the server checks the amount against the order — and opens 결제 완료; a failure
 * (`code, message`) or a refused confirm (a declined card, no answer from the provider) says why, in
 * Korean, with the way back to /v3/payment.
 */
export function PayResultPage() {
  return (
    <PaymentsScreen screen="payResult" fallbackTitle="결제 결과" audience="family" width="sm">
      {(inst) => <PayResultBody inst={inst} />}
    </PaymentsScreen>
  );
}
