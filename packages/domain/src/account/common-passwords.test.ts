import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../signup/signup.password';
import { PASSWORD_HAS_LOGIN_ID_MESSAGE, passwordContainsLoginId } from './account.rules';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, loadCommonPasswords } from './common-passwords';
import { INTERNATIONAL_COMMON_PASSWORDS, KOREAN_COMMON_PASSWORDS } from './common-passwords.list';

describe('the common-password list', () => {
  it('answers a promise until it is loaded, then synchronously', async () => {
    const first = isCommonPassword('qwer1234');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(true);
    expect(isCommonPassword('qwer1234')).toBe(true);
    expect(await loadCommonPasswords()).toBe(await loadCommonPasswords());
  });

  it('holds the Korean-typical and international favourites, whatever the case or the symbols around them', async () => {
    await loadCommonPasswords();
    const common = [
      'qwer1234',
      '1q2w3e4r',
      'asdf1234',
      'zxcv1234',
      'q1w2e3r4',
      'password1',
      'abcd1234',
      'a1234567',
      'tkfkdgo123',
      'love1004',
      'iloveyou1',
      'trustno1',
      'QWER1234',
      'Password1',
      '1q2w3e4r!',
      '!@asdf1234#',
    ];
    for (const password of common) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['maple4tree', 'qwer1234x', 'academy2026', '학원비밀번호1', 'q!w@e#r$1234'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('keeps only what the policy would otherwise accept: lower-cased, 8–64 characters, letters and digits', async () => {
    const list = await loadCommonPasswords();
    const entries = [...INTERNATIONAL_COMMON_PASSWORDS.split(' '), ...KOREAN_COMMON_PASSWORDS.split(' ')];
    expect(list.size).toBeGreaterThan(5000);
    expect(list.size).toBeLessThan(6000);
    for (const entry of entries) {
      expect(isValidPassword(entry), entry).toBe(true);
      expect(entry).toBe(entry.toLowerCase());
    }
  });

  it('never calls a password common that differs from every entry once lower-cased and trimmed', async () => {
    const list = await loadCommonPasswords();
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 20 }), (password) => {
        const core = password
          .normalize('NFC')
          .toLowerCase()
          .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        return isCommonPassword(password) === (list.has(password.normalize('NFC').toLowerCase()) || list.has(core));
      }),
    );
  });

  it('has a Korean message in the tone of the other password texts', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.');
  });
});

describe('passwordContainsLoginId', () => {
  it('finds the login id anywhere in the password, in any case', () => {
    expect(passwordContainsLoginId('director', 'director')).toBe(true);
    expect(passwordContainsLoginId('Director2026', 'director')).toBe(true);
    expect(passwordContainsLoginId('2026DIRECTOR!', ' Director ')).toBe(true);
    expect(passwordContainsLoginId('my-kim1-pass', 'kim1')).toBe(true);
    expect(passwordContainsLoginId('direct0r2026', 'director')).toBe(false);
    expect(passwordContainsLoginId('maple4tree', 'kimteacher')).toBe(false);
  });

  it('does not let an id shorter than any login id rule out every password holding it', () => {
    expect(passwordContainsLoginId('kim12345', 'kim')).toBe(false);
    expect(passwordContainsLoginId('kim', 'kim')).toBe(true);
    expect(passwordContainsLoginId('anything1', '')).toBe(false);
  });

  it('holds for every id inside any password', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{3,19}$/),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        (id, before, after) => passwordContainsLoginId(`${before}${id.toUpperCase()}${after}`, id),
      ),
    );
  });

  it('has a Korean message', () => {
    expect(PASSWORD_HAS_LOGIN_ID_MESSAGE).toBe('비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.');
  });
});
