export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a provider tells us about the person; every field but the id may be missing. */
export type SocialProfile = {
  provider: SocialProvider;
  /** The provider's stable id of this person (Kakao id, Naver id, Apple `sub`). */
  providerUserId: string;
  email?: string;
  /** May be masked by the provider (`김**`): then prefer the name. */
  nickname?: string;
  /** The real name. */
  name?: string;
  profileImageUrl?: string;
  /** `YYYY`. */
  birthyear?: string;
  /** `MMDD`. */
  birthday?: string;
  /** Digits only, `01012345678`. */
  mobileNo?: string;
};

export type AuthorizationInput = {
  /** Opaque, unguessable, checked by the caller on return (Naver requires it). */
  state: string;
  /** PKCE verifier (S256), where the provider supports it. */
  codeVerifier?: string;
  /** Absolute address the provider sends the browser back to. */
  redirectUri: string;
};

export type ExchangeInput = {
  code: string;
  codeVerifier?: string;
  redirectUri: string;
  /** The state the provider returned; Naver's token request wants it back. */
  state?: string;
  /** Apple only: the `user` JSON its form_post carries on the first sign-in (name, email). */
  appleUser?: string;
};

/**
 * Kakao, Naver and Apple login (OAuth 2.0 authorization code): a sandbox provider on this machine
 * (default; served by features/dev-oauth) or the real providers (`SOCIAL_LOGIN_PROVIDER=real`).
 * Apple answers with `response_mode=form_post` (a POST to the redirect URI); the sandbox Apple
 * returns with a GET like the others, since a self-submitting form would need a script.
 */
export type SocialLogin = {
  kind: 'sandbox' | 'real';
  authorizationUrl: (provider: SocialProvider, input: AuthorizationInput) => URL;
  exchange: (provider: SocialProvider, input: ExchangeInput) => Promise<SocialProfile>;
};

/** Digits of a Korean mobile number as providers give it: `+82 10-1234-5678`, `010-1234-5678`. */
export function koreanMobileDigits(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return undefined;
  if (trimmed.startsWith('+82') || (digits.startsWith('82') && digits.length >= 11)) {
    const national = digits.slice(2);
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits;
}

/** Drops keys whose value is undefined, null or blank, so a profile lists only what is known. */
export function compactProfile(profile: Record<string, string | number | null | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') result[key] = text;
  }
  return result;
}
