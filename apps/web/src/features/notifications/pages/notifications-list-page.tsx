import { formatDateTime } from '@academy/domain/format/format.date';
import type { NotificationItem } from '@academy/domain/notifications/notifications.schema';
import { useNavigate } from 'react-router';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { RequireSignIn } from '../../../lib/session/require-sign-in';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { List, ListItem } from '../../../ui/list/list';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { useNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { WebPushControl } from '../components/web-push-control';
import { isInAppPath } from '../lib/push-landing';
import { NOTIFICATIONS_TEXTS as T } from '../notifications.texts';
import styles from './notifications.module.css';

function NotificationsBody() {
  const list = useNotifications();
  const read = useReadNotifications();
  const navigate = useNavigate();
  if (list.isPending) return <Spinner label={T.loading} />;
  if (list.isError) {
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  const unread = list.data.pages[0]?.unreadCount ?? 0;
  const open = (item: NotificationItem) => {
    if (!item.readAt) read.mutate({ ids: [item.id] });
    if (isInAppPath(item.link)) navigate(item.link);
  };
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count} aria-live="polite">
          {T.unread(unread)}
        </span>
        {unread > 0 && (
          <Button size="sm" variant="outline" loading={read.isPending} onClick={() => read.mutate({ all: true })}>
            {T.readAll}
          </Button>
        )}
      </div>
      <List
        label={T.listLabel}
        items={items}
        getKey={(item) => item.id}
        emptyText={T.empty}
        emptyDescription={T.emptyHint}
        renderItem={(item) => (
          <ListItem
            title={
              <span className={item.readAt ? styles.title : styles.titleUnread}>
                {item.title}
                {!item.readAt && <Badge tone="primary">{T.new}</Badge>}
              </span>
            }
            description={
              <>
                <span className={styles.body}>{item.body}</span>
                <span className={styles.time}>{formatDateTime(new Date(item.createdAt))}</span>
              </>
            }
            onClick={() => open(item)}
          />
        )}
      />
      {list.hasNextPage && (
        <Button variant="outline" fullWidth loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {T.more}
        </Button>
      )}
    </>
  );
}

/**
 * /v3/notificationsListPage: my notifications (등원·하원, 결석, 공지 …), newest first; opening one reads
 * it and goes to its screen. Above them, 알림 받기 for this browser and the way to the settings.
 */
export function NotificationsListPage() {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? 'notificationsListPage'}>
      <Header title={route?.title ?? '알림 목록'} />
      <div className={styles.content}>
        <RequireSignIn>
          <WebPushControl />
          <p className={styles.settings}>
            <TextLink to="/v3/NotificationSettings">{T.settings}</TextLink>
          </p>
          <NotificationsBody />
        </RequireSignIn>
      </div>
    </section>
  );
}
