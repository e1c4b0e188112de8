import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid.json';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

function parse(text: string, file: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} does not hold publicKey and privateKey`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The server's VAPID keys: the configured pair, or the pair kept in `<dataDir>/vapid.json`, made
 * once (mode 600). Browsers subscribe with the public key, so it must never change under them; two
 * processes starting together agree on one pair (exclusive create, the loser reads the winner's).
 */
export function resolveVapidKeys(options: { vapid: VapidKeys | undefined; dataDir: string }): VapidKeys {
  if (options.vapid) return options.vapid;
  const file = path.join(options.dataDir, VAPID_KEYS_FILE);
  try {
    return parse(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw new Error(`Cannot use the VAPID keys file ${file}: ${String(error)}`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return keys;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return parse(readFileSync(file, 'utf8'), file);
    throw error;
  }
}
