import type { emailCodeBody, SentResponse } from '@academy/domain/account/account.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type EmailCodeBody = z.infer<typeof emailCodeBody>;

/** POST /api/account/email/code: a 6-digit code goes to the new address. */
export function sendEmailCode(body: EmailCodeBody): Promise<SentResponse> {
  return api.post<SentResponse>('/api/account/email/code', body);
}

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
