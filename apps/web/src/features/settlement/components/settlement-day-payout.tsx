import { PAYOUT_MAX_RETRIES, type PayoutStatus } from '@academy/domain/books/payouts.rules';
import type { SettlementDayView } from '@academy/domain/books/settlement.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { SETTLEMENT_TEXTS } from '../settlement.texts';

const T = SETTLEMENT_TEXTS.payout;

const TONES: Record<PayoutStatus, BadgeTone> = {
  REQUESTED: 'secondary',
  IN_PROGRESS: 'secondary',
  COMPLETED: 'primary',
  FAILED: 'warning',
  CANCELED: 'neutral',
};

const at = (iso: string) => formatDateTime(new Date(iso));

/**
 * What was paid out to the academy's account for one settlement day (지급대행): its state, amount and
 * times; a failed day with the provider's words and whether it will be asked again (once a day, up to
 * PAYOUT_MAX_RETRIES times after the first request); or why a day is not paid out at all (0원 이하).
 * Nothing for a day no payout was asked for yet.
 */
export function SettlementDayPayout({ day }: { day: SettlementDayView }) {
  const { payout, payoutNote } = day;
  if (!payout) return payoutNote ? <Notice>{payoutNote}</Notice> : null;
  // `attempts` counts the first request too: what is left of the retries after it.
  const retriesLeft = Math.max(0, PAYOUT_MAX_RETRIES + 1 - payout.attempts);
  return (
    <>
      <Facts aria-label={T.label(day.date)}>
        <dt>{T.status}</dt>
        <dd>
          <Badge tone={TONES[payout.status]}>{payout.statusLabel}</Badge> {formatWon(payout.amount)}
        </dd>
        <dt>{T.requestedAt}</dt>
        <dd>{at(payout.requestedAt)}</dd>
        {payout.completedAt && (
          <>
            <dt>{T.completedAt}</dt>
            <dd>{at(payout.completedAt)}</dd>
          </>
        )}
        {payout.attempts > 1 && (
          <>
            <dt>{T.attempts}</dt>
            <dd>{T.attemptsValue(payout.attempts)}</dd>
          </>
        )}
      </Facts>
      {payout.status === 'FAILED' && (
        // Calm on purpose: a refusal is retried by itself; only the last one asks the office to act.
        <Notice tone="warning">
          {T.failed(payout.failure)}
          <br />
          {retriesLeft > 0 ? T.willRetry(retriesLeft, PAYOUT_MAX_RETRIES) : T.retriesSpent(PAYOUT_MAX_RETRIES)}
        </Notice>
      )}
      {payoutNote && <Notice>{payoutNote}</Notice>}
    </>
  );
}
