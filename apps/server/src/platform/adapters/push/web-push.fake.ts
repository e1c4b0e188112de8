import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service on 127.0.0.1 (for tests, server and end-to-end):
 * it hands out subscriptions whose endpoint points at it, with a real P-256 key pair and auth
 * secret, records every push posted to an endpoint and decrypts it (RFC 8291, aes128gcm) as the
 * browser would; an endpoint marked gone answers 410, as a push service does for an expired
 * subscription. Self-contained (node only), so the end-to-end tests use it too.
 */

export type FakeSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload (what the service worker's push event reads). */
  text: string;
};

export type WebPushService = {
  url: string;
  subscribe: () => FakeSubscription;
  received: ReceivedPush[];
  /** Endpoints answering 410 Gone from now on. */
  gone: Set<string>;
  close: () => Promise<void>;
};

const AUTH_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0');

/** Decrypts an aes128gcm web push body with the subscription's private key and auth secret (one record). */
export function decryptWebPush(body: Buffer, keys: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const secret = ecdh.computeSecret(senderKey);
  const ikm = Buffer.from(
    hkdfSync('sha256', secret, keys.auth, Buffer.concat([AUTH_INFO, keys.publicKey, senderKey]), 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, CEK_INFO, 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, NONCE_INFO, 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export async function startWebPushService(): Promise<WebPushService> {
  const keysByEndpoint = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  let url = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${url}${request.url ?? ''}`;
      const keys = keysByEndpoint.get(endpoint);
      if (request.method !== 'POST' || !keys) {
        response.writeHead(404).end();
        return;
      }
      if (gone.has(endpoint)) {
        response.writeHead(410).end('push subscription has unsubscribed or expired.');
        return;
      }
      if (
        !/^vapid t=.+, k=.+$/.test(request.headers.authorization ?? '') ||
        request.headers['content-encoding'] !== 'aes128gcm'
      ) {
        response.writeHead(401).end();
        return;
      }
      try {
        received.push({ endpoint, headers: request.headers, text: decryptWebPush(Buffer.concat(chunks), keys) });
        response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomBytes(8).toString('hex')}`;
      keysByEndpoint.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    received,
    gone,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
