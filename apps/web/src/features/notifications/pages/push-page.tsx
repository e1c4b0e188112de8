import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { RequireSignIn } from '../../../lib/session/require-sign-in';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { useNotification } from '../api/get-notification';
import { useReadNotifications } from '../api/read-notifications';
import { pushLandingOf } from '../lib/push-landing';
import { NOTIFICATIONS_TEXTS } from '../notifications.texts';
import styles from './notifications.module.css';

const T = NOTIFICATIONS_TEXTS.pushPage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the tapped notification read and goes on to its screen, replacing this page in the history. */
function Landing() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const notification = useNotification(id && UUID.test(id) ? id : null);
  const read = useReadNotifications();
  const { mutate } = read;
  const found = notification.data;
  const noId = !id || !UUID.test(id);

  useEffect(() => {
    if (noId) {
      navigate(pushLandingOf({ type: params.get('type'), link: params.get('link') }), { replace: true });
      return;
    }
    if (!found) return;
    if (!found.readAt) mutate({ ids: [found.id] });
    navigate(pushLandingOf(found), { replace: true });
  }, [noId, found, params, navigate, mutate]);

  if (notification.isError) {
    return (
      <EmptyState
        title={T.notFound}
        description={T.notFoundHint}
        action={<TextLink to="/v3/notificationsListPage">{T.toList}</TextLink>}
      />
    );
  }
  return <Spinner label={T.opening} />;
}

/**
 * /pushPage: where a tapped push lands (the service worker and the app wrapper open
 * `/pushPage?id=…&type=…&link=…`). It marks the notification read and routes by its link, or by its
 * type's category when it names no screen.
 */
export function PushPage() {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? 'pushPage'}>
      <Header title={route?.title ?? '알림 바로가기'} />
      <div className={styles.content}>
        <RequireSignIn>
          <Landing />
        </RequireSignIn>
      </div>
    </section>
  );
}
