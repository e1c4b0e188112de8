import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath } from './payments-keys';

/** Every query of registered cards starts with this key; a change of the cards refreshes them. */
export const cardsQueryKey = (instId: string) => ['cards', instId] as const;

/** GET /api/insts/:instId/cards: the caller's cards (`myRegCardList`) and the automatic-payment card (`selectCard`). */
export function getCards(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MyCardsResponse>(`${instPath(instId)}/cards`, { signal, silent: true });
}

export const getCardsQueryOptions = (instId: string) =>
  queryOptions({ queryKey: cardsQueryKey(instId), queryFn: ({ signal }) => getCards(instId, { signal }) });

export const useCards = (instId: string) => useQuery(getCardsQueryOptions(instId));

/** A mutation's answer is the new list: it replaces the cached one at once. */
export function setCards(queryClient: QueryClient, instId: string, cards: MyCardsResponse): void {
  queryClient.setQueryData(getCardsQueryOptions(instId).queryKey, cards);
}
