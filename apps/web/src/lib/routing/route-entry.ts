import { type Params, useMatches } from 'react-router';

/** Feature folders (`features/<area>/`) that own screens; each is loaded as its own chunk. */
export const AREAS = [
  'account',
  'mypage',
  'students',
  'employees',
  'institute',
  'home',
  'counsel',
  'schedule',
  'classes',
  'feed',
  'notices',
  'learning',
  'grades',
  'homework',
  'reports',
  'attendance',
  'live',
  'reservations',
  'payments',
  'billing',
  'settlement',
  'gifts',
  'deals',
  'inquiries',
  'terms',
  'guides',
  'chat',
  'notifications',
  'design',
] as const;
export type AreaName = (typeof AREAS)[number];

/**
 * Areas whose landing screens (what a visitor opens first) are a chunk of their own, the area's
 * landing module `features/<area>/pages/<area>-landing-pages.ts`, so they do not carry the area's
 * other flows (decision 0044).
 */
export const LANDING_AREAS = ['account'] as const satisfies readonly AreaName[];
export type LandingArea = (typeof LANDING_AREAS)[number];

/** A module of screens the app loads as a chunk: an area's pages module, or its landing module. */
export type PagesModuleName = AreaName | `${LandingArea}-landing`;

/** The module holding an entry's screen. */
export function pagesModuleOf(entry: Pick<RouteEntry, 'area' | 'landing'>): PagesModuleName {
  if (!entry.landing) return entry.area;
  const area = LANDING_AREAS.find((candidate) => candidate === entry.area);
  if (!area) throw new Error(`Route map: the ${entry.area} area has no landing module`);
  return `${area}-landing`;
}

/** `v3`: inside V3Layout; `tf`: the second family of SPEC §2, inside TFLayout. */
export type RouteFamily = 'v3' | 'tf';

/** One screen of SPEC §2. */
export type RouteEntry = {
  /** Unique; the key of the screen in its area's `pages` (features/<area>/pages/<area>-pages.tsx). */
  id: string;
  /**
   * React Router path (`:param`, optional `:param?`). One segment may be a pattern `{name}Suffix`,
   * e.g. `/{product}InstIntro`: it matches any segment ending in `InstIntro` with something before it.
   */
  path: string;
  /** The Korean screen title: the page's h1 and the document title. */
  title: string;
  area: AreaName;
  family: RouteFamily;
  /** Concrete URLs that must open this screen (required when the path has params; checked by tests). */
  samples?: readonly string[];
  /** Allowed values of a param; any other value shows the not-found page. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** V3 screens: white background on wide screens instead of grey. */
  background?: 'white';
  /** The route only forwards to this address. */
  redirectTo?: string;
  /** Only for a signed-in user: a visitor is sent to `/loginMainTF?next=<this path>` first. */
  requiresSignIn?: boolean;
  /**
   * The screen's logical parent (a path), where the header's back arrow goes when going back in the
   * browser's history would leave the app or re-enter a finished wizard. Default: the home screen.
   */
  parent?: string;
  /**
   * A wizard's screen: `step` for its steps, `done` for the screen that ends it. Neither shows the
   * app's navigation, and going back never re-enters a wizard from outside it.
   */
  flow?: 'step' | 'done';
  /**
   * A landing screen, one a visitor opens first: it lives in the area's landing module, a chunk of
   * its own (decision 0044). Only for an area of LANDING_AREAS.
   */
  landing?: true;
};

/** Whether a screen shows the app's navigation (side menu, bottom tabs): not on sign-up, log-in or wizards. */
export function showsNavigation(entry: Pick<RouteEntry, 'area' | 'flow'>): boolean {
  return entry.area !== 'account' && entry.flow === undefined;
}

type SegmentPattern = { param: string; prefix: string; suffix: string };
export type CompiledPath = { routerPath: string; patterns: SegmentPattern[] };

const PATTERN_SEGMENT = /^([^{}:]*)\{(\w+)\}([^{}]*)$/;

/** Turns `/{product}InstIntro/:instId` into the router path `/:product/:instId` and its segment checks. */
export function compilePath(path: string): CompiledPath {
  const patterns: SegmentPattern[] = [];
  const segments = path.split('/').map((segment) => {
    const match = PATTERN_SEGMENT.exec(segment);
    if (!match) return segment;
    const [, prefix = '', param = '', suffix = ''] = match;
    patterns.push({ param, prefix, suffix });
    return `:${param}`;
  });
  return { routerPath: segments.join('/'), patterns };
}

/** Whether a matched URL's params satisfy the entry's segment patterns and allowed values. */
export function entryAccepts(entry: RouteEntry, params: Params): boolean {
  for (const { param, prefix, suffix } of compilePath(entry.path).patterns) {
    const value = params[param];
    if (value === undefined) return false;
    if (!value.startsWith(prefix) || !value.endsWith(suffix)) return false;
    if (value.length <= prefix.length + suffix.length) return false;
  }
  for (const [param, allowed] of Object.entries(entry.params ?? {})) {
    const value = params[param];
    if (value === undefined || !allowed.includes(value)) return false;
  }
  return true;
}

/** The params as the screen sees them: a pattern segment gives only its variable part (`mathInstIntro` → `math`). */
export function screenParams(entry: RouteEntry, params: Params): Params {
  const result: Record<string, string | undefined> = { ...params };
  for (const { param, prefix, suffix } of compilePath(entry.path).patterns) {
    const value = params[param];
    if (value !== undefined) result[param] = value.slice(prefix.length, value.length - suffix.length);
  }
  return result;
}

/** Attached to every screen route: the entries it serves (several only when they share a router path). */
export type RouteHandle = { entries: readonly RouteEntry[] };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as RouteHandle).entries);
}

/** The entry among `entries` that accepts `params` (the first, for a route of one entry). */
export function pickEntry(entries: readonly RouteEntry[], params: Params): RouteEntry | undefined {
  return entries.find((entry) => entryAccepts(entry, params));
}

/** The current screen's entry and params, from the deepest matched route that has one. */
export function useRouteEntry(): { entry: RouteEntry; params: Params } | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (!match || !isRouteHandle(match.handle)) continue;
    const entry = pickEntry(match.handle.entries, match.params);
    return entry ? { entry, params: screenParams(entry, match.params) } : null;
  }
  return null;
}

/** The current screen's Korean title (undefined outside a screen route). */
export function useRouteTitle(): string | undefined {
  return useRouteEntry()?.entry.title;
}
