import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt with a fresh salt each time', async () => {
    const first = await hashPassword('academy2026');
    const second = await hashPassword('academy2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('academy2026', first)).toBe(true);
    expect(await verifyPassword('academy2027', first)).toBe(false);
  });

  it('treats composed and decomposed Hangul as the same password', async () => {
    const stored = await hashPassword('학원비밀번호1'.normalize('NFD'));
    expect(await verifyPassword('학원비밀번호1'.normalize('NFC'), stored)).toBe(true);
  });

  it('rejects a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
