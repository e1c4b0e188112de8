import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../test/render-routes';

/** Where a screen navigated to: the path and query, for assertions. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at `url` (matching `path`) with the app's store and a fresh query client;
 * any other address shows its path in `data-testid="landed"`.
 */
export function renderScreen(screen: ReactElement, { path, url = path }: { path: string; url?: string }) {
  return renderRoutes(
    [
      { path, element: screen },
      { path: '*', element: <Landed /> },
    ],
    url,
    { modalHost: false },
  );
}
