import { BILL_STATUS_LABELS, type BillStatus } from '@academy/domain/billing/billing.constants';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';

/** The colour of a status: money still asked for in blue or yellow, late in red, settled in green, closed grey. */
const TONES: Record<BillStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'secondary',
  partly_paid: 'yellow',
  paid: 'primary',
  overdue: 'warning',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/** Where a bill stands, in the words of `BILL_STATUS_LABELS`. */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  return <Badge tone={TONES[status]}>{BILL_STATUS_LABELS[status]}</Badge>;
}
