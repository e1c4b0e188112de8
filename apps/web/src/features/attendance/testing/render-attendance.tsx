import type { ReactNode } from 'react';
import { renderRoutes } from '../../../test/render-routes';

/** Renders `element` at `/` of a memory data router, with a second page `/elsewhere` to leave to. */
export function renderInRouter(element: ReactNode) {
  return renderRoutes(
    [
      { path: '/', element },
      { path: '/elsewhere', element: <h1>다른 화면</h1> },
    ],
    '/',
  );
}
