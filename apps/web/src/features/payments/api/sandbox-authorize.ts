import type { sandboxAuthorizeBody, sandboxAuthorizeResponse } from '@academy/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

export type SandboxAuthorizeBody = z.input<typeof sandboxAuthorizeBody>;
export type SandboxAuthorizeResponse = z.infer<typeof sandboxAuthorizeResponse>;

/**
 * POST /api/insts/:instId/payments/sandbox/authorize: what the payer chose on the local test
 * checkout (approve, decline, no answer). The server answers it only when it runs locally with the
 * sandbox provider; the key it gives goes to /payResult like a real provider's.
 */
export function sandboxAuthorize(instId: string, body: SandboxAuthorizeBody): Promise<SandboxAuthorizeResponse> {
  return api.post<SandboxAuthorizeResponse>(`${instPath(instId)}/payments/sandbox/authorize`, body);
}

export const useSandboxAuthorize = (instId: string) =>
  useMutation({ mutationFn: (body: SandboxAuthorizeBody) => sandboxAuthorize(instId, body) });
