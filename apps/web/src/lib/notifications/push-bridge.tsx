import type { PushPayload } from '@academy/domain/push/push.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { pushReceived } from '../../store/push-slice';
import { useMe } from '../session/get-me';
import { MY_NOTIFICATIONS_KEY } from './unread-count';
import { supportsWebPush, syncWebPushSubscription, unsubscribeWebPush } from './web-push';

/** What the service worker posts to the open tabs (apps/web/public/sw.js). */
type WorkerMessage = { kind: 'push'; payload: PushPayload } | { kind: 'open'; url: string };

/**
 * Between the service worker and the open app: a push that arrives while the app is open refreshes
 * the notifications (list, badge) and goes to the push popup (SPEC §4 rule: app/push); a tapped
 * push the worker could not open itself is opened here; a signed-in browser that allowed pushes
 * hands its subscription to the server again, and logging out here stops this browser's pushes.
 */
export function PushBridge() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.userId ?? null;

  useEffect(() => {
    if (!supportsWebPush()) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message?.kind === 'push') {
        void queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY });
        dispatch(pushReceived(message.payload));
      } else if (message?.kind === 'open' && message.url.startsWith('/')) {
        window.location.assign(message.url);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [dispatch, queryClient]);

  const signedInBefore = useRef<string | null>(null);
  useEffect(() => {
    if (userId) void syncWebPushSubscription().catch(() => undefined);
    // Logged out in this tab: whoever uses the browser next does not get the last person's news.
    else if (signedInBefore.current) void unsubscribeWebPush().catch(() => undefined);
    signedInBefore.current = userId;
  }, [userId]);

  return null;
}
