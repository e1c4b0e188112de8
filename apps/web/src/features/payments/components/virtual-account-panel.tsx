import type { VirtualAccountView } from '@academy/domain/billing/billing.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { useId, useState } from 'react';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { useSandboxDeposit } from '../api/sandbox-deposit';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './payments.module.css';

const T = PAYMENTS_TEXTS.virtualAccount;

/**
 * A virtual account waiting for its deposit: the bank, the number (with a copy button), the holder,
 * the amount and the deadline. Under the sandbox provider (`testDeposit`), a 테스트 입금 button
 * makes the money arrive, so the payment can be finished on this machine.
 */
export function VirtualAccountPanel({
  instId,
  orderId,
  amount,
  account,
  testDeposit,
  onDeposited,
}: {
  instId: string;
  orderId: string;
  amount: number;
  account: VirtualAccountView;
  testDeposit: boolean;
  onDeposited?: (paymentId: string) => void;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const deposit = useSandboxDeposit(instId);

  async function copy() {
    try {
      await navigator.clipboard.writeText(account.accountNumber);
      setCopied(T.copied);
    } catch {
      setCopied(T.copyFailed);
    }
  }

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.childTitle}>
        {T.title}
      </h2>
      <p className={styles.muted}>{T.lead}</p>
      <Facts>
        <dt>{T.bankName}</dt>
        <dd>{account.bankName}</dd>
        <dt>{T.number}</dt>
        <dd>{account.accountNumber}</dd>
        <dt>{T.holder}</dt>
        <dd>{account.holder}</dd>
        <dt>{T.amount}</dt>
        <dd className={styles.receiptAmount}>{formatWon(amount)}</dd>
        <dt>{T.dueAt}</dt>
        <dd>{formatDateTime(new Date(account.dueAt))}</dd>
      </Facts>
      <Button variant="secondary" onClick={() => void copy()}>
        {T.copy}
      </Button>
      {copied && (
        <p className={styles.muted} role="status">
          {copied}
        </p>
      )}
      {testDeposit && (
        <div className={styles.stack}>
          <p className={styles.muted}>{T.testDepositHint}</p>
          <Button
            variant="secondary"
            loading={deposit.isPending}
            onClick={() =>
              deposit.mutate({ orderId }, { onSuccess: (detail) => onDeposited?.(detail.payment.paymentId) })
            }
          >
            {T.testDeposit}
          </Button>
          {deposit.isSuccess && (
            <Notice tone="primary" role="status">
              {T.deposited}
            </Notice>
          )}
          {deposit.isError && (
            <Notice tone="warning" role="alert">
              {refusalMessage(deposit.error)}
            </Notice>
          )}
        </div>
      )}
    </section>
  );
}
