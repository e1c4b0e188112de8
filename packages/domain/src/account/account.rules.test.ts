import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidLoginId, loginIdProblems, maskLoginId, normalizeLoginId } from './account.rules';

describe('login id rule', () => {
  it('accepts lowercase letters and digits starting with a letter, 4 to 20 long', () => {
    expect(isValidLoginId('abcd')).toBe(true);
    expect(isValidLoginId('director2026')).toBe(true);
    expect(isValidLoginId('a'.repeat(20))).toBe(true);
  });

  it('lists each problem', () => {
    expect(loginIdProblems('abc')).toEqual(['tooShort']);
    expect(loginIdProblems('a'.repeat(21))).toEqual(['tooLong']);
    expect(loginIdProblems('1abcd')).toEqual(['notStartingWithLetter']);
    expect(loginIdProblems('abc-d')).toEqual(['badCharacter']);
    expect(loginIdProblems('학원아이디')).toEqual(['badCharacter', 'notStartingWithLetter']);
    expect(loginIdProblems('')).toEqual(['tooShort']);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeLoginId('  Director ')).toBe('director');
    expect(isValidLoginId('Director')).toBe(true);
  });
});

describe('maskLoginId', () => {
  it('keeps the first two and the last character', () => {
    expect(maskLoginId('academy1')).toBe('ac*****1');
    expect(maskLoginId('abcde')).toBe('ab**e');
    expect(maskLoginId('abcd')).toBe('ab**');
    expect(maskLoginId('ab')).toBe('a*');
  });

  it('never reveals the whole id and keeps its length for ids of 3 or more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{2,19}$/), (id) => {
        const masked = maskLoginId(id);
        expect(masked).not.toBe(id);
        expect(masked).toHaveLength(id.length);
        expect(masked).toContain('*');
      }),
    );
  });
});
