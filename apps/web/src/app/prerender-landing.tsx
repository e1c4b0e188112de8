import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from '../lib/product';
import { pagesModuleOf } from '../lib/routing/route-entry';
import { createAppStore } from '../store/store';
import { createAppQueryClient } from './query-client';
import { ROUTE_MAP } from './route-map';
import { createAppRoutes } from './router';

/**
 * Run by the build only (build/prerender-landing.ts), never in the browser: draws the landing screens
 * (route-map entries marked `landing`) as a visitor first sees them — no user, no draft, no server data
 * yet — with the app's own routes, layouts and screens, so the page the server sends for each is the
 * screen itself and the app takes it over unchanged (decision 0044).
 */
export type LandingScreen = { path: string; pagesModule: string; documentTitle: string };

/** The landing screens: one page each, at its path (no params). */
export const LANDING_SCREENS: LandingScreen[] = ROUTE_MAP.filter((entry) => entry.landing).map((entry) => {
  if (/[:{]/.test(entry.path)) throw new Error(`A landing screen has one address: ${entry.path}`);
  return { path: entry.path, pagesModule: pagesModuleOf(entry), documentTitle: documentTitle(entry.title) };
});

/** The markup of the app at `path` for a visitor (what `#root` holds once the app has started). */
export async function renderLandingScreen(path: string): Promise<string> {
  const queryClient = createAppQueryClient();
  const handler = createStaticHandler(createAppRoutes({ queryClient }));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a screen`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Provider store={createAppStore().store}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </Provider>,
  );
}
