import { useSyncExternalStore } from 'react';

/**
 * Kiosk mode: once the front desk (/attendanceDeskMain) is unlocked in this browser, the app keeps to
 * that screen — no navigation around it, and every other address leads back to it — until a staff
 * member leaves it with their password, or the desk's 12 hours run out. Kept in localStorage, so
 * another tab of the same browser is held too.
 */

export const KIOSK_PATH = '/attendanceDeskMain';
const STORAGE_KEY = 'academy.kiosk';

export type KioskLock = { instId: string; expiresAt: string };

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The lock a stored value describes while it lasts, or null (absent, malformed or expired). */
export function parseKioskLock(raw: string | null, now: Date = new Date()): KioskLock | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KioskLock>;
    if (typeof value.instId !== 'string' || typeof value.expiresAt !== 'string') return null;
    const expires = Date.parse(value.expiresAt);
    if (Number.isNaN(expires) || expires <= now.getTime()) return null;
    return { instId: value.instId, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** Holds this browser on the desk screen until `lock.expiresAt`. */
export function enterKiosk(lock: KioskLock) {
  const raw = JSON.stringify(lock);
  if (readRaw() === raw) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Storage refused: the desk still works, only without the hold.
  }
  notify();
}

/** Lets this browser leave the desk screen (after the staff password, or once the desk is locked). */
export function leaveKiosk() {
  if (readRaw() === null) return;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kiosk lock of this browser while it lasts, or null. */
export function useKioskLock(): KioskLock | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseKioskLock(raw);
}
