/*
 * The service worker of web push (decision 0046). It shows each push the server sends (the payload
 * of apps/server/src/platform/adapters/push/push.ts: { id, type, notification: { title, body }, url }),
 * tells the open tabs (lib/notifications/push-bridge), opens the push's screen when it is tapped
 * (focusing a tab of the app that is already open), and hands a renewed subscription to the server.
 * Plain JavaScript served as it is from /sw.js, so it can control the whole app.
 */

/** The title of a push that brings none (SPEC §4, lib/product DEFAULT_PUSH_TITLE). */
const DEFAULT_TITLE = '[학원ON]';
const FALLBACK_URL = '/v3/notificationsListPage';
const CSRF_COOKIE = 'academy_csrf';
const CSRF_HEADER = 'x-csrf-token';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

/** An address of this app only: a push can never send a tap elsewhere. */
function inAppUrl(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK_URL;
}

/**
 * SPEC §4: a chat push is not shown while a window of the app is on screen and focused; the open
 * window has the message already (its chat socket) and updates its badges from the message below.
 */
function isChatPush(payload) {
  return typeof payload.type === 'string' && payload.type.startsWith('chat');
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const title = payload.notification?.title || DEFAULT_TITLE;
  const body = payload.notification?.body || '';
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const inApp = open.some((client) => client.visibilityState === 'visible' && client.focused);
      if (isChatPush(payload) && inApp) {
        for (const client of open) client.postMessage({ kind: 'push', payload });
        return;
      }
      await self.registration.showNotification(title, {
        body,
        tag: payload.id || undefined,
        lang: 'ko',
        icon: '/favicon.svg',
        data: { id: payload.id || null, type: payload.type || null, url: inAppUrl(payload.url) },
      });
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ kind: 'push', payload });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(inAppUrl(event.notification.data?.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(url.href);
        return;
      }
      await open.focus();
      try {
        await open.navigate(url.href);
      } catch {
        // A tab this worker does not control yet navigates itself.
        open.postMessage({ kind: 'open', url: url.pathname + url.search });
      }
    })(),
  );
});

/** The CSRF cookie the server set beside the session (`__Host-` when it runs for real), as lib/api-client reads it. */
async function csrfToken() {
  if (!self.cookieStore) return null;
  const cookie = (await self.cookieStore.get(`__Host-${CSRF_COOKIE}`)) || (await self.cookieStore.get(CSRF_COOKIE));
  return cookie ? cookie.value : null;
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      let subscription = event.newSubscription;
      if (!subscription) {
        const key = await fetch('/api/me/push-subscriptions/key', { credentials: 'same-origin' });
        if (!key.ok) return;
        const { publicKey } = await key.json();
        const padded = publicKey
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
        const applicationServerKey = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
        subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      }
      const json = subscription.toJSON();
      const token = await csrfToken();
      await fetch('/api/me/push-subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
        body: JSON.stringify({
          endpoint: subscription.endpoint,
          keys: json.keys,
          ...(old && old.endpoint !== subscription.endpoint ? { replaces: old.endpoint } : {}),
        }),
      });
    })(),
  );
});
