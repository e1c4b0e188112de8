import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '../../../app/hosts/modal-host';
import { createAppQueryClient } from '../../../app/query-client';
import { dismissAllModals } from '../../../lib/modal';
import { store } from '../../../store/store';

/** Test helpers of the 출결 screens: a fake API on `fetch`, and a component in a memory data router. */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiAnswer = { status?: number; body?: unknown };

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string): ApiAnswer => ({ status, body: { code, message } });

/** Answers `fetch` from handlers keyed `METHOD /path`; every call is recorded. */
export function mockApi(handlers: Record<string, (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call = { method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler
        ? await handler(call)
        : fail(404, 'ROUTE_NOT_FOUND', `no handler for ${method} ${url.pathname}`);
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** Renders `element` at `/` of a memory data router (with a second page `/elsewhere`), the store and the modal host. */
export function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/elsewhere', element: <h1>다른 화면</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={createAppQueryClient()}>
        <RouterProvider router={router} />
        <ModalHost />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router };
}

export function resetModals() {
  act(() => dismissAllModals());
}
