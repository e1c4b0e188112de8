import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of single sensitive fields (CI, DI …) at rest, and blind indexes to find a row by
 * such a field without decrypting anything.
 *
 * - `encrypt` seals with AES-256-GCM: a fresh 12-byte nonce per value, the 16-byte tag checked on
 *   `decrypt`. Output: `v1.` + base64url(nonce ‖ tag ‖ ciphertext). `context` (e.g. `'ci'`) is bound
 *   as additional data, so a value copied into another column does not decrypt there.
 * - `blindIndex` is HMAC-SHA256 under a second key derived from the same master key: equal inputs
 *   give equal indexes (duplicate DI check), and the index reveals nothing without the key.
 */
export type FieldCrypto = {
  encrypt: (plaintext: string, context?: string) => string;
  decrypt: (sealed: string, context?: string) => string;
  blindIndex: (value: string, context?: string) => string;
};

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

function deriveKey(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/**
 * A FieldCrypto over the master key `loadKey` returns. The key is loaded on first use and kept, so
 * an app that never encrypts never creates a key file.
 */
export function createFieldCrypto(loadKey: Buffer | (() => Buffer)): FieldCrypto {
  let keys: { encryption: Buffer; index: Buffer } | undefined;
  const getKeys = () => {
    if (!keys) {
      const master = typeof loadKey === 'function' ? loadKey() : loadKey;
      if (master.length !== 32) throw new Error('The master key must be 32 bytes.');
      keys = {
        encryption: deriveKey(master, 'academy/field-encryption/v1'),
        index: deriveKey(master, 'academy/blind-index/v1'),
      };
    }
    return keys;
  };

  return {
    encrypt(plaintext, context = '') {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', getKeys().encryption, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed, context = '') {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('Not a sealed value.');
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', getKeys().encryption, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
    blindIndex(value, context = '') {
      return createHmac('sha256', getKeys().index).update(`${context}\u0000${value}`, 'utf8').digest('base64url');
    },
  };
}
