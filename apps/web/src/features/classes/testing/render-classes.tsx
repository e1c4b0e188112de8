import type { RouteObject } from 'react-router';
import { resetClass } from '../../../store/class-slice';
import { store } from '../../../store/store';
import { renderRoutes as renderAppRoutes } from '../../../test/render-routes';

/** Renders the 반 screens at `url` with the demo academy chosen and, unless `keepDraft`, an empty class draft. */
export function renderRoutes(routes: RouteObject[], url: string, options: { keepDraft?: boolean } = {}) {
  if (!options.keepDraft) store.dispatch(resetClass());
  return renderAppRoutes(routes, url, { academy: 'demo' });
}
