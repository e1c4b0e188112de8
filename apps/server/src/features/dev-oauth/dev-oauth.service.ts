import { createHash, randomBytes } from 'node:crypto';
import { sha256Base64Url } from '../../platform/adapters/social/sandbox';
import type { SocialProfile, SocialProvider } from '../../platform/adapters/social/social';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { insertCode } from './dev-oauth.queries';
import type { ApproveQuery, AuthorizeQuery } from './dev-oauth.schema';

/** A sandbox code is good for five minutes, once. */
export const CODE_TTL_MS = 5 * 60 * 1000;

/**
 * The sandbox provider sends the browser back only to this site: an absolute http(s) address
 * whose host is the one the request came to (no open redirect through the sandbox).
 */
export function checkRedirectUri(redirectUri: string, host: string): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw badRedirect();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== new URL(`http://${host}`).host) {
    throw badRedirect();
  }
  return url;
}

const badRedirect = () =>
  new AppError('VALIDATION_FAILED', undefined, { redirect_uri: '돌아갈 주소가 이 사이트의 주소가 아닙니다.' });

/** What the sandbox hands out: Apple gives only an id, email and name, like the real one. */
export function sandboxProfile(provider: SocialProvider, input: ApproveQuery): Omit<SocialProfile, 'provider'> {
  const providerUserId =
    input.providerUserId ??
    `${provider}-${createHash('sha256')
      .update(`${provider}|${input.name}|${input.email ?? ''}|${input.mobileNo ?? ''}`)
      .digest('hex')
      .slice(0, 16)}`;
  const profile: Omit<SocialProfile, 'provider'> = { providerUserId, name: input.name };
  if (input.email) profile.email = input.email;
  if (provider === 'apple') return profile;
  if (input.nickname) profile.nickname = input.nickname;
  if (input.birthdate) {
    profile.birthyear = input.birthdate.slice(0, 4);
    profile.birthday = input.birthdate.slice(5).replace('-', '');
  }
  if (input.mobileNo) profile.mobileNo = input.mobileNo;
  return profile;
}

/** Stores a one-time code for the chosen profile; the address to send the browser back to, with code and state. */
export async function approveSandboxLogin(
  ctx: AppContext,
  provider: SocialProvider,
  input: ApproveQuery & { host: string },
): Promise<string> {
  const target = checkRedirectUri(input.redirect_uri, input.host);
  const code = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await insertCode(ctx.db, {
    codeHash: sha256Base64Url(code),
    provider,
    redirectUri: input.redirect_uri,
    codeChallenge: input.code_challenge ?? null,
    profile: sandboxProfile(provider, input),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  target.searchParams.set('code', code);
  target.searchParams.set('state', input.state);
  return target.href;
}

/** Where "취소" goes: back with `error=access_denied`, as a provider does when the person declines. */
export function cancelUrl(input: AuthorizeQuery, host: string): string {
  const target = checkRedirectUri(input.redirect_uri, host);
  target.searchParams.set('error', 'access_denied');
  target.searchParams.set('state', input.state);
  return target.href;
}
