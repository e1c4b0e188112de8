import type { RouteObject } from 'react-router';
import { renderRoutes as renderAppRoutes } from '../../../test/render-routes';

/** Renders the institute screens at `url` with the session sync, which follows the user's academies into `common`. */
export function renderRoutes(routes: RouteObject[], url: string) {
  return renderAppRoutes(routes, url, { sessionSync: true });
}
