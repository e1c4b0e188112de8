import { formatDateTime } from '@academy/domain/format/format.date';
import type { HomeNotification } from '@academy/domain/home/home.schema';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.notifications;

/** Only a path of this app opens from the home (anything else is shown, not followed). */
const internalLink = (link: string | null) => (link?.startsWith('/') && !link.startsWith('//') ? link : undefined);

/** The newest notifications; `unreadCount` beside the title when given. */
export function NotificationsCard({
  items,
  unreadCount,
  title = T.title,
  empty = T.empty,
  level,
}: {
  items: readonly HomeNotification[];
  unreadCount?: number;
  title?: string;
  empty?: string;
  level?: 2 | 3;
}) {
  return (
    <HomeCard
      title={title}
      level={level}
      actions={
        <span>
          {unreadCount !== undefined && unreadCount > 0 && <Badge tone="warning">{T.unread(unreadCount)}</Badge>}{' '}
          <TextLink to="/v3/notificationsListPage" variant="muted">
            {T.all}
          </TextLink>
        </span>
      }
    >
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <List
          label={T.listLabel}
          items={items}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <ListItem
              title={item.title}
              description={`${item.body} · ${formatDateTime(new Date(item.createdAt))}`}
              trailing={item.read ? undefined : <Badge tone="warning">{T.unreadItem}</Badge>}
              to={internalLink(item.link)}
            />
          )}
        />
      )}
    </HomeCard>
  );
}
