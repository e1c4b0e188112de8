import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import { REFUND_STATUS_LABELS, type RefundStatus, type RefundView } from '@academy/domain/billing/refund.schema';
import { formatDateTime, formatShortDate } from '@academy/domain/format/format.date';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { useMarkRefundDone } from '../api/mark-refund-done';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './refunds.module.css';

const T = PAYMENTS_TEXTS.refund;

const TONES: Record<RefundStatus, BadgeTone> = { requested: 'yellow', done: 'primary', failed: 'warning' };

function RefundRow({ refund, onDone, busy }: { refund: RefundView; onDone: (() => void) | null; busy: boolean }) {
  const line = T.refundLine(PAYMENT_METHOD_LABELS[refund.method], refund.amount);
  return (
    <li className={styles.line}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{line}</span>
        {refund.explanation && <span className={styles.rowMeta}>{refund.explanation}</span>}
        <span className={styles.rowMeta}>{refund.reason}</span>
        {refund.status === 'requested' && (
          <span className={styles.deadline}>{T.deadline(formatShortDate(refund.dueDate))}</span>
        )}
        {refund.doneAt && <span className={styles.rowMeta}>{T.doneAt(formatDateTime(new Date(refund.doneAt)))}</span>}
      </span>
      <span className={styles.rowSide}>
        <Badge tone={TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
        {onDone && (
          <Button size="sm" variant="outline" loading={busy} onClick={onDone} aria-label={T.markDoneLabel(line)}>
            {T.markDone}
          </Button>
        )}
      </span>
    </li>
  );
}

/**
 * A bill's refunds, newest first: a card's is done when the provider cancelled it; cash and
 * transfers are owed by their deadline (5 days) until the office, having paid them back, taps
 * 환불 완료.
 */
export function RefundList({
  instId,
  billId,
  refunds,
}: {
  instId: string;
  billId: string;
  refunds: readonly RefundView[];
}) {
  const markDone = useMarkRefundDone(instId, billId);
  const done = async (cancelId: string) => {
    try {
      await markDone.mutateAsync(cancelId);
      showToast(T.markedDone);
    } catch (error) {
      showRefusal(error);
    }
  };
  return (
    <ul className={styles.lines} aria-label={T.refundsLabel}>
      {refunds.map((refund) => (
        <RefundRow
          key={refund.cancelId}
          refund={refund}
          busy={markDone.isPending && markDone.variables === refund.cancelId}
          onDone={refund.status === 'requested' ? () => void done(refund.cancelId) : null}
        />
      ))}
    </ul>
  );
}
