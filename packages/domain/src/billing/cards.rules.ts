import { addDays } from '../calendar/calendar.rules';
import { formatNumber } from '../format/format.money';

/**
 * Automatic payment of bills with a registered card (등록 카드 자동결제): when a bill is charged, when
 * a declined charge is tried again, and when the job stops and leaves the bill to the family. Pure:
 * the server's `bills-autopay` job asks `autopayStep` for each unpaid bill of a family that turned
 * automatic payment on, so a card company that keeps saying no never meets a storm of retries.
 */

/** The version of the automatic-payment consent text the family agrees to; kept with each consent. */
export const AUTOPAY_CONSENT_VERSION = '2026-11-28';

/** Charges of one bill, at most: the due date and two more days. */
export const AUTOPAY_MAX_ATTEMPTS = 3;

/** No charge of a bill later than this many days after its due date (a job that was down does not surprise anyone weeks later). */
export const AUTOPAY_WINDOW_DAYS = 7;

/** The hour in Seoul from which a due date's charges run: after the night, so a refusal reaches the family awake. */
export const AUTOPAY_HOUR = 9;

/**
 * What became of one earlier charge of a bill:
 * - `in-flight`: being asked of the provider right now (by this or another process);
 * - `unknown`: the provider's answer was lost: the same charge is asked again (same order, same
 *   idempotency key), which the provider answers with the first result — never a second charge;
 * - `declined`: the card company said no; nothing was taken;
 * - `settled`: money was taken (or taken and given back because the bill was paid another way).
 */
export type AutopayAttemptOutcome = 'in-flight' | 'unknown' | 'declined' | 'settled';

export type AutopayAttempt = { date: string; outcome: AutopayAttemptOutcome };

export type AutopayStep =
  | { kind: 'charge'; attemptNo: number }
  | { kind: 'resume' }
  | { kind: 'wait'; reason: 'not-due' | 'before-consent' | 'tried-today' | 'in-flight' | 'settled' }
  | { kind: 'stop'; reason: 'exhausted' | 'window-closed' };

/**
 * The next step for one unpaid bill on `today` (`YYYY-MM-DD` in Seoul): charge it (its attempt
 * number), ask again about a charge whose answer was lost, wait, or stop for good. A bill is charged
 * only from its due date, only when that date is on or after the day of consent (a bill overdue
 * before automatic payment was turned on is left to the family), at most once a day, at most
 * `AUTOPAY_MAX_ATTEMPTS` times, and never after `AUTOPAY_WINDOW_DAYS` days past its due date.
 */
export function autopayStep(input: {
  dueDate: string;
  today: string;
  consentedOn: string;
  attempts: readonly AutopayAttempt[];
}): AutopayStep {
  const { dueDate, today, consentedOn, attempts } = input;
  if (attempts.some((attempt) => attempt.outcome === 'settled')) return { kind: 'wait', reason: 'settled' };
  if (attempts.some((attempt) => attempt.outcome === 'in-flight')) return { kind: 'wait', reason: 'in-flight' };
  if (attempts.some((attempt) => attempt.outcome === 'unknown')) return { kind: 'resume' };
  if (attempts.length >= AUTOPAY_MAX_ATTEMPTS) return { kind: 'stop', reason: 'exhausted' };
  if (today < dueDate) return { kind: 'wait', reason: 'not-due' };
  if (dueDate < consentedOn) return { kind: 'wait', reason: 'before-consent' };
  if (attempts.some((attempt) => attempt.date === today)) return { kind: 'wait', reason: 'tried-today' };
  if (today > addDays(dueDate, AUTOPAY_WINDOW_DAYS)) return { kind: 'stop', reason: 'window-closed' };
  return { kind: 'charge', attemptNo: attempts.length + 1 };
}

/** Whether a charge declined on `today` (the `attemptNo`th) will be tried again tomorrow. */
export function autopayWillRetry(input: { dueDate: string; today: string; attemptNo: number }): boolean {
  return (
    input.attemptNo < AUTOPAY_MAX_ATTEMPTS && addDays(input.today, 1) <= addDays(input.dueDate, AUTOPAY_WINDOW_DAYS)
  );
}

/** The Korean messages of registered cards and automatic payment. */
export const CARD_MESSAGES = {
  consentRequired: '자동결제 약관에 동의해 주세요. 동의해야 납부일에 등록 카드로 결제됩니다.',
  consentOutdated: '자동결제 약관이 바뀌었습니다. 새로고침한 뒤 바뀐 약관을 확인하고 다시 동의해 주세요.',
  registrationMismatch: '다른 계정에서 시작한 카드 등록입니다. 카드 관리에서 카드 등록을 다시 시작해 주세요.',
  cardRemoved: '자동결제에 쓰던 등록 카드가 삭제되었습니다.',
  declinedRetry: '내일 같은 카드로 한 번 더 결제를 시도합니다.',
  declinedStopped: '자동결제를 멈췄습니다. 결제하기에서 직접 결제해 주세요.',
  attemptsOf: (attemptNo: number) => `${formatNumber(attemptNo)}/${formatNumber(AUTOPAY_MAX_ATTEMPTS)}회 시도`,
} as const;
