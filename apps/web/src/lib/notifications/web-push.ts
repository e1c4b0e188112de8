import type { PushSubscriptionBody, WebPushKeyResponse } from '@academy/domain/notifications/notifications.schema';
import { api } from '../api-client';

/**
 * Web push in this browser (decision 0046): the service worker (`/sw.js`, apps/web/public) shows
 * each push and opens its screen; this module asks for permission, subscribes with the server's
 * VAPID key and hands the subscription to the server (one per browser), and takes it back.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** Where this browser stands: no web push at all, refused, not asked yet, or subscribed. */
export type WebPushState = 'unsupported' | 'denied' | 'default' | 'subscribed' | 'granted';

export function supportsWebPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

export async function webPushState(): Promise<WebPushState> {
  if (!supportsWebPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'default';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing ? 'subscribed' : 'granted';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The subscription as the server takes it. */
export function subscriptionBody(subscription: PushSubscription, replaces?: string): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    ...(replaces ? { replaces } : {}),
  };
}

/** Asks for permission (a tap must lead here), subscribes this browser and tells the server; answers the new state. */
export async function subscribeWebPush(): Promise<WebPushState> {
  if (!supportsWebPush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const worker = await registration();
  const { publicKey } = await api.get<WebPushKeyResponse>('/api/me/push-subscriptions/key');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post('/api/me/push-subscriptions', subscriptionBody(subscription));
  return 'subscribed';
}

/** Stops pushes to this browser: the server forgets it, then the browser does. */
export async function unsubscribeWebPush(): Promise<WebPushState> {
  if (!supportsWebPush()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await api
      .delete('/api/me/push-subscriptions', { query: { endpoint: subscription.endpoint }, silent: true })
      .catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'granted';
}

/**
 * After sign-in, a browser that already allowed pushes hands its current subscription to the
 * server again (the same browser may have another account before, or a renewed subscription the
 * service worker could not report).
 */
export async function syncWebPushSubscription(): Promise<void> {
  if (!supportsWebPush() || Notification.permission !== 'granted') return;
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) await api.post('/api/me/push-subscriptions', subscriptionBody(subscription), { silent: true });
}
