import { WITHDRAWAL_REASONS, type WithdrawalReason } from '@academy/domain/account/withdrawal.schema';
import { useSyncExternalStore } from 'react';

/**
 * What the member chose on the withdrawal screens before the last one: the reason and the free text
 * written on each reason's page. It lives in session storage (the identity verification of a
 * social-only member leaves the app and comes back) and is cleared once the withdrawal is done.
 * The password typed on WithdrawalCheck is kept in memory only, never stored.
 */
export type WithdrawalDraft = {
  reason: WithdrawalReason | null;
  texts: Partial<Record<WithdrawalReason, string>>;
};

const STORAGE_KEY = 'academy.withdrawalDraft';
const EMPTY: WithdrawalDraft = { reason: null, texts: {} };

const isReason = (value: unknown): value is WithdrawalReason =>
  typeof value === 'string' && (WITHDRAWAL_REASONS as readonly string[]).includes(value);

function load(): WithdrawalDraft {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { reason?: unknown; texts?: Record<string, unknown> };
    const texts: WithdrawalDraft['texts'] = {};
    for (const [key, value] of Object.entries(parsed.texts ?? {})) {
      if (isReason(key) && typeof value === 'string') texts[key] = value;
    }
    return { reason: isReason(parsed.reason) ? parsed.reason : null, texts };
  } catch {
    return EMPTY;
  }
}

let draft: WithdrawalDraft = load();
let password: string | null = null;
const listeners = new Set<() => void>();

function save(next: WithdrawalDraft) {
  draft = next;
  try {
    if (next === EMPTY) globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the draft still lives in memory for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getWithdrawalDraft = (): WithdrawalDraft => draft;

export function useWithdrawalDraft(): WithdrawalDraft {
  return useSyncExternalStore(subscribe, getWithdrawalDraft, getWithdrawalDraft);
}

export function chooseWithdrawalReason(reason: WithdrawalReason): void {
  if (draft.reason !== reason) save({ ...draft, reason });
}

export function setWithdrawalReasonText(reason: WithdrawalReason, text: string): void {
  save({ reason, texts: { ...draft.texts, [reason]: text } });
}

/** The text written for the chosen reason, if any. */
export function reasonTextOf(value: WithdrawalDraft): string | undefined {
  if (!value.reason) return undefined;
  const text = value.texts[value.reason]?.trim();
  return text ? text : undefined;
}

/** WithdrawalCheck → Withdrawal: the password, in memory only. */
export function setWithdrawalPassword(value: string | null): void {
  password = value;
}

export const getWithdrawalPassword = (): string | null => password;

/** After the withdrawal (or to start over). */
export function clearWithdrawalDraft(): void {
  password = null;
  save(EMPTY);
}
