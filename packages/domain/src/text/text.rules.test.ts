import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, digitsToNumber, hasHangul, sanitizeText } from './text.rules';

describe('sanitizeText', () => {
  it('strips special characters and keeps letters, digits and spaces', () => {
    expect(sanitizeText('Hello, World! 123')).toBe('Hello World 123');
    expect(sanitizeText('a@b#c$d%e')).toBe('abcde');
    expect(sanitizeText('tab\there\nline')).toBe('tabhereline');
  });

  it('strips leading whitespace, also when special characters came first', () => {
    expect(sanitizeText('   abc')).toBe('abc');
    expect(sanitizeText('!! abc def')).toBe('abc def');
    expect(sanitizeText('abc ')).toBe('abc ');
  });

  it('removes spaces when Korean text is present', () => {
    expect(sanitizeText('홍 길동')).toBe('홍길동');
    expect(sanitizeText(' 김 철수 Kim ')).toBe('김철수Kim');
    expect(sanitizeText('ㅎ ㅎ')).toBe('ㅎㅎ');
    expect(sanitizeText('수학-영어 (심화)')).toBe('수학영어심화');
  });

  it('drops other scripts and emoji', () => {
    expect(sanitizeText('漢字かなabc😀')).toBe('abc');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => sanitizeText(sanitizeText(text)) === sanitizeText(text)),
    );
    const mixed = fc.array(fc.constantFrom('a', 'Z', '7', ' ', '가', 'ㅎ', '!', '\t', '-', '힣'), { maxLength: 30 });
    fc.assert(
      fc.property(mixed, (chars) => sanitizeText(sanitizeText(chars.join(''))) === sanitizeText(chars.join(''))),
    );
  });

  it('only ever returns allowed characters, never leading spaces, and no spaces beside Hangul', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = sanitizeText(text);
        return (
          /^[A-Za-z0-9\u3131-\u318E\uAC00-\uD7A3 ]*$/.test(result) &&
          !result.startsWith(' ') &&
          (!hasHangul(result) || !result.includes(' '))
        );
      }),
    );
  });
});

describe('digitsOnly', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('12,000원')).toBe('12000');
    expect(digitsOnly('010-1234-5678')).toBe('01012345678');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('１２３')).toBe('');
  });

  it('keeps digits in order and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = digitsOnly(text);
        return /^\d*$/.test(digits) && digitsOnly(digits) === digits && digits.length <= text.length;
      }),
    );
  });

  it('reads the number of a digits-only input', () => {
    expect(digitsToNumber('150,000원')).toBe(150000);
    expect(digitsToNumber('원')).toBeNull();
  });
});
