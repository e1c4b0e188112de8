import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { ScreenLoading } from '../../../ui/screen/screen';
import { Section } from '../../../ui/section/section';
import { loadTossPayments, payResultUrl, type TossWidgets } from '../lib/toss-widget';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './payments.module.css';

const T = PAYMENTS_TEXTS.toss;

/**
 * Toss Payments' checkout: its widget (payment methods and its own agreement) drawn for the order's
 * amount with the academy's client key, then `requestPayment`, after which Toss takes the payer to
 * its card page and back to /payResult (success: `paymentKey, orderId, amount`; failure: `code,
 * message`). The amount is the server's; nothing here can change it.
 */
export function TossCheckout({ order }: { order: PaymentOrderResponse }) {
  const ids = useId().replace(/:/g, '');
  const methodsId = `toss-methods-${ids}`;
  const agreementId = `toss-agreement-${ids}`;
  const [widgets, setWidgets] = useState<TossWidgets | null>(null);
  const [failed, setFailed] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const { clientKey, customerKey } = order.checkout;

  useEffect(() => {
    let cancelled = false;
    if (!clientKey) {
      setFailed(true);
      return;
    }
    loadTossPayments()
      .then(async (TossPayments) => {
        const next = TossPayments(clientKey).widgets({ customerKey });
        await next.setAmount({ currency: 'KRW', value: order.amount });
        await Promise.all([
          next.renderPaymentMethods({ selector: `#${methodsId}`, variantKey: 'DEFAULT' }),
          next.renderAgreement({ selector: `#${agreementId}`, variantKey: 'AGREEMENT' }),
        ]);
        if (!cancelled) setWidgets(next);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientKey, customerKey, order.amount, methodsId, agreementId]);

  async function request() {
    if (!widgets) return;
    setRequesting(true);
    try {
      const back = payResultUrl(window.location.origin);
      await widgets.requestPayment({
        orderId: order.orderId,
        orderName: order.orderName,
        successUrl: back,
        failUrl: back,
      });
    } catch {
      // The payer closed Toss's window: the order stays open and they may try again.
    } finally {
      setRequesting(false);
    }
  }

  return (
    <Section title={T.title}>
      {failed ? (
        <Notice tone="warning" role="alert">
          {T.failed}
        </Notice>
      ) : (
        <div className={styles.stack}>
          {!widgets && <ScreenLoading label={T.loading} compact />}
          <div id={methodsId} className={styles.tossArea} />
          <div id={agreementId} />
          <Button fullWidth size="lg" disabled={!widgets} loading={requesting} onClick={() => void request()}>
            {T.request(order.amount)}
          </Button>
        </div>
      )}
    </Section>
  );
}
