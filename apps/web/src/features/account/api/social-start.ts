import type { SocialProviderName } from '@academy/domain/account/account.schema';

/**
 * GET /api/auth/social/:provider/start?next=…: a full-page navigation to the provider's log-in. Apart
 * from the callbacks (social.ts), so the log-in screen links to it without their schemas.
 */
export function socialStartUrl(provider: SocialProviderName, next: string): string {
  return `/api/auth/social/${provider}/start?${new URLSearchParams({ next })}`;
}
