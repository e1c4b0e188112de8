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
  type AreaName,
  compilePath,
  entryAccepts,
  pickEntry,
  type RouteEntry,
  type RouteFamily,
  type RouteHandle,
} from '../lib/routing/route-entry';
import { requireSignIn } from '../lib/session/require-sign-in';
import { AREA_LOADERS } from './area-loaders';
import { ComingSoonPage } from './coming-soon/coming-soon-page';
import { FallbackPage } from './fallback/fallback-page';
import { RouteErrorPage } from './fallback/route-error-page';
import { TFLayout } from './layouts/tf-layout';
import { V3Layout } from './layouts/v3-layout';
import { PageLoading } from './page-loading';
import { DEFAULT_ROOT_REDIRECT, ROUTE_MAP } from './route-map';
import { getPublicConfigQueryOptions } from './system/get-public-config';

export type AppRouteOptions = {
  queryClient: QueryClient;
  /** Defaults to the whole SPEC §2 route map. */
  routeMap?: readonly RouteEntry[];
  /** Defaults to one chunk per area. */
  areaLoaders?: Record<AreaName, () => Promise<{ pages: Readonly<Record<string, ComponentType>> }>>;
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

/** The area whose code the screen at `pathname` needs; null for a forwarding route or an unknown path. */
export function screenAreaAt(pathname: string, routeMap: readonly RouteEntry[] = ROUTE_MAP): AreaName | null {
  const routes = groupRoutes(routeMap).map((group) => ({ path: group.routerPath, handle: group }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  const entry = match && pickEntry(match.route.handle.entries, match.params);
  return entry && entry.redirectTo === undefined ? entry.area : null;
}

/**
 * Starts downloading the code of the screen a visit opens on, at start-up, beside the start-up calls
 * (maintenance status, who is signed in) instead of after them (decision 0041). Only code: no loader
 * runs and the router still decides what shows; a failed download shows when the router needs it.
 */
export function preloadScreenCode(
  pathname: string,
  areaLoaders: Record<AreaName, () => Promise<unknown>> = AREA_LOADERS,
): void {
  const area = screenAreaAt(pathname);
  if (area) void areaLoaders[area]().catch(() => undefined);
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
      const areas = [...new Set(entries.map((entry) => entry.area))];
      const modules = new Map(
        await Promise.all(areas.map(async (area) => [area, await options.areaLoaders[area]()] as const)),
      );
      const components = entries.map((entry) => modules.get(entry.area)?.pages[entry.id] ?? ComingSoonPage);
      if (components.length === 1 && components[0]) return { Component: components[0] };
      return { element: <PatternScreen entries={entries} components={components} /> };
    },
  };
}

/** A router path shared by pattern entries: shows the screen of the entry the URL satisfies. */
function PatternScreen({ entries, components }: { entries: readonly RouteEntry[]; components: ComponentType[] }) {
  const params = useParams();
  const Screen = components[entries.findIndex((entry) => entryAccepts(entry, params))];
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
    areaLoaders: AREA_LOADERS,
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
