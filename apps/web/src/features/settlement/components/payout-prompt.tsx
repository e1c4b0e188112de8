import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { usePayoutStatus } from '../api/get-payout-status';
import { disablePayoutPrompt, isPayoutPromptDisabled, type PayoutPromptFlag } from '../lib/payout-prompt-flags';
import { SETTLEMENT_TEXTS } from '../settlement.texts';
import styles from './settlement.module.css';

const T = SETTLEMENT_TEXTS.prompt;
const PAYOUTS_PATH = '/v3/TossPaymentAdded';

/**
 * The director's invitation to 지급대행 (payouts to the academy's account), or, once applied, the
 * reminder that its review is running; each hidden for good by its per-user flag (SPEC §6).
 */
export function PayoutPrompt({ instId, userId }: { instId: string; userId: string }) {
  const status = usePayoutStatus(instId, true);
  const [dismissed, setDismissed] = useState<PayoutPromptFlag | null>(null);
  if (!status.data) return null;
  const seller = status.data.seller;
  if (seller?.status === 'APPROVED') return null;
  const flag: PayoutPromptFlag = seller ? 'tossSubMallRegDisabled' : 'tossPaymentAddedDisabled';
  if (dismissed === flag || isPayoutPromptDisabled(flag, userId)) return null;
  const dismiss = () => {
    disablePayoutPrompt(flag, userId);
    setDismissed(flag);
  };
  return (
    <Notice as="div" role="region" tone="primary" aria-label={seller ? T.waitingTitle : T.title}>
      <strong>{seller ? T.waitingTitle : T.title}</strong>
      <br />
      {seller ? T.waitingBody(seller.statusLabel) : T.body}
      <span className={styles.actions}>
        <Link to={PAYOUTS_PATH} className={buttonClassName({ size: 'sm' })}>
          {seller ? T.open : T.apply}
        </Link>
        <Button size="sm" variant="text" onClick={dismiss}>
          {T.dismiss}
        </Button>
      </span>
    </Notice>
  );
}
