import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsUnstorableCharacter,
  digitsOnly,
  digitsToNumber,
  hasHangul,
  pathOfUnstorableCharacter,
  sanitizeText,
} from './text.rules';

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

describe('the NUL rule', () => {
  it('finds U+0000 anywhere in a text, and nothing else', () => {
    expect(containsUnstorableCharacter('김\u0000민수')).toBe(true);
    expect(containsUnstorableCharacter('\u0000')).toBe(true);
    expect(containsUnstorableCharacter('김민수 \t\n\u0001')).toBe(false);
    expect(containsUnstorableCharacter('%00')).toBe(false);
    expect(containsUnstorableCharacter('김\ud800민수')).toBe(true);
    expect(containsUnstorableCharacter('\udc00')).toBe(true);
    expect(containsUnstorableCharacter('학원 😀')).toBe(false);
  });

  it('gives the path of the first string or key holding one in parsed input', () => {
    expect(pathOfUnstorableCharacter('a\u0000')).toEqual([]);
    expect(pathOfUnstorableCharacter({ loginId: 'director', pw: 'x\u0000' })).toEqual(['pw']);
    expect(pathOfUnstorableCharacter({ guardians: [{ guardianNm: '박' }, { guardianNm: '\u0000' }] })).toEqual([
      'guardians',
      1,
      'guardianNm',
    ]);
    expect(pathOfUnstorableCharacter({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key']);
    expect(pathOfUnstorableCharacter({ nested: { 'k\u0000': 'v' } })).toEqual(['nested', 'k\u0000']);
  });

  it('answers null for input without one, whatever its shape', () => {
    for (const clean of [undefined, null, 0, true, '', '홍길동', [], {}, { a: [1, 'b', { c: null }] }]) {
      expect(pathOfUnstorableCharacter(clean)).toBeNull();
    }
  });

  it('walks input nested deeper than any call stack', () => {
    let deep: unknown = ['\u0000'];
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    const path = pathOfUnstorableCharacter(deep);
    expect(path).toHaveLength(200_001);
    expect(path?.every((key) => key === 0)).toBe(true);
  });

  it('finds a NUL wherever it is put in generated JSON', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000')),
        fc.string(),
        (clean, text) => {
          if (pathOfUnstorableCharacter(clean) !== null) return false;
          return JSON.stringify(pathOfUnstorableCharacter({ clean, inner: [text, `${text}\u0000`] })) === '["inner",1]';
        },
      ),
    );
  });
});
