import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCrypto } from './field-crypto';

const key = Buffer.alloc(32, 7);
const crypto = createFieldCrypto(key);

describe('field encryption', () => {
  it('round-trips text, Korean included, and never shows the plaintext', () => {
    const sealed = crypto.encrypt('홍길동 CI 값==');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('홍길동');
    expect(crypto.decrypt(sealed)).toBe('홍길동 CI 값==');
  });

  it('uses a fresh nonce: the same text seals differently every time', () => {
    expect(crypto.encrypt('same')).not.toBe(crypto.encrypt('same'));
  });

  it('refuses a tampered value, another context and another key', () => {
    const sealed = crypto.encrypt('secret', 'ci');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => crypto.decrypt(`v1.${bytes.toString('base64url')}`, 'ci')).toThrow();
    expect(() => crypto.decrypt(sealed, 'di')).toThrow();
    expect(() => createFieldCrypto(Buffer.alloc(32, 8)).decrypt(sealed, 'ci')).toThrow();
    expect(() => crypto.decrypt('plain text')).toThrow('Not a sealed value.');
    expect(crypto.decrypt(sealed, 'ci')).toBe('secret');
  });

  it('gives equal blind indexes for equal values and keys, different ones otherwise', () => {
    const index = crypto.blindIndex('DI-123', 'di');
    expect(index).toBe(createFieldCrypto(Buffer.alloc(32, 7)).blindIndex('DI-123', 'di'));
    expect(index).not.toBe(crypto.blindIndex('DI-124', 'di'));
    expect(index).not.toBe(crypto.blindIndex('DI-123', 'ci'));
    expect(index).not.toBe(createFieldCrypto(randomBytes(32)).blindIndex('DI-123', 'di'));
    expect(index).not.toContain('DI-123');
  });

  it('loads a lazy key once, on first use', () => {
    let loads = 0;
    const lazy = createFieldCrypto(() => {
      loads += 1;
      return key;
    });
    expect(loads).toBe(0);
    expect(lazy.decrypt(lazy.encrypt('x'))).toBe('x');
    lazy.blindIndex('y');
    expect(loads).toBe(1);
    expect(() => createFieldCrypto(Buffer.alloc(16)).encrypt('x')).toThrow('32 bytes');
  });
});
