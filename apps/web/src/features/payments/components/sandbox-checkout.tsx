import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { Select } from '../../../ui/select/select';
import { useSandboxAuthorize } from '../api/sandbox-authorize';
import { payResultPath } from '../lib/pay-result';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './payments.module.css';

const T = PAYMENTS_TEXTS.sandbox;

type Outcome = 'approve' | 'decline' | 'timeout';

/**
 * 테스트 결제창: the checkout of a server running locally with the sandbox payment provider. It
 * plays the card company — approve, decline, or never answer — and then returns to /payResult with
 * the same query a real provider's success redirect carries, so the rest of the flow is the real one.
 */
export function SandboxCheckout({
  instId,
  order,
  open,
  onOpenChange,
}: {
  instId: string;
  order: PaymentOrderResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const authorize = useSandboxAuthorize(instId);
  const [cardCompany, setCardCompany] = useState<string>(T.cards[0]);
  const [chosen, setChosen] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function answer(outcome: Outcome) {
    setChosen(outcome);
    setError(null);
    try {
      const { paymentKey } = await authorize.mutateAsync({ orderId: order.orderId, outcome, cardCompany });
      void navigate(payResultPath({ paymentKey, orderId: order.orderId, amount: order.amount }));
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  }

  const outcomes: { value: Outcome; label: string; variant: 'primary' | 'danger' | 'outline' }[] = [
    { value: 'approve', label: T.approve, variant: 'primary' },
    { value: 'decline', label: T.decline, variant: 'danger' },
    { value: 'timeout', label: T.timeout, variant: 'outline' },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{T.title}</Dialog.Title>
          <Dialog.Description asChild>
            <Notice tone="yellow">{T.lead}</Notice>
          </Dialog.Description>
          <Facts>
            <dt>{T.order}</dt>
            <dd>{order.orderName}</dd>
            <dt>{T.amount}</dt>
            <dd>{formatWon(order.amount)}</dd>
            <dt>{T.installment}</dt>
            <dd>{INSTALLMENT_LABELS[order.installmentCd]}</dd>
          </Facts>
          <Select
            label={T.card}
            placeholder={false}
            options={T.cards.map((card) => ({ value: card, label: card }))}
            value={cardCompany}
            onChange={(event) => setCardCompany(event.target.value)}
          />
          <fieldset className={styles.outcomes} disabled={authorize.isPending}>
            <legend>{T.outcomes}</legend>
            {outcomes.map((outcome) => (
              <Button
                key={outcome.value}
                variant={outcome.variant}
                loading={authorize.isPending && chosen === outcome.value}
                onClick={() => void answer(outcome.value)}
              >
                {outcome.label}
              </Button>
            ))}
          </fieldset>
          {authorize.isPending && (
            <p className={styles.muted} role="status">
              {T.working}
            </p>
          )}
          {error && (
            <p className={styles.fieldError} role="alert">
              {error}
            </p>
          )}
          <Dialog.Close asChild>
            <Button variant="text">{PAYMENTS_TEXTS.common.close}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
