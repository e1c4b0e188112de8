import { type APIResponse, request as playwrightRequest } from '@playwright/test';
import { retryWhileRateLimited } from './account';
import type { FreshMember } from './profile-helpers';

/** Ten syllables for the digits of a seed: names stay Korean and unique per run. */
export const SYLLABLES = '가나다라마바사아자차';
export const hangulOf = (digits: string) => [...digits].map((digit) => SYLLABLES[Number(digit)]).join('');

/** The JSON of a successful answer; anything else throws with what was asked and what came back. */
export async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A signed-in API context of a member (the journeys' set-up): JSON calls with the CSRF header. */
export async function apiAs(baseURL: string, member: FreshMember) {
  const context = await playwrightRequest.newContext({ baseURL });
  const me = await okJson<{ user: { userId: string }; csrfToken: string }>(
    await retryWhileRateLimited(() =>
      context.post('/api/auth/login', { data: { userInputId: member.userInputId, pw: member.pw, keep: true } }),
    ),
    'log in',
  );
  const headers = { 'x-csrf-token': me.csrfToken };
  return {
    userId: me.user.userId,
    context,
    get: <T>(url: string) => context.get(url).then((response) => okJson<T>(response, `GET ${url}`)),
    post: <T>(url: string, data?: unknown) =>
      context.post(url, { data, headers }).then((response) => okJson<T>(response, `POST ${url}`)),
    dispose: () => context.dispose(),
  };
}
export type MemberApi = Awaited<ReturnType<typeof apiAs>>;
