/**
 * Push to a person's devices (decision 0046): web push to a browser's subscription (the service
 * worker shows it), native push to the app wrapper's device token (FCM). Each answers how it went;
 * `gone` means the push service no longer knows the subscription or token, which is then deleted.
 */

/** What a push carries: the notification's id, type, title, body and the screen it opens. */
export type PushMessage = {
  notificationId: string;
  type: string;
  title: string;
  body: string;
  /** The path the push opens (`/pushPage?…`, which routes by type and link). */
  url: string;
};

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; reason: string };

/** A browser's subscription as the Push API hands it over. */
export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

export type WebPushSender = {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: () => string;
  send: (target: WebPushTarget, message: PushMessage) => Promise<PushOutcome>;
};

export type NativePushSender = {
  send: (token: string, message: PushMessage) => Promise<PushOutcome>;
};

/** The JSON a web push carries to the service worker (apps/web/public/sw.js reads these names). */
export function webPushPayload(message: PushMessage): string {
  return JSON.stringify({
    id: message.notificationId,
    type: message.type,
    notification: { title: message.title, body: message.body },
    url: message.url,
  });
}
