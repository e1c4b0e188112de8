const MINUTE = 60 * 1000;

/** The native app's one-time login token. */
export const APP_TOKEN_TTL_MS = 60 * 1000;
/** A password reset token, from a proven identity to the new password. */
export const RESET_TOKEN_TTL_MS = 15 * MINUTE;
/** From the social provider's answer to linking or joining (verification happens in between). */
export const SOCIAL_SIGNUP_TTL_MS = 30 * MINUTE;
/** From leaving for the provider's login page to coming back. */
export const SOCIAL_STATE_TTL_MS = 10 * MINUTE;
/** A family link request waits a day for the other person (they may not be at hand). */
export const FAMILY_REQUEST_TTL_MS = 24 * 60 * MINUTE;
/** Family link requests one member may send in a day. */
export const FAMILY_REQUESTS_PER_DAY = 10;

/** Where a social login goes when it did not say. */
export const DEFAULT_NEXT = '/';

/** What a withdrawn member's row keeps in place of the name. */
export const WITHDRAWN_USER_NM = '탈퇴회원';

/** Rate limits per client address (the login lock per account is separate). */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  sendCode: { max: 5, timeWindow: '1 minute' },
  checkCode: { max: 10, timeWindow: '1 minute' },
  verificationStep: { max: 20, timeWindow: '1 minute' },
  lookup: { max: 60, timeWindow: '1 minute' },
} as const;
