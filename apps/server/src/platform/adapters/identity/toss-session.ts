import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
  randomUUID,
} from 'node:crypto';

/**
 * Toss 본인확인's "session key" for personal data, as its public SDKs build it (read from the Java
 * and Swift SDK sources, not from a specification):
 * - a fresh AES-256 key and 12-byte IV per request, and a random id;
 * - `sessionKey` = `v1$<id>$` + base64(RSA-OAEP-SHA1(Toss public key, `AES_GCM$<b64 key>$<b64 iv>`));
 * - each encrypted field = `v1$<id>$` + base64(AES-256-GCM(key, iv, aad = key bytes), tag appended).
 * Toss answers the result API with every personalData field encrypted under the session key sent
 * with that request, so a new session is made for every result request.
 */
export const TOSS_SESSION_VERSION = 'v1';

export type TossCertSession = {
  sessionKey: string;
  encrypt: (plaintext: string) => string;
  decrypt: (encrypted: string) => string;
};

/** A session over a known key and IV (the fake provider builds the same session from a session key). */
export function tossSessionFrom(parts: { id: string; key: Buffer; iv: Buffer; sessionKey: string }): TossCertSession {
  const { id, key, iv } = parts;
  return {
    sessionKey: parts.sessionKey,
    encrypt(plaintext) {
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(key);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${TOSS_SESSION_VERSION}$${id}$${body.toString('base64')}`;
    },
    decrypt(encrypted) {
      const [version, givenId, payload] = encrypted.split('$');
      if (version !== TOSS_SESSION_VERSION || givenId !== id || !payload) {
        throw new Error('The value was not encrypted with this session key.');
      }
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(key);
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}

/** A new session whose key only Toss (holder of the private key) can open. */
export function createTossCertSession(publicKeyBase64: string): TossCertSession {
  const id = randomUUID();
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const publicKey = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  const sealed = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(`AES_GCM$${key.toString('base64')}$${iv.toString('base64')}`, 'utf8'),
  );
  return tossSessionFrom({ id, key, iv, sessionKey: `${TOSS_SESSION_VERSION}$${id}$${sealed.toString('base64')}` });
}
