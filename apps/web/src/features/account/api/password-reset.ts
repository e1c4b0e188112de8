import type {
  passwordResetBody,
  passwordResetBySmsBody,
  passwordResetCodeBody,
  passwordResetTokenResponse,
  SentResponse,
} from '@academy/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';

export type ResetToken = z.infer<typeof passwordResetTokenResponse>;

/** POST /api/account/password-reset/verification: a reset token for the verified owner of the id. */
export function resetTokenByVerification(body: { userInputId: string; transId: string }): Promise<ResetToken> {
  return api.post<ResetToken>('/api/account/password-reset/verification', body);
}

/** POST /api/account/password-reset/code */
export function sendPasswordResetCode(body: z.output<typeof passwordResetCodeBody>): Promise<SentResponse> {
  return api.post<SentResponse>('/api/account/password-reset/code', body);
}

/** POST /api/account/password-reset/sms */
export function resetTokenBySms(body: z.output<typeof passwordResetBySmsBody>): Promise<ResetToken> {
  return api.post<ResetToken>('/api/account/password-reset/sms', body);
}

/** POST /api/account/password-reset: the new password; every session of the account ends. */
export function resetPassword(body: z.output<typeof passwordResetBody>): Promise<unknown> {
  return api.post<unknown>('/api/account/password-reset', body);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account ended, this browser's too if it was signed in as them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
