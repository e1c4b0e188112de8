import type { RouteObject } from 'react-router';
import { resetAuth } from '../../../store/auth-slice';
import { store } from '../../../store/store';
import { renderRoutes as renderAppRoutes } from '../../../test/render-routes';

/** Renders the 직원과 권한 screens at `url` with the demo academy chosen and an empty permission draft. */
export function renderRoutes(routes: RouteObject[], url: string) {
  store.dispatch(resetAuth());
  return renderAppRoutes(routes, url, { academy: 'demo' });
}
