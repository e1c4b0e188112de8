import type { sandboxRegisterCardBody, sandboxRegisterCardResponse } from '@academy/domain/billing/cards.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

export type SandboxRegisterCardBody = z.input<typeof sandboxRegisterCardBody>;
export type SandboxRegisterCardResponse = z.infer<typeof sandboxRegisterCardResponse>;

/**
 * POST /api/insts/:instId/cards/sandbox/register: what the payer chose on the local card page (how
 * the card's charges will end). The server answers it only when it runs locally with the sandbox
 * provider; the authKey it gives goes to /cardRegResult like a real card page's.
 */
export function sandboxRegisterCard(
  instId: string,
  body: SandboxRegisterCardBody,
): Promise<SandboxRegisterCardResponse> {
  return api.post<SandboxRegisterCardResponse>(`${instPath(instId)}/cards/sandbox/register`, body);
}

export const useSandboxRegisterCard = (instId: string) =>
  useMutation({ mutationFn: (body: SandboxRegisterCardBody) => sandboxRegisterCard(instId, body) });
