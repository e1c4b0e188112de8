import type { MeResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '../../../../app/hosts/modal-host';
import { createAppQueryClient } from '../../../../app/query-client';
import { dismissAllModals } from '../../../../lib/modal';
import { store } from '../../../../store/store';

/** Test helpers for the withdrawal screens: a fake API on `fetch`, the screens in a memory router. */

export type ApiCall = { method: string; path: string; body: unknown };
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer;

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): ApiAnswer => ({
  status,
  body: fields ? { code, message, fields } : { code, message },
});

export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call: ApiCall = { method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler ? handler(call) : fail(404, 'ROUTE_NOT_FOUND', `no handler for ${method} ${url.pathname}`);
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export const ME: MeResponse = {
  user: {
    userId: '11111111-1111-4111-8111-111111111111',
    userInputId: 'leaver01',
    userNm: '이탈퇴',
    userNickNm: null,
    mobileNo: '01099998888',
    email: null,
    profileFileNm: 'default01.png',
    birthdate: '1990-01-01',
    genderCd: 'M',
    loginMethods: ['password'],
    marketingConsent: false,
    nightReceiveConsent: false,
  },
  memberships: [],
  children: [],
  guardians: [],
  csrfToken: 'csrf-token',
};

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
