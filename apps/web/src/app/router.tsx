import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  matchRoutes,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
  useParams,
} from 'react-router';
import {
  compilePath,
  entryAccepts,
  type PagesModuleName,
  pagesModuleOf,
  pickEntry,
  type RouteEntry,
  type RouteFamily,
  type RouteHandle,
} from '../lib/routing/route-entry';
import { requireSignIn } from '../lib/session/require-sign-in';
import { PAGES_LOADERS } from './area-loaders';
import { ComingSoonPage } from './coming-soon/coming-soon-page';
import { FallbackPage } from './fallback/fallback-page';
import { RouteErrorPage } from './fallback/route-error-page';
import { TFLayout } from './layouts/tf-layout';
import { V3Layout } from './layouts/v3-layout';
import { PageLoading } from './page-loading';
import { useRevealApp } from './prerendered-shell';
import { DEFAULT_ROOT_REDIRECT, ROUTE_MAP } from './route-map';
import { getPublicConfigQueryOptions } from './system/get-public-config';

export type AppRouteOptions = {
  queryClient: QueryClient;
  /** Defaults to the whole SPEC §2 route map. */
  routeMap?: readonly RouteEntry[];
  /** Defaults to one chunk per area and per landing module. */
  pagesLoaders?: Record<PagesModuleName, () => Promise<{ pages: Readonly<Record<string, ComponentType>> }>>;
};

/** Entries sharing one router path (only pattern routes such as `/{product}InstIntro` and `/{product}ConsultTF`). */
export type RouteGroup = { routerPath: string; family: RouteFamily; entries: RouteEntry[] };

export function groupRoutes(routeMap: readonly RouteEntry[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const entry of routeMap) {
    const { routerPath } = compilePath(entry.path);
    const group = groups.get(routerPath);
    if (!group) {
      groups.set(routerPath, { routerPath, family: entry.family, entries: [entry] });
      continue;
    }
    const patterned = (e: RouteEntry) => compilePath(e.path).patterns.length > 0 || e.params !== undefined;
    if (group.family !== entry.family || !patterned(entry) || !group.entries.every(patterned)) {
      throw new Error(`Route map: ${entry.path} collides with ${group.entries[0]?.path}`);
    }
    group.entries.push(entry);
  }
  return [...groups.values()];
}

const fixedAddresses = new WeakMap<readonly RouteEntry[], Map<string, RouteEntry>>();

/**
 * The entries of a fixed address (no params, no pattern), by path. A fixed path outranks every
 * pattern in the router's matching, so finding one here gives the router's answer without matching
 * every route of the map, which costs a long task at start-up.
 */
function fixedAddressesOf(routeMap: readonly RouteEntry[]): Map<string, RouteEntry> {
  let found = fixedAddresses.get(routeMap);
  if (!found) {
    const fixed = routeMap.filter((entry) => !/[:{]/.test(entry.path) && entry.params === undefined);
    found = new Map(fixed.map((entry) => [entry.path, entry]));
    fixedAddresses.set(routeMap, found);
  }
  return found;
}

/** The module whose code the screen at `pathname` needs; null for a forwarding route or an unknown path. */
export function screenModuleAt(pathname: string, routeMap: readonly RouteEntry[] = ROUTE_MAP): PagesModuleName | null {
  let entry = fixedAddressesOf(routeMap).get(pathname);
  if (!entry) {
    const routes = groupRoutes(routeMap).map((group) => ({ path: group.routerPath, handle: group }));
    const [match] = matchRoutes(routes, pathname) ?? [];
    entry = match && pickEntry(match.route.handle.entries, match.params);
  }
  return entry && entry.redirectTo === undefined ? pagesModuleOf(entry) : null;
}

/**
 * Starts downloading the code of the screen a visit opens on, at start-up, beside the start-up calls
 * (maintenance status, who is signed in) instead of after them (decision 0041). Only code: no loader
 * runs and the router still decides what shows; a failed download shows when the router needs it.
 */
export function preloadScreenCode(
  pathname: string,
  pagesLoaders: Record<PagesModuleName, () => Promise<unknown>> = PAGES_LOADERS,
): void {
  const module = screenModuleAt(pathname);
  if (module) void pagesLoaders[module]().catch(() => undefined);
}

/** An address the root may forward to: a path of this app (not `/` itself) or an absolute http(s) URL. */
export function safeRootRedirect(target: string | null | undefined): string {
  if (!target) return DEFAULT_ROOT_REDIRECT;
  if (/^https?:\/\//i.test(target)) return target;
  if (target.startsWith('/') && !target.startsWith('//') && target !== '/') return target;
  return DEFAULT_ROOT_REDIRECT;
}

function screenRoute(group: RouteGroup, options: Required<AppRouteOptions>): RouteObject {
  const { entries, routerPath } = group;
  const handle: RouteHandle = { entries };
  const [first] = entries;
  if (first?.redirectTo !== undefined && entries.length === 1) {
    const target = first.redirectTo;
    return { path: routerPath, handle, loader: () => redirect(target) };
  }
  const checked = entries.some((entry) => compilePath(entry.path).patterns.length > 0 || entry.params !== undefined);
  const guarded = entries.some((entry) => entry.requiresSignIn);
  return {
    path: routerPath,
    handle,
    // Patterns and allowed values are checked before the screen loads: anything else is "not found".
    // A screen for signed-in users sends a visitor to the log-in screen first (and back afterwards).
    loader:
      checked || guarded
        ? async ({ params, request }: LoaderFunctionArgs) => {
            const entry = pickEntry(entries, params);
            if (!entry) throw data(null, { status: 404, statusText: 'Not Found' });
            if (entry.requiresSignIn) await requireSignIn(options.queryClient, request);
            return null;
          }
        : undefined,
    lazy: async () => {
      const names = [...new Set(entries.map(pagesModuleOf))];
      const modules = new Map(
        await Promise.all(names.map(async (name) => [name, await options.pagesLoaders[name]()] as const)),
      );
      const components = entries.map((entry) => modules.get(pagesModuleOf(entry))?.pages[entry.id] ?? ComingSoonPage);
      return { element: <ScreenOf entries={entries} components={components} /> };
    },
  };
}

/**
 * The screen of the entry the URL satisfies (several only on a router path pattern entries share). It
 * takes over from a landing screen's prerendered markup as it is committed (decision 0044).
 */
function ScreenOf({ entries, components }: { entries: readonly RouteEntry[]; components: ComponentType[] }) {
  const params = useParams();
  useRevealApp();
  const Screen = entries.length === 1 ? components[0] : components[entries.findIndex((e) => entryAccepts(e, params))];
  return Screen ? <Screen /> : <FallbackPage kind="notFound" />;
}

function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * The whole route tree: `/` forwards to ROOT_REDIRECT, the v3 family inside V3Layout, the second
 * family inside TFLayout, unknown paths and render errors on the fallback page.
 */
export function createAppRoutes(options: AppRouteOptions): RouteObject[] {
  const resolved: Required<AppRouteOptions> = {
    routeMap: ROUTE_MAP,
    pagesLoaders: PAGES_LOADERS,
    ...options,
  };
  const groups = groupRoutes(resolved.routeMap);
  const family = (name: RouteFamily) =>
    groups.filter((group) => group.family === name).map((group) => screenRoute(group, resolved));

  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          path: '/',
          loader: async () => {
            try {
              const config = await resolved.queryClient.ensureQueryData(getPublicConfigQueryOptions());
              return redirect(safeRootRedirect(config.rootRedirect));
            } catch (error) {
              console.warn('[router] configuration unavailable; using the default root address', error);
              return redirect(DEFAULT_ROOT_REDIRECT);
            }
          },
        },
        { id: 'v3', element: <V3Layout />, children: family('v3') },
        { id: 'tf', element: <TFLayout />, children: family('tf') },
        { path: '*', element: <FallbackPage kind="notFound" /> },
      ],
    },
  ];
}

export function createAppRouter(options: AppRouteOptions) {
  return createBrowserRouter(createAppRoutes(options));
}
