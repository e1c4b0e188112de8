import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ModalHost } from '../app/hosts/modal-host';
import { createAppQueryClient } from '../app/query-client';
import { dismissAllModals } from '../lib/modal';
import { SessionSync } from '../lib/session/session-sync';
import { patchCommon, resetCommon } from '../store/common-slice';
import { store } from '../store/store';
import { DIRECTOR_ID, INST_ID, INST_NM } from './fixtures';

export type RenderRoutesOptions = {
  /** Start with this academy chosen in the header (`common` reset first); `'demo'` is 한빛수학학원 and its director. */
  academy?: 'demo' | { instId: string; instNm: string; userId: string };
  /** Run the session sync beside the router, as the app does. */
  sessionSync?: boolean;
  /** Mount the modal host (default true). */
  modalHost?: boolean;
  /** Rendered after the router (e.g. the toast host). */
  extra?: ReactNode;
};

/** Renders `routes` at `url` in a memory data router with the app's store and a fresh query client. */
export function renderRoutes(routes: RouteObject[], url: string, options: RenderRoutesOptions = {}) {
  const { academy, sessionSync = false, modalHost = true, extra } = options;
  if (academy) {
    store.dispatch(resetCommon());
    store.dispatch(
      patchCommon(academy === 'demo' ? { instId: INST_ID, instNm: INST_NM, userId: DIRECTOR_ID } : academy),
    );
  }
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        {sessionSync && <SessionSync />}
        <RouterProvider router={router} />
        {modalHost && <ModalHost />}
        {extra}
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router, queryClient };
}

/** Stand-in for a screen a flow moves on to: `text` at `path`. */
export const landing = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

/** Closes any modal a test left open (call in afterEach). */
export function resetModals() {
  act(() => dismissAllModals());
}
