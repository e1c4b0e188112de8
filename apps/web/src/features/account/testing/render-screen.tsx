import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createAppQueryClient } from '../../../app/query-client';
import { store } from '../../../store/store';

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
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router, queryClient };
}
