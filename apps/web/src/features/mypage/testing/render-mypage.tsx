import type { MeResponse, ProfileResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '../../../app/hosts/modal-host';
import { createAppQueryClient } from '../../../app/query-client';
import { dismissAllModals } from '../../../lib/modal';
import { store } from '../../../store/store';

/** Test helpers for the 마이페이지 screens: a fake API on `fetch`, and the screens in a memory router. */

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): ApiAnswer => ({
  status,
  body: fields ? { code, message, fields } : { code, message },
});

/**
 * Answers `fetch` from `handlers`, keyed `METHOD /path` (no query string); every call is recorded.
 * A call nobody answers fails the test with a 404 the screen will show.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = { method, path: url.pathname, search: url.search, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(call)
      : fail(404, 'ROUTE_NOT_FOUND', `no handler for ${method} ${url.pathname}`);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export const ME: MeResponse = {
  user: {
    userId: '11111111-1111-4111-8111-111111111111',
    userInputId: 'parent01',
    userNm: '김보호',
    userNickNm: '하늘맘',
    mobileNo: '01012345678',
    email: 'old@example.com',
    profileFileNm: 'default01.png',
    birthdate: '1985-03-02',
    genderCd: 'F',
    loginMethods: ['password'],
    marketingConsent: false,
    nightReceiveConsent: false,
  },
  memberships: [],
  children: [],
  guardians: [],
  csrfToken: 'csrf-token',
};

export const PROFILE: ProfileResponse = {
  userId: ME.user.userId,
  userInputId: 'parent01',
  userNm: '김보호',
  userNickNm: '하늘맘',
  mobileNo: '01012345678',
  email: 'old@example.com',
  birthdate: '1985-03-02',
  genderCd: 'F',
  profileFileNm: 'default01.png',
  profileImageUrl: null,
  address: '서울특별시 강남구 테헤란로 1',
  detailAddress: '101호',
  schoolNm: null,
  gradeYear: null,
  subjects: [],
  regions: [],
  marketingConsent: false,
  nightReceiveConsent: false,
  loginMethods: ['password'],
  joinedAt: '2026-01-02T03:04:05.000Z',
};

/** Stand-ins for the screens a flow moves on to. */
export const landing = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

/** Renders `routes` at `url` with the app's store, a fresh query client and the modal host. */
export function renderRoutes(routes: RouteObject[], url: string, extra?: ReactNode) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ModalHost />
        {extra}
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router, queryClient };
}

/** Closes any modal a test left open (call in afterEach). */
export function resetModals() {
  act(() => dismissAllModals());
}
