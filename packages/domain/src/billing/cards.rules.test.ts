import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.rules';
import {
  AUTOPAY_MAX_ATTEMPTS,
  AUTOPAY_WINDOW_DAYS,
  type AutopayAttempt,
  autopayStep,
  autopayWillRetry,
} from './cards.rules';
import { chooseAutopayBody } from './cards.schema';

const due = '2026-12-25';
const step = (today: string, attempts: AutopayAttempt[] = [], consentedOn = '2026-11-28') =>
  autopayStep({ dueDate: due, today, consentedOn, attempts });

describe('autopayStep', () => {
  it('waits for the due date and charges on it, as the first attempt', () => {
    expect(step('2026-12-24')).toEqual({ kind: 'wait', reason: 'not-due' });
    expect(step(due)).toEqual({ kind: 'charge', attemptNo: 1 });
  });

  it('never charges a bill that fell due before the family agreed', () => {
    expect(step('2026-12-26', [], '2026-12-26')).toEqual({ kind: 'wait', reason: 'before-consent' });
    // Agreeing on the due date itself counts.
    expect(step(due, [], due)).toEqual({ kind: 'charge', attemptNo: 1 });
  });

  it('tries a declined card at most once a day, three times in all, then stops', () => {
    const declined = (date: string): AutopayAttempt => ({ date, outcome: 'declined' });
    expect(step(due, [declined(due)])).toEqual({ kind: 'wait', reason: 'tried-today' });
    expect(step('2026-12-26', [declined(due)])).toEqual({ kind: 'charge', attemptNo: 2 });
    const three = [declined(due), declined('2026-12-26'), declined('2026-12-27')];
    expect(three).toHaveLength(AUTOPAY_MAX_ATTEMPTS);
    expect(step('2026-12-28', three)).toEqual({ kind: 'stop', reason: 'exhausted' });
    expect(step('2027-01-20', three)).toEqual({ kind: 'stop', reason: 'exhausted' });
  });

  it('gives up a week after the due date, even with attempts left', () => {
    expect(step(addDays(due, AUTOPAY_WINDOW_DAYS))).toEqual({ kind: 'charge', attemptNo: 1 });
    expect(step(addDays(due, AUTOPAY_WINDOW_DAYS + 1))).toEqual({ kind: 'stop', reason: 'window-closed' });
  });

  it('asks again about a lost answer instead of charging anew, and never charges beside one in flight or one settled', () => {
    expect(step('2026-12-26', [{ date: due, outcome: 'unknown' }])).toEqual({ kind: 'resume' });
    expect(step(due, [{ date: due, outcome: 'in-flight' }])).toEqual({ kind: 'wait', reason: 'in-flight' });
    expect(step('2026-12-27', [{ date: due, outcome: 'settled' }])).toEqual({ kind: 'wait', reason: 'settled' });
  });

  it('charges at most once a day and at most three times, whatever the days and outcomes (exhaustive over two weeks)', () => {
    const outcomes = ['declined', 'unknown', 'settled'] as const;
    // Walk every sequence of daily answers for 14 days from a week before the due date.
    const walk = (day: number, attempts: AutopayAttempt[]): void => {
      const today = addDays(due, day - 7);
      const next = step(today, attempts);
      if (next.kind === 'charge') {
        expect(attempts.filter((attempt) => attempt.date === today)).toHaveLength(0);
        expect(next.attemptNo).toBeLessThanOrEqual(AUTOPAY_MAX_ATTEMPTS);
        expect(today >= due && today <= addDays(due, AUTOPAY_WINDOW_DAYS)).toBe(true);
      }
      if (day === 14) return;
      if (next.kind !== 'charge') {
        walk(day + 1, attempts);
        return;
      }
      for (const outcome of outcomes) {
        // A lost answer resolves the next day as declined or settled.
        const resolved = outcome === 'unknown' ? 'declined' : outcome;
        walk(day + 1, [...attempts, { date: today, outcome: resolved }]);
      }
    };
    walk(0, []);
  });
});

describe('autopayWillRetry', () => {
  it('says tomorrow only while attempts and days are left', () => {
    expect(autopayWillRetry({ dueDate: due, today: due, attemptNo: 1 })).toBe(true);
    expect(autopayWillRetry({ dueDate: due, today: '2026-12-27', attemptNo: 3 })).toBe(false);
    expect(autopayWillRetry({ dueDate: due, today: addDays(due, AUTOPAY_WINDOW_DAYS), attemptNo: 1 })).toBe(false);
  });
});

describe('chooseAutopayBody', () => {
  it('takes only an explicit consent', () => {
    const cardId = '01936a4e-0000-7000-8000-000000000001';
    expect(chooseAutopayBody.safeParse({ cardId, agreed: true, consentVersion: 'v' }).success).toBe(true);
    const refused = chooseAutopayBody.safeParse({ cardId, agreed: false, consentVersion: 'v' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('자동결제 약관에 동의');
  });
});
