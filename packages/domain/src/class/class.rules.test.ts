import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASS_FIXED_MAX,
  CLASS_STOCK_IMAGES,
  CLASS_UPLOAD_SLOTS,
  DEFAULT_APPOINTED_DT,
  DEFAULT_PAY_DT_TP_CD,
  DEFAULT_SHOW_YN,
} from './class.constants';
import { capClassFixed, formatShowYn, parseClassFixedInput, parseShowYn, setShowYnFlag } from './class.rules';

describe('class constants', () => {
  it('match SPEC §3 and §9', () => {
    expect(CLASS_FIXED_MAX).toBe(9999);
    expect(CLASS_STOCK_IMAGES).toEqual([
      'class001.jpg',
      'class002.jpg',
      'class003.jpg',
      'class004.jpg',
      'class005.jpg',
    ]);
    expect(CLASS_UPLOAD_SLOTS).toBe(4);
    expect(DEFAULT_PAY_DT_TP_CD).toBe('010');
    expect(DEFAULT_APPOINTED_DT).toBe('1');
    expect(DEFAULT_SHOW_YN).toBe('Y#Y#N#N');
  });
});

describe('class fixed (headcount)', () => {
  it('caps at 9999', () => {
    expect(capClassFixed(9999)).toBe(9999);
    expect(capClassFixed(10000)).toBe(9999);
    expect(capClassFixed(30)).toBe(30);
    expect(capClassFixed(-3)).toBe(0);
    expect(capClassFixed(12.7)).toBe(12);
  });

  it('reads typed input as digits only', () => {
    expect(parseClassFixedInput('12명')).toBe(12);
    expect(parseClassFixedInput('123456')).toBe(9999);
    expect(parseClassFixedInput('명')).toBeNull();
  });

  it('never exceeds the cap and keeps values under it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const capped = capClassFixed(n);
        return capped <= 9999 && (n > 9999 ? capped === 9999 : capped === n);
      }),
    );
  });
});

describe('showYn', () => {
  it('parses and formats Y#Y#N#N', () => {
    expect(parseShowYn('Y#Y#N#N')).toEqual([true, true, false, false]);
    expect(parseShowYn('N#y')).toEqual([false, true]);
    expect(parseShowYn('')).toEqual([true, true, false, false]);
    expect(parseShowYn(null)).toEqual([true, true, false, false]);
    expect(formatShowYn([true, false, true, false])).toBe('Y#N#Y#N');
  });

  it('changes one flag', () => {
    expect(setShowYnFlag('Y#Y#N#N', 2, true)).toBe('Y#Y#Y#N');
    expect(setShowYnFlag(undefined, 0, false)).toBe('N#Y#N#N');
    expect(setShowYnFlag('Y', 3, true)).toBe('Y#N#N#Y');
  });

  it('round-trips any flags', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (flags) => {
        return JSON.stringify(parseShowYn(formatShowYn(flags))) === JSON.stringify(flags);
      }),
    );
  });
});
