import { createHash } from 'node:crypto';
import type { Database } from '../../../db/database';
import { AppError } from '../../errors/app-error';
import type { SocialLogin, SocialProfile } from './social';

/** sha256, base64url: how the sandbox keeps codes and compares PKCE challenges. */
export const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The sandbox Kakao/Naver/Apple: its authorization page is ours (features/dev-oauth), which
 * stores a one-time code with the chosen profile; `exchange` trades that code for the profile
 * once, checking the redirect URI and, when one was sent, the PKCE verifier.
 */
export function createSandboxSocialLogin(db: Database, now: () => Date): SocialLogin {
  return {
    kind: 'sandbox',
    authorizationUrl(provider, { state, codeVerifier, redirectUri }) {
      const url = new URL(`/dev/oauth/${provider}/authorize`, redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', `sandbox-${provider}`);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      if (codeVerifier) {
        url.searchParams.set('code_challenge', sha256Base64Url(codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url;
    },
    async exchange(provider, { code, codeVerifier, redirectUri }) {
      const used = await db
        .updateTable('dev_oauth_codes')
        .set({ used_at: now() })
        .where('code_hash', '=', sha256Base64Url(code))
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .returning(['redirect_uri', 'code_challenge', 'profile'])
        .executeTakeFirst();
      if (!used || used.redirect_uri !== redirectUri) throw new AppError('SOCIAL_LOGIN_FAILED');
      if (used.code_challenge && (!codeVerifier || sha256Base64Url(codeVerifier) !== used.code_challenge)) {
        throw new AppError('SOCIAL_LOGIN_FAILED');
      }
      return { ...(used.profile as Omit<SocialProfile, 'provider'>), provider };
    },
  };
}
