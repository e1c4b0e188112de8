import { DELIVERY_CHANNEL_LABELS, DELIVERY_STATUS_LABELS } from '@academy/domain/notifications/notification.rules';
import type { DeliveryStatusView } from '@academy/domain/notifications/notifications.schema';
import { Badge } from '../../ui/badge/badge';
import styles from './delivery-badges.module.css';

/** The list's name for screen readers. */
export const DELIVERIES_LABEL = '받은 방법';

/**
 * How one recipient was reached, a badge per channel (`앱 읽음`, `알림톡 실패 (…)`): what a sender
 * sees beside each person of a notice's or a post's read list. Nothing when nothing was sent.
 */
export function DeliveryBadges({ deliveries }: { deliveries: readonly DeliveryStatusView[] }) {
  if (deliveries.length === 0) return null;
  return (
    <ul className={styles.deliveries} aria-label={DELIVERIES_LABEL}>
      {deliveries.map((delivery) => (
        <li key={delivery.channel}>
          <Badge tone={delivery.status === 'failed' ? 'warning' : delivery.status === 'read' ? 'primary' : 'neutral'}>
            {`${DELIVERY_CHANNEL_LABELS[delivery.channel]} ${DELIVERY_STATUS_LABELS[delivery.status]}`}
            {delivery.reason ? ` (${delivery.reason})` : ''}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
