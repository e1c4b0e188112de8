import type { MeResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '../../../app/hosts/modal-host';
import { createAppQueryClient } from '../../../app/query-client';
import { dismissAllModals } from '../../../lib/modal';
import { store } from '../../../store/store';

/** Test helpers for the students screens: a fake API on `fetch`, and the screens in a memory router. */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): ApiAnswer => ({
  status,
  body: fields ? { code, message, fields } : { code, message },
});

/** Answers `fetch` from `handlers` keyed `METHOD /path`; every call is recorded (a FormData body as is). */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call: ApiCall = { method, path: url.pathname, search: url.search, body };
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

export const INST_ID = '33333333-3333-4333-8333-333333333333';

export const DIRECTOR_ME: MeResponse = {
  user: {
    userId: '11111111-1111-4111-8111-111111111111',
    userInputId: 'director',
    userNm: '김원장',
    userNickNm: '김원장',
    mobileNo: '01011112222',
    email: 'director@example.com',
    profileFileNm: 'default01.png',
    birthdate: '1980-03-14',
    genderCd: 'M',
    loginMethods: ['password'],
    marketingConsent: false,
    nightReceiveConsent: false,
  },
  memberships: [{ instId: INST_ID, instNm: '한빛수학학원', relationCd: '020', role: 'DIRECTOR', authCd: '000' }],
  children: [],
  guardians: [],
  csrfToken: 'csrf-token',
};

export const landing = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

/** Renders `routes` at `url` with the app's store, a fresh query client and the modal host. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ModalHost />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router, queryClient };
}

export function resetModals() {
  act(() => dismissAllModals());
}
