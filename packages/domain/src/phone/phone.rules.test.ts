import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayMaskedPhoneNo,
  displayPhoneNo,
  formatPhoneNo,
  formattingPrefixOf,
  isLandlineNo,
  isMobileNo,
  isPhoneNo,
  maskPhoneNo,
  NO_PHONE_TEXT,
  normalizeKoreanPhoneNo,
  phoneDigits,
  phoneGroups,
  staffListPhoneNo,
  stripPhoneSeparators,
} from './phone.rules';

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((digits) => digits.join(''));

const mobile = fc.integer({ min: 0, max: 99_999_999 }).map((n) => `010${String(n).padStart(8, '0')}`);

describe('mobile rule', () => {
  it('needs 010 and exactly 11 digits', () => {
    expect(isMobileNo('01012345678')).toBe(true);
    expect(isMobileNo('0101234567')).toBe(false);
    expect(isMobileNo('010123456789')).toBe(false);
    expect(isMobileNo('01112345678')).toBe(false);
    expect(isMobileNo('010-1234-5678')).toBe(false);
    expect(isMobileNo('0101234567a')).toBe(false);
  });
});

describe('landline/other rule', () => {
  it('takes 02 or a 3-digit area code with 9 to 12 digits', () => {
    expect(isLandlineNo('021234567')).toBe(true); // 9
    expect(isLandlineNo('0212345678')).toBe(true); // 10
    expect(isLandlineNo('0311234567')).toBe(true);
    expect(isLandlineNo('07012345678')).toBe(true); // 11
    expect(isLandlineNo('050512345678')).toBe(true); // 12
    expect(isLandlineNo('02123456')).toBe(true); // 8 digits, by the other branch
    expect(isLandlineNo('0212345')).toBe(false); // 7
    expect(isLandlineNo('0501234567890')).toBe(false); // 13
    expect(isLandlineNo('001234567')).toBe(false); // 00 is no area code
    expect(isLandlineNo('123456789')).toBe(false); // no leading 0
  });

  it('takes exactly 8 digits (representative numbers)', () => {
    expect(isLandlineNo('15881234')).toBe(true);
    expect(isLandlineNo('1588123')).toBe(false);
    expect(isLandlineNo('1588-1234')).toBe(false);
  });

  it('accepts a number when either rule passes', () => {
    expect(isPhoneNo('01012345678')).toBe(true);
    expect(isPhoneNo('0212345678')).toBe(true);
    expect(isPhoneNo('15881234')).toBe(true);
    expect(isPhoneNo('12345')).toBe(false);
    expect(isPhoneNo('')).toBe(false);
  });

  it('accepts every mobile number', () => {
    fc.assert(fc.property(mobile, (value) => isPhoneNo(value) && isMobileNo(value)));
  });
});

describe('formatPhoneNo', () => {
  it('hyphenates the known prefixes', () => {
    expect(formatPhoneNo('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneNo('0101234567')).toBe('010-123-4567');
    expect(formatPhoneNo('021234567')).toBe('02-123-4567');
    expect(formatPhoneNo('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneNo('0311234567')).toBe('031-123-4567');
    expect(formatPhoneNo('06412345678')).toBe('064-1234-5678');
    expect(formatPhoneNo('07012345678')).toBe('070-1234-5678');
    expect(formatPhoneNo('05012345678')).toBe('050-1234-5678');
    expect(formatPhoneNo('050512345678')).toBe('0505-1234-5678');
    expect(formatPhoneNo('15881234')).toBe('1588-1234');
  });

  it('leaves other shapes as digits', () => {
    expect(formatPhoneNo('0301234567')).toBe('0301234567'); // 030 is not an area code
    expect(formatPhoneNo('0651234567')).toBe('0651234567'); // 065 neither
    expect(formatPhoneNo('01112345678')).toBe('01112345678');
    expect(formatPhoneNo('02123456789')).toBe('02123456789'); // 02 with 11 digits
    expect(formatPhoneNo('0101234')).toBe('0101234');
    expect(formatPhoneNo('')).toBe('');
  });

  it('ignores separators already in the input', () => {
    expect(formatPhoneNo('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhoneNo(' 02 1234 5678 ')).toBe('02-1234-5678');
  });

  it('keeps every digit in order (round trip) and is idempotent', () => {
    fc.assert(
      fc.property(digitString(0, 14), (digits) => {
        const formatted = formatPhoneNo(digits);
        return phoneDigits(formatted) === digits && formatPhoneNo(formatted) === formatted;
      }),
    );
  });

  it('formats every mobile number as 010-XXXX-XXXX', () => {
    fc.assert(fc.property(mobile, (value) => /^010-\d{4}-\d{4}$/.test(formatPhoneNo(value))));
  });
});

describe('phoneGroups and prefixes', () => {
  it('recognises the SPEC prefixes only', () => {
    expect(formattingPrefixOf('0212345678')).toBe('02');
    expect(formattingPrefixOf('0311234567')).toBe('031');
    expect(formattingPrefixOf('0641234567')).toBe('064');
    expect(formattingPrefixOf('0651234567')).toBeNull();
    expect(formattingPrefixOf('0301234567')).toBeNull();
    expect(formattingPrefixOf('0801234567')).toBeNull();
  });

  it('refuses non-digits', () => {
    expect(phoneGroups('010-1234-5678')).toBeNull();
  });
});

describe('maskPhoneNo', () => {
  it('hides the middle group', () => {
    expect(maskPhoneNo('01012345678')).toBe('010-****-5678');
    expect(maskPhoneNo('0101234567')).toBe('010-***-4567');
    expect(maskPhoneNo('021234567')).toBe('02-***-4567');
    expect(maskPhoneNo('0212345678')).toBe('02-****-5678');
    expect(maskPhoneNo('050512345678')).toBe('0505-****-5678');
    expect(maskPhoneNo('010-1234-5678')).toBe('010-****-5678');
  });

  it('hides the last group of an 8-digit number', () => {
    expect(maskPhoneNo('15881234')).toBe('1588-****');
  });

  it('keeps 3 + 4 digits of an unknown long number and hides short ones', () => {
    expect(maskPhoneNo('01112345678')).toBe('011****5678');
    expect(maskPhoneNo('080123456')).toBe('080***3456');
    expect(maskPhoneNo('1234567')).toBe('****');
    expect(maskPhoneNo('123')).toBe('***');
  });

  it('matches the formatted number except for a starred middle', () => {
    fc.assert(
      fc.property(digitString(8, 12), (digits) => {
        const formatted = formatPhoneNo(digits).split('-');
        const masked = maskPhoneNo(digits).split('-');
        if (formatted.length === 3) {
          return (
            masked[0] === formatted[0] &&
            masked[2] === formatted[2] &&
            masked[1] === ((formatted[1]?.length ?? 0) > 3 ? '****' : '***')
          );
        }
        const masked2 = maskPhoneNo(digits);
        if (formatted.length === 2) return masked2 === `${formatted[0]}-****`;
        return masked2.includes('***') && phoneDigits(masked2) === digits.slice(0, 3) + digits.slice(-4);
      }),
    );
  });

  it('never shows more digits than the first group and the last four', () => {
    fc.assert(
      fc.property(mobile, (value) => {
        const masked = maskPhoneNo(value);
        return masked.includes('****') && phoneDigits(masked) === value.slice(0, 3) + value.slice(-4);
      }),
    );
  });
});

describe('display', () => {
  it('shows 번호 없음 when there is no number', () => {
    expect(NO_PHONE_TEXT).toBe('번호 없음');
    for (const empty of [null, undefined, '', '   ']) {
      expect(displayPhoneNo(empty)).toBe('번호 없음');
      expect(displayMaskedPhoneNo(empty)).toBe('번호 없음');
    }
  });

  it('formats or masks a number', () => {
    expect(displayPhoneNo('01012345678')).toBe('010-1234-5678');
    expect(displayMaskedPhoneNo('01012345678')).toBe('010-****-5678');
  });
});

describe('normalising', () => {
  it('turns +82 numbers into the domestic form', () => {
    expect(normalizeKoreanPhoneNo('+82 10-1234-5678')).toBe('01012345678');
    expect(normalizeKoreanPhoneNo('+82 010-1234-5678')).toBe('01012345678');
    expect(normalizeKoreanPhoneNo('+82-2-123-4567')).toBe('021234567');
    expect(normalizeKoreanPhoneNo(' 010-1234-5678 ')).toBe('01012345678');
  });

  it('strips only separators', () => {
    expect(stripPhoneSeparators(' (02) 123-4567.')).toBe('021234567');
    expect(stripPhoneSeparators('010a1234')).toBe('010a1234');
  });
});

describe('staff numbers in lists', () => {
  it('are always masked, whatever list shows them, and say 번호 없음 without one', () => {
    expect(staffListPhoneNo('01012345678')).toBe('010-****-5678');
    expect(staffListPhoneNo('010-1234-5678')).toBe('010-****-5678');
    expect(staffListPhoneNo('0212345678')).toBe('02-****-5678');
    expect(staffListPhoneNo(null)).toBe(NO_PHONE_TEXT);
    expect(staffListPhoneNo('')).toBe(NO_PHONE_TEXT);
  });

  it('never show the middle digits of a mobile', () => {
    fc.assert(
      fc.property(digitString(8, 8), (rest) => {
        return staffListPhoneNo(`010${rest}`) === `010-****-${rest.slice(4)}`;
      }),
    );
  });
});
