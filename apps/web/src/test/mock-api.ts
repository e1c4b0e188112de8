import { vi } from 'vitest';

/** One request the screen made: the method, the path, the query (as text and parsed) and the body. */
export type ApiCall = {
  method: string;
  path: string;
  /** The query string with its `?` ('' without one). */
  search: string;
  query: URLSearchParams;
  /** The JSON body parsed; an upload's FormData as it was sent; undefined without a body. */
  body: unknown;
};
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** A 200 answer with `body`. */
export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

/** A refusal in the error contract `{ code, message, fields? }`. */
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): ApiAnswer => ({
  status,
  body: fields ? { code, message, fields } : { code, message },
});

/**
 * Answers `fetch` from `answers`, keyed `METHOD /path` (the query string is not part of the key), each a
 * fixed answer or a handler of the call; every call is recorded. A call nobody answers gets the
 * server's 404 for an unknown API address, which the screen will show.
 *
 * A browser asks who is signed in only while it holds the session's CSRF cookie (lib/session/get-me.ts):
 * answers with `GET /api/auth/me` stand for a browser that holds one (a 401 there: a session that
 * ended on the server), answers without it for a visitor's browser.
 */
export function mockApi(answers: Record<string, ApiAnswer | ApiHandler>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the fake plays the server setting (or having cleared) the CSRF cookie
  document.cookie = `academy_csrf=test-csrf-token; path=/${'GET /api/auth/me' in answers ? '' : '; max-age=0'}`;
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call: ApiCall = { method, path: url.pathname, search: url.search, query: url.searchParams, body };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    const { status = 200, body: payload } =
      typeof answer === 'function'
        ? await answer(call)
        : (answer ?? fail(404, 'ROUTE_NOT_FOUND', `존재하지 않는 API 주소입니다. (${method} ${url.pathname})`));
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
