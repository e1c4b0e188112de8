import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';

/**
 * The body encryption Toss Payments asks of its payouts API (`TossPayments-api-security-mode:
 * ENCRYPTION`): JWE compact serialization with direct encryption (`alg: dir`, `enc: A256GCM`) under
 * the merchant's security key (64 hex digits = 32 bytes), the protected header carrying `iat` and a
 * fresh `nonce`. The answer comes back the same way.
 */

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

function keyOf(securityKey: string): Buffer {
  const key = Buffer.from(securityKey, 'hex');
  if (key.length !== 32) throw new Error('The Toss Payments security key must be 64 hex digits.');
  return key;
}

export function encryptJwe(payload: object, securityKey: string, now: Date = new Date()): string {
  const header = b64(JSON.stringify({ alg: 'dir', enc: 'A256GCM', iat: now.toISOString(), nonce: randomUUID() }));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(securityKey), iv);
  cipher.setAAD(Buffer.from(header, 'ascii'));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${header}..${b64(iv)}.${b64(body)}.${b64(cipher.getAuthTag())}`;
}

/** The JSON inside a compact JWE; throws on a wrong key, a changed byte or another shape. */
export function decryptJwe(token: string, securityKey: string): unknown {
  const parts = token.trim().split('.');
  if (parts.length !== 5 || parts[1] !== '') throw new Error('Not a JWE with direct encryption.');
  const [header, , iv, body, tag] = parts as [string, string, string, string, string];
  const { alg, enc } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (alg !== 'dir' || enc !== 'A256GCM') throw new Error(`Unexpected JWE header ${alg}/${enc}.`);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(securityKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(header, 'ascii'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text);
}
