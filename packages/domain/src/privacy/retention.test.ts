import { describe, expect, it } from 'vitest';
import {
  RETENTION_KINDS,
  RETENTION_POLICY_INTRO,
  RETENTION_POLICY_LINES,
  RETENTION_PURGE_EVERY_HOURS,
  RETENTION_RULES,
  retentionCutoff,
  retentionPeriodLabel,
  retentionPeriodText,
  retentionPolicyLine,
} from './retention';

const DAY = 24 * 60 * 60 * 1000;

describe('retention periods', () => {
  it('labels days and calendar months in Korean', () => {
    expect(retentionPeriodLabel({ days: 1 })).toBe('1일');
    expect(retentionPeriodLabel({ days: 90 })).toBe('90일');
    expect(retentionPeriodLabel({ months: 3 })).toBe('3개월');
    expect(retentionPeriodLabel({ years: 5 })).toBe('5년');
  });

  it('gives every kind a name, items, a purpose, a moment and a positive period', () => {
    for (const kind of RETENTION_KINDS) {
      const rule = RETENTION_RULES[kind];
      expect(rule.name.trim(), kind).not.toBe('');
      expect(rule.items.trim(), kind).not.toBe('');
      expect(rule.purpose.trim(), kind).not.toBe('');
      expect(rule.from, kind).toMatch(/때$/);
      const { keep } = rule;
      const amount = 'days' in keep ? keep.days : 'months' in keep ? keep.months : keep.years;
      expect(Number.isInteger(amount) && amount > 0, kind).toBe(true);
    }
    expect(Object.keys(RETENTION_RULES).sort()).toEqual([...RETENTION_KINDS].sort());
  });

  it('keeps the periods a privacy officer signed off', () => {
    const periods = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, RETENTION_RULES[kind].keep]));
    expect(periods).toEqual({
      'identity-verifications': { days: 1 },
      'student-import-previews': { days: 1 },
      sessions: { months: 3 },
      'login-attempts': { days: 2 },
      'rate-limits': { days: 1 },
      'account-codes': { days: 1 },
      'account-tokens': { days: 1 },
      'family-requests': { days: 1 },
      'unaccepted-invites': { days: 30 },
      'decided-join-requests': { days: 30 },
      notifications: { days: 90 },
      'queued-messages': { days: 1 },
      'unattached-uploads': { days: 1 },
      'academy-exports': { days: 1 },
      'cash-receipt-identities': { years: 5 },
      'registered-cards': { days: 1 },
      'payout-sellers': { years: 5 },
      'sandbox-outbox': { days: 7 },
      'sandbox-oauth-codes': { days: 1 },
    });
  });
});

describe('retentionCutoff', () => {
  const now = new Date('2026-11-22T09:00:00Z');

  it('counts days as 24 hours back from now', () => {
    expect(retentionCutoff('identity-verifications', now)).toEqual(new Date(now.getTime() - DAY));
    expect(retentionCutoff('sandbox-outbox', now)).toEqual(new Date(now.getTime() - 7 * DAY));
    expect(retentionCutoff('notifications', now)).toEqual(new Date(now.getTime() - 90 * DAY));
  });

  it('counts months on the Korean calendar, to the same wall-clock time', () => {
    expect(retentionCutoff('sessions', now)).toEqual(new Date('2026-08-22T09:00:00Z'));
    // 1 March 00:30 in Korea is still 28 February in UTC: three Korean months back is 1 December.
    expect(retentionCutoff('sessions', new Date('2026-02-28T15:30:00Z'))).toEqual(new Date('2025-11-30T15:30:00Z'));
    // The last day of a longer month falls back to the last day of the shorter one (never past it).
    expect(retentionCutoff('sessions', new Date('2026-05-31T03:00:00Z'))).toEqual(new Date('2026-02-28T03:00:00Z'));
    expect(retentionCutoff('sessions', new Date('2028-05-31T03:00:00Z'))).toEqual(new Date('2028-02-29T03:00:00Z'));
  });

  it('counts years as twelve Korean calendar months (a 29 February falls back to the 28th)', () => {
    expect(retentionCutoff('cash-receipt-identities', now)).toEqual(new Date('2021-11-22T09:00:00Z'));
    expect(retentionCutoff('cash-receipt-identities', new Date('2028-02-29T03:00:00Z'))).toEqual(
      new Date('2023-02-28T03:00:00Z'),
    );
  });

  it('never keeps three months for less than 89 days nor more than 92', () => {
    for (let day = 0; day < 366 * 2; day += 1) {
      const at = new Date(Date.UTC(2026, 0, 1, 17, 45) + day * DAY);
      const kept = (at.getTime() - retentionCutoff('sessions', at).getTime()) / DAY;
      expect(kept).toBeGreaterThanOrEqual(89);
      expect(kept).toBeLessThanOrEqual(92);
    }
  });
});

describe('the privacy policy lines', () => {
  it('state every kind with its items, purpose and period, generated from the table', () => {
    expect(RETENTION_POLICY_LINES).toHaveLength(RETENTION_KINDS.length);
    RETENTION_KINDS.forEach((kind, index) => {
      const rule = RETENTION_RULES[kind];
      const line = RETENTION_POLICY_LINES[index];
      expect(line).toBe(retentionPolicyLine(kind));
      expect(line).toContain(rule.name);
      expect(line).toContain(rule.items);
      expect(line).toContain(rule.purpose);
      expect(line).toContain(`${rule.from}부터 ${retentionPeriodLabel(rule.keep)}`);
      expect(line).toContain(retentionPeriodText(kind));
    });
  });

  it('read as Korean sentences', () => {
    expect(retentionPolicyLine('identity-verifications')).toBe(
      '본인확인 기록(이름, 생년월일, 성별, 휴대폰 번호, 통신사, 연계정보(CI), 중복가입확인정보(DI)): 회원가입, 아이디·비밀번호 찾기, 휴대폰 번호 변경, 휴면 해제, 가족 연결, 탈퇴 때의 본인확인. 보유 기간은 본인확인 결과를 쓰거나 유효시간이 지난 때부터 1일입니다.',
    );
    expect(retentionPeriodText('sessions')).toBe('로그아웃하거나 로그인이 만료된 때부터 3개월');
    expect(retentionPeriodText('cash-receipt-identities')).toBe(
      '현금영수증을 발급하거나, 발급하지 못하고 끝나거나, 발급 전에 취소한 때부터 5년',
    );
    expect(RETENTION_POLICY_INTRO).toContain(`${RETENTION_PURGE_EVERY_HOURS}시간마다`);
  });
});
