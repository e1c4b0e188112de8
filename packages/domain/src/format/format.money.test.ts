import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatWon } from './format.money';

describe('formatWon', () => {
  it('groups thousands and adds 원', () => {
    expect(formatWon(1234000)).toBe('1,234,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(999)).toBe('999원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(-50000)).toBe('-50,000원');
  });

  it('rounds to the won and refuses non-numbers', () => {
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('keeps the digits and only adds commas every three', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const text = formatNumber(value);
        return text.replaceAll(',', '') === String(value) && /^-?\d{1,3}(,\d{3})*$/.test(text);
      }),
    );
  });
});
