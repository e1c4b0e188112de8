import webpush from 'web-push';
import type { Executor } from '../../../db/database';
import { createSandboxSender } from '../messaging/sandbox';
import { type PushOutcome, type WebPushSender, type WebPushTarget, webPushPayload } from './push';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps a push for an offline browser (seconds): a day. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** A push service on this machine (a local fake in tests and trials). */
export function isLoopbackEndpoint(endpoint: string): boolean {
  try {
    const host = new URL(endpoint).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

/** The push service's answer as an outcome: 404 and 410 say the subscription is gone. */
export function webPushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const gone = status === 404 || status === 410;
  return { ok: false, gone, reason: `${gone ? 'unsubscribed' : 'provider-error'}: push service answered ${status}` };
}

/**
 * Web push with the `web-push` package: the payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with our VAPID keys, then posted to the subscription's push service.
 * `real` posts to every push service; `sandbox` posts only to push services on this machine (a
 * local stand-in) and writes the others into the outbox, so nothing leaves the machine.
 */
export function createWebPushSender(options: {
  mode: 'sandbox' | 'real';
  keys: () => VapidKeys;
  subject: string;
  db: Executor;
  now: () => Date;
}): WebPushSender {
  const outbox = createSandboxSender(options.db, options.now);
  return {
    publicKey: () => options.keys().publicKey,
    async send(target: WebPushTarget, message) {
      const payload = webPushPayload(message);
      if (options.mode === 'sandbox' && !isLoopbackEndpoint(target.endpoint)) {
        await outbox.send({
          channel: 'push',
          recipient: target.endpoint,
          subject: message.title,
          body: payload,
          purpose: message.type,
        });
        return { ok: true };
      }
      const keys = options.keys();
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TIME_TO_LIVE_S,
            contentEncoding: 'aes128gcm',
          },
        );
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        return webPushOutcome(response.status);
      } catch (error) {
        return {
          ok: false,
          gone: false,
          reason: `provider-error: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}
