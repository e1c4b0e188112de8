import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown });

/**
 * A stand-in for `fetch` answering `'METHOD /path'` keys (query string ignored) with JSON; anything
 * else is a 404 in the error contract. Every call is recorded with its parsed JSON body.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    const { status = 200, body: payload = { ok: true } } =
      typeof answer === 'function'
        ? answer(call)
        : (answer ?? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: '존재하지 않는 API 주소입니다.' } });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** Calls to `'METHOD /path'`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A signed-in member as GET /api/auth/me answers. */
export function meFixture(overrides: Partial<{ userId: string; userNm: string }> = {}) {
  return {
    user: {
      userId: overrides.userId ?? 'user-1',
      userInputId: 'member1',
      userNm: overrides.userNm ?? '김회원',
      userNickNm: null,
      mobileNo: '01012345678',
      email: null,
      profileFileNm: 'default01.png',
      birthdate: '1990-01-01',
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
}
