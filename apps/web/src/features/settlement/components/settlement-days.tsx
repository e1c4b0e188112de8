import { SETTLEMENT_MATCH_LABELS, type SettlementMatchState } from '@academy/domain/books/settlement.rules';
import type { SettlementDayView, SettlementPaymentView } from '@academy/domain/books/settlement.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { SETTLEMENT_TEXTS } from '../settlement.texts';
import { SettlementDayPayout } from './settlement-day-payout';

const T = SETTLEMENT_TEXTS.list;

const TONES: Record<SettlementMatchState, BadgeTone> = {
  matched: 'primary',
  amount_differs: 'warning',
  not_settled: 'warning',
  not_ours: 'warning',
  pending: 'neutral',
};

const won = (amount: number | null) => (amount === null ? T.none : formatWon(amount));

function paymentLine(payment: SettlementPaymentView): string {
  const parts = [
    T.soldOn(payment.soldDate),
    `${T.ours} ${won(payment.amount)}`,
    `${T.reported} ${won(payment.reportedAmount)}`,
  ];
  if (payment.fee !== null) parts.push(`${T.fee} ${formatWon(payment.fee)}`);
  return parts.join(' · ');
}

/**
 * Each payout day: its count and sums, what was paid out of it to the academy's account (지급대행),
 * then its payments with their match state.
 */
export function SettlementDays({ days }: { days: readonly SettlementDayView[] }) {
  return (
    <>
      {days.map((day) => (
        <Section key={day.date} title={T.dayTitle(day.date)} titleAs="h3">
          <p>{T.dayLine(day.count, formatWon(day.gross), formatWon(day.fee), formatWon(day.net))}</p>
          <SettlementDayPayout day={day} />
          <List
            label={T.dayTitle(day.date)}
            items={day.payments}
            getKey={(payment) => payment.paymentKey ?? payment.orderId}
            renderItem={(payment) => (
              <ListItem
                title={[payment.orderName ?? T.unknownOrder, payment.cardCompany].filter(Boolean).join(' · ')}
                description={paymentLine(payment)}
                trailing={<Badge tone={TONES[payment.state]}>{SETTLEMENT_MATCH_LABELS[payment.state]}</Badge>}
              />
            )}
          />
        </Section>
      ))}
    </>
  );
}
