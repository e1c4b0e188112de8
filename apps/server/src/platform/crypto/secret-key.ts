import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The master key's length: AES-256 and HMAC-SHA256 keys are derived from these 32 bytes. */
export const SECRET_KEY_BYTES = 32;
export const SECRET_KEY_FILE = 'secret.key';

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** True when `text` is base64 (or base64url) for exactly 32 bytes. */
export function isSecretKeyText(text: string): boolean {
  const trimmed = text.trim();
  return BASE64.test(trimmed) && Buffer.from(trimmed, 'base64').length === SECRET_KEY_BYTES;
}

/** The 32 key bytes from their base64 text; throws when the text is not a 32-byte key. */
export function decodeSecretKey(text: string): Buffer {
  if (!isSecretKeyText(text)) throw new Error(`The secret key must be ${SECRET_KEY_BYTES} bytes in base64.`);
  return Buffer.from(text.trim(), 'base64');
}

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * The key kept in `<dataDir>/secret.key` (or another file name): read when the file exists, otherwise created once
 * (32 random bytes, base64, mode 600). Two processes starting together agree on one key: the file
 * is created exclusively and the loser reads the winner's.
 */
export function loadOrCreateKeyFile(dataDir: string, fileName = SECRET_KEY_FILE): Buffer {
  const file = path.join(dataDir, fileName);
  try {
    return decodeSecretKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw new Error(`Cannot use the secret key file ${file}: ${String(error)}`);
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(SECRET_KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600); // the umask may have narrowed nothing, but make sure it is owner-only
    return key;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return decodeSecretKey(readFileSync(file, 'utf8'));
    throw error;
  }
}

/**
 * The app's master key: SECRET_KEY when configured (every node of a deployment must share it),
 * otherwise the key file in DATA_DIR, created on first use.
 */
export function resolveSecretKey(options: { secretKey: string | undefined; dataDir: string }): Buffer {
  return options.secretKey ? decodeSecretKey(options.secretKey) : loadOrCreateKeyFile(options.dataDir);
}
