import type { ContactsResponse } from '@academy/domain/chat/chat.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath } from './chat-keys';

/** GET /api/insts/:instId/chat/contacts?q=: people the caller may open a 1:1 with or invite. */
export function getContacts(instId: string, q: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ContactsResponse>(`${chatPath(instId)}/contacts`, { query: { q }, signal, silent: true });
}

export const contactsQueryOptions = (instId: string, q: string) =>
  queryOptions({
    queryKey: chatKeys.contacts(instId, q),
    queryFn: ({ signal }) => getContacts(instId, q, { signal }),
    placeholderData: keepPreviousData,
  });

export const useContacts = (instId: string, q: string) => useQuery(contactsQueryOptions(instId, q));
