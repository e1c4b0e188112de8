import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { ScreenLoading } from '../../../ui/screen/screen';
import { Section } from '../../../ui/section/section';
import { type AuthNice, loadNicePay, nicePayReturnUrl } from '../lib/nicepay-sdk';
import { NICE_PAY_TEXTS as T } from '../nice-pay.texts';
import styles from './payments.module.css';

type WindowState = { kind: 'idle' } | { kind: 'opening' } | { kind: 'failed'; reason: string | undefined };

/**
 * NicePay's checkout: its SDK loaded for the order, then, on the payer's press, `AUTHNICE.requestPay`
 * with the order's id, the server's amount and our return address. NicePay's window posts the
 * authentication to the server, which approves it and sends the payer to /payResult; nothing here
 * can change the amount.
 */
export function NicePayCheckout({ instId, order }: { instId: string; order: PaymentOrderResponse }) {
  const [sdk, setSdk] = useState<AuthNice | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [windowState, setWindowState] = useState<WindowState>({ kind: 'idle' });

  useEffect(() => {
    let cancelled = false;
    // A new attempt (다시 불러오기) loads the script again: loadNicePay forgot the failed one.
    void attempt;
    loadNicePay().then(
      (loaded) => {
        if (!cancelled) setSdk(loaded);
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setLoadFailed(false);
    setAttempt((value) => value + 1);
  }, []);

  function request() {
    if (!sdk || !order.checkout.clientKey) return;
    setWindowState({ kind: 'opening' });
    try {
      sdk.requestPay({
        clientId: order.checkout.clientKey,
        method: 'card',
        orderId: order.orderId,
        amount: order.amount,
        goodsName: order.orderName,
        returnUrl: nicePayReturnUrl(window.location.origin, instId),
        fnError: (result) => setWindowState({ kind: 'failed', reason: result.errorMsg }),
      });
    } catch {
      setWindowState({ kind: 'failed', reason: undefined });
    }
  }

  return (
    <Section title={T.section}>
      <div className={styles.stack}>
        <Facts>
          <dt>{T.orderName}</dt>
          <dd>{order.orderName}</dd>
          <dt>{T.amount}</dt>
          <dd>{formatWon(order.amount)}</dd>
        </Facts>
        {loadFailed ? (
          <>
            <Notice tone="warning" role="alert">
              {T.sdkFailed}
            </Notice>
            <Button variant="outline" onClick={reload}>
              {T.reload}
            </Button>
          </>
        ) : (
          <>
            {!sdk && <ScreenLoading label={T.loading} compact />}
            {windowState.kind === 'opening' && (
              <p className={styles.lead} role="status">
                {T.opening}
              </p>
            )}
            {windowState.kind === 'failed' && (
              <Notice tone="warning" role="alert">
                {T.windowFailed(windowState.reason)}
              </Notice>
            )}
            <Button fullWidth size="lg" disabled={!sdk} onClick={request}>
              {T.request(order.amount)}
            </Button>
          </>
        )}
      </div>
    </Section>
  );
}
