import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scryptUnlimited = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

type ScryptParams = { N: number; r: number; p: number };

/**
 * One hash at a time per process. An OWASP hash holds 64 MiB while it runs and libuv would run four
 * at once; one slot keeps a process within 300 MB however many logins arrive together, and bounds
 * what a flood of logins can take: the others wait their turn (decision 0039). Several processes
 * each have their slot.
 */
const hashingSlot = pLimit(1);
const scrypt: typeof scryptUnlimited = (...args) => hashingSlot(() => scryptUnlimited(...args));

/** How many hashes run and wait now (for the tests of the slot). */
export const hashesInProgress = () => ({ running: hashingSlot.activeCount, waiting: hashingSlot.pendingCount });

/**
 * How new passwords are hashed (config PASSWORD_HASHING):
 * - `owasp`: scrypt N=2^16, r=8, p=2 (OWASP Password Storage Cheat Sheet; the same work as its
 *   N=2^17, r=8, p=1 in half the memory): 64 MiB and about half a second per hash on the 2-core
 *   reference machine;
 * - `fast-for-tests`: N=2^15 (the earlier parameters, 32 MiB, about 0.13 s), which the configuration
 *   accepts only with NODE_ENV=test so that test suites creating many accounts stay quick.
 * A stored hash records its own parameters, so either verifies under both.
 */
export const PASSWORD_HASHINGS = ['owasp', 'fast-for-tests'] as const;
export type PasswordHashing = (typeof PASSWORD_HASHINGS)[number];

const SCRYPT: Record<PasswordHashing, ScryptParams> = {
  owasp: { N: 2 ** 16, r: 8, p: 2 },
  'fast-for-tests': { N: 2 ** 15, r: 8, p: 1 },
};
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r·p bytes; Node refuses more than maxmem (32 MiB by default), so allow twice that. */
const maxmemFor = (params: ScryptParams) => 2 * 128 * params.N * params.r * params.p;
/** A stored hash asking for more memory than this (1 GiB) is refused rather than computed. */
const MAX_MEMORY = 2 ** 30;

export async function hashPassword(password: string, hashing: PasswordHashing = 'owasp'): Promise<string> {
  const params = SCRYPT[hashing];
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type StoredHash = { params: ScryptParams; salt: Buffer; key: Buffer };

/** `scrypt$N$r$p$salt$key`, or undefined for anything else. */
function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Object.values(params).every((value) => Number.isSafeInteger(value) && value >= 1) &&
    params.N > 1 &&
    (params.N & (params.N - 1)) === 0 &&
    128 * params.N * params.r * params.p <= MAX_MEMORY;
  return valid ? { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const actual = await scrypt(password.normalize('NFC'), parsed.salt, parsed.key.length, {
    ...parsed.params,
    maxmem: maxmemFor(parsed.params),
  });
  return timingSafeEqual(actual, parsed.key);
}

/** What a guess costs an attacker: scrypt's work grows with N·r·p, the memory it must hold with N·r. */
const workOf = ({ N, r, p }: ScryptParams) => N * r * p;
const memoryOf = ({ N, r }: ScryptParams) => N * r;

/**
 * Whether a stored hash is weaker than what `hashing` makes now (or not ours at all): less work per
 * guess, or less memory, than the current parameters. After the password was verified, the login
 * hashes it again with them. The earlier OWASP hashes (N=2^17, r=8, p=1: the same work in more
 * memory) stay as they are.
 */
export function needsRehash(stored: string, hashing: PasswordHashing): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  const target = SCRYPT[hashing];
  return workOf(parsed.params) < workOf(target) || memoryOf(parsed.params) < memoryOf(target);
}
