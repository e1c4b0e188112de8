import type { SocialProviderName } from '@academy/domain/account/account.schema';
import {
  type SocialCallbackResponse,
  socialCallbackResponse,
  socialCompleteResponse,
} from '@academy/domain/account/account.schema';
import type { SignupConsents } from '@academy/domain/signup/signup.schema';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: 'unexpected answer' });
  return result.data;
}

/** POST /api/auth/social/:provider/callback: logged in, or the mapped profile waiting for verification. */
export async function postSocialCallback(
  provider: SocialProviderName,
  body: { code: string; state: string; user?: string },
): Promise<SocialCallbackResponse> {
  return parsed(socialCallbackResponse, await api.post<unknown>(`/api/auth/social/${provider}/callback`, body));
}

export type SocialCompleteResult = z.infer<typeof socialCompleteResponse>;

/** POST /api/auth/social/complete: links to the verified person's account or joins (CONSENTS_REQUIRED without consents). */
export async function postSocialComplete(body: {
  socialToken: string;
  transId: string;
  consents?: SignupConsents;
  keep: boolean;
}): Promise<SocialCompleteResult> {
  return parsed(socialCompleteResponse, await api.post<unknown>('/api/auth/social/complete', body));
}
