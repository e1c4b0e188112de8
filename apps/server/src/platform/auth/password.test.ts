import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { hashesInProgress, hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt at OWASP parameters (N=2^16, r=8, p=2) with a fresh salt each time', async () => {
    const first = await hashPassword('academy2026');
    const second = await hashPassword('academy2026', 'owasp');
    expect(first).toMatch(/^scrypt\$65536\$8\$2\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('academy2026', first)).toBe(true);
    expect(await verifyPassword('academy2027', first)).toBe(false);
  });

  it('hashes quickly for tests (N=2^15), and a hash verifies whatever the current parameters', async () => {
    const quick = await hashPassword('academy2026', 'fast-for-tests');
    expect(quick).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('academy2026', quick)).toBe(true);
  });

  it('treats composed and decomposed Hangul as the same password', async () => {
    const stored = await hashPassword('학원비밀번호1'.normalize('NFD'), 'fast-for-tests');
    expect(await verifyPassword('학원비밀번호1'.normalize('NFC'), stored)).toBe(true);
  });

  it('rejects a malformed stored hash, and one asking for absurd memory, without computing it', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA$a2V5`)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$')).toBe(false);
  });
});

describe('one hash at a time', () => {
  it('runs the hashes asked for together one after another, each finishing, hashing and verifying alike', async () => {
    const passwords = ['academy1', 'academy2', 'academy3'];
    const hashing = Promise.all(passwords.map((password) => hashPassword(password, 'fast-for-tests')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashesInProgress()).toEqual({ running: 1, waiting: 2 });
    const stored = await hashing;
    expect(hashesInProgress()).toEqual({ running: 0, waiting: 0 });

    const verifying = Promise.all(stored.map((hash, index) => verifyPassword(passwords[index] ?? '', hash)));
    const wrong = verifyPassword('academy0', stored[0] ?? '');
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashesInProgress()).toEqual({ running: 1, waiting: 3 });
    expect(await verifying).toEqual([true, true, true]);
    expect(await wrong).toBe(false);
    expect(hashesInProgress()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('needsRehash', () => {
  it('asks for a new hash when the stored one is weaker than the current parameters, or not ours', async () => {
    const quick = await hashPassword('academy2026', 'fast-for-tests');
    expect(needsRehash(quick, 'owasp')).toBe(true);
    expect(needsRehash(quick, 'fast-for-tests')).toBe(false);
    expect(needsRehash(await hashPassword('academy2026'), 'owasp')).toBe(false);
    // Stronger than asked for stays as it is.
    expect(needsRehash(await hashPassword('academy2026'), 'fast-for-tests')).toBe(false);
    expect(needsRehash('scrypt$131072$4$1$c2FsdA$a2V5', 'owasp')).toBe(true);
    // The earlier OWASP parameters: the same work in twice the memory.
    expect(needsRehash('scrypt$131072$8$1$c2FsdA$a2V5', 'owasp')).toBe(false);
    // The same work in less memory is weaker.
    expect(needsRehash('scrypt$32768$8$4$c2FsdA$a2V5', 'owasp')).toBe(true);
    expect(needsRehash('scrypt$65536$8$1$c2FsdA$a2V5', 'owasp')).toBe(true);
    expect(needsRehash('bcrypt$whatever', 'owasp')).toBe(true);
  });
});

describe('PASSWORD_HASHING', () => {
  it('is OWASP by default, and the quick test parameters are refused outside NODE_ENV=test', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast-for-tests' }).passwordHashing).toBe('fast-for-tests');
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASHING: 'fast-for-tests' })).toThrow(ConfigError);
    }
    try {
      loadConfig({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast-for-tests' });
    } catch (error) {
      expect((error as ConfigError).badKeys).toEqual(['PASSWORD_HASHING']);
    }
  });
});
