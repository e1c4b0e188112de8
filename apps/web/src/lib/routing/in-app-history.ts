import { useCallback, useEffect } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { type RouteEntry, useRouteEntry } from './route-entry';

/**
 * The trail of screens this tab has shown inside the app: each history entry (React Router's
 * location key) with its path, whether it belongs to a wizard, and the entry before it. The header's
 * back arrow reads it to know whether going back stays in the app. Kept in sessionStorage, so a
 * reload keeps it and a new tab (a page opened from an SMS link) starts without one.
 */

export type Visit = { path: string; flow: RouteEntry['flow'] | null };
export type TrailEntry = Visit & { prev: string | null };
export type Trail = { last: string | null; entries: Readonly<Record<string, TrailEntry>> };

const STORAGE_KEY = 'academy.trail';
/** Entries kept: enough for any real session; the oldest go first. */
export const TRAIL_LIMIT = 100;
export const EMPTY_TRAIL: Trail = { last: null, entries: {} };

let memory: Trail | null = null;

function load(): Trail {
  if (memory) return memory;
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Trail) : null;
    memory = parsed && typeof parsed.entries === 'object' ? parsed : EMPTY_TRAIL;
  } catch {
    memory = EMPTY_TRAIL;
  }
  return memory;
}

function save(trail: Trail) {
  memory = trail;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(trail));
  } catch {
    // Storage full or refused: the trail still works for this page's life.
  }
}

/** Forgets the trail (tests; a new session). */
export function resetInAppHistory() {
  memory = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * The trail after the router showed `key`: a push follows the last entry, a replace takes the place
 * of the last one (keeping what was before it), and a pop (browser back/forward, or the first load)
 * returns to a known entry — or, for one never seen on that path, starts afresh.
 */
export function recordVisit(trail: Trail, key: string, visit: Visit, type: NavigationType): Trail {
  if (trail.last === key && trail.entries[key]?.path === visit.path) return trail;
  const known = trail.entries[key];
  let prev: string | null;
  if (type === NavigationType.Push) prev = trail.last;
  else if (type === NavigationType.Replace) prev = trail.last ? (trail.entries[trail.last]?.prev ?? null) : null;
  else if (known && known.path === visit.path) return { ...trail, last: key };
  else prev = null;
  const entries = { ...trail.entries, [key]: { ...visit, prev } };
  const keys = Object.keys(entries);
  for (const old of keys.slice(0, Math.max(0, keys.length - TRAIL_LIMIT))) delete entries[old];
  return { last: key, entries };
}

/** The entry before `key` in the trail, or null when `key` was the first screen shown in this tab. */
export function previousVisit(trail: Trail, key: string): TrailEntry | null {
  const prev = trail.entries[key]?.prev;
  return prev ? (trail.entries[prev] ?? null) : null;
}

export type BackTarget = { kind: 'history' } | { kind: 'parent'; to: string };

/**
 * Where the back arrow goes: back in history while the previous screen is one of the app's and going
 * there does not re-enter a wizard; otherwise the screen's logical parent — when this is the first
 * screen of the tab (opened from a link), when this screen ends a wizard, or when the previous one is
 * a wizard's step seen from outside it, or the end of one.
 */
export function backTarget(
  here: { flow?: RouteEntry['flow'] | null; parent: string },
  previous: Visit | null,
): BackTarget {
  const parent: BackTarget = { kind: 'parent', to: here.parent };
  if (!previous || here.flow === 'done') return parent;
  if (previous.flow === 'done') return parent;
  if (previous.flow === 'step' && here.flow !== 'step') return parent;
  return { kind: 'history' };
}

/** Records every screen the router shows (called once, by the layout around all screens). */
export function useTrackInAppHistory() {
  const location = useLocation();
  const type = useNavigationType();
  const flow = useRouteEntry()?.entry.flow ?? null;
  useEffect(() => {
    const trail = load();
    const next = recordVisit(trail, location.key, { path: location.pathname, flow }, type);
    if (next !== trail) save(next);
  }, [location.key, location.pathname, flow, type]);
}

/**
 * The header's back arrow for the current screen: history back when that stays in the app,
 * otherwise a replace to the logical parent (`fallback` when the route names none).
 */
export function useBackAction(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const entry = useRouteEntry()?.entry;
  return useCallback(() => {
    const here = { flow: entry?.flow ?? null, parent: entry?.parent ?? fallback };
    const target = backTarget(here, previousVisit(load(), location.key));
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to, { replace: true });
  }, [navigate, location.key, entry, fallback]);
}
