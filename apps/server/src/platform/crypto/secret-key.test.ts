import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeSecretKey, isSecretKeyText, loadOrCreateKeyFile, resolveSecretKey } from './secret-key';

const root = await mkdtemp(path.join(os.tmpdir(), 'academy-secret-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('secret key', () => {
  it('accepts exactly 32 bytes of base64 and nothing else', () => {
    const text = randomBytes(32).toString('base64');
    expect(isSecretKeyText(text)).toBe(true);
    expect(decodeSecretKey(text)).toHaveLength(32);
    expect(isSecretKeyText(randomBytes(16).toString('base64'))).toBe(false);
    expect(isSecretKeyText('not a key at all!')).toBe(false);
    expect(() => decodeSecretKey('short')).toThrow('32 bytes');
  });

  it('creates the key file once, owner-only, and reuses it', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const first = loadOrCreateKeyFile(dataDir);
    const file = path.join(dataDir, 'secret.key');
    expect(first).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64'));
    expect(loadOrCreateKeyFile(dataDir).equals(first)).toBe(true);
  });

  it('prefers SECRET_KEY over the file and refuses a damaged file', async () => {
    const given = randomBytes(32);
    const dataDir = path.join(root, 'configured');
    expect(resolveSecretKey({ secretKey: given.toString('base64'), dataDir }).equals(given)).toBe(true);
    await expect(stat(path.join(dataDir, 'secret.key'))).rejects.toThrow();

    const damaged = path.join(root, 'damaged');
    await import('node:fs/promises').then((fs) => fs.mkdir(damaged));
    await writeFile(path.join(damaged, 'secret.key'), 'oops');
    expect(() => resolveSecretKey({ secretKey: undefined, dataDir: damaged })).toThrow('Cannot use the secret key');
  });
});
