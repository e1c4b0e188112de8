import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGION_CODES, REGIONS } from './institute.constants';
import {
  asRole,
  asSubject,
  asTopic,
  canLeaveInstitute,
  defaultStaffAuthCd,
  firstUseFlags,
  formatBizRegNo,
  inviteMatchesPhone,
  isBizRegNo,
  normalizeInviteCode,
  regionCodeOfAddress,
  regionName,
  regionOf,
  stripBizRegNo,
} from './institute.rules';

/** A valid number for any first nine digits: the check digit the rule computes. */
function withCheckDigit(nine: number[]): string {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = nine.reduce((total, digit, index) => total + digit * (weights[index] as number), 0);
  sum += Math.floor(((nine[8] as number) * 5) / 10);
  return `${nine.join('')}${(10 - (sum % 10)) % 10}`;
}

describe('사업자등록번호', () => {
  it('accepts real numbers with or without hyphens', () => {
    for (const value of ['124-81-00998', '1248100998', '220-81-62517', '120-81-47521', ' 124-81-00998 ']) {
      expect(isBizRegNo(value)).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length, letters and hyphens in the wrong places', () => {
    for (const value of [
      '124-81-00997',
      '123-45-67890',
      '124-81-0099',
      '124-81-009981',
      '12a-81-00998',
      '1248-1-00998',
      '',
    ]) {
      expect(isBizRegNo(value)).toBe(false);
    }
  });

  it('accepts exactly one check digit for any first nine digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (nine) => {
        const valid = withCheckDigit(nine);
        const others = Array.from({ length: 10 }, (_, digit) => `${nine.join('')}${digit}`).filter((n) => n !== valid);
        return isBizRegNo(valid) && isBizRegNo(formatBizRegNo(valid)) && others.every((n) => !isBizRegNo(n));
      }),
    );
  });

  it('formats 10 digits as 000-00-00000 and strips what people type', () => {
    expect(formatBizRegNo('1248100998')).toBe('124-81-00998');
    expect(formatBizRegNo('124-81-00998')).toBe('124-81-00998');
    expect(formatBizRegNo('12345')).toBe('12345');
    expect(stripBizRegNo(' 124-81 -00998')).toBe('1248100998');
  });
});

describe('regions', () => {
  it('lists the 17 시·도 with unique codes and names', () => {
    expect(REGIONS).toHaveLength(17);
    expect(new Set(REGION_CODES).size).toBe(17);
    expect(regionName('11')).toBe('서울특별시');
    expect(regionName('99')).toBe('99');
    expect(regionOf('51')?.shortNm).toBe('강원');
  });

  it('reads the 시·도 of an address from its first word only', () => {
    expect(regionCodeOfAddress('서울특별시 강남구 테헤란로 123')).toBe('11');
    expect(regionCodeOfAddress('서울 강남구')).toBe('11');
    expect(regionCodeOfAddress('강원도 춘천시')).toBe('51');
    expect(regionCodeOfAddress('  경기 성남시 분당구')).toBe('41');
    expect(regionCodeOfAddress('제주도 제주시')).toBe('50');
    expect(regionCodeOfAddress('광주시 오포읍')).toBeUndefined();
    expect(regionCodeOfAddress('Seoul')).toBeUndefined();
    expect(regionCodeOfAddress('')).toBeUndefined();
    expect(regionCodeOfAddress(null)).toBeUndefined();
  });
});

describe('connecting and leaving', () => {
  it('reads invite codes the way people type them', () => {
    expect(normalizeInviteCode(' abcd-2345 ')).toBe('ABCD2345');
  });

  it('binds an invitation made for a number to the account verified with that number', () => {
    const invite = { targetMobileNo: '01077771234' };
    expect(inviteMatchesPhone(invite, { mobileNo: '01077771234' })).toBe(true);
    expect(inviteMatchesPhone(invite, { mobileNo: '+82 10-7777-1234' })).toBe(true);
    expect(inviteMatchesPhone(invite, { mobileNo: '01077771235' })).toBe(false);
    expect(inviteMatchesPhone(invite, { mobileNo: null })).toBe(false);
    expect(inviteMatchesPhone(invite, { mobileNo: ' ' })).toBe(false);
    // A number with no digits binds to nobody rather than to every account without digits.
    expect(inviteMatchesPhone({ targetMobileNo: '번호' }, { mobileNo: '없음' })).toBe(false);
  });

  it('leaves an invitation made without a number to whoever holds the code', () => {
    for (const targetMobileNo of [null, undefined, '', ' ']) {
      expect(inviteMatchesPhone({ targetMobileNo }, { mobileNo: '01012345678' })).toBe(true);
      expect(inviteMatchesPhone({ targetMobileNo }, { mobileNo: null })).toBe(true);
    }
  });

  it('matches a mobile number however it is written, and no other number', () => {
    const mobile = fc.stringMatching(/^010\d{8}$/);
    fc.assert(
      fc.property(mobile, mobile, fc.boolean(), (target, other, same) => {
        const account = same ? target : other;
        const dashed = `${account.slice(0, 3)}-${account.slice(3, 7)}-${account.slice(7)}`;
        expect(inviteMatchesPhone({ targetMobileNo: target }, { mobileNo: dashed })).toBe(target === account);
      }),
    );
  });

  it('puts the right particle after a role', () => {
    expect(asRole('학생')).toBe('학생으로');
    expect(asRole('강사')).toBe('강사로');
    expect(asSubject('한빛학원')).toBe('한빛학원이');
    expect(asSubject('수학교실 나무')).toBe('수학교실 나무가');
    expect(asTopic('수학')).toBe('수학은');
    expect(asTopic('과학 A')).toBe('과학 A는');
  });

  it('gives a new manager 010#020 and a new teacher no codes (020 is granted on purpose)', () => {
    expect(defaultStaffAuthCd('030')).toBe('010#020');
    expect(defaultStaffAuthCd('050')).toBe('');
  });

  it('lets everyone but a director or the president leave', () => {
    expect(canLeaveInstitute({ role: 'DIRECTOR', isPresident: false })).toBe(false);
    expect(canLeaveInstitute({ role: 'MANAGER', isPresident: true })).toBe(false);
    for (const role of ['MANAGER', 'TEACHER', 'PARENT', 'STUDENT'] as const) {
      expect(canLeaveInstitute({ role, isPresident: false })).toBe(true);
    }
  });
});

describe('first-use flags', () => {
  it('are N until a feature is marked, Y after', () => {
    const none = firstUseFlags({});
    expect(Object.values(none).every((flag) => flag === 'N')).toBe(true);
    expect(Object.keys(none)).toHaveLength(9);
    expect(firstUseFlags({ notice: true, feed: false, other: true })).toMatchObject({ notice: 'Y', feed: 'N' });
    expect(firstUseFlags(null).desk).toBe('N');
  });
});
