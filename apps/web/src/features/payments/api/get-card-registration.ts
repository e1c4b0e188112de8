import type { CardRegistrationResponse } from '@academy/domain/billing/cards.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

/**
 * GET /api/insts/:instId/cards/registration: what the provider's card page needs (the provider, its
 * client key, the caller's customer key). Read when 카드 등록 is pressed, never kept: the page opens
 * with what the server says now.
 */
export function getCardRegistration(instId: string): Promise<CardRegistrationResponse> {
  return api.get<CardRegistrationResponse>(`${instPath(instId)}/cards/registration`);
}

export const getCardRegistrationQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['cards', instId, 'registration'] as const,
    queryFn: () => getCardRegistration(instId),
    staleTime: 0,
    gcTime: 0,
  });
