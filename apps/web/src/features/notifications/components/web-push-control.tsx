import { useEffect, useState } from 'react';
import {
  subscribeWebPush,
  supportsWebPush,
  unsubscribeWebPush,
  type WebPushState,
  webPushState,
} from '../../../lib/notifications/web-push';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { NOTIFICATIONS_TEXTS } from '../notifications.texts';
import styles from './web-push-control.module.css';

const T = NOTIFICATIONS_TEXTS.webPush;

/**
 * 알림 받기: asks this browser for permission and subscribes it to web push, or stops it. Hidden where
 * the browser has no web push (an insecure address, an old browser).
 */
export function WebPushControl() {
  const [state, setState] = useState<WebPushState | 'checking'>(supportsWebPush() ? 'checking' : 'unsupported');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supportsWebPush()) return;
    let live = true;
    void webPushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('default'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported' || state === 'checking') return null;

  const run = async (action: () => Promise<WebPushState>, done: string) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      if (next === 'subscribed' || next === 'granted') showToast(done);
    } catch {
      showToast(T.failed);
    } finally {
      setBusy(false);
    }
  };

  const subscribed = state === 'subscribed';
  return (
    <Section title={T.title} titleAs="h2" className={styles.card}>
      <p className={styles.hint} aria-live="polite">
        {subscribed ? T.subscribedHint : state === 'denied' ? T.deniedHint : T.defaultHint}
      </p>
      {state !== 'denied' &&
        (subscribed ? (
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() => void run(unsubscribeWebPush, T.unsubscribed)}
          >
            {T.unsubscribe}
          </Button>
        ) : (
          <Button size="sm" loading={busy} onClick={() => void run(subscribeWebPush, T.subscribed)}>
            {T.subscribe}
          </Button>
        ))}
    </Section>
  );
}
